// The marker cookie `se_member=1` (decision 013): readable by the page's inline head script, so a
// member's shared (cached) page hides 'Sign In' and asks GET /api/me before its first paint. It
// names no one; it only says "a session may be here". It follows the session cookie: whenever a
// response sets better-auth's session cookie the marker is set beside it, and whenever it clears
// it (sign-out, a dead session) the marker goes too. /api/me also clears it when it finds no
// session behind the request.
import type { MiddlewareHandler } from "hono";

export const MEMBER_MARKER = "se_member";
/** As long as a session lives (server/auth/auth.ts: 30 days); a stale marker only costs a neutral moment. */
const MARKER_MAX_AGE = 60 * 60 * 24 * 30;

const SESSION_SET_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)(.*)$/i;
export const MARKER_IN_COOKIE_HEADER = /(?:^|;\s*)se_member=1(?:;|$)/;

export function markerCookie(secure: boolean): string {
  return `${MEMBER_MARKER}=1; Path=/; Max-Age=${MARKER_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearMarkerCookie(secure: boolean): string {
  return `${MEMBER_MARKER}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** "set", "cleared" or null: what these Set-Cookie headers do to the session cookie. */
export function sessionCookieChange(setCookies: string[]): "set" | "cleared" | null {
  let change: "set" | "cleared" | null = null;
  for (const cookie of setCookies) {
    const match = SESSION_SET_COOKIE.exec(cookie);
    if (!match) continue;
    const cleared = match[1] === "" || /;\s*max-age=0\b/i.test(match[2]) || /;\s*expires=Thu, 01 Jan 1970/i.test(match[2]);
    change = cleared ? "cleared" : "set";
  }
  return change;
}

export function memberMarker(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const setCookies = c.res.headers.getSetCookie();
    if (setCookies.some((cookie) => cookie.startsWith(`${MEMBER_MARKER}=`))) return;
    const change = sessionCookieChange(setCookies);
    if (!change) return;
    const marker = change === "set" ? markerCookie(options.secure) : clearMarkerCookie(options.secure);
    try {
      c.res.headers.append("Set-Cookie", marker);
    } catch {
      // Headers of a response that can't be changed: copy it.
      const headers = new Headers(c.res.headers);
      headers.append("Set-Cookie", marker);
      const copy = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
      // Hono would merge the old response's cookies back over the new one's: start afresh.
      c.res = undefined as unknown as Response;
      c.res = copy;
    }
  };
}
