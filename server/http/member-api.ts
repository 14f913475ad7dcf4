// GET /api/me (decision 013): the member's own bits of a public page, which the shared (cached)
// render no longer carries: signed in or not, e-mail, initials, admin and owner flags, and with
// ?sauna=<id> that sauna's heart. A plain Hono route, before the page cache and React Router: no
// route matching, no render. Answered only from this request's own session cookie, and never
// stored by anyone (private, no-store; the page cache has no rule for it).
//
// Each member's hearts are held per process beside their session (at most HEARTS_HELD members),
// used only while the member's session generation is the one read for this request: saving or
// removing a favourite bumps it (migration 0030), in whichever process, so the next answer is
// read afresh. A repeat /api/me then costs the session cache's one primary-key read and nothing more.
import type { Handler } from "hono";
import type { SignedInUser } from "#server/auth/actor";
import type { SessionCache } from "#server/auth/session-cache";
import type { Db } from "#server/db/client";
import { isFavourite } from "#server/features/favorites/favorites.service";
import { memberFavourites, memberState } from "#server/features/members/member-state.service";
import { clearMarkerCookie, MARKER_IN_COOKIE_HEADER, markerCookie, sessionCookieChange } from "./member-marker";
import { isUuid } from "#domain/uuid";

export const MEMBER_API_PATH = "/api/me";

/** Members whose hearts are held in this process; the least recently asked go first. */
const HEARTS_HELD = 10_000;

export function memberApi(deps: { sessions: SessionCache; db: Db; secure: boolean }): Handler {
  const hearts = new Map<string, { generation: number; saved: Set<string> | null }>();
  async function saved(actor: SignedInUser, generation: number | undefined, saunaId: string): Promise<boolean> {
    const { userId } = actor;
    let held = hearts.get(userId);
    if (generation === undefined || held?.generation !== generation) {
      // Read after the generation: a change committed in between is newer than the generation
      // stored with it, so the next request reads again; nothing older is ever kept.
      held = { generation: generation ?? Number.NaN, saved: await memberFavourites(deps.db, userId) };
    }
    hearts.delete(userId);
    if (generation !== undefined) hearts.set(userId, held);
    if (hearts.size > HEARTS_HELD) hearts.delete(hearts.keys().next().value!);
    return held.saved ? held.saved.has(saunaId) : isFavourite(deps.db, actor, saunaId);
  }

  return async (c) => {
    const headers = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
    const saunaId = c.req.query("sauna");
    if (saunaId !== undefined && !isUuid(saunaId)) {
      return Response.json({ error: "sauna must be a sauna's id" }, { status: 400, headers });
    }
    const { actor, cookies: setCookies, generation } = await deps.sessions.actorForRequest(c.req.raw.headers);
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    const hasMarker = MARKER_IN_COOKIE_HEADER.test(c.req.header("cookie") ?? "");
    const change = sessionCookieChange(setCookies);
    // The marker follows the answer: gone when nobody is signed in, there when someone is.
    if (actor.kind !== "user" && (hasMarker || change === "cleared")) headers.append("Set-Cookie", clearMarkerCookie(deps.secure));
    if (actor.kind === "user" && (!hasMarker || change === "set")) headers.append("Set-Cookie", markerCookie(deps.secure));
    const body = saunaId === undefined
      ? memberState(actor)
      : { ...memberState(actor), saved: actor.kind === "user" && (await saved(actor, generation, saunaId.toLowerCase())) };
    return Response.json(body, { headers });
  };
}
