import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { rejectClaim, verifyClaim } from "./admin-claims.service";
import { createPendingClaim } from "./admin-claims.test-helpers";
import { listOwners, ownerDetail } from "./admin-owners.service";

const DAY = 86_400_000;

describeOnEachDatabase("admin Owners", (t, kind) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  it("lists owners newest first with their sauna count, Verified / Pending and card payments, and the claims waiting", async () => {
    const host = await createTestUser(t, { isOwner: true, name: "Cian Host" });
    await t.db.update(profiles).set({ isVerified: true, paymentsConnected: true }).where(eq(profiles.id, host.userId));
    await createTestSauna(t, { ownerId: host.userId, isClaimed: true, ownerVerified: true });
    await createTestSauna(t, { ownerId: host.userId, isClaimed: true, ownerVerified: true });
    const claimant = await createTestUser(t, { name: "Gráinne Claimant" });
    const { claim } = await createPendingClaim(t, claimant, { businessName: "Achill Heat Ltd" });
    await createTestUser(t, { name: "Not An Owner" });

    const list = await listOwners(t.db, admin);
    expect(list.rows.map((r) => r.name)).toEqual(["Gráinne Claimant", "Cian Host"]);
    expect(list.rows[0]).toMatchObject({ saunaCount: 1, pendingClaims: 1, isVerified: false, stripeConnected: false });
    expect(list.rows[1]).toMatchObject({ saunaCount: 2, pendingClaims: 0, isVerified: true, stripeConnected: true });
    expect(list.pendingClaims.total).toBe(1);
    expect(list.pendingClaims.claims[0]).toMatchObject({ id: claim.id, claimantId: claimant.userId, businessName: "Achill Heat Ltd" });

    expect((await listOwners(t.db, admin, { q: "achill heat" })).rows.map((r) => r.id)).toEqual([]); // business name on the profile, not the claim
    expect((await listOwners(t.db, admin, { q: "cian" })).rows.map((r) => r.id)).toEqual([host.userId]);
    expect((await listOwners(t.db, admin, { q: "not an owner" })).rows).toEqual([]);
  });

  it("shows the Stripe column from what Stripe says once card payments are on: Connected when it has enabled charges", async () => {
    const started = await createTestUser(t, { isOwner: true, name: "Started Stripe" });
    const ready = await createTestUser(t, { isOwner: true, name: "Ready Stripe" });
    await t.db.update(profiles).set({ paymentsConnected: true, stripeAccountId: `acct_started_${kind}` }).where(eq(profiles.id, started.userId));
    await t.db.update(profiles).set({ paymentsConnected: true, stripeAccountId: `acct_ready_${kind}`, stripeChargesEnabled: true }).where(eq(profiles.id, ready.userId));
    const column = async (cardPayments: boolean) => {
      const rows = (await listOwners(t.db, admin, { q: "Stripe" }, { cardPayments })).rows;
      return Object.fromEntries(rows.map((r) => [r.name, r.stripeConnected]));
    };
    expect(await column(true)).toEqual({ "Started Stripe": false, "Ready Stripe": true });
    // Without card payments (the embedded default): the host's saved choice, as before.
    expect(await column(false)).toEqual({ "Started Stripe": true, "Ready Stripe": true });
    expect((await ownerDetail(t.db, admin, started.userId, new Date(), { cardPayments: true })).owner.stripeConnected).toBe(false);
    expect((await ownerDetail(t.db, admin, ready.userId, new Date(), { cardPayments: true })).owner.stripeConnected).toBe(true);
    expect((await ownerDetail(t.db, admin, started.userId)).owner.stripeConnected).toBe(true);
  });

  it("shows an owner's saunas, each claim with what they submitted, and where their payouts stand", async () => {
    const host = await createTestUser(t, { isOwner: true, name: "Máire Host" });
    const guest = await createTestUser(t);
    const own = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, ownerVerified: true, name: "Máire's Barrel" });
    const claimed = await createTestSauna(t, { name: "Claimed Cabin" });
    const { claim } = await createPendingClaim(t, host, { saunaId: claimed.id, businessName: "Máire's Saunas Ltd", phone: "066 555 0103", website: "https://maire.ie" });
    const other = await createTestSauna(t, { name: "Someone Else's" });
    const { claim: rejected } = await createPendingClaim(t, host, { saunaId: other.id });
    await rejectClaim(t.db, admin, rejected.id, { reason: "Someone else runs it" });

    const now = new Date();
    // Paid, due (session ended over a day ago), not yet due (upcoming), cancelled (owes nothing).
    const paid = await createTestBooking(t, { saunaId: own.id, userId: guest.userId, startsAt: new Date(now.getTime() - 10 * DAY) });
    await t.db.update(bookings).set({ payoutPaidAt: new Date(now.getTime() - 8 * DAY), status: "completed" }).where(eq(bookings.id, paid.id));
    await createTestBooking(t, { saunaId: own.id, userId: guest.userId, startsAt: new Date(now.getTime() - 3 * DAY), payoutDueAt: new Date(now.getTime() - 2 * DAY), totalAmount: 25, platformFee: 3.75, hostPayout: 21.25 });
    await createTestBooking(t, { saunaId: own.id, userId: guest.userId, startsAt: new Date(now.getTime() + 3 * DAY) });
    await createTestBooking(t, { saunaId: own.id, userId: guest.userId, startsAt: new Date(now.getTime() + 4 * DAY), status: "cancelled", refundAmount: 45 });
    // A booking of the claimed listing is held until the claim is verified.
    await createTestBooking(t, { saunaId: claimed.id, userId: guest.userId, startsAt: new Date(now.getTime() + 5 * DAY) });

    const detail = await ownerDetail(t.db, admin, host.userId, now);
    expect(detail.owner).toMatchObject({ name: "Máire Host", isVerified: false });
    expect(detail.saunas.map((s) => [s.name, s.ownerVerified])).toEqual([["Claimed Cabin", false], ["Máire's Barrel", true]]);
    expect(detail.claims.map((c) => [c.saunaName, c.status])).toEqual([["Someone Else's", "rejected"], ["Claimed Cabin", "pending"]]);
    expect(detail.claims[1]).toMatchObject({ id: claim.id, businessName: "Máire's Saunas Ltd", phone: "066 555 0103", website: "https://maire.ie", decidedAt: null });
    expect(detail.claims[0].decidedAt).not.toBeNull();
    expect(detail.payouts).toEqual({
      paid: { amount: 38.25, bookings: 1 },
      due: { amount: 21.25, bookings: 1 },
      notYetDue: { amount: 38.25, bookings: 1 },
    });
    expect(detail.heldForVerification).toBe(true);
    expect(detail.saunas[0].payouts.notYetDue).toEqual({ amount: 38.25, bookings: 1 });

    await verifyClaim(t.db, admin, claim.id);
    const verified = await ownerDetail(t.db, admin, host.userId, now);
    expect(verified.owner.isVerified).toBe(true);
    expect(verified.payouts.notYetDue).toEqual({ amount: 76.5, bookings: 2 });
    expect(verified.heldForVerification).toBe(false);
  });

  it("answers someone who isn't an owner, or no one, with 'Owner not found'", async () => {
    const guest = await createTestUser(t);
    for (const id of [guest.userId, "nobody", "not/a/valid id", 7]) {
      await expect(ownerDetail(t.db, admin, id)).rejects.toMatchObject({ status: 404, message: "Owner not found" });
    }
  });

  it("refuses a visitor, a guest and an owner", async () => {
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    for (const actor of [ANONYMOUS, guest, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(listOwners(t.db, actor)).rejects.toMatchObject({ status });
      await expect(ownerDetail(t.db, actor, owner.userId)).rejects.toMatchObject({ status });
    }
  });
});
