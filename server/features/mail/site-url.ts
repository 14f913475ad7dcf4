// Links in e-mail are absolute, to the site's own address (BASE_URL). Read from the
// configuration rather than passed through every service that causes mail: a booking or a
// message doesn't otherwise care where the site lives.
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

/** An absolute link to a path of the site. */
export function siteLink(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
