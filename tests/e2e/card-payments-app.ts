// The built app with card payments on (decision 012), talking to a local Stripe server started for
// the test: STRIPE_API_URL points the official SDK at it, and its signed events go to the app's
// own webhook, as Stripe's would.
import { afterAll, beforeAll } from "vitest";
import { HANDLED_EVENTS } from "#server/testing/card-payments";
import { type LocalStripe, startLocalStripe } from "#server/testing/local-stripe/server";
import { type AppServer, startAppServer } from "./app-server";

export type CardPaymentsApp = { app: AppServer; stripe: LocalStripe; stop: () => Promise<void> };

/** What turns card payments on in the app, pointed at this local Stripe. */
export function cardPaymentsEnv(stripe: LocalStripe): Record<string, string> {
  return { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url };
}

export async function startAppWithCardPayments(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<CardPaymentsApp> {
  const stripe = await startLocalStripe({ enabledEvents: HANDLED_EVENTS });
  const app = await startAppServer({ ...options, env: cardPaymentsEnv(stripe) });
  stripe.setWebhookUrl(`${app.baseUrl}/api/stripe/webhook`);
  return {
    app,
    stripe,
    stop: async () => {
      await app.stop();
      await stripe.close();
    },
  };
}

/** A local Stripe server of the tests' own, started before them and closed after them. */
export function setUpLocalStripe(): { readonly server: LocalStripe } {
  const stripe = {} as { server: LocalStripe };
  beforeAll(async () => {
    stripe.server = await startLocalStripe();
  });
  afterAll(async () => {
    await stripe.server?.close();
  });
  return stripe;
}
