import { and, eq, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { claimSauna } from "#server/features/claims/claims.service";
import { AWAITING_VERIFICATION, runnableSauna } from "#server/features/hosts/owned-saunas";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { createTestUser, turnOffEveryNotification } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { CLAIM_ALREADY_DECIDED, CLAIM_NO_LONGER_HOLDS, pendingClaims, rejectClaim, verifyClaim } from "./admin-claims.service";
import { createPendingClaim } from "./admin-claims.test-helpers";

const REASON = { reason: "We couldn't reach the business on the phone number given." };

describeOnEachDatabase("owner verification", (t, kind) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"], name: "Declan Admin" });
  });

  const saunaRow = async (id: string) => (await t.db.select().from(saunas).where(eq(saunas.id, id)))[0];
  const claimRow = async (id: string) => (await t.db.select().from(saunaClaims).where(eq(saunaClaims.id, id)))[0];
  const profileRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

  it("lists waiting claims oldest first, with what the claimant told us", async () => {
    const claimant = await createTestUser(t, { name: "Gráinne Claimant" });
    const { claim } = await createPendingClaim(t, claimant, { businessName: "Achill Heat Ltd" });
    const { claims, total } = await pendingClaims(t.db, admin, 50);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(claims.find((c) => c.id === claim.id)).toMatchObject({ claimantName: "Gráinne Claimant", businessName: "Achill Heat Ltd" });
  });

  it("keeps a claimed listing from its claimant until an admin verifies them", async () => {
    const claimant = await createTestUser(t, { name: "Gráinne Claimant" });
    const { claim, saunaId } = await createPendingClaim(t, claimant);
    // Claimed at once, but neither runnable nor shown as a verified owner.
    const claimantNow = { ...claimant, isOwner: true };
    await expect(runnableSauna(t.db, claimantNow, saunaId)).rejects.toThrow(AWAITING_VERIFICATION);
    const before = await getPublicSauna(t.db, ANONYMOUS, saunaId);
    expect(before).toMatchObject({ isClaimed: true, ownerVerified: false });
    expect(before.host.name).toBeNull();

    expect(await verifyClaim(t.db, admin, claim.id)).toEqual({ saunaId, ownerId: claimant.userId });
    expect(await claimRow(claim.id)).toMatchObject({ status: "verified", decidedBy: admin.userId });
    expect((await claimRow(claim.id)).decidedAt).not.toBeNull();
    expect(await saunaRow(saunaId)).toMatchObject({ ownerId: claimant.userId, isClaimed: true, ownerVerified: true });
    expect(await profileRow(claimant.userId)).toMatchObject({ isVerified: true, isOwner: true });
    expect((await runnableSauna(t.db, claimantNow, saunaId)).id).toBe(saunaId);
    const after = await getPublicSauna(t.db, ANONYMOUS, saunaId);
    expect(after).toMatchObject({ isClaimed: true, ownerVerified: true });
    expect(after.host).toMatchObject({ id: claimant.userId, name: "Gráinne Claimant" });
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, claim.id));
    expect(entry).toMatchObject({ actorId: admin.userId, entityType: "claim", action: expect.stringMatching(/^Verified Gráinne Claimant as owner of Test Sauna \d+$/) });

    // Decided once: neither a second verification nor a rejection changes it.
    await expect(verifyClaim(t.db, admin, claim.id)).rejects.toThrow(CLAIM_ALREADY_DECIDED);
    await expect(rejectClaim(t.db, admin, claim.id, REASON)).rejects.toThrow(CLAIM_ALREADY_DECIDED);
    expect(await saunaRow(saunaId)).toMatchObject({ ownerId: claimant.userId, ownerVerified: true });
  });

  it("rejecting a claim frees the listing, which can then be claimed again", async () => {
    const claimant = await createTestUser(t, { name: "Tadhg Claimant" });
    const { claim, saunaId } = await createPendingClaim(t, claimant);
    expect(await rejectClaim(t.db, admin, claim.id, REASON)).toEqual({ saunaId });
    expect(await claimRow(claim.id)).toMatchObject({ status: "rejected", decidedBy: admin.userId });
    expect(await saunaRow(saunaId)).toMatchObject({ ownerId: null, isClaimed: false, ownerVerified: false });
    expect((await profileRow(claimant.userId)).isVerified).toBe(false);
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, claim.id));
    expect(entry.action).toMatch(/^Rejected Tadhg Claimant's claim of Test Sauna \d+$/);
    await expect(verifyClaim(t.db, admin, claim.id)).rejects.toThrow(CLAIM_ALREADY_DECIDED);

    const next = await createTestUser(t);
    await claimSauna(t.db, next, saunaId, { businessName: "Next Heat Ltd", phone: "087 765 4321" });
    expect(await saunaRow(saunaId)).toMatchObject({ ownerId: next.userId, isClaimed: true });
  });

  it("tells the claimant their claim was verified, or rejected with the reason, whatever their toggles", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));

    const claimant = await createTestUser(t, { name: "Gráinne Farrell" });
    await turnOffEveryNotification(t, claimant.userId);
    const { claim, saunaId } = await createPendingClaim(t, claimant);
    const saunaName = (await saunaRow(saunaId)).name;
    await verifyClaim(t.db, admin, claim.id);
    const [verified] = await mailTo(claimant.email);
    expect(verified).toMatchObject({ kind: "claim-verified", subject: `Your claim of ${saunaName} is verified` });
    expect(verified.text).toContain("Dia duit Gráinne,");
    expect(verified.text).toContain("http://localhost:3000/dashboard");
    expect(verified.text).toContain("This is a service message about your listing, so it is always sent.");

    const other = await createTestUser(t, { name: "Eoin Brennan" });
    await turnOffEveryNotification(t, other.userId);
    const { claim: second, saunaId: secondSauna } = await createPendingClaim(t, other);
    // No reason, no rejection: the claimant would not know what to put right.
    for (const input of [undefined, {}, { reason: "  " }]) {
      await expect(rejectClaim(t.db, superAdmin, second.id, input)).rejects.toMatchObject({ status: 400, fieldErrors: { reason: "Please tell the claimant why, so they know what to put right" } });
    }
    expect((await claimRow(second.id)).status).toBe("pending");
    expect(await mailTo(other.email)).toEqual([]);

    await rejectClaim(t.db, superAdmin, second.id, { reason: "The business registered at that address is another company." });
    expect(await claimRow(second.id)).toMatchObject({ status: "rejected", reason: "The business registered at that address is another company.", decidedBy: superAdmin.userId });
    const [rejected] = await mailTo(other.email);
    const secondName = (await saunaRow(secondSauna)).name;
    expect(rejected).toMatchObject({ kind: "claim-rejected", subject: `Your claim of ${secondName} wasn't accepted` });
    expect(rejected.text).toContain("The business registered at that address is another company.");
    expect(rejected.text).toContain("This is a service message about your listing, so it is always sent.");
  });

  it("won't verify a claim whose claimant no longer holds the listing, and changes nothing", async () => {
    const claimant = await createTestUser(t);
    const { claim, saunaId } = await createPendingClaim(t, claimant);
    await t.db.update(saunas).set({ ownerId: null, isClaimed: false }).where(eq(saunas.id, saunaId));
    await expect(verifyClaim(t.db, admin, claim.id)).rejects.toThrow(CLAIM_NO_LONGER_HOLDS);
    expect((await claimRow(claim.id)).status).toBe("pending");
    expect((await profileRow(claimant.userId)).isVerified).toBe(false);
  });

  it("answers an unknown or malformed claim id with 'Claim not found'", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", 42, undefined]) {
      await expect(verifyClaim(t.db, admin, id)).rejects.toMatchObject({ status: 404, message: "Claim not found" });
      await expect(rejectClaim(t.db, admin, id, REASON)).rejects.toMatchObject({ status: 404 });
    }
  });

  it("refuses a visitor, a guest, an owner and the claimant themselves", async () => {
    const claimant = await createTestUser(t);
    const { claim, saunaId } = await createPendingClaim(t, claimant);
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    for (const actor of [ANONYMOUS, guest, owner, { ...claimant, isOwner: true }]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(pendingClaims(t.db, actor)).rejects.toMatchObject({ status });
      await expect(verifyClaim(t.db, actor, claim.id)).rejects.toMatchObject({ status });
      await expect(rejectClaim(t.db, actor, claim.id, REASON)).rejects.toMatchObject({ status });
    }
    expect((await claimRow(claim.id)).status).toBe("pending");
    expect(await saunaRow(saunaId)).toMatchObject({ ownerId: claimant.userId, ownerVerified: false });
  });

  if (kind === "postgres") {
    it("takes exactly one decision when two admins decide the same claim at once", async () => {
      const second = await createTestUser(t, { roles: ["super_admin"] });
      for (let round = 0; round < 5; round++) {
        const claimant = await createTestUser(t);
        const { claim, saunaId } = await createPendingClaim(t, claimant);
        const results = await Promise.allSettled([
          verifyClaim(t.db, admin, claim.id),
          rejectClaim(t.db, second, claim.id, REASON),
          verifyClaim(t.db, second, claim.id),
          rejectClaim(t.db, admin, claim.id, REASON),
        ]);
        const won = results.filter((r) => r.status === "fulfilled");
        expect(won).toHaveLength(1);
        for (const r of results) if (r.status === "rejected") expect(r.reason.message).toBe(CLAIM_ALREADY_DECIDED);
        const decided = await claimRow(claim.id);
        const sauna = await saunaRow(saunaId);
        // The listing agrees with the one decision taken.
        if (decided.status === "verified") expect(sauna).toMatchObject({ ownerId: claimant.userId, ownerVerified: true, isClaimed: true });
        else expect(sauna).toMatchObject({ ownerId: null, ownerVerified: false, isClaimed: false });
        const entries = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, claim.id));
        expect(entries).toHaveLength(1);
        const told = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, claimant.email), ne(mailOutbox.kind, "welcome")));
        expect(told.map((m) => m.kind)).toEqual([decided.status === "verified" ? "claim-verified" : "claim-rejected"]);
      }
    });
  }
});
