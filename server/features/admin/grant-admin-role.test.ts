import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user as users } from "#server/db/schema/auth";
import { adminActivityLog } from "#server/db/schema/profiles";
import { actorForUser } from "#server/auth/actor";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { adminDashboard } from "./admin-dashboard.service";
import { grantAdminRole } from "./grant-admin-role";

describeOnEachDatabase("granting an admin role", (t) => {
  it("grants once and is idempotent", async () => {
    await createTestUser(t, { email: "first.admin@example.ie" });
    expect(await grantAdminRole(t.db, "First.Admin@example.ie", "super_admin")).toEqual({ granted: true });
    expect(await grantAdminRole(t.db, "first.admin@example.ie", "super_admin")).toEqual({ granted: false });
    const [u] = await t.db.select().from(users).where(eq(users.email, "first.admin@example.ie"));
    const actor = await actorForUser(t.db, u);
    expect(actor.roles).toEqual(["super_admin"]);
    // Logged once, with no one signed in behind it, in the words of the Dashboard's language.
    const { activity } = await adminDashboard(t.db, actor, "ga");
    expect(activity.filter((a) => a.action.includes("First.Admin@example.ie"))).toEqual([expect.objectContaining({ action: "Tugadh ról an tsár-riarthóra do First.Admin@example.ie", by: null })]);
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, u.id));
    expect(entry).toMatchObject({ action: "Granted super_admin to First.Admin@example.ie", actorId: null });
  });

  it("refuses an unknown e-mail and an unknown role", async () => {
    await expect(grantAdminRole(t.db, "nobody@example.ie", "admin")).rejects.toThrow(/No account uses nobody@example.ie/);
    await createTestUser(t, { email: "someone@example.ie" });
    await expect(grantAdminRole(t.db, "someone@example.ie", "owner")).rejects.toThrow(/Unknown role "owner"/);
  });
});
