import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorForUser, ANONYMOUS } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "#server/testing/test-database";
import { claimSauna } from "./claims.service";

describe.each(testDatabaseKinds)("claims on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("makes the claimant the owner of an unclaimed listing", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await claimSauna(t.db, guest, sauna.id);
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.isClaimed).toBe(true);
    expect(row.ownerId).toBe(guest.userId);
    const [u] = await t.db.select().from(users).where(eq(users.id, guest.userId));
    expect((await actorForUser(t.db, u)).isOwner).toBe(true);
  });

  it("refuses a second claim with 'This listing has already been claimed'", async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await claimSauna(t.db, first, sauna.id);
    await expect(claimSauna(t.db, second, sauna.id)).rejects.toThrow("This listing has already been claimed");
  });

  it("refuses visitors, unknown and unpublished listings", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await expect(claimSauna(t.db, ANONYMOUS, sauna.id)).rejects.toThrow("Please sign in to claim this listing");
    const hidden = await createTestSauna(t, { status: "suspended" });
    await expect(claimSauna(t.db, guest, hidden.id)).rejects.toThrow("Sauna Not Found");
    await expect(claimSauna(t.db, guest, "garbage")).rejects.toThrow("Sauna Not Found");
  });

  if (kind === "postgres") {
    it("lets exactly one of many simultaneous claimants win", async () => {
      const sauna = await createTestSauna(t);
      const claimants = [];
      for (let i = 0; i < 20; i++) claimants.push(await createTestUser(t));
      const results = await Promise.allSettled(claimants.map((c) => claimSauna(t.db, c, sauna.id)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refusals.every((r) => String(r.reason.message) === "This listing has already been claimed")).toBe(true);
    });
  }
});
