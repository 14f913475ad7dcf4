// Guests pay by card (issue 22, decision 012), in Chromium against the built app with card
// payments on and a local Stripe server, on the embedded database and (when TEST_DATABASE_URL is
// set) on PostgreSQL. The host first finishes Stripe's onboarding from Account, as a host does,
// and the sauna page then says the guest pays by card. A guest books, goes to Stripe Checkout,
// pays and comes back through /checkout/:id/paid to My Bookings: 'Confirmed', 'Paid €45.00'. A
// guest who goes Back on Checkout is asked first (the seats stay held, in English and Irish), and
// 'Release my seats' lands them on the sauna page with the time slot free again and the booking
// 'Not paid'. 'Complete payment' in My Bookings goes back to the same Checkout page and
// paying there confirms the booking. A paid booking cancelled more than 24 hours ahead is
// refunded to the card: 'Refunded €45.00', and Stripe holds the refund. A Checkout left open
// until Stripe expires it is released by the checkout.session.expired webhook: 'Not paid', and
// another guest books the slot. A bank transfer's events, held and then delivered newest first,
// and the completion sent again, confirm the booking once: one 'Paid €45.00', one confirmation
// e-mail, one booking in the slot. Started again with its payments worker's clock days ahead
// (TEST_CLOCK_OFFSET_HOURS), the app transfers the host's share once, 24 hours after the session,
// and admin Payouts shows it paid with Stripe's transfer. My Bookings in each payment state and
// admin Payouts at 375 and 1280 px, with axe.
import { simpleParser } from "mailparser";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAYMENT_NOTES } from "#domain/booking-payment";
import { formatDate } from "#domain/format-date";
import { openPostgres } from "#server/db/client";
import { grantAdminRole } from "#server/features/admin/grant-admin-role";
import { newPostgresDatabase } from "./app-server";
import { backOnOurPage, connectStripeFromAccount, onStripePages, startAppWithCardPayments, type CardPaymentsApp } from "./card-payments-app";
import { DEMO, DEMO_PASSWORD, lookAtBothSizes, numberedClients, saunaPath, sessionCookie, setUpBrowser, toast, toastsGone, visit } from "./harness";
import { chooseSession, dayLabel, daysAhead, type Session } from "./steps";

setUpBrowser();

/**
 * Who books (the guest, and another after them) and whose sauna, and who looks at Payouts: the
 * demo data's on the embedded database, rows of the test's own on PostgreSQL.
 */
type Cast = { host: string; guest: string; other: string; admin: string; sauna: string };

/**
 * How far ahead the payments worker's clock runs once the app is started again: past the payout
 * date (24 hours after the session) of a session two days ahead, whatever the time of day, and
 * weeks before those of the sessions a month ahead.
 */
const WORKER_AHEAD_HOURS = 5 * 24;

/**
 * PostgreSQL deployments have no demo data: a host (an owner of one published sauna, at the
 * schema's default prices and hours: a private session is €45.00 and 18:00 is open), two guests
 * and an administrator (made one as a deployment makes its first, `npm run admin:grant`), all
 * signed up through the app.
 */
async function castOnPostgres(app: { baseUrl: string }, databaseUrl: string): Promise<Cast> {
  const stamp = Date.now().toString(36);
  const cast = {
    host: `card-host-${stamp}@example.ie`,
    guest: `card-guest-${stamp}@example.ie`,
    other: `card-other-${stamp}@example.ie`,
    admin: `card-admin-${stamp}@example.ie`,
    sauna: `Card Test Sauna ${stamp}`,
  };
  await sessionCookie(app, { email: cast.host, password: DEMO_PASSWORD, fullName: "Niamh Card" }, "198.51.100.201");
  await sessionCookie(app, { email: cast.guest, password: DEMO_PASSWORD, fullName: "Ciarán Card" }, "198.51.100.202");
  await sessionCookie(app, { email: cast.other, password: DEMO_PASSWORD, fullName: "Róisín Card" }, "198.51.100.203");
  await sessionCookie(app, { email: cast.admin, password: DEMO_PASSWORD, fullName: "Deirdre Card" }, "198.51.100.204");
  const database = await openPostgres(databaseUrl, { max: 1 });
  await grantAdminRole(database.db, cast.admin, "admin");
  await database.close();
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [host] = await db`select id from "user" where email = ${cast.host}`;
  await db`update profiles set is_owner = true, is_verified = true where id = ${host.id}`;
  await db`insert into saunas (name, type, county, status, is_published, is_claimed, owner_id, owner_verified)
    values (${cast.sauna}, 'Wood-Fired', 'Galway', 'active', true, true, ${host.id}, true)`;
  await db.end();
  return cast;
}

for (const kind of ["embedded", "postgres"] as const) {
  describe.runIf(kind === "embedded" || process.env.TEST_DATABASE_URL)(`guests paying by card, on ${kind === "embedded" ? "the embedded database" : "PostgreSQL"}`, () => {
    let cards: CardPaymentsApp;
    let database: Awaited<ReturnType<typeof newPostgresDatabase>> | null = null;
    let cast: Cast;
    let clients: ReturnType<typeof numberedClients>;
    let guest: Page;
    let saunaAt: string;
    /** The booking paid in the first test, cancelled for a refund later. */
    let paid: { date: string; bookingId: string };
    /** The booking paid by bank transfer two days ahead, whose host is paid in the last test, and its charge. */
    let soon: { bookingId: string; chargeId: string };

    // The app starts for these tests alone (the shared one runs without card payments): up to its own deadline.
    beforeAll(async () => {
      database = kind === "postgres" ? await newPostgresDatabase(`sauna_eire_e2e_cards_${process.pid}`) : null;
      cards = await startAppWithCardPayments({ databaseUrl: database?.url });
      cast = database ? await castOnPostgres(cards.app, database.url) : { host: DEMO.owner, guest: DEMO.guest, other: "niamh@demo.sauna-eire.ie", admin: DEMO.admin, sauna: "Salthill Prom Sauna" };
      clients = numberedClients(cards.app);
      saunaAt = await saunaPath(cast.sauna, cards.app);
    }, 240_000);
    afterAll(async () => {
      await cards?.stop();
      await database?.drop();
    });

    const onStripe = (page: Page) => onStripePages(page, cards.stripe);
    const backOnOurs = (page: Page, path: string) => backOnOurPage(page, cards.app, path);
    const session = (days: number): Session => ({ date: daysAhead(days), type: "private", time: "18:00", guests: "2" });

    /** The booking the Checkout page open in the browser is for (Stripe keeps it in the session's metadata). */
    function bookingOnCheckout(page: Page): string {
      const sessionId = /\/(cs_[A-Za-z0-9_]+)/.exec(new URL(page.url()).pathname)?.[1];
      const bookingId = sessionId ? cards.stripe.checkoutSessions.get(sessionId)?.metadata?.booking_id : undefined;
      expect(bookingId, `a Checkout Session at ${page.url()}`).toBeTruthy();
      return bookingId!;
    }

    const checkoutSessionsOf = (bookingId: string) => [...cards.stripe.checkoutSessions.values()].filter((s) => s.metadata?.booking_id === bookingId);

    /** The events Stripe made about a Checkout Session, in the order made. */
    const eventsOf = (sessionId: string) => cards.stripe.events.filter((e) => e.event.data.object.id === sessionId);

    /** Booking confirmations sent for the booking: without SMTP_URL the app saves each message it sends as an .eml file in DATA_DIR/mail. */
    async function confirmationsSent(bookingId: string): Promise<number> {
      const dir = path.join(cards.dataDir, "mail");
      const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.includes("-booking-confirmed-")) : [];
      const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
      return mails.filter((mail) => mail.text?.includes(bookingId.slice(0, 8))).length;
    }

    /** Chooses the session on the sauna page and presses Book Now: the browser goes to Stripe Checkout, asking €45.00. */
    async function bookNow(page: Page, booked: Session): Promise<string> {
      await visit(page, saunaAt);
      await chooseSession(page, booked);
      await page.getByRole("button", { name: "Book Now" }).click();
      await onStripe(page);
      await page.getByText("Total due: €45.00").waitFor();
      return bookingOnCheckout(page);
    }

    /** Pays on the open Checkout page: back through /checkout/<booking>/paid to My Bookings, 'Booking confirmed!'. */
    async function pay(page: Page, bookingId: string) {
      const returned = page.waitForRequest((request) => new URL(request.url()).pathname === `/checkout/${bookingId}/paid`);
      await page.getByRole("button", { name: "Pay €45.00" }).click();
      await returned;
      await backOnOurs(page, "/my-account/bookings");
      await toast(page, "Booking confirmed!", "Your payment went through and your sauna session is booked.").waitFor();
    }

    /** The booking's card in My Bookings (opened if it isn't the page already). */
    async function cardOf(page: Page, booked: Session) {
      if (new URL(page.url()).pathname !== "/my-account/bookings") await visit(page, "/my-account/bookings");
      // The date must be the whole text of its line: "1 Dec 2026" is also inside "31 Dec 2026".
      const card = page
        .locator("article")
        .filter({ hasText: cast.sauna })
        .filter({ has: page.getByText(formatDate(booked.date), { exact: true }) })
        .filter({ hasText: `${booked.time}–` });
      await card.waitFor();
      return card;
    }

    /** Once the toasts have gone: both widths, axe and screenshots (see lookAtBothSizes). */
    async function capture(page: Page, name: string) {
      await toastsGone(page);
      await lookAtBothSizes(page, `card-payments-${kind}-${name}`);
    }

    it("opens card bookings once the host finishes Stripe's onboarding: the sauna page says the guest pays by card", async () => {
      const host = await clients.signedInPage(cast.host);
      await connectStripeFromAccount(host, cards);
      await host.context().close();

      guest = await clients.signedInPage(cast.guest);
      await visit(guest, saunaAt);
      await guest.getByText(PAYMENT_NOTES.card).waitFor();
      expect(await guest.getByText(PAYMENT_NOTES.card_not_ready).count()).toBe(0);
    });

    it("pays on Stripe Checkout and comes back to My Bookings: 'Confirmed', 'Paid €45.00'", async () => {
      const booked = session(30);
      const bookingId = await bookNow(guest, booked);
      await guest.getByText(`Email: ${cast.guest}`).waitFor();
      await pay(guest, bookingId);
      const card = await cardOf(guest, booked);
      await card.getByText("Confirmed", { exact: true }).waitFor();
      await card.getByText("Paid €45.00", { exact: true }).waitFor();
      await card.getByRole("link", { name: "Add to Calendar" }).waitFor();
      expect(await card.getByRole("link", { name: "Complete payment" }).count()).toBe(0);
      await capture(guest, "paid");
      paid = { date: booked.date, bookingId };
    });

    it("books from the Irish page with an English account: Stripe's line is in Irish, and paying brings the guest back to the Irish My Bookings", async () => {
      const booked = session(34);
      await visit(guest, `/ga${saunaAt}`);
      await guest.locator("#booking-date").fill(booked.date);
      await guest.getByLabel("Cineál áirithinte").selectOption(booked.type);
      await expect.poll(() => guest.locator(`#booking-time option[value='${booked.time}']`).isDisabled()).toBe(false);
      await guest.getByLabel("Am an tseisiúin").selectOption(booked.time);
      await guest.getByLabel("Aíonna").selectOption(booked.guests);
      await guest.getByRole("button", { name: "Cuir in Áirithe Anois" }).click();
      await onStripe(guest);
      await guest.getByText(`Seisiún Príobháideach ag ${cast.sauna}, ${formatDate(booked.date, "ga")} ag 18:00 (2 aoi)`).waitFor();
      const bookingId = bookingOnCheckout(guest);
      const returned = guest.waitForRequest((request) => new URL(request.url()).pathname === `/ga/checkout/${bookingId}/paid`);
      await guest.getByRole("button", { name: "Pay €45.00" }).click();
      await returned;
      await backOnOurs(guest, "/ga/my-account/bookings");
      await toast(guest, "Áirithint deimhnithe!", "Glacadh le d'íocaíocht agus tá do sheisiún sabhna curtha in áirithe.").waitFor();
    });

    it("asks a guest who goes Back on Checkout before releasing anything; 'Release my seats' frees the time slot, and the booking is 'Not paid'", async () => {
      const booked = session(31);
      const bookingId = await bookNow(guest, booked);
      // Meanwhile the slot is held for this guest: nobody else can book it, only join its waitlist.
      const other = await clients.page();
      const slotIsFull = async () => {
        await visit(other, saunaAt);
        await other.locator("#booking-date").fill(booked.date);
        await other.getByLabel("Booking type").selectOption("private");
        await expect.poll(() => other.locator("#booking-time option[value='18:00']").textContent()).toContain("Full — join the waitlist");
      };
      await slotIsFull();

      // Back on Checkout is a GET of cancel_url: it changes nothing (decision 012), the page asks.
      await guest.getByRole("link", { name: "Back" }).click();
      await backOnOurs(guest, `/checkout/${bookingId}/cancelled`);
      await guest.getByRole("heading", { name: "Payment not completed" }).waitFor();
      const heldUntil = new Date(cards.stripe.checkoutSessions.get(checkoutSessionsOf(bookingId)[0].id)!.expires_at * 1000);
      const time = new Intl.DateTimeFormat("en-IE", { timeZone: "Europe/Dublin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(heldUntil);
      await guest.getByText(`You left the payment page. Your seats are held until ${time}.`).waitFor();
      await guest.getByRole("link", { name: "Back to paying" }).waitFor();
      await toastsGone(guest);
      await lookAtBothSizes(guest, `card-payments-${kind}-left-checkout`);
      // In Irish too; and neither look released the seats or ended the session at Stripe.
      await visit(guest, `/ga/checkout/${bookingId}/cancelled`);
      await guest.getByText(`D'fhág tú leathanach na híocaíochta. Tá do shuíocháin á gcoinneáil duit go dtí ${time}.`).waitFor();
      await guest.getByRole("button", { name: "Scaoil mo shuíocháin" }).waitFor();
      await guest.getByRole("link", { name: "Fill ar an íocaíocht" }).waitFor();
      await lookAtBothSizes(guest, `card-payments-${kind}-left-checkout-ga`);
      expect(checkoutSessionsOf(bookingId).map((s) => s.status)).toEqual(["open"]);
      await slotIsFull();

      await visit(guest, `/checkout/${bookingId}/cancelled`);
      await guest.getByRole("button", { name: "Release my seats" }).click();
      await backOnOurs(guest, saunaAt);
      await toast(guest, "Payment not completed", "You left the payment page, so the time slot was released. You haven't been charged.").waitFor();
      // Ended at Stripe too: the page left behind can't take a payment any more.
      expect(checkoutSessionsOf(bookingId).map((s) => s.status)).toEqual(["expired"]);

      // Released: offered to the other guest again.
      await visit(other, saunaAt);
      await chooseSession(other, booked);
      await other.context().close();

      const card = await cardOf(guest, booked);
      await card.getByText("Not paid", { exact: true }).waitFor();
      await card.getByText("You haven't been charged.", { exact: true }).waitFor();
      expect(await card.getByRole("button", { name: "Cancel" }).count()).toBe(0);
      expect(await card.getByRole("link", { name: "Complete payment" }).count()).toBe(0);
      await capture(guest, "not-paid");
      // Two pages asked and looked at in two languages at both widths before the release.
    }, 180_000);

    it("releases the time slot when Stripe expires a Checkout left unpaid: the booking 'Not paid', and another guest books the slot", async () => {
      const booked = session(33);
      const bookingId = await bookNow(guest, booked);
      // The guest leaves Checkout open and walks away; at the end of the hold Stripe expires it and says so.
      const [checkout] = checkoutSessionsOf(bookingId);
      await cards.stripe.expireCheckout(checkout.id);
      await cards.stripe.webhooksSettled();
      expect(eventsOf(checkout.id).map((e) => [e.type, e.attempts.map((a) => a.status)])).toEqual([["checkout.session.expired", [200]]]);

      const card = await cardOf(guest, booked);
      await card.getByText("Not paid", { exact: true }).waitFor();
      await card.getByText("You haven't been charged.", { exact: true }).waitFor();
      expect(await card.getByRole("link", { name: "Complete payment" }).count()).toBe(0);

      // Released: another guest books the slot and pays for it.
      const other = await clients.signedInPage(cast.other);
      await pay(other, await bookNow(other, booked));
      await (await cardOf(other, booked)).getByText("Paid €45.00", { exact: true }).waitFor();
      await other.context().close();
    });

    it("offers 'Complete payment' while the slot is held, back to the same Checkout page, where paying confirms the booking", async () => {
      const booked = session(32);
      const bookingId = await bookNow(guest, booked);
      const checkoutPage = guest.url();
      // The guest wanders off before paying, and finds the booking in My Bookings.
      let card = await cardOf(guest, booked);
      await card.getByText("Pending payment", { exact: true }).waitFor();
      await card.getByText(/^Complete your payment of €45\.00 by \d\d:\d\d to keep this time slot\.$/).waitFor();
      await capture(guest, "awaiting-payment");

      await card.getByRole("link", { name: "Complete payment" }).click();
      await onStripe(guest);
      expect(guest.url()).toBe(checkoutPage);
      expect(checkoutSessionsOf(bookingId)).toHaveLength(1);
      await pay(guest, bookingId);
      card = await cardOf(guest, booked);
      await card.getByText("Confirmed", { exact: true }).waitFor();
      await card.getByText("Paid €45.00", { exact: true }).waitFor();
    });

    it("confirms a bank transfer once, its events held, delivered newest first and the completion sent again: 'Paid €45.00', one confirmation e-mail, one booking in the slot", async () => {
      const booked = session(2);
      const bookingId = await bookNow(guest, booked);
      const [checkout] = checkoutSessionsOf(bookingId);
      cards.stripe.holdWebhooks();
      // Checkout is done but the money isn't there yet: the booking waits for the bank.
      await guest.getByRole("button", { name: "Pay by bank transfer (confirmed later)" }).click();
      await backOnOurs(guest, "/my-account/bookings");
      await toast(guest, "Payment received").waitFor();
      let card = await cardOf(guest, booked);
      await card.getByText("Pending payment", { exact: true }).waitFor();
      await card.getByText("Your payment of €45.00 is on its way from your bank. Your booking is confirmed as soon as it clears.", { exact: true }).waitFor();

      // The transfer clears. Stripe's two events wait, then arrive newest first; the completion comes again.
      await cards.stripe.settleAsyncPayment(checkout.id, true);
      const events = eventsOf(checkout.id);
      expect(events.map((e) => [e.type, e.state])).toEqual([["checkout.session.completed", "held"], ["checkout.session.async_payment_succeeded", "held"]]);
      await cards.stripe.deliverHeld({ order: "reversed" });
      cards.stripe.releaseWebhooks();
      const [completed, succeeded] = events;
      expect([succeeded, completed].map((e) => e.attempts.map((a) => a.status))).toEqual([[200], [200]]);
      expect(succeeded.attempts[0].at.getTime()).toBeLessThanOrEqual(completed.attempts[0].at.getTime());
      expect((await cards.stripe.redeliver(completed.id)).status).toBe(200);

      await guest.reload();
      card = await cardOf(guest, booked);
      await card.getByText("Confirmed", { exact: true }).waitFor();
      await card.getByText("Paid €45.00", { exact: true }).waitFor();
      await expect.poll(() => confirmationsSent(bookingId), { timeout: 15_000 }).toBe(1);

      // One booking holds the slot: the host's calendar has one booking of two guests on the day, the private session full.
      const host = await clients.signedInPage(cast.host);
      await visit(host, `/dashboard/calendar?sauna=${saunaAt.split("/").pop()}&month=${booked.date.slice(0, 7)}&day=${booked.date}`);
      await host.getByRole("button", { name: new RegExp(`^${dayLabel(booked.date)}.*1 booking, 2 guests`) }).waitFor();
      await host.getByRole("region", { name: dayLabel(booked.date) }).getByText("Full · private booking").waitFor();
      await host.context().close();
      // Still one confirmation, the events long answered.
      expect(await confirmationsSent(bookingId)).toBe(1);
      const chargeId = cards.stripe.paymentIntents.get(checkout.payment_intent as string)?.latest_charge;
      expect(chargeId).toBeTruthy();
      soon = { bookingId, chargeId: chargeId as string };
    });

    it("refunds a paid booking cancelled more than 24 hours ahead to the card: 'Refunded €45.00'", async () => {
      const booked = { ...session(30), date: paid.date };
      let card = await cardOf(guest, booked);
      await card.getByRole("button", { name: "Cancel" }).click();
      const dialog = guest.getByRole("alertdialog", { name: "Cancel Booking?" });
      await dialog.getByText(`Your session at ${cast.sauna} on ${formatDate(booked.date)} will be cancelled and you will get a full refund of €45.00, back to the card you paid with.`).waitFor();
      await dialog.getByRole("button", { name: "Cancel Booking" }).click();
      await toast(guest, "Booking cancelled", "You'll get a full refund of €45.00 to the card you paid with.").waitFor();
      await card.getByText("Cancelled", { exact: true }).waitFor();
      await card.getByText(/^(Refund of €45\.00 on its way|Refunded €45\.00)$/).waitFor();

      // The payments worker makes the refund on its next round (every 30 seconds), and Stripe's charge.refunded confirms it.
      await vi.waitFor(
        async () => {
          await guest.reload();
          card = await cardOf(guest, booked);
          expect(await card.getByText("Refunded €45.00", { exact: true }).count()).toBe(1);
        },
        { timeout: 90_000, interval: 2_000 },
      );
      await capture(guest, "refunded");
      const refunds = [...cards.stripe.refunds.values()].filter((r) => r.metadata?.booking_id === paid.bookingId);
      expect(refunds.map((r) => [r.amount, r.currency, r.status])).toEqual([[4500, "eur", "succeeded"]]);
    }, 150_000);

    it("transfers the host's share once, 24 hours after the session, and admin Payouts shows it paid with Stripe's transfer", async () => {
      // The app again, its payments worker's clock days ahead: past the payout date of the session paid by bank transfer.
      await cards.restart({ TEST_CLOCK_OFFSET_HOURS: String(WORKER_AHEAD_HOURS) });
      const transfersOf = (bookingId: string) => [...cards.stripe.transfers.values()].filter((t) => t.transfer_group === bookingId);
      // The worker's rounds come every 30 seconds.
      await vi.waitFor(() => expect(transfersOf(soon.bookingId)).toHaveLength(1), { timeout: 90_000, interval: 500 });
      const [transfer] = transfersOf(soon.bookingId);
      const [hostAccount] = cards.stripe.accounts.keys();
      // The host's share of €45.00 after the 15% commission, in cents, paid from the booking's own charge.
      expect(transfer).toMatchObject({ amount: 3825, currency: "eur", destination: hostAccount, source_transaction: soon.chargeId });
      // Once, with the booking's first Idempotency-Key; no other payout is due yet (the refunded one never will be).
      const asked = cards.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/transfers");
      expect(asked.map((r) => [r.status, r.idempotencyKey])).toEqual([[200, `transfer-${soon.bookingId}-1`]]);
      expect(cards.stripe.transfers.size).toBe(1);

      const admin = await clients.signedInPage(cast.admin);
      await visit(admin, "/admin/payouts?filter=paid");
      const line = admin.getByRole("row").filter({ hasText: soon.bookingId.slice(0, 8) });
      await line.getByText("Paid", { exact: true }).waitFor();
      await line.getByText(transfer.id, { exact: true }).waitFor();
      await line.getByText("€38.25", { exact: true }).waitFor();
      // On a phone the ledger scrolls sideways: to the line's payout, so the screenshot shows it.
      await lookAtBothSizes(admin, `card-payments-${kind}-admin-payouts-paid`, { atEachSize: () => line.getByText(transfer.id, { exact: true }).scrollIntoViewIfNeeded() });
      await admin.context().close();
    }, 240_000);
  });
}
