// The site's languages (docs/decisions/018-languages.md). English is the default and
// keeps today's URLs; every other language lives under its own first path segment (/ga/…). A
// third language is one more entry here plus its message files (domain/messages/<locale>/).

export const LOCALES = ["en", "ga"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** What Intl, hreflang and og:locale name each language by: Ireland's English and Irish. */
export const LOCALE_TAG: Record<Locale, string> = { en: "en-IE", ga: "ga-IE" };

/** `<html lang>`: English keeps the regional tag it always had; Irish is plain "ga". */
export const HTML_LANG: Record<Locale, string> = { en: "en-IE", ga: "ga" };

/** Each language's name in itself, for the language switch. */
export const LOCALE_NAME: Record<Locale, string> = { en: "English", ga: "Gaeilge" };

/** The remembered choice: written when someone uses the language switch, read on later visits. */
export const LANGUAGE_COOKIE = "se_lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that names a language, otherwise English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?=\/|$|\.data$)/.exec(pathname)?.[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * Slashes and backslashes at the start of a path, with the tabs and line breaks browsers drop
 * between them: a browser reads `//host`, `/\host` or `/<tab>/host` as another site's address.
 */
const LEADING_SLASHES = /^[/\\][/\\\t\n\r]*/;

/** A path on this site with one slash at its start, whatever it started with (decision 007). */
function onThisSite(path: string): string {
  return path.replace(LEADING_SLASHES, "/");
}

/**
 * The same page without its language prefix: `/ga/saunas` → `/saunas`, `/ga` → `/`. Never an
 * address a browser would read as another site's: `/ga//evil.example` → `/evil.example`.
 */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return onThisSite(pathname);
  const rest = pathname.slice(locale.length + 1);
  return rest === "" || rest === ".data" ? `/${rest === ".data" ? "_root.data" : ""}` : onThisSite(rest);
}

/**
 * The path of a page in a language: `/saunas` in Irish is `/ga/saunas`, `/` is `/ga`. Only
 * site-relative paths change; a query string or fragment stays as it is. An address that starts
 * with a slash or a backslash is always a path on this site: `//evil.example` or `/\evil.example`
 * (another site's, to a browser) comes out as `/evil.example`, never as itself.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!LEADING_SLASHES.test(path)) return path;
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
  const english = pathWithoutLocale(onThisSite(pathname));
  if (locale === DEFAULT_LOCALE) return english + rest;
  return (english === "/" ? `/${locale}` : `/${locale}${english}`) + rest;
}
