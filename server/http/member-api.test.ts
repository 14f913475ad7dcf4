// GET /api/me (decision 013): a member's own bits of the shared public pages, answered only from
// that request's own session, never stored by anyone; and the marker cookie se_member that tells
// the page's head script to ask.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { session as sessions } from "#server/db/schema/auth";
import { setFavourite } from "#server/features/favorites/favorites.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG, type TestDatabase } from "#server/testing/test-database";
import type { SignedInUser } from "#server/auth/actor";
import { createPageCache } from "./page-cache";
import { sessionCookieChange } from "./member-marker";

const PASSWORD = "Kinsale-Steam-7";

/** A session's cookies, as the browser sends them back, signed in through better-auth's API. */
async function signedIn(t: TestDatabase, email: string): Promise<string> {
  const { headers } = await t.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

type Me = { signedIn: boolean; email: string | null; initials: string | null; isAdmin: boolean; isOwner: boolean; saved?: boolean };

describe("the marker cookie", () => {
  it("follows the session cookie: set beside it, cleared with it", () => {
    expect(sessionCookieChange(["better-auth.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"])).toBe("set");
    expect(sessionCookieChange(["__Secure-better-auth.session_token=abc.def; Path=/; Secure"])).toBe("set");
    expect(sessionCookieChange(["better-auth.session_token=; Max-Age=0; Path=/"])).toBe("cleared");
    expect(sessionCookieChange(["se_flash=x; Path=/"])).toBeNull();
  });
});

describeOnEachDatabase("GET /api/me", (t) => {
  let app: ReturnType<typeof createApp>;
  let aoife: SignedInUser;
  let brian: SignedInUser;
  let aoifeCookie: string;
  let brianCookie: string;
  let saunaId: string;
  let ownSaunaId: string;
  const cache = createPageCache({ enabled: true, ttlMs: 60_000, maxEntries: 100 });

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: `/tmp/sauna-eire-member-api-${process.pid}`, BETTER_AUTH_SECRET: TEST_CONFIG.authSecret, BASE_URL: TEST_CONFIG.baseUrl });
    app = createApp({
      config, db: t.db, auth: t.auth, mode: "development",
      pageCache: { cache, sync: { barrier: async () => {}, stop: async () => {} } as never },
      getBuild: () => { throw new Error("no pages in this test"); },
    });
    aoife = await createTestUser(t, { email: `aoife-${Date.now()}@example.ie`, name: "Aoife Murphy", password: PASSWORD });
    brian = await createTestUser(t, { email: `zbrian-${Date.now()}@example.ie`, name: "Brian Walsh", password: PASSWORD, roles: ["admin"], isOwner: true });
    saunaId = (await createTestSauna(t)).id;
    ownSaunaId = (await createTestSauna(t, { ownerId: brian.userId })).id;
    await setFavourite(t.db, aoife, saunaId, true);
    aoifeCookie = await signedIn(t, aoife.email);
    brianCookie = await signedIn(t, brian.email);
  });

  async function me(cookie: string | null, query = ""): Promise<{ res: Response; body: Me }> {
    const res = await app.request(`/api/me${query}`, { headers: cookie ? { cookie } : {} });
    return { res, body: (await res.json()) as Me };
  }

  it("answers a visitor with the anonymous shape, never cached", async () => {
    const { res, body } = await me(null, `?sauna=${saunaId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toEqual({ signedIn: false, email: null, initials: null, isAdmin: false, isOwner: false, saved: false });
    // A visitor without the marker isn't told to clear it.
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers a member with their own initials, flags and heart", async () => {
    const a = await me(`${aoifeCookie}; se_member=1`, `?sauna=${saunaId}`);
    expect(a.res.headers.get("cache-control")).toBe("private, no-store");
    expect(a.body).toEqual({ signedIn: true, email: aoife.email, initials: "AO", isAdmin: false, isOwner: false, saved: true });
    const b = await me(`${brianCookie}; se_member=1`, `?sauna=${ownSaunaId}`);
    expect(b.body).toEqual({ signedIn: true, email: brian.email, initials: "ZB", isAdmin: true, isOwner: true, saved: false });
    // Without ?sauna, the navbar's part alone.
    expect((await me(aoifeCookie)).body).toEqual({ signedIn: true, email: aoife.email, initials: "AO", isAdmin: false, isOwner: false });
  });

  it("never mixes two members' answers, interleaved through one process", async () => {
    const asks = Array.from({ length: 24 }, (_, i): ["aoife" | "brian", string] => (i % 2 === 0 ? ["aoife", aoifeCookie] : ["brian", brianCookie]));
    const answers = await Promise.all(asks.map(async ([who, cookie]) => [who, (await me(cookie, `?sauna=${saunaId}`)).body] as const));
    for (const [who, body] of answers) {
      if (who === "aoife") expect(body).toMatchObject({ email: aoife.email, initials: "AO", isAdmin: false, isOwner: false, saved: true });
      else expect(body).toMatchObject({ email: brian.email, initials: "ZB", isAdmin: true, isOwner: true, saved: false });
    }
    // One member's change shows in their own answer at once, and not in the other's.
    await setFavourite(t.db, brian, saunaId, true);
    await setFavourite(t.db, aoife, saunaId, false);
    expect((await me(brianCookie, `?sauna=${saunaId}`)).body.saved).toBe(true);
    expect((await me(aoifeCookie, `?sauna=${saunaId}`)).body.saved).toBe(false);
    await setFavourite(t.db, aoife, saunaId, true);
  });

  it("shows a heart changed through another process on the very next answer (its hearts are held per process)", async () => {
    const config = loadConfig({ DATA_DIR: `/tmp/sauna-eire-member-api-${process.pid}`, BETTER_AUTH_SECRET: TEST_CONFIG.authSecret, BASE_URL: TEST_CONFIG.baseUrl });
    const other = createApp({ config, db: t.db, auth: t.auth, mode: "development", getBuild: () => { throw new Error("no pages in this test"); } });
    const ask = async (cookie: string) => ((await (await other.request(`/api/me?sauna=${ownSaunaId}`, { headers: { cookie } })).json()) as Me).saved;
    // Both processes have read Aoife's hearts and hold them.
    expect(await ask(aoifeCookie)).toBe(false);
    expect((await me(aoifeCookie, `?sauna=${ownSaunaId}`)).body.saved).toBe(false);
    // She saves it where the first process answers her (the service, as its action does).
    await setFavourite(t.db, aoife, ownSaunaId, true);
    expect((await me(aoifeCookie, `?sauna=${ownSaunaId}`)).body.saved).toBe(true);
    expect(await ask(aoifeCookie)).toBe(true);
    await setFavourite(t.db, aoife, ownSaunaId, false);
    expect(await ask(aoifeCookie)).toBe(false);
    expect((await me(aoifeCookie, `?sauna=${ownSaunaId}`)).body.saved).toBe(false);
    // Brian's hearts were never touched by hers.
    expect(await ask(brianCookie)).toBe(false);
  });

  it("answers a revoked session as a visitor and clears the marker", async () => {
    const cookie = await signedIn(t, aoife.email);
    expect((await me(cookie)).body.signedIn).toBe(true);
    await t.db.delete(sessions).where(eq(sessions.token, decodeURIComponent(cookie.split("=")[1]).split(".")[0]));
    const { res, body } = await me(`${cookie}; se_member=1`);
    expect(body).toEqual({ signedIn: false, email: null, initials: null, isAdmin: false, isOwner: false });
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.some((c) => /^se_member=;.*Max-Age=0/.test(c))).toBe(true);
    // And better-auth's dead session cookie goes with it.
    expect(sessionCookieChange(setCookies)).toBe("cleared");
  });

  it("sets the marker for a member whose browser lacks it", async () => {
    const { res } = await me(brianCookie);
    expect(res.headers.getSetCookie().some((c) => /^se_member=1;/.test(c) && !/HttpOnly/i.test(c))).toBe(true);
  });

  it("refuses a sauna that isn't an id with a 400, not a 500", async () => {
    for (const bad of ["nope", "1%27%20or%201=1", "", `${saunaId}x`]) {
      const res = await app.request(`/api/me?sauna=${bad}`, { headers: { cookie: aoifeCookie } });
      expect(res.status, bad).toBe(400);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    // An unknown sauna is simply not saved.
    expect((await me(aoifeCookie, "?sauna=00000000-0000-4000-8000-000000000000")).body).toMatchObject({ saved: false });
  });

  it("is never stored by the page cache", async () => {
    const before = cache.stats();
    await me(aoifeCookie);
    await me(null);
    expect(cache.stats()).toEqual(before);
  });

  it("signing in through better-auth sets the marker beside the session, signing out clears it", async () => {
    const res = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl },
      body: JSON.stringify({ email: brian.email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.some((c) => /^se_member=1;/.test(c))).toBe(true);
    const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
    const out = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie, origin: TEST_CONFIG.baseUrl } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /^se_member=;.*Max-Age=0/.test(c))).toBe(true);
  });
});
