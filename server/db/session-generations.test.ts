// Migration 0027's triggers: whatever revokes a session or changes what a cached session lookup
// holds bumps the member's generation in the same transaction (server/auth/session-cache.ts).
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { postToAuth, type AuthCaller } from "#server/auth/auth-caller";
import type { SignedInUser } from "#server/auth/actor";
import { session, user as users } from "#server/db/schema/auth";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { sessionGenerations } from "#server/db/schema/session-generations";
import { deleteAccount } from "#server/features/account/account.service";
import { changeSignInPassword } from "#server/features/account/sign-in-details.service";
import { restoreUser, suspendUser } from "#server/features/admin/admin-users.service";
import { setFavourite } from "#server/features/favorites/favorites.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";

const PASSWORD = "Kinsale-Steam-7";
let nextAddress = 1;

describeOnEachDatabase("session generations", (t) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  const caller = (cookie: string | null): AuthCaller => ({ auth: t.auth, baseUrl: TEST_CONFIG.baseUrl, cookie, clientAddress: `198.51.100.${nextAddress++}` });

  async function signedIn(email: string, password = PASSWORD): Promise<string> {
    const res = await postToAuth(caller(null), "/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }

  async function generation(userId: string): Promise<number> {
    const [row] = await t.db.select({ generation: sessionGenerations.generation }).from(sessionGenerations).where(eq(sessionGenerations.userId, userId));
    return Number(row?.generation ?? 0);
  }

  /** A member with one session, and their cookie. */
  async function member(): Promise<{ me: SignedInUser; email: string; cookie: string }> {
    const email = `gen-${nextAddress++}-${Date.now()}@example.ie`;
    const me = await createTestUser(t, { email });
    return { me, email, cookie: await signedIn(email) };
  }

  /** Expects `change` to bump the member's generation. */
  async function expectBump(userId: string, change: () => Promise<unknown>) {
    const before = await generation(userId);
    await change();
    expect(await generation(userId)).toBeGreaterThan(before);
  }

  it("is bumped by signing out, revoking other sessions, and changing or resetting the password", async () => {
    const { me, email, cookie } = await member();
    await expectBump(me.userId, async () => expect((await postToAuth(caller(cookie), "/sign-out", {})).status).toBe(200));

    const first = await signedIn(email);
    await signedIn(email);
    await expectBump(me.userId, async () => expect((await postToAuth(caller(first), "/revoke-other-sessions", {})).status).toBe(200));

    await signedIn(email);
    await expectBump(me.userId, () => changeSignInPassword(caller(first), { currentPassword: PASSWORD, newPassword: "Burren-Cloud-42" }));

    await signedIn(email, "Burren-Cloud-42");
    await t.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } });
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "password-reset")));
    const token = /reset-password\?token=(\w+)/.exec(mail.text)![1];
    await expectBump(me.userId, () => t.auth.api.resetPassword({ body: { token, newPassword: "Connemara-Mist-9" } }));
    expect(await t.db.select().from(session).where(eq(session.userId, me.userId))).toEqual([]);
  });

  it("is bumped by an admin's suspension and restoring, and the suspension's session deletes", async () => {
    const { me } = await member();
    await expectBump(me.userId, () => suspendUser(t.db, admin, me.userId));
    expect(await t.db.select().from(session).where(eq(session.userId, me.userId))).toEqual([]);
    await expectBump(me.userId, () => restoreUser(t.db, admin, me.userId));
  });

  it("is bumped by deleting the account, and outlives the user so it never reads 0 again", async () => {
    const { me } = await member();
    await expectBump(me.userId, () => deleteAccount(t.db, t.auth, me, { password: PASSWORD }));
    expect(await t.db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
    expect(await generation(me.userId)).toBeGreaterThan(0);
  });

  it("is bumped by a change of full name, owner flag, e-mail or user name, and not by other columns", async () => {
    const { me } = await member();
    await expectBump(me.userId, () => t.db.update(profiles).set({ fullName: "Gráinne Ní Mháille" }).where(eq(profiles.id, me.userId)));
    await expectBump(me.userId, () => t.db.update(profiles).set({ isOwner: true }).where(eq(profiles.id, me.userId)));
    await expectBump(me.userId, () => t.db.update(users).set({ email: `moved-${Date.now()}@example.ie` }).where(eq(users.id, me.userId)));
    await expectBump(me.userId, () => t.db.update(users).set({ name: "Gráinne" }).where(eq(users.id, me.userId)));

    const before = await generation(me.userId);
    await t.db.update(profiles).set({ phone: "+353 1 555 0100", isOwner: true }).where(eq(profiles.id, me.userId));
    await t.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, me.userId));
    expect(await generation(me.userId)).toBe(before);
  });

  it("is bumped by granting, changing and removing an admin role", async () => {
    const { me } = await member();
    await expectBump(me.userId, () => t.db.insert(adminRoles).values({ userId: me.userId, role: "admin" }));
    await expectBump(me.userId, () => t.db.update(adminRoles).set({ role: "super_admin" }).where(eq(adminRoles.userId, me.userId)));
    await expectBump(me.userId, () => t.db.delete(adminRoles).where(eq(adminRoles.userId, me.userId)));
  });

  it("is bumped by saving and removing a favourite (the member's hearts, held per process by /api/me), and only the member's", async () => {
    const { me } = await member();
    const sauna = await createTestSauna(t);
    const others = await generation(admin.userId);
    await expectBump(me.userId, () => setFavourite(t.db, me, sauna.id, true));
    await expectBump(me.userId, () => setFavourite(t.db, me, sauna.id, false));
    expect(await generation(admin.userId)).toBe(others);
  });

  it("is not bumped by a change that is rolled back", async () => {
    const { me } = await member();
    const before = await generation(me.userId);
    const sessions = await t.db.select().from(session).where(eq(session.userId, me.userId));
    const rolledBack = new Error("rolled back");
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(session).where(eq(session.userId, me.userId));
        await tx.update(profiles).set({ suspendedAt: new Date(), fullName: "Someone Else" }).where(eq(profiles.id, me.userId));
        await tx.insert(adminRoles).values({ userId: me.userId, role: "admin" });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await generation(me.userId)).toBe(before);
    expect(await t.db.select().from(session).where(eq(session.userId, me.userId))).toEqual(sessions);
  });
});
