// A mutating request from another site is refused (DESIGN.md: check the Origin of every
// mutating request). Browsers always send Origin on cross-site posts; tools without one pass.
import type { MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function originCheck(baseUrl: string): MiddlewareHandler {
  const configured = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const source = c.req.header("origin") ?? originOf(c.req.header("referer"));
    // The site's own address as this request reached it counts too (localhost vs 127.0.0.1).
    const own = new URL(c.req.url).origin;
    if (source !== undefined && source !== configured && source !== own) {
      return c.text("This request came from another site and was refused.", 403);
    }
    return next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}
