// Claiming an unclaimed listing (spec: claim_sauna). One atomic UPDATE decides the winner,
// so two people claiming at once cannot both succeed. The claim is recorded (sauna_claims, status
// pending) in the same transaction, with what the claimant told us, for an admin to verify: until
// then the listing shows as claimed but the claimant cannot run it (decision 006).
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { ClaimDetailsSchema, type ClaimDetails } from "#domain/claim-schema";
import { and, eq } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { isUuid } from "#domain/uuid";

export const SIGN_IN_TO_CLAIM = "Please sign in to claim this listing";
export const ALREADY_CLAIMED = "This listing has already been claimed";

/**
 * `details`: the claimant's business name, phone and website, parsed here. The sauna page's
 * 'Claim This Listing' and /onboard's claim send the same dialog's fields: an
 * administrator can't check a claim without a business name and a phone number.
 */
export async function claimSauna(db: Db, actor: Actor, saunaId: string, details: unknown): Promise<{ claimId: string }> {
  const user = requireUser(actor, SIGN_IN_TO_CLAIM);
  const told: ClaimDetails = parseOrInvalid(ClaimDetailsSchema, details ?? {});
  if (!isUuid(saunaId)) throw notFound(SAUNA_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(saunas)
        .set({ isClaimed: true, ownerId: user.userId, ownerVerified: false, updatedAt: new Date() })
        .where(and(eq(saunas.id, saunaId), eq(saunas.isClaimed, false), isPublicSauna))
        .returning({ id: saunas.id });
      if (!claimed) {
        const [exists] = await tx.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
        throw exists ? conflict(ALREADY_CLAIMED) : notFound(SAUNA_NOT_FOUND);
      }
      const [claim] = await tx
        .insert(saunaClaims)
        .values({ saunaId, userId: user.userId, status: "pending", businessName: told.businessName, phone: told.phone, website: told.website ?? null })
        .returning({ id: saunaClaims.id });
      await tx.update(profiles).set({ isOwner: true }).where(eq(profiles.id, user.userId));
      return { claimId: claim.id };
    });
  } catch (error) {
    // An open claim left on a listing that shows as unclaimed: still someone else's claim.
    if (isUniqueViolation(error, "sauna_claims_one_open_per_sauna")) throw conflict(ALREADY_CLAIMED);
    throw error;
  }
}
