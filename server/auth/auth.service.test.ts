import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG, type TestDatabase } from "#server/testing/test-database";
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

describeOnEachDatabase("sign-up and sign-in", (t) => {
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

  it("locks one account after 10 wrong passwords from many addresses, without touching other accounts", async () => {
    await createTestUser(t, { email: "target@example.ie" });
    await createTestUser(t, { email: "bystander@example.ie" });
    for (let i = 0; i < 10; i++) {
      const res = await post(t, "/sign-in/email", { email: "Target@Example.ie", password: `wrong-guess-${i}` });
      expect(res.status).toBe(401);
    }
    // Even the right password, from a new address, waits out the lock, and is told why.
    const locked = await post(t, "/sign-in/email", { email: "target@example.ie", password: "Kinsale-Steam-7" });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Too many failed sign-ins for this account/);
    expect((await post(t, "/sign-in/email", { email: "bystander@example.ie", password: "Kinsale-Steam-7" })).status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    await createTestUser(t, { email: "forgetful@example.ie" });
    for (let i = 0; i < 9; i++) await post(t, "/sign-in/email", { email: "forgetful@example.ie", password: `wrong-${i}` });
    expect((await post(t, "/sign-in/email", { email: "forgetful@example.ie", password: "Kinsale-Steam-7" })).status).toBe(200);
    for (let i = 0; i < 9; i++) await post(t, "/sign-in/email", { email: "forgetful@example.ie", password: `wrong-again-${i}` });
    expect((await post(t, "/sign-in/email", { email: "forgetful@example.ie", password: "Kinsale-Steam-7" })).status).toBe(200);
  });

  it("refuses control characters anywhere in what it is sent, with a 400 instead of a database error", async () => {
    const res = await post(t, "/sign-up/email", { name: "Nul\u0000Byte", email: "nul@example.ie", password: "Kinsale-Steam-7" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/characters that can't be stored/);
  });

  it("holds sign-up to the name and photo rules of update-user", async () => {
    const signUp = (email: string, extra: Record<string, unknown>) => post(t, "/sign-up/email", { name: "Rule Keeper", email, password: "Kinsale-Steam-7", ...extra });
    const refused = [
      { email: "longname@example.ie", extra: { name: "x".repeat(200_000) }, message: "Please enter your full name (at most 120 characters)." },
      { email: "jsimage@example.ie", extra: { image: "javascript:alert(1)" }, message: "A profile photo must be uploaded from Settings." },
      { email: "farimage@example.ie", extra: { image: "https://evil.example/track.gif" }, message: "A profile photo must be uploaded from Settings." },
      { email: "numbername@example.ie", extra: { name: 42 }, message: "Please enter your full name (at most 120 characters)." },
    ];
    for (const { email, extra, message } of refused) {
      const res = await signUp(email, extra);
      expect({ email, status: res.status, message: ((await res.json()) as { message: string }).message }).toEqual({ email, status: 400, message });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    expect((await signUp("longest@example.ie", { name: "y".repeat(120) })).status).toBe(200);
  });

  it("refuses a body nested or sized far beyond a form's with a 400, not a stack overflow", async () => {
    const raw = (path: string, body: string) =>
      t.auth.handler(new Request(`${TEST_CONFIG.baseUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl, [CLIENT_ADDRESS_HEADER]: `203.0.113.${nextAddress++}` },
        body,
      }));
    const deep = 300_000;
    const bodies = [
      `{"email":"deep@example.ie","password":"Kinsale-Steam-7","z":${"[".repeat(deep)}${"]".repeat(deep)}}`,
      `{"email":"deep@example.ie","password":"Kinsale-Steam-7","name":"Deep","z":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`,
      `{"email":"wide@example.ie","password":"Kinsale-Steam-7","name":"Wide",${Array.from({ length: 60_000 }, (_, i) => `"k${i}":""`).join(",")}}`,
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await raw(i === 0 ? "/sign-in/email" : "/sign-up/email", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/more than a sign-in form sends/);
    }
  });

  it("lets update-user change only a text name and an avatar from our own uploads", async () => {
    await createTestUser(t, { email: "updater@example.ie", name: "Before Name" });
    const signIn = await post(t, "/sign-in/email", { email: "updater@example.ie", password: "Kinsale-Steam-7" });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const update = (body: unknown) =>
      t.auth.handler(new Request(`${TEST_CONFIG.baseUrl}/api/auth/update-user`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl, cookie, [CLIENT_ADDRESS_HEADER]: "203.0.113.250" },
        body: JSON.stringify(body),
      }));
    expect((await update({ name: "Nul\u0000Name" })).status).toBe(400);
    expect((await update({ name: 42 })).status).toBe(400);
    expect((await update({ name: ["a"] })).status).toBe(400);
    expect((await update({ image: "https://evil.example/track.gif" })).status).toBe(400);
    expect((await update({ image: "javascript:alert(1)" })).status).toBe(400);
    expect((await update({ emailVerified: true })).status).toBe(400);
    expect((await update({ image: "/uploads/avatars/0123456789abcdef0123456789abcdef.png" })).status).toBe(200);
    expect((await update({ name: "After Name" })).status).toBe(200);
    const [profile] = await t.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, "updater@example.ie"));
    expect(profile.profiles.fullName).toBe("After Name");
    expect(profile.user.emailVerified).toBe(false);
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
