// The language switch: each page links to the same page, query and all, in the other
// language. Choosing one is remembered in a cookie (for pages whose address has no language,
// and so that the first-visit suggestion stays quiet). A browser whose preferred language is
// another of ours gets a suggestion once, never a redirect: crawlers see every page as it is.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { HTML_LANG, isLocale, LANGUAGE_COOKIE, LOCALE_NAME, LOCALE_TAG, LOCALES, localeOfPath, localizePath, type Locale } from "#domain/locales";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

export function remember(locale: Locale) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Links to this page in each other language, each named in its own language. */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <span className={className}>
      {LOCALES.filter((l) => l !== current).map((l) => (
        <a key={l} href={localizePath(pathname + search, l)} hrefLang={LOCALE_TAG[l]} lang={HTML_LANG[l]} onClick={() => remember(l)} className={linkClassName}>
          {LOCALE_NAME[l]}
        </a>
      ))}
    </span>
  );
}

/** The footer's list of every language, the current one marked. */
export function LanguageList() {
  const t = useT();
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav aria-label={t("language.label")} className="mt-4">
      <ul className="flex gap-4 text-sm">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localizePath(pathname + search, l)}
              hrefLang={LOCALE_TAG[l]}
              lang={HTML_LANG[l]}
              aria-current={l === current ? "page" : undefined}
              onClick={() => remember(l)}
              className={cn("hover:underline", l === current ? "font-semibold text-white" : "text-sand-100")}
            >
              {LOCALE_NAME[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type LanguageSuggestionText = { locale: Locale; text: string; action: string; dismiss: string };

// Its notice's code loads only for a browser it has something to say to.
const SuggestionNotice = lazy(() => import("./language-suggestion"));

/**
 * On a first visit (no language chosen yet), a browser that prefers another of our languages
 * is told, in that language, that the page exists in it. Decided in the browser, after
 * hydration, so the shared cached page stays the same for everyone.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: LanguageSuggestionText[] }) {
  const current = localeOfPath(useLocation().pathname);
  // None while hydrating (the server's page has none), then the browser's own answer.
  const preferred = useSyncExternalStore(noSubscription, preferredUnchosenLocale, () => null);
  const suggested = suggestions.find((s) => s.locale === preferred && preferred !== current);
  return suggested ? (
    <Suspense fallback={null}>
      <SuggestionNotice suggested={suggested} current={current} />
    </Suspense>
  ) : null;
}

const noSubscription = () => () => {};

/** The browser's most preferred of our languages, unless a language was already chosen here. */
function preferredUnchosenLocale(): Locale | null {
  if (new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=`).test(document.cookie)) return null;
  const tag = navigator.languages.map((t) => t.slice(0, 2).toLowerCase()).find(isLocale);
  return tag && isLocale(tag) ? tag : null;
}
