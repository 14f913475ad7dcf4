import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AuthCaller } from "#server/auth/auth-caller";
import { postToAuth } from "#server/auth/auth-caller";
import { user as users } from "#server/db/schema/auth";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { changeSignInEmail, changeSignInPassword } from "./sign-in-details.service";

const PASSWORD = "Kinsale-Steam-7";
let nextAddress = 1;

describeOnEachDatabase("changing sign-in details", (t) => {
  /** A caller from its own address, so the tests don't share a rate-limit bucket. */
  const caller = (cookie: string | null): AuthCaller => ({ auth: t.auth, baseUrl: TEST_CONFIG.baseUrl, cookie, clientAddress: `192.0.2.${nextAddress++}` });

  /** Signs in like a browser and returns the session cookie it would send back. */
  async function signedIn(email: string, password = PASSWORD) {
    const res = await postToAuth(caller(null), "/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }
  const canSignIn = async (email: string, password: string) => (await postToAuth(caller(null), "/sign-in/email", { email, password })).ok;

  it("changes the e-mail after the current password, and the old address no longer signs in", async () => {
    const email = `before-${Date.now()}@example.ie`;
    const me = await createTestUser(t, { email });
    const cookie = await signedIn(email);
    const next = `After-${Date.now()}@Example.ie`;
    await changeSignInEmail(caller(cookie), email, { newEmail: next, password: PASSWORD });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
    expect(row.email).toBe(next.toLowerCase());
    expect(await canSignIn(next.toLowerCase(), PASSWORD)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });

  it("refuses a wrong current password, a malformed or unchanged address, and one someone else uses", async () => {
    const email = `keep-${Date.now()}@example.ie`;
    const other = `taken-${Date.now()}@example.ie`;
    await createTestUser(t, { email });
    await createTestUser(t, { email: other });
    const cookie = await signedIn(email);
    await expect(changeSignInEmail(caller(cookie), email, { newEmail: "fresh@example.ie", password: "not-my-password" })).rejects.toThrow("Your current password is incorrect");
    await expect(changeSignInEmail(caller(cookie), email, { newEmail: "not-an-address", password: PASSWORD })).rejects.toThrow("Please enter a valid email address");
    await expect(changeSignInEmail(caller(cookie), email, { newEmail: email.toUpperCase(), password: PASSWORD })).rejects.toThrow("That is already your e-mail address");
    await expect(changeSignInEmail(caller(cookie), email, { newEmail: other, password: PASSWORD })).rejects.toThrow("Another account already uses this e-mail address");
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });

  it("refuses an e-mail change posted straight to better-auth without the current password", async () => {
    const email = `direct-${Date.now()}@example.ie`;
    const me = await createTestUser(t, { email });
    const cookie = await signedIn(email);
    for (const body of [{ newEmail: "thief@example.ie" }, { newEmail: "thief@example.ie", password: "guessing-1" }]) {
      const res = await postToAuth(caller(cookie), "/change-email", body);
      expect(res.status).toBe(400);
    }
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
    expect(row.email).toBe(email);
  });

  it("refuses a visitor without a session", async () => {
    await expect(changeSignInEmail(caller(null), "x@example.ie", { newEmail: "y@example.ie", password: PASSWORD })).rejects.toMatchObject({ status: 401 });
    await expect(changeSignInPassword(caller(null), { currentPassword: PASSWORD, newPassword: "Burren-Cloud-42" })).rejects.toMatchObject({ status: 401 });
  });

  it("changes the password, signing out other devices, and refuses a wrong, short or common one", async () => {
    const email = `pw-${Date.now()}@example.ie`;
    await createTestUser(t, { email });
    const cookie = await signedIn(email);
    const elsewhere = await signedIn(email);
    await expect(changeSignInPassword(caller(cookie), { currentPassword: "wrong-one-9", newPassword: "Burren-Cloud-42" })).rejects.toThrow("Your current password is incorrect");
    await expect(changeSignInPassword(caller(cookie), { currentPassword: PASSWORD, newPassword: "a1b2c" })).rejects.toThrow("Password must be at least 6 characters");
    await expect(changeSignInPassword(caller(cookie), { currentPassword: PASSWORD, newPassword: "password123" })).rejects.toThrow(/too common/i);
    const { cookies } = await changeSignInPassword(caller(cookie), { currentPassword: PASSWORD, newPassword: "Burren-Cloud-42" });
    expect(cookies.some((c) => c.includes("session_token"))).toBe(true);
    expect(await canSignIn(email, "Burren-Cloud-42")).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
    // The other device's session is gone.
    const session = await t.auth.api.getSession({ headers: new Headers({ cookie: elsewhere }) });
    expect(session).toBeNull();
  });

  it("answers 429 with the reason when password changes come too fast from one address", async () => {
    const email = `pw-fast-${Date.now()}@example.ie`;
    await createTestUser(t, { email });
    const cookie = await signedIn(email);
    const sameAddress: AuthCaller = { ...caller(cookie), clientAddress: "192.0.2.250" };
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(await changeSignInPassword(sameAddress, { currentPassword: `wrong-guess-${i}`, newPassword: "Burren-Cloud-42" }).catch((e: unknown) => e));
    }
    expect(attempts.at(-1)).toMatchObject({ status: 429, message: "Too many attempts. Please wait a moment and try again." });
  });
  it("changes a verified address only once the link sent to the new address is opened", async () => {
    const email = `verified-${Date.now()}@example.ie`;
    const me = await createTestUser(t, { email });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.userId));
    const cookie = await signedIn(email);
    const next = `moved-${Date.now()}@example.ie`;
    expect(await changeSignInEmail(caller(cookie), email, { newEmail: next, password: PASSWORD })).toMatchObject({ pending: true });
    const current = async () => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.userId)))[0].email;
    expect(await current()).toBe(email);

    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, next), eq(mailOutbox.kind, "email-change")));
    expect(mail.subject).toBe("Confirm your new e-mail address");
    expect(mail.text).toContain(`You asked to sign in to Sauna Éire as ${next} instead of ${email}.`);
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail.text)![0];
    const opened = await t.auth.handler(new Request(link, { headers: { cookie } }));
    expect(opened.status).toBe(302);
    expect(await current()).toBe(next);

    // Someone else's address is still refused, not left pending.
    const other = await createTestUser(t);
    await expect(changeSignInEmail(caller(await signedIn(next)), next, { newEmail: other.email, password: PASSWORD })).rejects.toThrow("Another account already uses this e-mail address");
  });
});
