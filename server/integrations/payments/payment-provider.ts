// What Sauna Éire asks of a card payment provider (decision 012), in our words: hosted checkout,
// refunds, connected accounts for hosts and transfers to them, and verified events. One real
// implementation, Stripe (stripe-payments.ts); tests give the official SDK a local server that
// speaks Stripe's wire format (server/testing/local-stripe/), never a stand-in for this interface.
// Every amount here is integer cents in euro; every write names its Idempotency-Key.

export type CheckoutRequest = {
  /** What is paid for: a booking, or a gift voucher (a platform payment, decision 017). */
  bookingId: string | null;
  giftVoucherId?: string | null;
  amountCents: number;
  /** The line the guest sees on Checkout, e.g. "Private session at Salt & Steam, 12 Dec 2026 18:00". */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session, and the hold on the seats, ends. */
  expiresAt: Date;
  idempotencyKey: string;
};

export type CheckoutSession = {
  id: string;
  /** The hosted page to send the guest to; null once the session is no longer open. */
  url: string | null;
  status: "open" | "complete" | "expired";
  /** 'paid' only when the money is taken (a card); a delayed method completes 'unpaid' first. */
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** The booking the session was made for (its metadata). */
  bookingId: string | null;
  /** The gift voucher the session was made for (its metadata), when it was one. */
  giftVoucherId?: string | null;
};

export type ConnectedAccount = {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};

/**
 * An event from the provider whose signature was verified, in our words. Events we don't act on
 * arrive as 'other' (recorded, nothing else).
 */
export type PaymentEvent = {
  id: string;
  type: string;
  /** When the provider made the event: of two events about one thing, the later one stands. */
  created: Date;
} & (
  | {
      kind: "checkout";
      /** completed: the guest finished Checkout (paid, or a delayed method still to settle). */
      outcome: "completed" | "async_succeeded" | "async_failed" | "expired";
      session: CheckoutSession;
    }
  | { kind: "account"; account: ConnectedAccount }
  | { kind: "refunded"; paymentIntentId: string | null; amountRefundedCents: number }
  | { kind: "dispute"; paymentIntentId: string | null; chargeId: string | null; amountCents: number; reason: string }
  | { kind: "other" }
);

export type PaymentProviderErrorKind =
  /** The provider could not be reached or failed on its side: try again later. */
  | "unavailable"
  /** The provider refused the request as it is: trying again won't help. */
  | "refused";

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    /** The provider's own error code, when it gave one (e.g. "charge_already_refunded"). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** The signature on an incoming event is missing, wrong or too old. */
export class EventSignatureError extends Error {}

export type PaymentProvider = {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(sessionId: string): Promise<CheckoutSession>;
  /**
   * Ends an open session so it can no longer be paid; answers the session as it now is (a
   * session already completed stays complete: the caller must then treat it as paid).
   */
  expireCheckout(sessionId: string): Promise<CheckoutSession>;
  /** The charge behind a payment (the source of a transfer). */
  chargeOf(paymentIntentId: string): Promise<string | null>;
  refund(request: { paymentIntentId: string; amountCents: number; bookingId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * The refund made for this booking, if one exists: after an attempt whose answer never came
   * (Stripe keeps the first answer to an Idempotency-Key, failures included, so a retry asks
   * first and then uses a new key).
   */
  findRefund(request: { paymentIntentId: string; bookingId: string }): Promise<{ id: string } | null>;
  createConnectedAccount(request: { email: string; userId: string; idempotencyKey: string }): Promise<ConnectedAccount>;
  getConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** Where a host finishes (or resumes) the provider's own onboarding. */
  onboardingLink(request: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** A one-time link into the host's Express dashboard. */
  dashboardLink(accountId: string): Promise<string>;
  transfer(request: {
    amountCents: number;
    destinationAccountId: string;
    bookingId: string;
    /**
     * The booking's charge, when it covers the transfer: Stripe moves the money once the charge's
     * funds are there. Null for a share a gift voucher paid (in part): it comes from the
     * platform's balance, where the voucher's money is (decision 017).
     */
    sourceChargeId: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The transfer made for this booking, if one exists (as findRefund). */
  findTransfer(bookingId: string): Promise<{ id: string } | null>;
  /** Verifies the signature over the raw body; throws EventSignatureError when it doesn't hold. */
  verifyEvent(rawBody: string, signatureHeader: string | null): PaymentEvent;
};
