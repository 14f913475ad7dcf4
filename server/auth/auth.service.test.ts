import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/profiles";
import { createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, testDatabaseKinds, TEST_CONFIG, type TestDatabase } from "#server/testing/test-database";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";

let nextAddress = 1;
/** Each call comes from its own address unless one is given, so only the rate-limit test meets the limit. */
function post(t: TestDatabase, path: string, body: unknown, address = `203.0.113.${nextAddress++}`) {
  return t.auth.handler(
    new Request(`${TEST_CONFIG.baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl, [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  );
}

describe.each(testDatabaseKinds)("sign-up and sign-in on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates the user's profile with their full name", async () => {
    const res = await post(t, "/sign-up/email", { name: "Aoife Murphy", email: "aoife@example.ie", password: "Kinsale-Steam-7" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token") && c.includes("HttpOnly"))).toBe(true);
    const { user } = (await res.json()) as { user: { id: string } };
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.fullName).toBe("Aoife Murphy");
    expect(profile.isOwner).toBe(false);
  });

  it("refuses a password shorter than 6 characters", async () => {
    const res = await post(t, "/sign-up/email", { name: "Short", email: "short@example.ie", password: "a1b2c" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/too short/i);
  });

  it("refuses a commonly used password and says why", async () => {
    const res = await post(t, "/sign-up/email", { name: "Common", email: "common@example.ie", password: "password123" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/too common/i);
  });

  it("refuses a sign-up without a full name", async () => {
    const res = await post(t, "/sign-up/email", { name: "  ", email: "noname@example.ie", password: "Kinsale-Steam-7" });
    expect(res.status).toBe(400);
  });

  it("refuses a second account with the same e-mail", async () => {
    await createTestUser(t, { email: "twice@example.ie" });
    const res = await post(t, "/sign-up/email", { name: "Twice", email: "twice@example.ie", password: "Kinsale-Steam-7" });
    expect(res.ok).toBe(false);
  });

  it("refuses a wrong password with better-auth's message", async () => {
    await createTestUser(t, { email: "wrongpw@example.ie" });
    const res = await post(t, "/sign-in/email", { email: "wrongpw@example.ie", password: "not-the-password" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("Invalid email or password");
  });

  it("signs in with the right password", async () => {
    await createTestUser(t, { email: "right@example.ie" });
    const res = await post(t, "/sign-in/email", { email: "right@example.ie", password: "Kinsale-Steam-7" });
    expect(res.status).toBe(200);
  });

  it("rate-limits sign-in per client address, not for everyone at once", async () => {
    const attempt = (address: string) => post(t, "/sign-in/email", { email: "nobody@example.ie", password: "whatever-1" }, address);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt("198.51.100.1")).status);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected by the first one's attempts.
    expect((await attempt("198.51.100.2")).status).toBe(401);
  });
});
