// Links in e-mail are absolute, to the site's own address (BASE_URL). Read from the
// configuration rather than passed through every service that causes mail: a booking or a
// message doesn't otherwise care where the site lives.
import { DEFAULT_LOCALE, localizePath, type Locale } from "#domain/locales";
import { loadConfig } from "#server/config";

let cached: string | undefined;

/** https://sauna-eire.ie, without a trailing slash. */
export function siteUrl(): string {
  if (cached) return cached;
  try {
    cached = loadConfig().baseUrl;
  } catch {
    // Only tests reach this (a running server has already refused a bad configuration).
    cached = "http://localhost:3000";
  }
  return cached;
}

/** An absolute link to a path of the site, in the reader's language: `/ga/…` for Irish. */
export function siteLink(path: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${siteUrl()}${localizePath(path.startsWith("/") ? path : `/${path}`, locale)}`;
}

/**
 * A link better-auth wrote (verification, password reset) in the reader's language: a page of
 * ours becomes `/ga/…`; better-auth's own address keeps its path, and the page it returns to
 * (`callbackURL`) is put in the language instead.
 */
export function authLinkIn(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  try {
    const link = new URL(url);
    if (link.origin !== new URL(siteUrl()).origin) return url;
    if (!link.pathname.startsWith("/api/")) link.pathname = localizePath(link.pathname, locale);
    const back = link.searchParams.get("callbackURL");
    if (back?.startsWith("/")) link.searchParams.set("callbackURL", localizePath(back, locale));
    return link.toString();
  } catch {
    return url;
  }
}
