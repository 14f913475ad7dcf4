// A claim as the claim service records it (the listing shows as claimed at once, the
// claim waits in sauna_claims for an administrator), written straight into the tables so these
// tests don't depend on how the claim form collects the details.
import { eq } from "drizzle-orm";
import type { SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna } from "#server/testing/fixtures";
import type { TestDatabase } from "#server/testing/test-database";

export async function createPendingClaim(
  t: TestDatabase,
  claimant: SignedInUser,
  options: { saunaId?: string; businessName?: string; phone?: string; website?: string } = {},
) {
  const saunaId = options.saunaId ?? (await createTestSauna(t)).id;
  await t.db.update(saunas).set({ isClaimed: true, ownerId: claimant.userId, ownerVerified: false }).where(eq(saunas.id, saunaId));
  await t.db.update(profiles).set({ isOwner: true }).where(eq(profiles.id, claimant.userId));
  const [claim] = await t.db
    .insert(saunaClaims)
    .values({
      saunaId,
      userId: claimant.userId,
      businessName: options.businessName ?? "Harbour Heat Ltd",
      phone: options.phone ?? "087 123 4567",
      website: options.website ?? "https://harbourheat.ie",
    })
    .returning();
  return { claim, saunaId };
}
