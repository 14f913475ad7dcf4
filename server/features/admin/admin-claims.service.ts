// Owner verification: a claim marks the listing claimed at once, but the
// claimant runs it (dashboard, bookings, payouts) only once an administrator verifies the
// claim. Verifying or rejecting is one conditional UPDATE on the pending claim, so when two
// administrators decide the same claim at once exactly one decision is taken (decision 006).
// The claimant hears the decision, and a rejection's reason, in the same transaction.
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { ClaimRejectionSchema } from "#domain/owner-verification";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyClaimDecided } from "#server/features/mail/owner-notices";
import { aboutPerson, recordAdminActivity } from "./activity-log";
import { profileName } from "./profile-name";
import { isUuid } from "#domain/uuid";

export const CLAIM_NOT_FOUND = "Claim not found";
export const CLAIM_ALREADY_DECIDED = "This claim has already been decided.";
export const CLAIM_NO_LONGER_HOLDS = "This claim no longer holds the listing, so it can't be verified.";

/** How many waiting claims the Owners page lists above the owners. */
export const PENDING_CLAIMS_SHOWN = 10;

export type ClaimDecision = "verified" | "rejected";

/** The claims waiting for a decision, oldest first (the order they should be looked at). */
export async function pendingClaims(db: Db, actor: Actor, limit = PENDING_CLAIMS_SHOWN) {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: saunaClaims.id,
        saunaId: saunaClaims.saunaId,
        saunaName: saunas.name,
        county: saunas.county,
        claimantId: saunaClaims.userId,
        claimantName: profileName(saunaClaims.userId),
        businessName: saunaClaims.businessName,
        createdAt: saunaClaims.createdAt,
      })
      .from(saunaClaims)
      .innerJoin(saunas, eq(saunas.id, saunaClaims.saunaId))
      .where(eq(saunaClaims.status, "pending"))
      .orderBy(asc(saunaClaims.createdAt), asc(saunaClaims.id))
      .limit(limit),
    db.select({ n: count() }).from(saunaClaims).where(eq(saunaClaims.status, "pending")),
  ]);
  return { claims: rows, total: Number(total.n) };
}

/**
 * 'Verify': the claim is verified, the listing is its claimant's to run (owner_verified) and the
 * claimant is a verified owner — all in one transaction, or nothing. An owner an admin has
 * refused stays refused: that is decided on their page, with its reason, not by a claim.
 */
export async function verifyClaim(db: Db, actor: Actor, claimId: unknown, now = new Date()): Promise<{ saunaId: string; ownerId: string }> {
  const admin = requireAdmin(actor);
  return db.transaction(async (tx) => {
    const claim = await decide(tx, claimId, "verified", admin.userId, now);
    const [sauna] = await tx
      .update(saunas)
      .set({ ownerVerified: true, updatedAt: now })
      .where(and(eq(saunas.id, claim.saunaId), eq(saunas.ownerId, claim.userId), eq(saunas.isClaimed, true)))
      .returning({ name: saunas.name });
    // The listing changed hands since (e.g. the claimant deleted their account): nothing to verify.
    if (!sauna) throw conflict(CLAIM_NO_LONGER_HOLDS);
    const [owner] = await tx.update(profiles).set({ isOwner: true }).where(eq(profiles.id, claim.userId)).returning({ name: profiles.fullName });
    await tx
      .update(profiles)
      .set({ isVerified: true, verificationDecidedAt: now, verificationDecidedBy: admin.userId })
      .where(and(eq(profiles.id, claim.userId), eq(profiles.isVerified, false), isNull(profiles.verificationRefusal)));
    await recordAdminActivity(tx, admin, {
      ...aboutPerson("owner", owner?.name, "activity.claim.verified", "activity.claim.verifiedUnnamed", { sauna: sauna.name }),
      entityType: "claim",
      entityId: claim.id,
      details: { saunaId: claim.saunaId, ownerId: claim.userId },
    });
    await notifyClaimDecided(tx, claim.id);
    return { saunaId: claim.saunaId, ownerId: claim.userId };
  });
}

/** 'Reject claim', with the reason the claimant reads: the claim is rejected and the listing is free to claim again. */
export async function rejectClaim(db: Db, actor: Actor, claimId: unknown, input: unknown, now = new Date()): Promise<{ saunaId: string }> {
  const admin = requireAdmin(actor);
  const { reason } = parseOrInvalid(ClaimRejectionSchema, input ?? {});
  return db.transaction(async (tx) => {
    const claim = await decide(tx, claimId, "rejected", admin.userId, now, reason);
    // Only if the claimant still holds it: a listing that has since passed to someone else stays theirs.
    const [sauna] = await tx
      .update(saunas)
      .set({ ownerId: null, isClaimed: false, ownerVerified: false, updatedAt: now })
      .where(and(eq(saunas.id, claim.saunaId), eq(saunas.ownerId, claim.userId)))
      .returning({ name: saunas.name });
    const [claimant] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, claim.userId));
    // The claim's listing is there while the claim is (its foreign key cascades), whoever holds it now.
    const saunaName = sauna?.name ?? (await tx.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, claim.saunaId)))[0].name;
    await recordAdminActivity(tx, admin, {
      ...aboutPerson("claimant", claimant?.name, "activity.claim.rejected", "activity.claim.rejectedUnnamed", { sauna: saunaName }),
      entityType: "claim",
      entityId: claim.id,
      details: { saunaId: claim.saunaId, claimantId: claim.userId, reason },
    });
    await notifyClaimDecided(tx, claim.id);
    return { saunaId: claim.saunaId };
  });
}

/** Moves a pending claim to its decision; the WHERE on status makes a second decision find nothing. */
async function decide(tx: Db, claimId: unknown, status: ClaimDecision, adminId: string, now: Date, reason: string | null = null) {
  if (typeof claimId !== "string" || !isUuid(claimId)) throw notFound(CLAIM_NOT_FOUND);
  const [claim] = await tx
    .update(saunaClaims)
    .set({ status, decidedAt: now, decidedBy: adminId, reason })
    .where(and(eq(saunaClaims.id, claimId as string), eq(saunaClaims.status, "pending")))
    .returning({ id: saunaClaims.id, saunaId: saunaClaims.saunaId, userId: saunaClaims.userId });
  if (!claim) {
    const [exists] = await tx.select({ id: saunaClaims.id }).from(saunaClaims).where(eq(saunaClaims.id, claimId as string));
    throw exists ? conflict(CLAIM_ALREADY_DECIDED) : notFound(CLAIM_NOT_FOUND);
  }
  // A claim whose claimant deleted their account has no one to verify (user_id is cascaded away
  // with the profile, so this is belt and braces).
  if (!claim.userId) throw conflict(CLAIM_NO_LONGER_HOLDS);
  return { ...claim, userId: claim.userId };
}
