// What 'verified' means: an administrator has checked an owner, on their page in admin
// Owners or by verifying one of their claims. It is the one thing the sauna page's 'Verified
// Listing - Claimed by Owner' and the host's 'Verified identity' stand for. Running a listing
// (saunas.owner_verified: a listing made in the wizard, or a claim an admin verified) is a
// different thing and is never shown as 'verified'.
import { z } from "zod";
import { UNKNOWN_ACTION } from "./form-fields";

export type OwnerVerification = "pending" | "verified" | "refused";
export const OWNER_VERIFICATIONS = ["pending", "verified", "refused"] as const satisfies readonly OwnerVerification[];

/** The owner's state from their profile: verified, refused (with a reason), or not yet decided. */
export function ownerVerification(profile: { isVerified: boolean; verificationRefusal: string | null }): OwnerVerification {
  if (profile.isVerified) return "verified";
  return profile.verificationRefusal === null ? "pending" : "refused";
}

/** How admin pages name each state (docs/product.md §2 Owners: Verified / Pending). */
export const OWNER_VERIFICATION_LABELS: Record<OwnerVerification, string> = {
  pending: "Pending",
  verified: "Verified",
  refused: "Refused",
};

export type OwnerDecision = "verify" | "refuse";

/**
 * What an admin may decide from each state: a pending owner is verified or refused, a refused one
 * verified after all, a verified one refused (e.g. when the business has changed hands).
 */
export function ownerDecisions(state: OwnerVerification): OwnerDecision[] {
  if (state === "pending") return ["verify", "refuse"];
  return state === "verified" ? ["refuse"] : ["verify"];
}

/**
 * The sauna page's claim banner (docs/product.md §2, item 2). 'verified': the badge 'Verified Listing -
 * Claimed by Owner', for a claimed listing its owner runs and an admin has verified the owner.
 * 'claimed': claimed, but not (yet) by a verified owner: neither the badge nor 'Claim This
 * Listing'. 'unclaimed': 'Are you the owner?' with 'Claim This Listing'.
 */
export type ClaimBanner = "unclaimed" | "claimed" | "verified";

export function claimBanner(listing: { isClaimed: boolean; ownerRunsIt: boolean; ownerIsVerified: boolean }): ClaimBanner {
  if (!listing.isClaimed) return "unclaimed";
  return listing.ownerRunsIt && listing.ownerIsVerified ? "verified" : "claimed";
}

export const DECISION_REASON_MAX = 1000;

/** The reason an admin gives when refusing an owner or a claim: the owner reads it in their e-mail. */
export function decisionReason(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(DECISION_REASON_MAX, `Please keep the reason to ${DECISION_REASON_MAX} characters`);
}

export const REFUSAL_REASON_MISSING = "Please tell the owner why, so they know what to put right";
export const CLAIM_REASON_MISSING = "Please tell the claimant why, so they know what to put right";

/**
 * 'Verify owner' and 'Refuse' on an owner's page. `from` is the state the admin saw: the decision
 * is taken only if the owner is still in it, so two admins deciding at once can't both win.
 */
export const OwnerDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("verify"), from: z.enum(OWNER_VERIFICATIONS, { error: "Please reload the page and try again." }) }),
    z.object({
      decision: z.literal("refuse"),
      from: z.enum(OWNER_VERIFICATIONS, { error: "Please reload the page and try again." }),
      reason: decisionReason(REFUSAL_REASON_MISSING),
    }),
  ],
  { error: UNKNOWN_ACTION },
);
export type OwnerDecisionInput = z.input<typeof OwnerDecisionSchema>;

/** 'Reject claim': the reason the claimant reads. */
export const ClaimRejectionSchema = z.object({ reason: decisionReason(CLAIM_REASON_MISSING) });
