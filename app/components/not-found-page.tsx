import { Link } from "react-router";

/** The spec's 404 page: 'Oops! Page not found' with 'Return to Home'. */
export function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-cedar-500" aria-hidden="true">404</p>
      <h1 className="mt-4 font-serif text-3xl text-cedar-900">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you were looking for has cooled off or never existed.</p>
      <Link to="/" className="mt-8 rounded-full bg-ember-600 px-6 py-3 font-medium text-white hover:bg-ember-700">
        Return to Home
      </Link>
    </main>
  );
}
