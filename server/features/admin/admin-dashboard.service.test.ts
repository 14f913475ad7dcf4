import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { reviews } from "#server/db/schema/reviews";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { recordAdminActivity } from "./activity-log";
import { adminDashboard, ADMIN_ACTIVITY_LIMIT } from "./admin-dashboard.service";

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
      await recordAdminActivity(t.db, admin, { action: `Action ${i}`, entityType: "sauna", entityId: String(i) });
    }
    const { activity } = await adminDashboard(t.db, admin);
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({ action: "Action 11", by: "Orla Admin" });
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    await expect(adminDashboard(t.db, ANONYMOUS)).rejects.toMatchObject({ status: 401 });
    await expect(adminDashboard(t.db, await createTestUser(t))).rejects.toThrow("This area is restricted to administrators");
    await expect(adminDashboard(t.db, await createTestUser(t, { isOwner: true }))).rejects.toMatchObject({ status: 403 });
  });
});
