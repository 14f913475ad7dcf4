// 'Verified Listing - Claimed by Owner' shows only for a listing run by an owner
// an administrator verified. A listing made in the wizard is its host's to run at once, but its
// host is not verified by that; a claim shows as claimed, without the badge, until verified.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { decideOwnerVerification } from "#server/features/admin/admin-owner-verification.service";
import { verifyClaim } from "#server/features/admin/admin-claims.service";
import { claimSauna } from "#server/features/claims/claims.service";
import { publishListing } from "#server/features/hosts/publish-listing.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { getPublicSauna } from "./sauna-detail.service";

const CLAIM = { businessName: "Harbour Heat Ltd", phone: "087 123 4567" };

describeOnEachDatabase("the verified badge", (t) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  const banner = async (actor: Parameters<typeof getPublicSauna>[1], saunaId: string) => (await getPublicSauna(t.db, actor, saunaId)).claimBanner;

  it("a listing made in the wizard shows no badge until an admin verifies its host, and none once refused", async () => {
    const host = await createTestUser(t, { name: "Eimear Host" });
    const { id } = await publishListing(t.db, host, {
      id: randomUUID(),
      claimType: "new",
      saunaDetails: {
        name: "Inch Strand Barrel", description: "A barrel sauna in the dunes at Inch, a minute from the sea.", type: "barrel",
        capacity: "6", duration: "90", amenities: ["Wood-Fired"], photos: [], location: { address: "Inch Strand, Annascaul", county: "Kerry" },
      },
      pricing: { privateSession: "45", offPeakDiscount: false },
      availability: { schedule: { "6": [{ start: "10:00", end: "18:00" }] } },
      payments: { stripeConnected: true, businessName: "Inch Saunas" },
      confirmed: true,
    });
    // Pending, seen by its host: theirs to run, but the host isn't verified.
    expect(await banner({ ...host, isOwner: true }, id)).toBe("claimed");
    expect(await banner(admin, id)).toBe("claimed");

    await decideOwnerVerification(t.db, admin, host.userId, { decision: "verify", from: "pending" });
    expect(await banner(admin, id)).toBe("verified");
    await decideOwnerVerification(t.db, admin, host.userId, { decision: "refuse", from: "verified", reason: "The business was sold" });
    expect(await banner(admin, id)).toBe("claimed");
  });

  it("a claim by a verified owner shows as claimed, without the badge, until the claim is verified", async () => {
    const unclaimed = await createTestSauna(t);
    expect(await banner(ANONYMOUS, unclaimed.id)).toBe("unclaimed");

    const owner = await createTestUser(t, { isOwner: true });
    await t.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, owner.userId));
    const { claimId } = await claimSauna(t.db, owner, unclaimed.id, CLAIM);
    expect(await banner(ANONYMOUS, unclaimed.id)).toBe("claimed");
    await verifyClaim(t.db, admin, claimId);
    expect(await banner(ANONYMOUS, unclaimed.id)).toBe("verified");
  });

  it("verifying a claim verifies a pending claimant, but not one an admin refused", async () => {
    const pending = await createTestUser(t);
    const first = await createTestSauna(t);
    await verifyClaim(t.db, admin, (await claimSauna(t.db, pending, first.id, CLAIM)).claimId);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, pending.userId)))[0]).toMatchObject({ isVerified: true, verificationDecidedBy: admin.userId });
    expect(await banner(ANONYMOUS, first.id)).toBe("verified");

    const refused = await createTestUser(t);
    const second = await createTestSauna(t);
    const { claimId } = await claimSauna(t.db, refused, second.id, CLAIM);
    await decideOwnerVerification(t.db, admin, refused.userId, { decision: "refuse", from: "pending", reason: "Not the registered business" });
    await verifyClaim(t.db, admin, claimId);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, refused.userId)))[0]).toMatchObject({ isVerified: false, verificationRefusal: "Not the registered business" });
    expect(await banner(ANONYMOUS, second.id)).toBe("claimed");
  });
});
