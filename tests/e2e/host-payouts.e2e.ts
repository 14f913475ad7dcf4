// A host's payouts on the owner dashboard's Overview (issue 22 item 7), in Chromium against the
// built app with card payments on and a local Stripe server, on the embedded database. The demo
// owner finishes Stripe's onboarding from Account; a guest pays four sessions on Stripe Checkout;
// one payment is disputed and Stripe will refuse the next transfer. The app is then started again
// with its payments worker's clock ten days ahead (TEST_CLOCK_OFFSET_HOURS), so three payouts fall
// due: one is refused by Stripe (delayed), one sent by Stripe transfer (with its id), the disputed
// one held, saying why; the fourth is still to come on its date. The Overview shows each at 375
// and 1280 px, with axe; without card payments (the shared app) it has no payouts at all.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { HANDLED_EVENTS } from "#server/testing/card-payments";
import { type LocalStripe, startLocalStripe } from "#server/testing/local-stripe/server";
import { setUpApp, setUpDataDir, startAppServer } from "./app-server";
import { backOnOurPage, cardPaymentsEnv, connectStripeFromAccount, onStripePages } from "./card-payments-app";
import { DEMO, lookAtBothSizes, numberedClients, saunaPath, setUpBrowser, signedInPage, toastsGone, visit } from "./harness";
import { chooseSession, daysAhead } from "./steps";

/** A disputed payment's hold, as the host reads it (dashboard messages). */
const DISPUTED_HOLD = "Held: the guest disputed the payment with their bank";

setUpBrowser();

const SAUNA = "Salthill Prom Sauna";
/**
 * How far ahead the payments worker's clock runs once the sessions are paid: past the payout
 * dates (the day after each session) of the sessions 2, 3 and 4 days ahead, and before the one
 * of the session 7 days ahead, whatever the time of day.
 */
const WORKER_AHEAD_DAYS = 6;

let stripe: LocalStripe;
beforeAll(async () => {
  stripe = await startLocalStripe({ enabledEvents: HANDLED_EVENTS });
});
afterAll(async () => {
  await stripe?.close();
});
const dataDir = setUpDataDir("sauna-eire-e2e-payouts-");
let workerAheadHours = 0;
// Its own app (the shared one runs without card payments), started again with the worker's clock ahead.
const app = setUpApp(async (port) => {
  const started = await startAppServer({ dataDir: dataDir.path, port, env: { ...cardPaymentsEnv(stripe), TEST_CLOCK_OFFSET_HOURS: String(workerAheadHours) } });
  stripe.setWebhookUrl(`${started.baseUrl}/api/stripe/webhook`);
  return started;
}, 240_000);

const onStripe = (page: Page) => onStripePages(page, stripe);
const backOnOurs = (page: Page, path: string) => backOnOurPage(page, app, path);

/** The booking the open Checkout page is for, and the charge its payment made (once paid). */
function checkoutOf(page: Page) {
  const sessionId = /\/(cs_[A-Za-z0-9_]+)/.exec(new URL(page.url()).pathname)![1];
  return {
    bookingId: stripe.checkoutSessions.get(sessionId)!.metadata!.booking_id,
    chargeId: () => stripe.paymentIntents.get(stripe.checkoutSessions.get(sessionId)!.payment_intent!)!.latest_charge!,
  };
}

describe("a host with card payments on", () => {
  let clients: ReturnType<typeof numberedClients>;
  let host: Page;
  let saunaId = "";
  /** The sessions paid, by what becomes of their payouts: refused by Stripe, sent, held, to come. */
  const days = { refused: 2, sent: 3, held: 4, toCome: 7 };
  const paid = {} as Record<keyof typeof days, { bookingId: string; chargeId: string }>;

  it("is paid for four sessions on Stripe Checkout, one of them disputed", async () => {
    clients = numberedClients(app);
    host = await clients.signedInPage(DEMO.owner);
    await connectStripeFromAccount(host, { app, stripe });

    const at = await saunaPath(SAUNA, app);
    saunaId = at.split("/").pop()!;
    const guest = await clients.signedInPage(DEMO.guest);
    for (const [what, ahead] of Object.entries(days) as [keyof typeof days, number][]) {
      await visit(guest, at);
      await chooseSession(guest, { date: daysAhead(ahead), type: "private", time: "18:00", guests: "2" });
      await guest.getByRole("button", { name: "Book Now" }).click();
      await onStripe(guest);
      const checkout = checkoutOf(guest);
      await guest.getByRole("button", { name: "Pay €45.00" }).click();
      await backOnOurs(guest, "/my-account/bookings");
      paid[what] = { bookingId: checkout.bookingId, chargeId: checkout.chargeId() };
    }
    await guest.context().close();
    await stripe.createDispute(paid.held.chargeId);
    await stripe.webhooksSettled();
  });

  it("sees on the Overview what is to come, each on its date, before any payout is due", async () => {
    await visit(host, `/dashboard?sauna=${saunaId}`);
    // The earliest five, by date (the demo's sessions paid at the sauna among them): the payout
    // is the day after the session. The dispute shows once the worker holds the payout.
    const toCome = host.getByRole("list", { name: "Still to come" });
    for (const what of ["refused", "sent", "held"] as const) {
      await toCome.getByRole("listitem").filter({ hasText: `Session ${formatDate(daysAhead(days[what]))}, 18:00` }).getByText(`By Stripe transfer on ${formatDate(daysAhead(days[what] + 1))}`, { exact: true }).waitFor();
    }
    await toCome.getByText(/^Due \d+ \w+ \d{4}$/).first().waitFor();
  });

  it("sees, once three payouts are due, one sent by Stripe transfer, one held and why, one delayed, and one still to come", async () => {
    // Stripe refuses the first transfer the worker asks for: the earliest payout's.
    stripe.failNext({ method: "POST", path: "/v1/transfers" }, { status: 400, message: "The destination account can't receive transfers." });
    workerAheadHours = WORKER_AHEAD_DAYS * 24;
    await app.restart();
    // The restarted worker's first pass, seen as Stripe sees it: the transfer it made.
    await expect.poll(() => [...stripe.transfers.values()].filter((tr) => tr.metadata?.booking_id === paid.sent.bookingId).length).toBe(1);
    const [transfer] = [...stripe.transfers.values()].filter((tr) => tr.metadata?.booking_id === paid.sent.bookingId);
    expect(transfer.amount).toBe(3825);

    await visit(host, `/dashboard?sauna=${saunaId}`);
    const line = (list: string, what: keyof typeof days) =>
      host.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: `Session ${formatDate(daysAhead(days[what]))}, 18:00` });
    await line("Sent to you", "sent").getByText(new RegExp(`^Sent by Stripe transfer on \\d+ \\w+ \\d{4} · ${transfer.id}$`)).waitFor();
    await line("Sent to you", "sent").getByText(formatMoney(transfer.amount / 100), { exact: true }).waitFor();
    await line("Still to come", "refused").getByText("Delayed: Stripe couldn't send it yet, and we're looking into it").waitFor();
    await line("Still to come", "held").getByText(DISPUTED_HOLD).waitFor();
    await line("Still to come", "toCome").getByText(`By Stripe transfer on ${formatDate(daysAhead(days.toCome + 1))}`, { exact: true }).waitFor();
    // Held and delayed first, what the host may act on.
    const first = host.getByRole("list", { name: "Still to come" }).getByRole("listitem");
    expect(await first.nth(0).textContent()).toContain("Delayed");
    expect(await first.nth(1).textContent()).toContain(DISPUTED_HOLD);
    for (const what of ["refused", "held", "toCome"] as const) await line("Still to come", what).getByText("€38.25", { exact: true }).waitFor();
    await host.getByText("A held payout is sent as soon as the reason is sorted.").waitFor();
    await toastsGone(host);
    await lookAtBothSizes(host, "host-payouts-overview");
  });
});

describe("a host without card payments", () => {
  it("sees the Overview as before: no payouts", async () => {
    const host = await signedInPage(DEMO.owner);
    await visit(host, "/dashboard");
    await host.getByRole("heading", { name: "Quick actions" }).waitFor();
    expect(await host.getByRole("heading", { name: "Payouts" }).count()).toBe(0);
    await host.context().close();
  });
});
