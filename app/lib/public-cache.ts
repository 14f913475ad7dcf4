// Public pages may be cached by browsers and a CDN for anonymous visitors only
// (docs/architecture.md#growing-past-one-machine). A signed-in page shows the user's menu, so it
// is never shared.
import type { HeadersFunction } from "react-router";
import type { Actor } from "#server/auth/actor";

// Browsers check back each time (a 304 when nothing changed); a CDN may keep it a minute and
// serve it a little longer while it fetches a fresh one.
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The loader's caching headers: shared for anonymous visitors, private for a session. */
export function publicCacheHeaders(actor: Actor): HeadersInit {
  return {
    "Cache-Control": actor.kind === "anonymous" ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    // The navigation bar depends on the session cookie.
    Vary: "Cookie",
  };
}

/**
 * The route's `headers` export: passes the loader's caching headers on, unless a parent sets a
 * cookie (e.g. the root clearing a one-time toast), which must never be cached and shared.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (errorHeaders || !cacheControl) return headers;
  const setsCookie = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
  headers.set("Cache-Control", setsCookie ? PRIVATE_CACHE_CONTROL : cacheControl);
  headers.set("Vary", loaderHeaders.get("Vary") ?? "Cookie");
  return headers;
};
