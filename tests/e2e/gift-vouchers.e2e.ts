// Gift vouchers (issue 25, decision 017), in Chromium against the built app with card payments on
// and a local Stripe server, on the embedded database. The host finishes Stripe's onboarding. A
// buyer fills in 'Gift a Sauna Session', pays €75.00 on Stripe Checkout and comes back to 'Gift
// voucher paid'; the receipt goes to them and the voucher to its recipient by e-mail (the day
// chosen is today), with the code and a link to the printable voucher. The recipient opens it:
// €75.00, the code, five years, no fee. They book a €45.00 session with the code: no Checkout,
// 'Paid €45.00 by gift voucher', €30.00 left; then the next €45.00 session: Checkout asks €15.00,
// the voucher paying the rest. Back on Checkout changes nothing: the page asks, and only 'Cancel
// this purchase' (a POST) gives the voucher up. The page without card payments says so, without its form. The
// page, the voucher, My Bookings and admin Reports at 375 and 1280 px, with axe.
import { simpleParser, type ParsedMail } from "mailparser";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_TEXTS } from "#domain/gift-vouchers";
import { backOnOurPage, connectStripeFromAccount, onStripePages, startAppWithCardPayments, type CardPaymentsApp } from "./card-payments-app";
import { DEMO, lookAtBothSizes, numberedClients, saunaPath, setUpBrowser, toast, toastsGone, visit } from "./harness";
import { chooseSession, daysAhead, type Session } from "./steps";

setUpBrowser();

const BUYER = "niamh@demo.sauna-eire.ie";
const SAUNA = "Salthill Prom Sauna";

describe("gift vouchers, on the embedded database", () => {
  let cards: CardPaymentsApp;
  let clients: ReturnType<typeof numberedClients>;
  let saunaAt: string;
  let voucherLink: string;
  let code: string;

  beforeAll(async () => {
    cards = await startAppWithCardPayments();
    clients = numberedClients(cards.app);
    saunaAt = await saunaPath(SAUNA, cards.app);
  }, 240_000);
  afterAll(async () => {
    await cards?.stop();
  });

  /** Every message the app has sent (saved as .eml files in DATA_DIR/mail without SMTP_URL). */
  async function mailsSent(): Promise<ParsedMail[]> {
    const dir = path.join(cards.dataDir, "mail");
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.includes("-gift-voucher")) : [];
    return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
  }
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? "";

  async function capture(page: Page, name: string) {
    await toastsGone(page);
    await lookAtBothSizes(page, `gift-vouchers-${name}`);
  }

  /** 'Back' on Stripe Checkout: to the purchase's cancel_url, which asks before giving anything up. */
  async function leaveCheckout(buyer: Page) {
    await buyer.getByRole("link", { name: "Back" }).click();
    await buyer.waitForURL((url) => url.origin === cards.app.baseUrl && /^\/gift-vouchers\/[0-9a-f-]{36}\/cancelled$/.test(url.pathname));
    await buyer.getByRole("heading", { level: 1, name: "Payment not completed" }).waitFor();
  }

  const session = (days: number): Session => ({ date: daysAhead(days), type: "private", time: "18:00", guests: "2" });

  it("sells a voucher on Stripe Checkout: the buyer's receipt at once, and the recipient's voucher with its code and printable page", async () => {
    const host = await clients.signedInPage(DEMO.owner);
    await connectStripeFromAccount(host, cards);
    await host.context().close();

    const buyer = await clients.signedInPage(BUYER);
    // From the sauna page's booking section, which offers that sauna's sessions as amounts too.
    await visit(buyer, saunaAt);
    await buyer.getByRole("link", { name: "Give a session here as a gift" }).click();
    await buyer.waitForURL((url) => url.pathname === "/gift-vouchers");
    await buyer.getByLabel(`Private Session at ${SAUNA}: €45.00`).waitFor();
    await buyer.getByRole("heading", { level: 1, name: VOUCHER_TEXTS.pageTitle }).waitFor();
    await buyer.getByText(VOUCHER_TEXTS.legal).waitFor();
    await capture(buyer, "page");

    // The server decides: an amount off the €5 steps is refused with the rule.
    await buyer.getByLabel("Amount in euro").fill("77");
    await buyer.getByLabel("Recipient's name").fill("Aoife Guest");
    await buyer.getByLabel("Recipient's email").fill(DEMO.guest);
    await buyer.getByLabel("Message").fill("Happy birthday! Enjoy the heat.");
    await buyer.getByRole("button", { name: "Continue to payment" }).click();
    await buyer.getByText("Please choose an amount from €25 to €500, in steps of €5").first().waitFor();

    await buyer.getByLabel("Amount in euro").fill("75");
    await buyer.getByRole("button", { name: "Continue to payment" }).click();
    await onStripePages(buyer, cards.stripe);
    await buyer.getByText("Total due: €75.00").waitFor();
    // Back on Checkout is a GET of cancel_url: it gives nothing up, the page asks (in Irish too).
    await leaveCheckout(buyer);
    const leftAt = new URL(buyer.url()).pathname;
    await buyer.getByText("You left the payment page. Your €75.00 gift voucher for Aoife Guest isn't bought yet.").waitFor();
    await buyer.getByRole("button", { name: "Cancel this purchase" }).waitFor();
    await capture(buyer, "left-checkout");
    await visit(buyer, `/ga${leftAt}`);
    await buyer.getByRole("heading", { level: 1, name: "Íocaíocht gan chríochnú" }).waitFor();
    await buyer.getByText("D'fhág tú leathanach na híocaíochta. Níl do dhearbhán bronntanais €75.00 do Aoife Guest ceannaithe fós.").waitFor();
    await buyer.getByRole("button", { name: "Cealaigh an ceannach seo" }).waitFor();
    await capture(buyer, "left-checkout-ga");
    await visit(buyer, leftAt);
    await buyer.getByRole("link", { name: "Back to paying" }).click();
    await onStripePages(buyer, cards.stripe);
    await buyer.getByRole("button", { name: "Pay €75.00" }).click();
    // Back from Stripe, the buyer sees what they bought, for whom, and that it is e-mailed; not an empty form.
    await buyer.waitForURL((url) => url.origin === cards.app.baseUrl && /^\/my-account\/gift-vouchers\/[0-9a-f-]{36}$/.test(url.pathname));
    await toast(buyer, "Gift voucher paid", "Your €75.00 voucher goes to Aoife Guest by e-mail on").waitFor();
    await buyer.getByRole("heading", { level: 1, name: "Gift voucher bought" }).waitFor();
    await buyer.getByText("You bought a €75.00 gift voucher for Aoife Guest.").waitFor();
    await buyer.getByText(new RegExp(`(On its way to|E-mailed to) Aoife Guest at ${DEMO.guest.replace(".", "\\.")}`)).waitFor();
    await capture(buyer, "bought");
    // My Account's Gift vouchers lists it, with its balance and state.
    await buyer.getByRole("link", { name: "See all your gift vouchers" }).click();
    await buyer.waitForURL((url) => url.pathname === "/my-account/gift-vouchers");
    const bought = buyer.getByRole("region", { name: "Bought by you" }).getByRole("article", { name: "For Aoife Guest" });
    await bought.getByText("Valid", { exact: true }).waitFor();
    expect(await bought.getByText("€75.00").count()).toBe(2); // its value and its balance
    await capture(buyer, "my-vouchers");
    // In Irish too.
    await visit(buyer, "/ga/my-account/gift-vouchers");
    await buyer.getByRole("heading", { level: 1, name: "Dearbháin bhronntanais" }).waitFor();
    await buyer.getByRole("region", { name: "Ceannaithe agat" }).getByRole("article", { name: "Do Aoife Guest" }).getByText("Bailí", { exact: true }).waitFor();
    await capture(buyer, "my-vouchers-ga");

    // Only 'Cancel this purchase' (a POST) gives a voucher up: the session is ended at Stripe.
    await visit(buyer, "/gift-vouchers");
    await buyer.getByLabel("Amount in euro").fill("30");
    await buyer.getByLabel("Recipient's name").fill("Cian Guest");
    await buyer.getByLabel("Recipient's email").fill(DEMO.guest);
    await buyer.getByRole("button", { name: "Continue to payment" }).click();
    await onStripePages(buyer, cards.stripe);
    await leaveCheckout(buyer);
    await buyer.getByRole("button", { name: "Cancel this purchase" }).click();
    await buyer.waitForURL((url) => url.origin === cards.app.baseUrl && url.pathname === "/gift-vouchers");
    await toast(buyer, "Payment not completed", "You left the payment page, so no voucher was bought. You haven't been charged.").waitFor();
    await visit(buyer, "/my-account/gift-vouchers");
    await buyer.getByRole("region", { name: "Bought by you" }).getByRole("article", { name: "For Aoife Guest" }).waitFor();
    // Given up, not waiting for payment: no longer among the buyer's vouchers.
    expect(await buyer.getByRole("article", { name: "For Cian Guest" }).count()).toBe(0);
    await buyer.context().close();

    let voucherMail: ParsedMail | undefined;
    await expect
      .poll(async () => {
        const mails = await mailsSent();
        voucherMail = mails.find((m) => to(m).includes(DEMO.guest));
        return [Boolean(mails.find((m) => to(m).includes(BUYER) && m.subject?.startsWith("Your receipt"))), Boolean(voucherMail)];
      }, { timeout: 30_000 })
      .toEqual([true, true]);
    expect(voucherMail!.subject).toContain("sent you a €75.00 sauna gift voucher");
    code = /Code: ([A-Z0-9-]+)/.exec(voucherMail!.text ?? "")![1];
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    voucherLink = new URL(/(http\S+\/gift-vouchers\/voucher\/\S+)/.exec(voucherMail!.text ?? "")![1]).pathname;
  }, 180_000);

  it("shows the recipient the printable voucher: the amount, the code, five years and no fee", async () => {
    const page = await clients.page();
    await visit(page, voucherLink);
    await page.getByRole("heading", { name: "Gift voucher" }).waitFor();
    await page.getByText("For Aoife Guest").waitFor();
    await page.getByText("€75.00", { exact: true }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByText(VOUCHER_TEXTS.legal).waitFor();
    await capture(page, "voucher");
    await page.context().close();

    // In both languages the page is never stored by a browser or proxy, nor is its code logged.
    const { pathname } = new URL(voucherLink, cards.app.baseUrl);
    for (const address of [pathname, `/ga${pathname}`]) {
      const response = await fetch(new URL(address, cards.app.baseUrl), { headers: { "X-Forwarded-For": "198.51.100.200" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    // (Without SMTP_URL the mail's own log line shows its links on purpose, for trying the app locally.)
    // The request log is written after the answer is sent, so it may trail the response a little.
    const requests = () => cards.app.output().split("\n").filter((line) => line.includes('"msg":"request"'));
    await expect.poll(() => requests().filter((line) => line.includes("/ga/gift-vouchers/voucher/…")).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const segment = pathname.split("/").pop()!.toLowerCase();
    for (const secret of [segment, code.replace(/-/g, "").toLowerCase()]) expect(requests().join("\n").toLowerCase()).not.toContain(secret);
  });

  it("pays a whole booking with the code, no Checkout, and its balance pays part of the next, the card the rest", async () => {
    const guest = await clients.signedInPage(DEMO.guest);
    await visit(guest, saunaAt);
    await chooseSession(guest, session(40));
    await guest.getByLabel("Gift voucher code (optional)").fill(code.toLowerCase());
    await guest.getByRole("button", { name: "Book Now" }).click();
    await toast(guest, "Booking confirmed!").waitFor();
    await guest.waitForURL((url) => url.pathname === "/my-account/bookings");
    await guest.getByText("Paid €45.00 by gift voucher", { exact: true }).waitFor();
    await capture(guest, "my-bookings");

    await visit(guest, saunaAt);
    await chooseSession(guest, session(41));
    await guest.getByLabel("Gift voucher code (optional)").fill(code);
    // Before Book Now: the server's word on what the voucher holds, what it pays and what is left.
    await guest.getByText("This voucher has €30.00 left.").waitFor();
    const summary = guest.getByRole("definition").filter({ hasText: "Left to pay" });
    await guest.getByText("Gift voucher pays €30.00").waitFor();
    expect(await summary.textContent()).toBe("Left to pay: €15.00");
    await capture(guest, "booking-section");
    // The same on the Irish page.
    await visit(guest, `/ga${saunaAt}`);
    await guest.locator("#booking-date").fill(session(41).date);
    await guest.locator("#booking-type").selectOption("private");
    await expect.poll(() => guest.locator("#booking-time option[value='18:00']").isDisabled()).toBe(false);
    await guest.locator("#booking-time").selectOption("18:00");
    await guest.locator("#booking-guests").selectOption("2");
    await guest.locator("#booking-voucher").fill(code);
    await guest.getByText("Tá €30.00 fágtha ar an dearbhán seo.").waitFor();
    await guest.getByText("Le híoc fós: €15.00").waitFor();
    await capture(guest, "booking-section-ga");
    await visit(guest, saunaAt);
    await chooseSession(guest, session(41));
    await guest.getByLabel("Gift voucher code (optional)").fill(code);
    await guest.getByRole("button", { name: "Book Now" }).click();
    await onStripePages(guest, cards.stripe);
    await guest.getByText("Total due: €15.00").waitFor();
    await guest.getByRole("button", { name: "Pay €15.00" }).click();
    await backOnOurPage(guest, cards.app, "/my-account/bookings");
    await toast(guest, "Booking confirmed!").waitFor();
    await guest.getByText("Paid €15.00 by card and €30.00 by gift voucher", { exact: true }).waitFor();

    // Used up: the printable voucher says so.
    await visit(guest, voucherLink);
    await guest.getByText("Balance: €0.00").waitFor();
    await guest.context().close();
  }, 120_000);

  it("shows administrators what vouchers were sold and redeemed, and what the platform still owes on them", async () => {
    const admin = await clients.signedInPage(DEMO.admin);
    await visit(admin, "/admin/reports");
    const figures = admin.getByRole("region", { name: "Gift vouchers" });
    await figures.getByText("Outstanding voucher liability").waitFor();
    await figures.getByText("Redeemed on bookings").waitFor();
    await capture(admin, "admin-reports");
    await visit(admin, "/admin/payouts");
    await admin.getByRole("region", { name: "Gift vouchers" }).getByText("Vouchers sold").waitFor();
    await admin.context().close();
  });

  it("hides the form with a plain note when card payments are off", async () => {
    await cards.restart({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_URL: "" });
    const page = await clients.page();
    await visit(page, "/gift-vouchers");
    await page.getByText(VOUCHER_TEXTS.cardPaymentsOff).waitFor();
    expect(await page.getByRole("button", { name: "Continue to payment" }).count()).toBe(0);
    // Nothing leads there: no footer link, and the sauna page has no code field and no gift link.
    await visit(page, saunaAt);
    await page.locator("#booking-section").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Book Now" }).waitFor();
    expect(await page.getByRole("link", { name: "Gift vouchers" }).count()).toBe(0);
    expect(await page.getByLabel("Gift voucher code (optional)").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Give a session here as a gift" }).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
