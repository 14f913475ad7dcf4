// GET /api/me (decision 013): the member's own bits of a public page, which the shared (cached)
// render no longer carries: signed in or not, e-mail, initials, admin and owner flags, and with
// ?sauna=<id> that sauna's heart and whether they own it. A plain Hono route, before the page
// cache and React Router: no route matching, no render. Answered only from this request's own
// session cookie, and never stored by anyone (private, no-store; the page cache has no rule for it).
import type { Handler } from "hono";
import type { SessionCache } from "#server/auth/session-cache";
import type { Db } from "#server/db/client";
import { memberSaunaState, memberState } from "#server/features/members/member-state.service";
import { clearMarkerCookie, MARKER_IN_COOKIE_HEADER, markerCookie, sessionCookieChange } from "./member-marker";

export const MEMBER_API_PATH = "/api/me";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function memberApi(deps: { sessions: SessionCache; db: Db; secure: boolean }): Handler {
  return async (c) => {
    const headers = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
    const saunaId = c.req.query("sauna");
    if (saunaId !== undefined && !UUID.test(saunaId)) {
      return Response.json({ error: "sauna must be a sauna's id" }, { status: 400, headers });
    }
    const { actor, cookies: setCookies } = await deps.sessions.actorForRequest(c.req.raw.headers);
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    const hasMarker = MARKER_IN_COOKIE_HEADER.test(c.req.header("cookie") ?? "");
    const change = sessionCookieChange(setCookies);
    // The marker follows the answer: gone when nobody is signed in, there when someone is.
    if (actor.kind !== "user" && (hasMarker || change === "cleared")) headers.append("Set-Cookie", clearMarkerCookie(deps.secure));
    if (actor.kind === "user" && (!hasMarker || change === "set")) headers.append("Set-Cookie", markerCookie(deps.secure));
    const body = saunaId === undefined
      ? memberState(actor)
      : { ...memberState(actor), ...(await memberSaunaState(deps.db, actor, saunaId.toLowerCase())) };
    return Response.json(body, { headers });
  };
}
