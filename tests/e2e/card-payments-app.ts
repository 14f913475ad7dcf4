// The built app with card payments on (decision 012), talking to a local Stripe server started for
// the test: STRIPE_API_URL points the official SDK at it, and its signed events go to the app's
// own webhook, as Stripe's would.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { HANDLED_EVENTS } from "#server/testing/card-payments";
import { type LocalStripe, startLocalStripe } from "#server/testing/local-stripe/server";
import { type AppServer, startAppServer } from "./app-server";
import { visit } from "./harness";

export type CardPaymentsApp = {
  app: AppServer;
  stripe: LocalStripe;
  /** The app's DATA_DIR, kept while it runs and across restarts (without SMTP_URL its mail is saved under mail/ as .eml files). */
  dataDir: string;
  /** Stops the app and starts it again on the same address, data and local Stripe, with `env` added to its environment. */
  restart: (env?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
};

/** What turns card payments on in the app, pointed at this local Stripe. */
export function cardPaymentsEnv(stripe: LocalStripe): Record<string, string> {
  return { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url };
}

export async function startAppWithCardPayments(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<CardPaymentsApp> {
  const stripe = await startLocalStripe({ enabledEvents: HANDLED_EVENTS });
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "sauna-eire-e2e-cards-"));
  const start = async (env: Record<string, string> = {}, port?: number) => {
    const started = await startAppServer({ databaseUrl: options.databaseUrl, dataDir, port, env: { ...cardPaymentsEnv(stripe), ...env } });
    stripe.setWebhookUrl(`${started.baseUrl}/api/stripe/webhook`);
    return started;
  };
  // One object for the app's whole life: whoever holds it (numberedClients, say) sees it restarted.
  const app = await start();
  return {
    app,
    stripe,
    dataDir,
    restart: async (env) => {
      const port = Number(new URL(app.baseUrl).port);
      await app.stop();
      Object.assign(app, await start(env, port));
    },
    stop: async () => {
      await app.stop();
      await stripe.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
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

/** Waits until the browser is on the local Stripe's hosted pages (Checkout, onboarding). */
export function onStripePages(page: Page, stripe: { url: string }) {
  return page.waitForURL((url) => url.origin === new URL(stripe.url).origin);
}

/** Waits until Stripe has sent the browser back to our app, at `path`. */
export function backOnOurPage(page: Page, app: { baseUrl: string }, path: string) {
  return page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === path);
}

/** A host signed in on `page` connects Stripe from the dashboard's Account and finishes Stripe's onboarding: Account says Ready. */
export async function connectStripeFromAccount(page: Page, { app, stripe }: { app: { baseUrl: string }; stripe: { url: string } }) {
  await visit(page, "/dashboard/account");
  const payments = page.getByRole("region", { name: "Payments" });
  await payments.getByRole("button", { name: "Connect Stripe" }).click();
  await onStripePages(page, stripe);
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await backOnOurPage(page, app, "/dashboard/account");
  await payments.getByText("Ready", { exact: true }).waitFor();
}
