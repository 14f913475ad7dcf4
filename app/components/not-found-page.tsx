import { Link } from "react-router";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

/** The spec's 404 page: 'Oops! Page not found' with 'Return to Home'. */
export function NotFoundPage() {
  const t = useT();
  const to = useLocalePath();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-cedar-500" aria-hidden="true">404</p>
      <h1 className="mt-4 font-serif text-3xl text-cedar-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted">{t("notFound.text")}</p>
      <Link to={to("/")} className="mt-8 rounded-full bg-ember-600 px-6 py-3 font-medium text-white hover:bg-ember-700">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
