// Who is asking, from a request's own session cookie: better-auth's getSession, then the profile
// and roles (actor.ts). One place, so a per-process session cache (decision 013, B) can take over
// here without its callers changing.
import type { Auth } from "./auth";
import type { Db } from "#server/db/client";
import { ANONYMOUS, actorForSession, type Actor } from "./actor";

export type RequestActor = {
  actor: Actor;
  /** better-auth's Set-Cookie headers (a renewed session, or a dead one's cookie removed): pass them on. */
  setCookies: string[];
};

export async function actorOfRequest(deps: { auth: Auth; db: Db }, headers: Headers): Promise<RequestActor> {
  const session = await deps.auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = session.headers?.getSetCookie?.() ?? [];
  if (!session.response?.user) return { actor: ANONYMOUS, setCookies };
  return { actor: await actorForSession(deps.db, session.response.user), setCookies };
}
