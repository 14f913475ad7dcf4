import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actorForUser, ANONYMOUS } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { claimSauna } from "./claims.service";

/** What both claim forms (the sauna page's and /onboard's) ask for. */
const DETAILS = { businessName: "Harbour Heat Ltd", phone: "087 123 4567" };

describeOnEachDatabase("claims", (t, kind) => {
  it("makes the claimant the owner of an unclaimed listing", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await claimSauna(t.db, guest, sauna.id, DETAILS);
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.isClaimed).toBe(true);
    expect(row.ownerId).toBe(guest.userId);
    const [u] = await t.db.select().from(users).where(eq(users.id, guest.userId));
    expect((await actorForUser(t.db, u)).isOwner).toBe(true);
  });

  it("records the claim for an admin to verify, with what the claimant told us, and gives no control yet", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const { claimId } = await claimSauna(t.db, guest, sauna.id, { businessName: "Cois Farraige Saunas", phone: "087 123 4567", website: "https://coisfarraige.ie", intent: "claim" });
    const [claim] = await t.db.select().from(saunaClaims).where(eq(saunaClaims.id, claimId));
    expect(claim).toMatchObject({ saunaId: sauna.id, userId: guest.userId, status: "pending", businessName: "Cois Farraige Saunas", phone: "087 123 4567", website: "https://coisfarraige.ie" });
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({ isClaimed: true, ownerId: guest.userId, ownerVerified: false });
  });

  it("refuses a claim without the business name and phone, from the sauna page as from /onboard", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    for (const details of [undefined, {}, { saunaId: sauna.id }]) {
      await expect(claimSauna(t.db, guest, sauna.id, details)).rejects.toMatchObject({
        status: 400,
        fieldErrors: { businessName: "Please enter your business name", phone: "Please enter a phone number we can reach you on" },
      });
    }
    expect(await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, sauna.id))).toEqual([]);
    expect((await t.db.select().from(saunas).where(eq(saunas.id, sauna.id)))[0]).toMatchObject({ isClaimed: false, ownerId: null });
  });

  it("lets any signed-in member claim: a guest, an owner, an admin and a super admin", async () => {
    const members = [
      await createTestUser(t),
      await createTestUser(t, { isOwner: true }),
      await createTestUser(t, { roles: ["admin"] }),
      await createTestUser(t, { roles: ["super_admin"] }),
    ];
    for (const member of members) {
      const sauna = await createTestSauna(t);
      await claimSauna(t.db, member, sauna.id, DETAILS);
      expect((await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, sauna.id)))[0]).toMatchObject({ userId: member.userId, status: "pending", ...DETAILS });
    }
  });

  it("refuses incomplete details and leaves the listing unclaimed", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ businessName: " ", phone: "087 123 4567" }, "businessName", "Please enter your business name"],
      [{ businessName: "Saunas Ltd", phone: "" }, "phone", "Please enter a phone number we can reach you on"],
      [{ businessName: "Saunas Ltd", phone: "call me" }, "phone", "Please enter a phone number, such as 087 123 4567"],
      [{ businessName: "Saunas Ltd", phone: "087 123 4567", website: "javascript:alert(1)" }, "website", "Please enter your website's full address, starting with https://"],
    ];
    for (const [details, field, message] of cases) {
      await expect(claimSauna(t.db, guest, sauna.id, details)).rejects.toMatchObject({ status: 400, fieldErrors: { [field]: message } });
    }
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({ isClaimed: false, ownerId: null });
    expect(await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, sauna.id))).toEqual([]);
    const [u] = await t.db.select().from(users).where(eq(users.id, guest.userId));
    expect((await actorForUser(t.db, u)).isOwner).toBe(false);
  });

  it("refuses a second claim with 'This listing has already been claimed'", async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await claimSauna(t.db, first, sauna.id, DETAILS);
    await expect(claimSauna(t.db, second, sauna.id, DETAILS)).rejects.toThrow("This listing has already been claimed");
    expect(await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, sauna.id))).toMatchObject([{ userId: first.userId }]);
  });

  it("refuses visitors, unknown and unpublished listings", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await expect(claimSauna(t.db, ANONYMOUS, sauna.id, DETAILS)).rejects.toThrow("Please sign in to claim this listing");
    const hidden = await createTestSauna(t, { status: "suspended" });
    await expect(claimSauna(t.db, guest, hidden.id, DETAILS)).rejects.toThrow("Sauna Not Found");
    await expect(claimSauna(t.db, guest, "garbage", DETAILS)).rejects.toThrow("Sauna Not Found");
  });

  if (kind === "postgres") {
    it("lets exactly one of many simultaneous claimants win", async () => {
      const sauna = await createTestSauna(t);
      const claimants = [];
      for (let i = 0; i < 20; i++) claimants.push(await createTestUser(t));
      const results = await Promise.allSettled(claimants.map((c) => claimSauna(t.db, c, sauna.id, DETAILS)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refusals.every((r) => String(r.reason.message) === "This listing has already been claimed")).toBe(true);
      expect(await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, sauna.id))).toHaveLength(1);
    });
  }
});
