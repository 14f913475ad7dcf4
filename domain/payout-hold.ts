// Whether a host's share of a card booking can be sent now (decision 012): one rule for the
// payments worker that sends it and for the pages that show where a payout stands.
import type { BookingStatus } from "./booking-status";

export type PayoutHoldFacts = {
  status: BookingStatus;
  /** The refund the cancellation decided, in euro (null: not cancelled). */
  refundAmount: number | null;
  /** Paid already, by hand from admin Payouts. */
  payoutPaidAt: Date | null;
  paymentIntentId: string | null;
  /** What a gift voucher paid towards the booking and kept (decision 017): the host is paid for it too. */
  voucherCents: number;
  refundedCents: number;
  disputedAt: Date | null;
  hostId: string | null;
  ownerVerified: boolean;
  accountId: string | null;
  payoutsEnabled: boolean | null;
  /**
   * The connected account the share goes to whoever runs the listing now: set when its host
   * closed their account here (decision 022), since Stripe still holds their account for them.
   */
  pinnedAccountId: string | null;
};

export type PayoutHold =
  | { kind: "ready" }
  /** Not now: the worker looks again later. */
  | { kind: "held"; why: string }
  /** Nothing is owed any more. */
  | { kind: "not_owed"; why: string };

export const PAYOUT_HELD = {
  disputed: "Held: the guest disputed the payment",
  noHost: "Held: the listing has no verified host to pay",
  notConnected: "Held: the host hasn't connected Stripe yet",
  payoutsOff: "Held: Stripe hasn't enabled payouts for the host yet",
} as const;
export type PayoutHeldReason = keyof typeof PAYOUT_HELD;

/**
 * The worker records why it holds a transfer (payout_transfers.last_error), and pages read it
 * back from there: which of those texts are holds rather than errors.
 */
export const HELD_REASONS: string[] = Object.values(PAYOUT_HELD);

/** Which hold the worker recorded (payout_transfers.last_error), or null when `recorded` is not a hold. */
export function heldReasonOf(recorded: string | null): PayoutHeldReason | null {
  return (Object.keys(PAYOUT_HELD) as PayoutHeldReason[]).find((key) => PAYOUT_HELD[key] === recorded) ?? null;
}

/**
 * Why nothing is owed any more: the worker records it too (payout_transfers.last_error), and admin
 * Payouts says it in the page's language (admin messages `payouts.notOwed.*`).
 */
export const PAYOUT_NOT_OWED = {
  paidByHand: "Paid by hand from admin Payouts",
  refunded: "The payment was refunded",
  neverPaid: "The booking was never paid",
} as const;
export type PayoutNotOwedReason = keyof typeof PAYOUT_NOT_OWED;

/** Which of the reasons nothing is owed `recorded` is, or null. */
export function notOwedReasonOf(recorded: string | null): PayoutNotOwedReason | null {
  return (Object.keys(PAYOUT_NOT_OWED) as PayoutNotOwedReason[]).find((key) => PAYOUT_NOT_OWED[key] === recorded) ?? null;
}

export function payoutHold(f: PayoutHoldFacts): PayoutHold {
  if (f.payoutPaidAt) return { kind: "not_owed", why: PAYOUT_NOT_OWED.paidByHand };
  if (f.refundedCents > 0 || (f.status === "cancelled" && (f.refundAmount ?? 0) > 0)) return { kind: "not_owed", why: PAYOUT_NOT_OWED.refunded };
  if (f.status === "pending" || f.status === "expired" || (!f.paymentIntentId && f.voucherCents <= 0)) return { kind: "not_owed", why: PAYOUT_NOT_OWED.neverPaid };
  if (f.disputedAt) return { kind: "held", why: PAYOUT_HELD.disputed };
  // Their account here is gone, but the money is theirs: Stripe refuses the transfer if their
  // account there can't take it, and the failure reaches the administrators as any other.
  if (f.pinnedAccountId) return { kind: "ready" };
  if (!f.hostId || !f.ownerVerified) return { kind: "held", why: PAYOUT_HELD.noHost };
  if (!f.accountId) return { kind: "held", why: PAYOUT_HELD.notConnected };
  if (!f.payoutsEnabled) return { kind: "held", why: PAYOUT_HELD.payoutsOff };
  return { kind: "ready" };
}
