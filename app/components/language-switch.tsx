// The language switch (issue 26): each page links to the same page, query and all, in the other
// language. Choosing one is remembered in a cookie (for pages whose address has no language,
// and so that the first-visit suggestion stays quiet). A browser whose preferred language is
// another of ours gets a suggestion once, never a redirect: crawlers see every page as it is.
import X from "lucide-react/icons/x";
import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { HTML_LANG, isLocale, LANGUAGE_COOKIE, LOCALE_NAME, LOCALE_TAG, LOCALES, localeOfPath, localizePath, type Locale } from "#domain/locales";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

function remember(locale: Locale) {
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

/**
 * On a first visit (no language chosen yet), a browser that prefers another of our languages
 * is told, in that language, that the page exists in it. Decided in the browser, after
 * hydration, so the shared cached page stays the same for everyone.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: LanguageSuggestionText[] }) {
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  // None while hydrating (the server's page has none), then the browser's own answer.
  const preferred = useSyncExternalStore(noSubscription, preferredUnchosenLocale, () => null);
  const [dismissed, setDismissed] = useState(false);
  const suggested = dismissed ? undefined : suggestions.find((s) => s.locale === preferred && preferred !== current);
  if (!suggested) return null;
  const close = () => {
    remember(current);
    setDismissed(true);
  };
  return (
    <aside lang={HTML_LANG[suggested.locale]} aria-label={LOCALE_NAME[suggested.locale]} className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-cedar-900 p-4 text-sm text-white shadow-xl">
      <p className="flex-1">
        {suggested.text}{" "}
        <a href={localizePath(pathname + search, suggested.locale)} hrefLang={LOCALE_TAG[suggested.locale]} onClick={() => remember(suggested.locale)} className="font-semibold underline">
          {suggested.action}
        </a>
      </p>
      <button type="button" onClick={close} className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10">
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{suggested.dismiss}</span>
      </button>
    </aside>
  );
}

const noSubscription = () => () => {};

/** The browser's most preferred of our languages, unless a language was already chosen here. */
function preferredUnchosenLocale(): Locale | null {
  if (new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=`).test(document.cookie)) return null;
  const tag = navigator.languages.map((t) => t.slice(0, 2).toLowerCase()).find(isLocale);
  return tag && isLocale(tag) ? tag : null;
}
