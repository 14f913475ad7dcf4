// The per-process session cache (decision 013, B): a hit needs the member's generation unchanged,
// so a revocation through any process is refused on the very next lookup; better-auth still sees
// every request whose session expires or is due for renewal; only verified cookies are stored.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { postToAuth, type AuthCaller } from "#server/auth/auth-caller";
import { session } from "#server/db/schema/auth";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { sessionGenerations } from "#server/db/schema/session-generations";
import { deleteAccount } from "#server/features/account/account.service";
import { suspendUser } from "#server/features/admin/admin-users.service";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { createSessionCache, type SessionCache } from "./session-cache";

const PASSWORD = "Kinsale-Steam-7";
const DAY = 24 * 60 * 60 * 1000;
let nextAddress = 1;

describeOnEachDatabase("session cache", (t) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  const caller = (cookie: string | null): AuthCaller => ({ auth: t.auth, baseUrl: TEST_CONFIG.baseUrl, cookie, clientAddress: `203.0.113.${nextAddress++ % 250}` });

  /** A new member, signed in: their actor and the Cookie header their browser would send. */
  async function member(): Promise<{ me: SignedInUser; cookie: string }> {
    const email = `cache-${nextAddress++}-${Date.now()}@example.ie`;
    const me = await createTestUser(t, { email });
    const res = await postToAuth(caller(null), "/sign-in/email", { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return { me, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
  }

  /** The session's token: the signed cookie's value is `token.signature`. */
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]).split(".")[0];
  const lookup = (cache: SessionCache, cookie: string) => cache.actorForRequest(new Headers({ cookie }));
  const userIdOf = async (cache: SessionCache, cookie: string) => {
    const { actor } = await lookup(cache, cookie);
    return actor.kind === "user" ? actor.userId : null;
  };
  /** Runs `lookups` and says how many were answered from the cache. */
  async function hitsDuring(cache: SessionCache, lookups: () => Promise<unknown>): Promise<number> {
    const before = cache.stats().hits;
    await lookups();
    return cache.stats().hits - before;
  }

  it("answers a repeat lookup from memory while the generation is unchanged, and asks again once it moves", async () => {
    const cache = createSessionCache(t.db, t.auth);
    const { me, cookie } = await member();
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(0);
    expect(await hitsDuring(cache, async () => expect((await lookup(cache, cookie)).actor).toEqual(me))).toBe(1);

    await t.db.update(sessionGenerations).set({ generation: sql`${sessionGenerations.generation} + 1` }).where(eq(sessionGenerations.userId, me.userId));
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(0);
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(1);

    // A change the actor shows (here the name) is in the very next lookup.
    await t.db.update(profiles).set({ fullName: "Siobhán Kelly" }).where(eq(profiles.id, me.userId));
    expect((await lookup(cache, cookie)).actor).toMatchObject({ kind: "user", fullName: "Siobhán Kelly" });
  });

  it("refuses a revoked session on the very next lookup, in every process", async () => {
    // Two caches on one database stand for two app processes.
    const caches = [createSessionCache(t.db, t.auth), createSessionCache(t.db, t.auth)];
    const warm = async (cookie: string) => {
      for (const cache of caches) {
        await lookup(cache, cookie);
        expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(1);
      }
    };
    const refusedEverywhere = async (cookie: string) => {
      for (const cache of caches) expect((await lookup(cache, cookie)).actor).toEqual({ kind: "anonymous" });
    };

    const signingOut = await member();
    await warm(signingOut.cookie);
    expect((await postToAuth(caller(signingOut.cookie), "/sign-out", {})).status).toBe(200);
    await refusedEverywhere(signingOut.cookie);

    const suspended = await member();
    await warm(suspended.cookie);
    await suspendUser(t.db, admin, suspended.me.userId);
    await refusedEverywhere(suspended.cookie);

    const leaving = await member();
    await warm(leaving.cookie);
    await deleteAccount(t.db, t.auth, leaving.me, { password: PASSWORD });
    await refusedEverywhere(leaving.cookie);

    // A session deleted behind better-auth's back (as our services do) is refused too.
    const deleted = await member();
    await warm(deleted.cookie);
    await t.db.delete(session).where(eq(session.userId, deleted.me.userId));
    await refusedEverywhere(deleted.cookie);
  });

  it("shows a removed admin role on the very next lookup", async () => {
    const cache = createSessionCache(t.db, t.auth);
    const { me, cookie } = await member();
    await t.db.insert(adminRoles).values({ userId: me.userId, role: "admin" });
    await lookup(cache, cookie);
    expect((await lookup(cache, cookie)).actor).toMatchObject({ roles: ["admin"] });
    await t.db.delete(adminRoles).where(eq(adminRoles.userId, me.userId));
    expect((await lookup(cache, cookie)).actor).toMatchObject({ kind: "user", roles: [] });
  });

  it("leaves to better-auth a session past its renewal time, its expiry, or the entry's minute", async () => {
    let clock = Date.now();
    const cache = createSessionCache(t.db, t.auth, { now: () => clock });
    const { cookie } = await member();
    const [{ expiresAt }] = await t.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, tokenOf(cookie)));
    await lookup(cache, cookie);

    clock += 59_000;
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(1);
    clock += 2_000; // more than a minute since it was stored
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(0);

    clock += DAY; // better-auth renews a session once a day (auth.ts: updateAge)
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(0);
    clock = expiresAt.getTime() + 1;
    expect(await hitsDuring(cache, () => lookup(cache, cookie))).toBe(0);
    expect(cache.stats().misses).toBe(4);
  });

  it("passes on better-auth's renewed cookie, then caches the renewed session", async () => {
    const cache = createSessionCache(t.db, t.auth);
    const { me, cookie } = await member();
    const context = await t.auth.$context;
    // Due for renewal: it was last renewed more than a day ago.
    const due = new Date(Date.now() + (context.sessionConfig.expiresIn - context.sessionConfig.updateAge - 60) * 1000);
    await t.db.update(session).set({ expiresAt: due }).where(eq(session.token, tokenOf(cookie)));

    const renewed = await lookup(cache, cookie);
    expect(renewed.actor).toMatchObject({ kind: "user", userId: me.userId });
    expect(renewed.cookies.some((c) => c.startsWith(`${context.authCookies.sessionToken.name}=`) && /Max-Age=2592000/.test(c))).toBe(true);
    const [row] = await t.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, tokenOf(cookie)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(due.getTime());

    // The renewed cookie carries the same signed token, so the next lookup is a hit.
    let hit: Awaited<ReturnType<typeof lookup>> | undefined;
    expect(await hitsDuring(cache, async () => (hit = await lookup(cache, cookie)))).toBe(1);
    expect(hit).toEqual({ actor: renewed.actor, cookies: [], generation: renewed.generation });
  });

  it("never stores a cookie that fails verification, nor one sent twice", async () => {
    const cache = createSessionCache(t.db, t.auth);
    const { me, cookie } = await member();
    const forged = `${cookie.split("=")[0]}=${encodeURIComponent(`${tokenOf(cookie)}.${"A".repeat(43)}=`)}`;

    expect(await lookup(cache, forged)).toMatchObject({ actor: { kind: "anonymous" } });
    expect(cache.stats().size).toBe(0);

    // The real cookie is cached; the forged one still does not match it.
    await lookup(cache, cookie);
    expect(cache.stats().size).toBe(1);
    expect((await lookup(cache, forged)).actor).toEqual({ kind: "anonymous" });

    // Twice in one header: better-auth reads the first, so nothing is stored or used either way.
    const other = await member();
    expect(await userIdOf(cache, `${cookie}; ${other.cookie}`)).toBe(me.userId);
    expect(await userIdOf(cache, `${other.cookie}; ${cookie}`)).toBe(other.me.userId);
    expect((await lookup(cache, `${forged}; ${cookie}`)).actor).toEqual({ kind: "anonymous" });
    expect(cache.stats().size).toBe(1);
  });

  it("holds at most its bound, dropping the least recently used", async () => {
    const cache = createSessionCache(t.db, t.auth, { maxEntries: 3 });
    const members = [await member(), await member(), await member(), await member()];
    for (const { cookie } of members.slice(0, 3)) await lookup(cache, cookie);
    await lookup(cache, members[0].cookie); // used again: now the most recent
    await lookup(cache, members[3].cookie);
    expect(cache.stats().size).toBe(3);
    expect(await hitsDuring(cache, () => lookup(cache, members[0].cookie))).toBe(1);
    expect(await hitsDuring(cache, () => lookup(cache, members[1].cookie))).toBe(0); // dropped
  });

  it("never answers one member's cookie with another's actor", async () => {
    const cache = createSessionCache(t.db, t.auth);
    const members = [await member(), await member(), await member()];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(members.map(({ cookie }) => userIdOf(cache, cookie)));
      expect(answers).toEqual(members.map(({ me }) => me.userId));
    }
    expect(cache.stats().hits).toBe(9);
  });
});
