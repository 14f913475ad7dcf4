// The first visit's language suggestion (language-switch.tsx decides when): in the suggested
// language, with a link to this page in it, and a button that keeps the current one.
import X from "lucide-react/icons/x";
import { useState } from "react";
import { useLocation } from "react-router";
import { HTML_LANG, LOCALE_NAME, LOCALE_TAG, localizePath, type Locale } from "#domain/locales";
import { remember, type LanguageSuggestionText } from "./language-switch";

export default function LanguageSuggestionNotice({ suggested, current }: { suggested: LanguageSuggestionText; current: Locale }) {
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside lang={HTML_LANG[suggested.locale]} aria-label={LOCALE_NAME[suggested.locale]} className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-cedar-900 p-4 text-sm text-white shadow-xl">
      <p className="flex-1">
        {suggested.text}{" "}
        <a href={localizePath(pathname + search, suggested.locale)} hrefLang={LOCALE_TAG[suggested.locale]} onClick={() => remember(suggested.locale)} className="font-semibold underline">
          {suggested.action}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          remember(current);
          setDismissed(true);
        }}
        className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{suggested.dismiss}</span>
      </button>
    </aside>
  );
}
