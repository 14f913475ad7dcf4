// A host's own say over their listing: pause it (hidden from guests, bookings already
// made stay) and list it again, or ask us to delete it. An administrator's suspension is another
// thing, which the host can't undo. The words and the form's rule, shared by the dashboard and
// the services.
import { z } from "zod";
import { HOST_SUPPORT_EMAIL } from "./constants";

export const DELETION_REASON_MAX = 1000;

export const SUSPENDED_CANT_RELIST = `An administrator has suspended this listing, so you can't list it again yourself. Write to us at ${HOST_SUPPORT_EMAIL} and we'll look at it with you.`;
export const DELETION_ALREADY_ASKED = "You have already asked us to delete this sauna. We'll be in touch by e-mail.";

/** 'Ask us to delete it': the host's reason is optional. */
export const DeletionRequestSchema = z.object({
  reason: z
    .string({ error: "Please write the reason as text" })
    .trim()
    .max(DELETION_REASON_MAX, `Please keep the reason to ${DELETION_REASON_MAX} characters`)
    .optional()
    .transform((v) => v || null),
});

/** Where a listing stands for guests, as the host's dashboard says it. */
export type ListingVisibility = "listed" | "paused" | "pending" | "suspended";

export function listingVisibility(sauna: { status: string; pausedAt: Date | string | null }): ListingVisibility {
  if (sauna.status === "suspended") return "suspended";
  if (sauna.pausedAt) return "paused";
  return sauna.status === "pending" ? "pending" : "listed";
}
