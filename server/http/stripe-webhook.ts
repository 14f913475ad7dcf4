// POST /api/stripe/webhook: Stripe's events (decision 012). The one route exempt from the
// same-origin rule (Stripe is the other origin) and from the form gate (its body is JSON): it is
// trusted for what its signature proves instead, checked over the raw body with the official SDK.
// A wrong, missing or stale signature answers 400 and changes nothing. An event is applied in one
// transaction with its id recorded (a redelivery changes nothing); should applying fail, the
// answer is 500 and Stripe sends it again later.
import type { Context } from "hono";
import type { Db } from "#server/db/client";
import { applyPaymentEvent } from "#server/features/payments/payment-events.service";
import { EventSignatureError, type PaymentProvider } from "#server/integrations/payments/payment-provider";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export function stripeWebhook({ db, provider, applied }: { db: Db; provider: PaymentProvider; applied?: () => void }) {
  return async (c: Context) => {
    const body = await c.req.text();
    let event;
    try {
      event = provider.verifyEvent(body, c.req.header("stripe-signature") ?? null);
    } catch (error) {
      if (error instanceof EventSignatureError) return c.json({ error: "The Stripe-Signature header is missing, wrong or too old." }, 400);
      // A body that isn't an event at all, under a valid signature: nothing we can apply.
      return c.json({ error: "Not a Stripe event." }, 400);
    }
    const result = await applyPaymentEvent(db, event);
    // A refund or transfer may be owed now: the worker needn't wait for its next round.
    applied?.();
    return c.json({ received: true, duplicate: result === "duplicate" });
  };
}
