// The reasons the product itself stores with a booking it cancels or releases (bookings.
// cancellation_reason), as opposed to the words a host or an administrator types. They are stored
// in English, as written here, and shown in the reader's language by the one place that knows
// them (app/components/cancellation-reason.ts); any other stored reason is shown as written.
export const CANCELLATION_REASONS = {
  /** A card payment's Checkout Session expired unpaid (settle-checkout.ts). */
  notPaidInTime: "Released: not paid in time",
  /** Stripe said a delayed payment (a bank debit) failed (settle-checkout.ts). */
  paymentFailed: "Released: the payment did not go through",
  /** The hold's Checkout Session was never created (sweep-checkouts.ts). */
  paymentNeverStarted: "Released: card payment never started",
  /** The session began with the payment still unconfirmed (sweep-checkouts.ts). */
  unpaidAtStart: "Released: the payment had not gone through by the start of the session",
  /** The guest came back from Stripe's page without paying (checkout-return.service.ts). */
  guestLeft: "Released: the guest left before paying",
  /** Stripe refused to open the Checkout Session (checkout.service.ts). */
  paymentCouldNotStart: "Released: card payment could not start",
  /** The guest cancelled in My Bookings (guest-bookings.service.ts). */
  guestCancelled: "Cancelled by guest",
  /** The guest deleted their account (account.service.ts). */
  guestDeletedAccount: "Cancelled: the guest deleted their account",
  /** The host closed their account (account.service.ts). */
  hostClosedAccount: "Cancelled: the host closed their account",
} as const;

export type CancellationReasonId = keyof typeof CANCELLATION_REASONS;

const BY_TEXT = new Map<string, CancellationReasonId>(
  Object.entries(CANCELLATION_REASONS).map(([id, text]) => [text, id as CancellationReasonId]),
);

/** Which of the product's own reasons a stored reason is, or null for words someone typed. */
export function productCancellationReason(stored: string | null | undefined): CancellationReasonId | null {
  return stored ? (BY_TEXT.get(stored) ?? null) : null;
}
