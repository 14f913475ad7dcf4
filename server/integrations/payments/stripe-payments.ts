// The payment provider on Stripe's official SDK (decision 012): Checkout Sessions for guests,
// Connect Express accounts and separate transfers for hosts, refunds, and webhook signatures.
// STRIPE_API_URL points the SDK elsewhere (tests use a local server that speaks Stripe's wire
// format); nothing else about it changes.
import Stripe from "stripe";
import { z } from "zod";
import type { StripeConfig } from "#server/config";
import {
  type CheckoutSession, type ConnectedAccount, EventSignatureError, type PaymentEvent, type PaymentProvider, PaymentProviderError,
} from "./payment-provider";

/** How old a signed event may be, in seconds: Stripe's own default. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripePayments(config: StripeConfig): PaymentProvider {
  const api = new URL(config.apiUrl);
  const stripe = new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === "https:" ? 443 : 80),
    protocol: api.protocol === "https:" ? "https" : "http",
    // One retry of a dropped connection, under the same Idempotency-Key; the workers retry later.
    maxNetworkRetries: 1,
    // A guest waits for Book Now's answer: better a clear "try again" than a hanging page.
    timeout: 15_000,
    appInfo: { name: "Sauna Éire" },
  });

  return {
    async createCheckout(request) {
      // A booking's payment is grouped with its host's transfer; a gift voucher's stays the platform's.
      const metadata: Record<string, string> = request.bookingId ? { booking_id: request.bookingId } : { gift_voucher_id: request.giftVoucherId ?? "" };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: request.amountCents, product_data: { name: request.description } } }],
            customer_email: request.customerEmail,
            client_reference_id: request.bookingId ?? request.giftVoucherId ?? undefined,
            metadata,
            payment_intent_data: request.bookingId ? { metadata, transfer_group: request.bookingId } : { metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return checkoutSession(session);
    },

    async getCheckout(sessionId) {
      return checkoutSession(await call(() => stripe.checkout.sessions.retrieve(sessionId)));
    },

    async expireCheckout(sessionId) {
      try {
        return checkoutSession(await call(() => stripe.checkout.sessions.expire(sessionId)));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid meanwhile, or expired):
        // what matters is how it stands now.
        if (error instanceof PaymentProviderError && error.kind === "refused") {
          return checkoutSession(await call(() => stripe.checkout.sessions.retrieve(sessionId)));
        }
        throw error;
      }
    },

    async chargeOf(paymentIntentId) {
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
      return idOf(intent.latest_charge);
    },

    async refund(request) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: { booking_id: request.bookingId } },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: refund.id };
    },

    async findRefund(request) {
      const refunds = await call(() => stripe.refunds.list({ payment_intent: request.paymentIntentId, limit: 100 }));
      const ours = refunds.data.find((r) => r.metadata?.booking_id === request.bookingId && r.status !== "failed" && r.status !== "canceled");
      return ours ? { id: ours.id } : null;
    },

    async createConnectedAccount(request) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: "express",
            country: "IE",
            email: request.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { user_id: request.userId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return connectedAccount(account);
    },

    async getConnectedAccount(accountId) {
      return connectedAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async onboardingLink(request) {
      const link = await call(() =>
        stripe.accountLinks.create({ account: request.accountId, type: "account_onboarding", return_url: request.returnUrl, refresh_url: request.refreshUrl }),
      );
      return link.url;
    },

    async dashboardLink(accountId) {
      return (await call(() => stripe.accounts.createLoginLink(accountId))).url;
    },

    async transfer(request) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: "eur",
            destination: request.destinationAccountId,
            transfer_group: request.bookingId,
            ...(request.sourceChargeId ? { source_transaction: request.sourceChargeId } : {}),
            metadata: { booking_id: request.bookingId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: transfer.id };
    },

    async findTransfer(bookingId) {
      const transfers = await call(() => stripe.transfers.list({ transfer_group: bookingId, limit: 10 }));
      const ours = transfers.data.find((t) => t.metadata?.booking_id === bookingId && !t.reversed);
      return ours ? { id: ours.id } : null;
    },

    verifyEvent(rawBody, signatureHeader) {
      if (!signatureHeader) throw new EventSignatureError("No Stripe-Signature header");
      // The platform's endpoint and the connected accounts' endpoint each sign with their own secret.
      let failure: unknown;
      for (const secret of config.webhookSecrets) {
        try {
          return paymentEvent(stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS));
        } catch (error) {
          failure = error;
        }
      }
      throw new EventSignatureError((failure as Error).message);
    },
  };
}

const CHECKOUT_OUTCOMES = {
  "checkout.session.completed": "completed",
  "checkout.session.async_payment_succeeded": "async_succeeded",
  "checkout.session.async_payment_failed": "async_failed",
  "checkout.session.expired": "expired",
} as const;

/** An id, or the object it names when Stripe expanded it. */
const idField = z.union([z.string(), z.object({ id: z.string() })]).nullish();
/**
 * Stripe's largest amount is eight digits in the currency's smallest unit (€999,999.99): a larger
 * one, though signed, is no event Stripe sends, and would not fit our integer cents columns (a
 * 500, which Stripe would retry for days). It is refused with the other bodies of a wrong shape.
 */
export const STRIPE_MAX_AMOUNT_CENTS = 99_999_999;
const cents = z.number().int().nonnegative().max(STRIPE_MAX_AMOUNT_CENTS);

/**
 * The parts of an event we read, by type. Its signature proves it comes from Stripe (or someone
 * holding our signing secret); a body of another shape is "not a Stripe event" (400), rather
 * than a database error half-way through applying it (a 500, which Stripe would retry for days).
 */
const EVENT_SHAPE = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.looseObject({ id: z.string().min(1) }) }),
});
const OBJECT_SHAPES: Record<string, z.ZodType> = {
  checkout: z.looseObject({
    url: z.string().nullish(),
    status: z.string().nullish(),
    payment_status: z.string().nullish(),
    amount_total: cents.nullish(),
    currency: z.string().nullish(),
    payment_intent: idField,
    metadata: z.record(z.string(), z.string()).nullish(),
    client_reference_id: z.string().nullish(),
  }),
  "account.updated": z.looseObject({ charges_enabled: z.boolean().nullish(), payouts_enabled: z.boolean().nullish(), details_submitted: z.boolean().nullish() }),
  "charge.refunded": z.looseObject({ payment_intent: idField, amount_refunded: cents }),
  "charge.dispute.created": z.looseObject({ payment_intent: idField, charge: idField, amount: cents, reason: z.string() }),
};

/** A verified Stripe event in our words (payment-provider.ts: PaymentEvent). */
function paymentEvent(event: Stripe.Event): PaymentEvent {
  const shape = OBJECT_SHAPES[event?.type in CHECKOUT_OUTCOMES ? "checkout" : event?.type];
  if (!EVENT_SHAPE.safeParse(event).success || (shape && !shape.safeParse(event.data.object).success)) throw new Error("Not a Stripe event");
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  const object = event.data.object as unknown;
  if (event.type in CHECKOUT_OUTCOMES) {
    const outcome = CHECKOUT_OUTCOMES[event.type as keyof typeof CHECKOUT_OUTCOMES];
    return { ...base, kind: "checkout", outcome, session: checkoutSession(object as Stripe.Checkout.Session) };
  }
  if (event.type === "account.updated") return { ...base, kind: "account", account: connectedAccount(object as Stripe.Account) };
  if (event.type === "charge.refunded") {
    const charge = object as Stripe.Charge;
    return { ...base, kind: "refunded", paymentIntentId: idOf(charge.payment_intent), amountRefundedCents: charge.amount_refunded };
  }
  if (event.type === "charge.dispute.created") {
    const dispute = object as Stripe.Dispute;
    return { ...base, kind: "dispute", paymentIntentId: idOf(dispute.payment_intent), chargeId: idOf(dispute.charge), amountCents: dispute.amount, reason: dispute.reason };
  }
  return { ...base, kind: "other" };
}

/** Stripe's errors in our two kinds: worth trying again later, or not. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // Connection, rate limit, Stripe's own failure, and keys it doesn't accept (an operator
      // can fix those) are worth another try; a request Stripe refuses as it is, isn't.
      const unavailable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        error instanceof Stripe.errors.StripeAuthenticationError ||
        error instanceof Stripe.errors.StripePermissionError ||
        // The same key still in flight, or reused with other parameters: we can't tell what
        // Stripe did, so the caller asks again later rather than conclude nothing was made.
        error instanceof Stripe.errors.StripeIdempotencyError ||
        (error.statusCode ?? 0) >= 500;
      throw new PaymentProviderError(unavailable ? "unavailable" : "refused", error.message, error.code ?? null);
    }
    throw error;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** `value` if it is one of `known`; Stripe's types leave room for values added later. */
function oneOf<T extends string>(value: string | null | undefined, known: readonly T[]): T | undefined {
  return (known as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

function checkoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    status: oneOf(session.status, ["complete", "expired"] as const) ?? "open",
    paymentStatus: oneOf(session.payment_status, ["paid", "no_payment_required"] as const) ?? "unpaid",
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? "eur",
    paymentIntentId: idOf(session.payment_intent),
    bookingId: session.metadata?.booking_id ?? (session.metadata?.gift_voucher_id ? null : (session.client_reference_id ?? null)),
    giftVoucherId: session.metadata?.gift_voucher_id ?? null,
  };
}

function connectedAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
  };
}
