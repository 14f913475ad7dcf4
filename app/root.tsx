import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from "react";
import type { Route } from "./+types/root";
// The site's stylesheet (10 KB gzip) is inlined on a first visit, so the first paint waits for
// no second round trip (Lighthouse mobile); later pages link the file the browser
// then holds (site-stylesheet.ts).
import appCss from "./app.css?inline";
import { Navbar } from "./components/navbar";
import { StarSymbol } from "./components/star-rating";
import { Toaster, useToast } from "./components/toaster";
import { LanguageSuggestion } from "./components/language-switch";
import { getApp } from "./lib/context.server";
import { MessagesProvider, useLocale, useT } from "./lib/i18n/i18n";
import type { Messages } from "#domain/messages/translate";
import { messagesFor } from "#server/i18n/messages";
import { HTML_LANG, LOCALES, localeOfPath, localizePath } from "#domain/locales";
import { readFlash } from "./lib/flash.server";
import { useNonce } from "./lib/nonce";
import { syncWithMarker } from "./lib/member-store";
import { MEMBER_HEAD_SCRIPT } from "./lib/member-head-script";
import { SITE_STYLESHEET_HREF, STYLESHEET_CACHE_SCRIPT, useStylesheetMode } from "./lib/site-stylesheet";

// Few pages are a 404, so its code loads only then; the server sends its HTML whole, which the
// browser keeps until the code has come (the public JavaScript budget, decision 010).
const NotFoundPage = lazy(() => import("./components/not-found-page").then((m) => ({ default: m.NotFoundPage })));

const PROBLEM_STATUS_TEXT = { 400: "Bad Request", 413: "Content Too Large", 415: "Unsupported Media Type" } as const;

/**
 * A request the form gate found malformed (server/http/form-gate.ts) ends here, before any loader
 * or action, as the site's own error page (or, for a fetcher, an error it can show).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    const problem = getApp(context).requestProblem;
    if (problem) throw data(problem.message, { status: problem.status, statusText: PROBLEM_STATUS_TEXT[problem.status] });
  },
];

/**
 * Shared by every visitor and member (the page cache): nothing of the member's own. The navbar's
 * user comes from the member store, fed by GET /api/me (decision 013).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, payments } = getApp(context);
  const { flash, clear } = await readFlash(config, request);
  // The page's language is in its address, so the cached page of an address is right for everyone.
  const locale = localeOfPath(new URL(request.url).pathname);
  // The first-visit suggestion speaks the suggested language, so it comes from that language's shell.
  const suggestions = LOCALES.filter((other) => other !== locale).map((other) => {
    const shell = messagesFor(other, "shell");
    return { locale: other, text: shell["language.suggestion"] as string, action: shell["language.suggestionAction"] as string, dismiss: shell["language.dismiss"] as string };
  });
  return data(
    // Gift vouchers can be bought only with card payments (decision 017): the footer links to them then.
    { flash, baseUrl: config.baseUrl, mapTileUrl: config.mapTileUrl, giftVouchers: Boolean(payments), messages: messagesFor(locale, "shell"), common: messagesFor(locale, "common"), members: messagesFor(locale, "members"), suggestions },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** The shell's messages are loaded again only when the language changes (or as React Router would anyway). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data from any route: site settings and the one-time toast. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const stylesheet = useStylesheetMode();
  const locale = localeOfPath(useLocation().pathname);
  const root = useRootData();
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b4428" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before the first paint: a member's shared page hides 'Sign In' and asks /api/me at once. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? MEMBER_HEAD_SCRIPT : "" }} suppressHydrationWarning />
        <Meta />
        {stylesheet === "linked" ? (
          <link rel="stylesheet" href={SITE_STYLESHEET_HREF} data-site-css="" />
        ) : (
          <>
            {/* Only the server sends them: the client keeps the server's copy and doesn't ship it twice. */}
            <style dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCss : "" }} suppressHydrationWarning />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? STYLESHEET_CACHE_SCRIPT : "" }} suppressHydrationWarning />
          </>
        )}
        <Links />
      </head>
      <body className="min-h-screen">
        <MessagesProvider namespace="shell" messages={root?.messages ?? WITHOUT_ROOT_DATA}>
          <MessagesProvider namespace="common" messages={root?.common ?? {}}>
            <MessagesProvider namespace="members" messages={root?.members ?? {}}>
              <SkipLink />
              <StarSymbol />
              {children}
              <LanguageSuggestion suggestions={root?.suggestions ?? []} />
            </MessagesProvider>
          </MessagesProvider>
        </MessagesProvider>
        <Toaster />
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main-content" className="sr-only z-50 rounded-full bg-ember-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3">
      {t("skipToContent")}
    </a>
  );
}

/** Marks the document once React has hydrated, so tests know the page is interactive. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * After moving to another page, focus goes to its main heading (or its main content), so a
 * keyboard or screen-reader user starts there instead of at the top of the old page.
 * Changes of the query string alone (filters, pages of a list) leave focus where it is.
 */
function useFocusOnPageChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main-content");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useToast(loaderData.flash);
  useFocusOnPageChange();
  // A sign-in or sign-out brought or took the marker cookie: the navbar follows before the next paint.
  useLayoutEffect(syncWithMarker, [useLocation().key]);
  return (
    <>
      <Navbar />
      <Outlet />
    </>
  );
}

/**
 * A request the form gate refused ends before any loader (the middleware above), so the page has
 * no shell messages: its error page says what it must in English, as the gate's message does,
 * without the navigation bar.
 */
const WITHOUT_ROOT_DATA: Messages = {
  skipToContent: "Skip to content",
  "error.status": "Error {status}",
  "error.unexpected": "Something went wrong on our side. Please try again in a moment.",
  "error.home": "Return to Home",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const locale = useLocale();
  const shell = Boolean(useRootData());
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <Navbar />
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      </>
    );
  }
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data ? error.data : error.statusText
    : t("error.unexpected");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      {shell && <Navbar />}
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto max-w-xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-ember-700">{t("error.status", { status: String(status) })}</p>
        <h1 className="mt-2 font-serif text-3xl text-cedar-900">{message}</h1>
        <a href={localizePath("/", locale)} className="mt-8 inline-block font-medium text-ember-700 underline">{t("error.home")}</a>
      </main>
    </>
  );
}
