// Security headers for every response (DESIGN.md: Forms and headers).
import type { MiddlewareHandler } from "hono";

export function securityHeaders(options: { https: boolean; mapTileOrigin: string; dev: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    // React Router's hydration data is an inline script; the JSON-LD block is inline too.
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${options.mapTileOrigin}`,
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", csp);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
    if (options.https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
