import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "#domain/admin-people";
import { actorForSession, ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { ACCOUNT_SUSPENDED } from "#server/auth/auth";
import { session, user as users } from "#server/db/schema/auth";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG, type TestDatabase } from "#server/testing/test-database";
import {
  ALREADY_SUSPENDED, CANNOT_SUSPEND_SELF, listUsers, NOT_SUSPENDED, ONLY_SUPER_ADMIN_SUSPENDS_SUPER_ADMIN, restoreUser,
  suspendUser, userDetail,
} from "./admin-users.service";

const PASSWORD = "Kinsale-Steam-7";
let nextAddress = 1;

function signInRequest(t: TestDatabase, email: string, password = PASSWORD) {
  return t.auth.handler(
    new Request(`${TEST_CONFIG.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_CONFIG.baseUrl, [CLIENT_ADDRESS_HEADER]: `203.0.113.${nextAddress++}` },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** Members written straight into the tables (no password hashing), for tests about lists. */
async function insertMembers(t: TestDatabase, n: number, values: Partial<typeof profiles.$inferInsert> = {}) {
  const ids = Array.from({ length: n }, () => crypto.randomUUID().replace(/-/g, ""));
  await t.db.insert(users).values(ids.map((id, i) => ({ id, name: `Listed Member ${i}`, email: `${id}@example.ie` })));
  await t.db.insert(profiles).values(ids.map((id, i) => ({ id, fullName: `Listed Member ${i}`, ...values })));
  return ids;
}

describeOnEachDatabase("admin Users", (t, kind) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"], name: "Declan Admin" });
  });

  async function sessionsOf(userId: string) {
    const [{ n }] = await t.db.select({ n: count() }).from(session).where(eq(session.userId, userId));
    return Number(n);
  }

  it("lists members newest first with Is Owner, e-mail verification and role, in keyset pages", async () => {
    const owner = await createTestUser(t, { isOwner: true, name: "Órla Owner" });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.userId));
    const first = await listUsers(t.db, admin);
    expect(first.rows[0]).toMatchObject({ id: owner.userId, name: "Órla Owner", isOwner: true, emailVerified: true, suspended: false, role: null });
    expect(first.rows.find((r) => r.id === admin.userId)).toMatchObject({ isOwner: false, emailVerified: false, role: "admin" });

    await insertMembers(t, ADMIN_PAGE_SIZE + 3);
    const page1 = await listUsers(t.db, admin);
    expect(page1.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page1.prev).toBeNull();
    const page2 = await listUsers(t.db, admin, { after: page1.next });
    const everyone = [...page1.rows, ...page2.rows].map((r) => r.id);
    expect(new Set(everyone).size).toBe(everyone.length);
    const [{ n }] = await t.db.select({ n: count() }).from(profiles);
    expect(everyone).toHaveLength(Math.min(Number(n), ADMIN_PAGE_SIZE * 2));
    // Newest first, across the page boundary.
    const times = [...page1.rows, ...page2.rows].map((r) => new Date(r.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Back from page 2 is page 1 again.
    const back = await listUsers(t.db, admin, { before: page2.prev });
    expect(back.rows.map((r) => r.id)).toEqual(page1.rows.map((r) => r.id));
    expect(back.prev).toBeNull();
  });

  it("searches by name or e-mail, taking % and _ literally", async () => {
    const niamh = await createTestUser(t, { name: "Niamh Ní Bhriain", email: `niamh.search-${kind}@example.ie` });
    expect((await listUsers(t.db, admin, { q: "ní bhriain" })).rows.map((r) => r.id)).toEqual([niamh.userId]);
    expect((await listUsers(t.db, admin, { q: `niamh.search-${kind}` })).rows.map((r) => r.id)).toEqual([niamh.userId]);
    expect((await listUsers(t.db, admin, { q: "%" })).rows).toEqual([]);
    // A malformed cursor is ignored rather than an error.
    expect((await listUsers(t.db, admin, { after: "garbage", q: "Ní Bhriain" })).rows).toHaveLength(1);
  });

  it("shows one member's bookings and reviews", async () => {
    const guest = await createTestUser(t, { name: "Seán Guest" });
    const sauna = await createTestSauna(t, { name: "Detail Sauna" });
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 3 * 86_400_000) });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Glorious heat and a cold sea after.", status: "pending" });
    const detail = await userDetail(t.db, admin, guest.userId);
    expect(detail.member).toMatchObject({ name: "Seán Guest", isOwner: false, suspendedAt: null });
    expect(detail.bookings).toEqual([expect.objectContaining({ saunaName: "Detail Sauna", totalAmount: 45, status: "confirmed" })]);
    expect(detail.reviews).toEqual([expect.objectContaining({ saunaName: "Detail Sauna", rating: 5, status: "pending" })]);
    expect(detail.bookingCount).toBe(1);
    expect(detail.reviewCount).toBe(1);
    await expect(userDetail(t.db, admin, "no-such-user")).rejects.toMatchObject({ status: 404 });
    await expect(userDetail(t.db, admin, "../etc")).rejects.toMatchObject({ status: 404 });
  });

  it("suspends a member: their sessions end at once, they cannot sign in, and restored they can", async () => {
    const email = `suspend-me-${kind}@example.ie`;
    const member = await createTestUser(t, { email, name: "Pádraig Member" });
    expect((await signInRequest(t, email)).status).toBe(200);
    expect(await sessionsOf(member.userId)).toBeGreaterThan(0);

    await suspendUser(t.db, admin, member.userId);
    expect(await sessionsOf(member.userId)).toBe(0);
    const refused = await signInRequest(t, email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(ACCOUNT_SUSPENDED);
    expect(await sessionsOf(member.userId)).toBe(0);
    // A wrong password gets the usual answer, so suspension isn't revealed to a stranger.
    const wrong = await signInRequest(t, email, "Not-The-Password-9");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).not.toBe(ACCOUNT_SUSPENDED);
    // A session that slipped through counts as signed out.
    const [u] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(await actorForSession(t.db, u)).toEqual(ANONYMOUS);
    expect((await listUsers(t.db, admin, { q: email })).rows[0].suspended).toBe(true);
    const [entry] = await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityId, member.userId), eq(adminActivityLog.actorId, admin.userId)));
    expect(entry.action).toBe(`Suspended Pádraig Member (${email})`);

    await expect(suspendUser(t.db, admin, member.userId)).rejects.toThrow(ALREADY_SUSPENDED);
    await restoreUser(t.db, admin, member.userId);
    expect((await signInRequest(t, email)).status).toBe(200);
    expect(await actorForSession(t.db, u)).toMatchObject({ kind: "user", userId: member.userId });
    await expect(restoreUser(t.db, admin, member.userId)).rejects.toThrow(NOT_SUSPENDED);
    const entries = await t.db.select({ action: adminActivityLog.action }).from(adminActivityLog).where(eq(adminActivityLog.entityId, member.userId));
    expect(entries.map((e) => e.action).sort()).toEqual([`Restored Pádraig Member (${email})`, `Suspended Pádraig Member (${email})`]);
  });

  it("keeps an admin from suspending themselves, and a plain admin from suspending a super admin", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    await expect(suspendUser(t.db, admin, admin.userId)).rejects.toThrow(CANNOT_SUSPEND_SELF);
    await expect(suspendUser(t.db, superAdmin, superAdmin.userId)).rejects.toThrow(CANNOT_SUSPEND_SELF);
    await expect(suspendUser(t.db, admin, superAdmin.userId)).rejects.toThrow(ONLY_SUPER_ADMIN_SUSPENDS_SUPER_ADMIN);
    // The details page says so instead of offering the button.
    expect((await userDetail(t.db, admin, admin.userId)).cannotSuspend).toBe(CANNOT_SUSPEND_SELF);
    expect((await userDetail(t.db, admin, superAdmin.userId)).cannotSuspend).toBe(ONLY_SUPER_ADMIN_SUSPENDS_SUPER_ADMIN);
    expect((await userDetail(t.db, superAdmin, admin.userId)).cannotSuspend).toBeNull();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, superAdmin.userId));
    expect(profile.suspendedAt).toBeNull();
    // A super admin may suspend another super admin, and a plain admin another plain admin.
    const otherSuper = await createTestUser(t, { roles: ["super_admin"] });
    await suspendUser(t.db, superAdmin, otherSuper.userId);
    const otherAdmin = await createTestUser(t, { roles: ["admin"] });
    await suspendUser(t.db, admin, otherAdmin.userId);
  });

  it("refuses every read and action to a visitor, a guest and an owner", async () => {
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    const target = await createTestUser(t);
    for (const actor of [ANONYMOUS, guest, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(listUsers(t.db, actor)).rejects.toMatchObject({ status });
      await expect(userDetail(t.db, actor, target.userId)).rejects.toMatchObject({ status });
      await expect(suspendUser(t.db, actor, target.userId)).rejects.toMatchObject({ status });
      await expect(restoreUser(t.db, actor, target.userId)).rejects.toMatchObject({ status });
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(profile.suspendedAt).toBeNull();
  });
});
