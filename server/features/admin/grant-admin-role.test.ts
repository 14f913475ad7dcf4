import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user as users } from "#server/db/schema/auth";
import { actorForUser } from "#server/auth/actor";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { grantAdminRole } from "./grant-admin-role";

describeOnEachDatabase("granting an admin role", (t) => {
  it("grants once and is idempotent", async () => {
    await createTestUser(t, { email: "first.admin@example.ie" });
    expect(await grantAdminRole(t.db, "First.Admin@example.ie", "super_admin")).toEqual({ granted: true });
    expect(await grantAdminRole(t.db, "first.admin@example.ie", "super_admin")).toEqual({ granted: false });
    const [u] = await t.db.select().from(users).where(eq(users.email, "first.admin@example.ie"));
    expect((await actorForUser(t.db, u)).roles).toEqual(["super_admin"]);
  });

  it("refuses an unknown e-mail and an unknown role", async () => {
    await expect(grantAdminRole(t.db, "nobody@example.ie", "admin")).rejects.toThrow(/No account uses nobody@example.ie/);
    await createTestUser(t, { email: "someone@example.ie" });
    await expect(grantAdminRole(t.db, "someone@example.ie", "owner")).rejects.toThrow(/Unknown role "owner"/);
  });
});
