// Security headers for every response (docs/architecture.md#request-input-and-security-headers). Scripts run only from our
// own origin or with this response's nonce: React Router's hydration data and scroll restoration
// are inline scripts, and app/entry.server.tsx stamps them with the nonce. Development keeps
// 'unsafe-inline' and 'unsafe-eval' for Vite's hot reload.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export function securityHeaders(options: { https: boolean; mapTileOrigin: string; dev: boolean }): MiddlewareHandler<{ Variables: { cspNonce: string } }> {
  return async (c, next) => {
    c.set("cspNonce", randomBytes(16).toString("base64"));
    await next();
    const h = c.res.headers;
    // A page served from the page cache was rendered with its own nonce (page-cache.ts sets it).
    h.set("Content-Security-Policy", contentSecurityPolicy(c.get("cspNonce"), options));
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
    if (options.https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/** Discover Saunas shows the maps provider's thumbnails of the places it finds (Google's image hosts). */
const MAPS_THUMBNAIL_ORIGINS = "https://*.googleusercontent.com";

function contentSecurityPolicy(nonce: string, options: { mapTileOrigin: string; dev: boolean }): string {
  return [
    "default-src 'self'",
    options.dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${options.mapTileOrigin} ${MAPS_THUMBNAIL_ORIGINS}`,
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
