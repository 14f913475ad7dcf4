// A state-changing request must show that it comes from this site (docs/architecture.md#request-input-and-security-headers:
// check the Origin of every mutating request). Browsers send Origin on every POST, and Sec-Fetch-Site on every
// request; a request with neither is refused too, because a form post with cookies and no proof
// of its source is exactly what a cross-site attack looks like to us. No machine client posts to
// the site today; one that needs to must be listed here with the reason.
import type { MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "This request came from another site and was refused.";
export const UNKNOWN_SOURCE_REFUSED = "This request didn't say which site it came from, so it was refused. Please use the form on the site.";

export function originCheck(baseUrl: string): MiddlewareHandler {
  const configured = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    // The site's own address as this request reached it counts too (localhost vs 127.0.0.1).
    const own = new URL(c.req.url).origin;
    if (origin !== undefined) {
      return origin === configured || origin === own ? next() : c.text(CROSS_SITE_REFUSED, 403);
    }
    if (c.req.header("sec-fetch-site") === "same-origin") return next();
    return c.text(UNKNOWN_SOURCE_REFUSED, 403);
  };
}
