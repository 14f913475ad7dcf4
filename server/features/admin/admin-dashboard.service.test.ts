import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Locale } from "#domain/locales";
import { ANONYMOUS } from "#server/auth/actor";
import { adminActivityLog } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { recordAdminActivity } from "./activity-log";
import { adminDashboard, ADMIN_ACTIVITY_LIMIT } from "./admin-dashboard.service";
import { changeSaunaStatus } from "./admin-saunas.service";
import { updatePlatformSettings } from "./admin-settings.service";

describeOnEachDatabase("the admin dashboard", (t) => {
  it("counts saunas, owners, the last 7 days' bookings and their value, pending reviews and new members", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 5 * 86_400_000) });
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 6 * 86_400_000), createdAt: new Date(Date.now() - 9 * 86_400_000) });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 4, comment: "Lovely warm welcome and a great view.", status: "pending" });
    const { stats } = await adminDashboard(t.db, admin);
    expect(stats).toEqual({ saunas: 1, owners: 1, recentBookings: 1, recentRevenue: 45, pendingReviews: 1, newUsers: 3 });
  });

  it("lists the ten latest admin actions, newest first, with who did them", async () => {
    const admin = await createTestUser(t, { roles: ["super_admin"], name: "Orla Admin" });
    for (let i = 0; i < ADMIN_ACTIVITY_LIMIT + 2; i++) {
      await recordAdminActivity(t.db, admin, { key: "activity.sauna.edited", values: { sauna: `Sauna ${i}` }, entityType: "sauna", entityId: String(i) });
    }
    const { activity } = await adminDashboard(t.db, admin);
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({ action: "Edited Sauna 11", by: "Orla Admin" });
  });

  it("reads each entry in the page's language: the English sentence as recorded, the same entry in Irish on /ga/admin", async () => {
    const admin = await createTestUser(t, { roles: ["admin"], name: "Nóra Admin" });
    const sauna = await createTestSauna(t, { name: "Cladach Sauna", status: "pending" });
    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "approve" });
    await recordAdminActivity(t.db, admin, { key: "activity.payout.marked", values: { amount: 1234.5, host: "Siobhán Ní Bhriain", count: 7 }, entityType: "payout", entityId: "p1" });
    await updatePlatformSettings(t.db, admin, { commissionPercent: "15", freeCancellationHours: "4" });

    const lines = async (locale: Locale) => (await adminDashboard(t.db, admin, locale)).activity.slice(0, 3).map((a) => a.action);
    expect(await lines("en")).toEqual([
      "Changed platform settings: free cancellation 24 → 4 hours",
      "Marked €1,234.50 paid to Siobhán Ní Bhriain (7 bookings)",
      "Approved Cladach Sauna",
    ]);
    expect(await lines("ga")).toEqual([
      "Athraíodh socruithe an ardáin: cealú saor in aisce 24 → 4 huaire an chloig",
      "Taifeadadh íocaíocht de €1,234.50 le Siobhán Ní Bhriain (7 n-áirithint)",
      "Ceadaíodh Cladach Sauna",
    ]);
    // The English stays in the row too, as every entry had it before.
    const stored = await t.db.select({ action: adminActivityLog.action }).from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(stored).toEqual([{ action: "Approved Cladach Sauna" }]);
  });

  it("shows an entry written before entries had a message key as it was written, in any language", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await t.db.insert(adminActivityLog).values({ action: "Approved sauna Old Harbour Sauna", actorId: admin.userId, entityType: "sauna", entityId: "old" });
    for (const locale of ["en", "ga"] as const) {
      expect((await adminDashboard(t.db, admin, locale)).activity[0]).toMatchObject({ action: "Approved sauna Old Harbour Sauna" });
    }
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    await expect(adminDashboard(t.db, ANONYMOUS)).rejects.toMatchObject({ status: 401 });
    await expect(adminDashboard(t.db, await createTestUser(t))).rejects.toThrow("This area is restricted to administrators");
    await expect(adminDashboard(t.db, await createTestUser(t, { isOwner: true }))).rejects.toMatchObject({ status: 403 });
  });
});
