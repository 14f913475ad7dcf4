// 'Verify owner' and 'Refuse' on an owner's page in admin Owners: an administrator
// verifies any owner, or refuses them with a reason the owner reads. The decision is one
// conditional UPDATE on the state the admin saw, so when two admins decide the same owner at once
// exactly one decision is taken; the log entry and the owner's e-mail go in the same transaction.
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { RecordId } from "#domain/admin-people-schemas";
import { OWNER_VERIFICATION_LABELS, ownerDecisions, OwnerDecisionSchema, type OwnerVerification } from "#domain/owner-verification";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyOwnerDecided } from "#server/features/mail/owner-notices";
import { aboutPerson, recordAdminActivity } from "./activity-log";
import { OWNER_NOT_FOUND } from "./admin-owners.service";

export const OWNER_DECISION_CHANGED = "Another administrator has just decided on this owner. Reload the page to see where they stand.";

/** domain/owner-verification.ts's ownerVerification, as a condition on the profile's row. */
const IN_STATE: Record<OwnerVerification, SQL> = {
  pending: and(eq(profiles.isVerified, false), isNull(profiles.verificationRefusal))!,
  verified: eq(profiles.isVerified, true),
  refused: isNotNull(profiles.verificationRefusal),
};

export async function decideOwnerVerification(
  db: Db,
  actor: Actor,
  ownerId: unknown,
  input: unknown,
  now = new Date(),
): Promise<{ verification: Exclude<OwnerVerification, "pending"> }> {
  const admin = requireAdmin(actor);
  if (!RecordId.safeParse(ownerId).success) throw notFound(OWNER_NOT_FOUND);
  const id = ownerId as string;
  const decision = parseOrInvalid(OwnerDecisionSchema, input ?? {});
  if (!ownerDecisions(decision.from).includes(decision.decision)) {
    throw conflict(`This owner is already ${OWNER_VERIFICATION_LABELS[decision.from].toLowerCase()}.`);
  }
  const reason = decision.decision === "refuse" ? decision.reason : null;

  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(profiles)
      .set({ isVerified: reason === null, verificationRefusal: reason, verificationDecidedAt: now, verificationDecidedBy: admin.userId })
      .where(and(eq(profiles.id, id), eq(profiles.isOwner, true), IN_STATE[decision.from]))
      .returning({ name: profiles.fullName });
    if (!owner) {
      const [exists] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, id), eq(profiles.isOwner, true)));
      throw exists ? conflict(OWNER_DECISION_CHANGED) : notFound(OWNER_NOT_FOUND);
    }
    await recordAdminActivity(tx, admin, {
      ...(reason === null
        ? aboutPerson("owner", owner.name, "activity.owner.verified", "activity.owner.verifiedUnnamed")
        : aboutPerson("owner", owner.name, "activity.owner.refused", "activity.owner.refusedUnnamed")),
      entityType: "owner",
      entityId: id,
      details: reason === null ? { from: decision.from } : { from: decision.from, reason },
    });
    await notifyOwnerDecided(tx, id);
    return { verification: reason === null ? "verified" : "refused" };
  });
}
