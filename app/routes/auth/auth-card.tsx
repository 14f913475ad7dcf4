// The frame of the sign-in pages: 'Back to Sign In', the brand, a heading and a white card,
// as on /auth, so the forgot and reset password pages sit in the same calm place.
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "#app/components/brand-mark";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

/** Its page sends the `auth` messages (a loader's messagesFor(locale, "auth")). */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const t = useT("auth");
  const localePath = useLocalePath();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none relative min-h-[calc(100vh-4rem)] bg-gradient-to-b from-sand-50 to-paper px-4 py-10">
      <div className="mx-auto w-full max-w-md">
        <Link to={localePath("/auth")} className="inline-flex items-center gap-2 text-sm font-medium text-cedar-700 hover:text-ember-700">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("backToSignIn")}
        </Link>
        <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <BrandMark className="size-12" />
            <h1 className="mt-3 font-serif text-2xl text-cedar-900">{title}</h1>
            <div className="mt-1 text-sm text-muted">{intro}</div>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
