// Card payments in service tests (decision 012): the local Stripe server, our real provider on
// the official SDK pointed at it, and our real webhook route on a port of its own, so Stripe's
// signed events reach applyPaymentEvent exactly as in production.
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "#server/http/stripe-webhook";
import type { PaymentProvider } from "#server/integrations/payments/payment-provider";
import { stripePayments } from "#server/integrations/payments/stripe-payments";
import { createTestSauna, createTestUser } from "./fixtures";
import { type LocalStripe, startLocalStripe } from "./local-stripe/server";
import type { TestDatabase } from "./test-database";

export type CardPayments = {
  stripe: LocalStripe;
  provider: PaymentProvider;
  /** Our webhook route's address, for requests that don't come from Stripe. */
  webhookUrl: string;
  close(): Promise<void>;
};

/**
 * Only the events our webhook acts on (decision 012), as an endpoint set up for them gets, so a test's
 * expectations aren't about Stripe's others.
 */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "account.updated",
  "charge.refunded",
  "charge.dispute.created",
];

/**
 * Card payments for the tests of this describe block (inside describeOnEachDatabase, after the
 * database opens): started before them, closed after them. `now` is Stripe's clock, for the time
 * its objects and events are stamped with.
 */
export function setUpCardPayments(t: TestDatabase, options: { now?: () => Date } = {}): CardPayments {
  const cards = {} as CardPayments;
  beforeAll(async () => {
    Object.assign(cards, await startCardPayments(t, options));
  });
  afterAll(async () => {
    // Absent when starting failed: that error is the one to show.
    if (cards.close) await cards.close();
  });
  return cards;
}

async function startCardPayments(t: TestDatabase, options: { now?: () => Date } = {}): Promise<CardPayments> {
  const stripe = await startLocalStripe({ now: options.now, enabledEvents: HANDLED_EVENTS });
  const provider = stripePayments({ secretKey: stripe.secretKey, webhookSecrets: [stripe.webhookSecret], apiUrl: stripe.url });
  const app = new Hono().post(STRIPE_WEBHOOK_PATH, stripeWebhook({ db: t.db, provider }));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  stripe.setWebhookUrl(webhookUrl);
  return {
    stripe,
    provider,
    webhookUrl,
    async close() {
      await stripe.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A host whose Stripe account can take card payments and receive payouts (through Stripe's own
 * onboarding and its account.updated event), with a public sauna of theirs.
 */
export async function cardReadyHost(t: TestDatabase, cards: CardPayments, saunaValues: Parameters<typeof createTestSauna>[1] = {}) {
  const host: SignedInUser = await createTestUser(t, { isOwner: true });
  const account = await cards.provider.createConnectedAccount({ email: host.email, userId: host.userId, idempotencyKey: `connect-${host.userId}` });
  await t.db.update(profiles).set({ stripeAccountId: account.id, paymentsConnected: true, isVerified: true }).where(eq(profiles.id, host.userId));
  await cards.stripe.completeOnboarding(account.id);
  await cards.stripe.webhooksSettled();
  const sauna = await createTestSauna(t, { ownerId: host.userId, ...saunaValues });
  return { host, sauna, accountId: account.id };
}

/** A date some days ahead, as the booking form sends it (the sauna's default hours include 18:00). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
