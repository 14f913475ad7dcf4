// Who a request's session belongs to, remembered per process (decision 013, B). Without it every
// signed-in request costs better-auth's cookie HMAC check and four statements (session, user,
// profile, roles); with it a repeat request costs one primary-key read of the member's revocation
// generation (session_generations, bumped by triggers in the same transaction as whatever
// revokes or changes the session: migration 0027). An entry is used only while that generation
// is unchanged, so a sign-out, password change, suspension or deletion made through any process
// is honoured by the very next request in every process. Not better-auth's cookieCache, which
// keeps accepting a revoked session until the cache cookie expires, nor NOTIFY alone, which may
// reach another process after its next request.
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { session as sessions, user as users } from "#server/db/schema/auth";
import { sessionGenerations } from "#server/db/schema/session-generations";
import { ANONYMOUS, actorForSession, type Actor } from "./actor";
import type { Auth } from "./auth";

/**
 * The request's actor, and better-auth's Set-Cookie headers (a renewed or cleared cookie) to pass
 * on. For a member, also their generation as read for this request: anything cached about them
 * (their hearts, member-api.ts) is current only while it is unchanged.
 */
export type SessionLookup = { actor: Actor; cookies: string[]; generation?: number };

export type SessionCache = {
  actorForRequest: (headers: Headers) => Promise<SessionLookup>;
  /** For tests and benches: entries held, and how many lookups were answered from them. */
  stats: () => { size: number; hits: number; misses: number };
};

export type SessionCacheOptions = {
  /** Bound on entries; the least recently used goes first. */
  maxEntries?: number;
  /** An entry is dropped this long after it was stored, whatever its generation says. */
  maxAgeMs?: number;
  /** The cache's clock, in milliseconds (tests move it on; better-auth keeps its own). */
  now?: () => number;
};

type Entry = {
  actor: Actor;
  userId: string;
  generation: number;
  storedAt: number;
  /** After this, better-auth must see the request: the session expires or is due for renewal. */
  refreshAt: number;
};

export function createSessionCache(db: Db, auth: Auth, options: SessionCacheOptions = {}): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Keyed on the signed cookie value (token + HMAC). Only values better-auth verified are stored,
  // so a forged value never matches a key, and a hit may skip the HMAC check.
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  let settings: Promise<{ cookieName: string; expiresInMs: number; updateAgeMs: number }> | undefined;
  const authSettings = () =>
    (settings ??= auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    })));

  async function actorForRequest(headers: Headers): Promise<SessionLookup> {
    const { cookieName, expiresInMs, updateAgeMs } = await authSettings();
    const cookie = sessionCookie(headers.get("cookie"), cookieName);
    if (cookie === null) return { actor: ANONYMOUS, cookies: [] };

    const entry = cookie ? entries.get(cookie) : undefined;
    if (entry) {
      const at = now();
      if (at < entry.refreshAt && at < entry.storedAt + maxAgeMs && (await generationOf(db, entry.userId)) === entry.generation) {
        // Least recently used first: move this one to the end.
        entries.delete(cookie);
        entries.set(cookie, entry);
        hits++;
        return { actor: entry.actor, cookies: [], generation: entry.generation };
      }
      entries.delete(cookie);
    }
    misses++;

    // better-auth checks the HMAC and expiry, and renews the session (and its cookie) when due.
    const found = await auth.api.getSession({ headers, returnHeaders: true });
    const cookies = found.headers?.getSetCookie?.() ?? [];
    if (!found.response?.user) return { actor: ANONYMOUS, cookies };
    const token = found.response.session.token;

    // Read only now, and in one statement (one snapshot): the session still exists, its member's
    // generation, e-mail and name. A revocation or change committed before this read shows here
    // (no session: refused; or the new e-mail); one committed after it bumps the generation past
    // the one stored below. Reading the generation after the profile and roles instead could
    // store an old actor under a new generation.
    const [current] = await db
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        email: users.email,
        name: users.name,
        generation: sql<number>`coalesce(${sessionGenerations.generation}, 0)`.mapWith(Number),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(sessionGenerations, eq(sessionGenerations.userId, sessions.userId))
      .where(eq(sessions.token, token));
    if (!current) return { actor: ANONYMOUS, cookies }; // revoked while better-auth looked it up
    const actor = await actorForSession(db, { id: current.userId, email: current.email, name: current.name });

    // `cookie` is "" when the header held the session cookie more than once: better-auth read the
    // first, and the key must be exactly the value it verified, so nothing is stored then.
    if (cookie && tokenOf(cookie) === token) {
      const expiresAt = current.expiresAt.getTime();
      // better-auth renews once `expiresAt - expiresIn + updateAge` has passed (session.updateAge).
      const refreshAt = Math.min(expiresAt, expiresAt - expiresInMs + updateAgeMs);
      entries.set(cookie, { actor, userId: current.userId, generation: current.generation, storedAt: now(), refreshAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return { actor, cookies, generation: current.generation };
  }

  return { actorForRequest, stats: () => ({ size: entries.size, hits, misses }) };
}

/** The member's generation now; no row reads as 0 (rows are never deleted: schema/session-generations.ts). */
async function generationOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ generation: sessionGenerations.generation }).from(sessionGenerations).where(eq(sessionGenerations.userId, userId));
  return Number(row?.generation ?? 0);
}

/**
 * The session cookie's value as better-call reads it (trimmed, unquoted, percent-decoded); null
 * when the header has none, "" when it has more than one (never cached: see above).
 */
function sessionCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  let value: string | null = null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    if (value !== null) return "";
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"')) raw = raw.slice(1, -1);
    value = decode(raw);
  }
  return value;
}

function decode(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** A signed cookie is `token.signature`. */
function tokenOf(cookie: string): string {
  return cookie.slice(0, cookie.lastIndexOf("."));
}
