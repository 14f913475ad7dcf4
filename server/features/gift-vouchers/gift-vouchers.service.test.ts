// Gift vouchers (decision 017) against the local Stripe server through the official SDK
// and our webhook route: buying one, its issue (once, whichever path tells), the e-mails, the code
// paying at Book Now with the card paying the rest, balances carried to the next booking, what a
// cancellation gives back, the host's full share, and who may do what.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { formatVoucherCode, VOUCHER_TEXTS, voucherExpiry } from "#domain/gift-vouchers";
import type { SignedInUser } from "#server/auth/actor";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { giftVoucherRedemptions, giftVouchers } from "#server/db/schema/gift-vouchers";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { bookingPayments, payoutTransfers } from "#server/db/schema/payments";
import { bookSession } from "#server/features/bookings/book-session.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { makeDueRefunds } from "#server/features/payments/make-refunds";
import { makeDueTransfers } from "#server/features/payments/make-transfers";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { stripeRefundsOf, stripeTransfersOf } from "#server/testing/card-bookings";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { buyGiftVoucher, VOUCHER_CHECKOUT_MS } from "./buy-gift-voucher.service";
import { leaveVoucherCheckout, leftVoucherCheckout, returnFromVoucherCheckout } from "./gift-voucher-return.service";
import { giftVoucherFigures } from "./gift-voucher-figures.service";
import { sweepVoucherCheckouts } from "./sweep-gift-voucher-checkouts";
import { printableVoucher, VOUCHER_TRY_LIMITS } from "./voucher-codes.service";

const BASE_URL = TEST_CONFIG.baseUrl;

/** A voucher's dates as if it was bought six years ago: its five years are over. */
function boughtSixYearsAgo() {
  const paidAt = new Date();
  paidAt.setUTCFullYear(paidAt.getUTCFullYear() - 6);
  return { paidAt, expiresAt: voucherExpiry(paidAt) };
}
const DAY = 86_400_000;
let clients = 0;

describeOnEachDatabase("gift vouchers", (t) => {
  const cards = setUpCardPayments(t);

  const form = (values: Record<string, string> = {}) => ({
    amount: "50", recipientName: "Niamh Kelly", recipientEmail: `niamh${++clients}@example.ie`, message: "Happy birthday!", deliverOn: daysAhead(0), ...values,
  });
  const voucherRow = async (id: string) => (await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0];
  const mailFor = async (key: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key)))[0];

  /** A voucher bought by `buyer` and paid on Stripe's page, with the code its recipient's e-mail carries. */
  async function paidVoucher(buyer: SignedInUser, values: Record<string, string> = {}) {
    const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, form(values), { baseUrl: BASE_URL });
    await cards.stripe.completeCheckout((await voucherRow(voucherId)).checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    const mail = await mailFor(`gift-voucher:${voucherId}`);
    const code = /Code: ([A-Z0-9-]+)/.exec(mail.text)![1];
    return { voucherId, code };
  }
  const client = () => `192.0.2.${++clients % 250}`;
  const book = (guest: SignedInUser, saunaId: string, days: number, voucherCode?: string) =>
    bookSession(t.db, cards.provider, guest, { saunaId, date: daysAhead(days), time: "18:00", bookingType: "private", guests: "1", ...(voucherCode ? { voucherCode } : {}) }, { baseUrl: BASE_URL, client: client() });

  it("names the voucher on Stripe's page in the buyer's language, and brings them back to pages in it: the page's, else their own", async () => {
    const lineName = async (locale: "en" | "ga", page?: "en" | "ga") => {
      const buyer = await createTestUser(t);
      await t.db.update(profiles).set({ locale }).where(eq(profiles.id, buyer.userId));
      const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, form({ amount: "60", recipientName: "Niamh Kelly" }), { baseUrl: BASE_URL, locale: page });
      const create = cards.stripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST" && r.idempotencyKey === `gift-voucher-checkout-${voucherId}`)!;
      const params = create.params as { line_items: { price_data: { product_data: { name: string } } }[]; success_url: string; cancel_url: string };
      return { name: params.line_items[0].price_data.product_data.name, back: [params.success_url, params.cancel_url].map((url) => url.replace(`/${voucherId}/`, "/:id/")) };
    };
    expect(await lineName("ga")).toEqual({
      name: "Dearbhán bronntanais Sauna Éire de €60.00 do Niamh Kelly",
      back: [`${BASE_URL}/ga/gift-vouchers/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/ga/gift-vouchers/:id/cancelled`],
    });
    expect(await lineName("en")).toEqual({
      name: "Sauna Éire gift voucher of €60.00 for Niamh Kelly",
      back: [`${BASE_URL}/gift-vouchers/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/gift-vouchers/:id/cancelled`],
    });
    // Bought on the Irish page with an English account: Irish, and back to the Irish page (once, not /ga/ga).
    expect(await lineName("en", "ga")).toEqual({
      name: "Dearbhán bronntanais Sauna Éire de €60.00 do Niamh Kelly",
      back: [`${BASE_URL}/ga/gift-vouchers/:id/paid?session_id={CHECKOUT_SESSION_ID}`, `${BASE_URL}/ga/gift-vouchers/:id/cancelled`],
    });
  });

  it("is bought only with card payments on, by a signed-in buyer, for €25 to €500 in steps of €5, delivered today or later", async () => {
    const buyer = await createTestUser(t);
    await expect(buyGiftVoucher(t.db, null, buyer, form(), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 409, message: VOUCHER_TEXTS.cardPaymentsOff });
    await expect(buyGiftVoucher(t.db, cards.provider, ANONYMOUS, form(), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 401 });
    for (const amount of ["20", "505", "27", "abc", "", "50.5"]) {
      await expect(buyGiftVoucher(t.db, cards.provider, buyer, form({ amount }), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 400 });
    }
    await expect(buyGiftVoucher(t.db, cards.provider, buyer, form({ deliverOn: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10) }), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 400 });
    await expect(buyGiftVoucher(t.db, cards.provider, buyer, form({ recipientEmail: "not-an-address" }), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 400 });

    const { voucherId, checkoutUrl } = await buyGiftVoucher(t.db, cards.provider, buyer, form({ amount: "25" }), { baseUrl: BASE_URL });
    expect(checkoutUrl).toMatch(/^http/);
    const row = await voucherRow(voucherId);
    expect(row).toMatchObject({ status: "pending_payment", amountCents: 2500, balanceCents: 0, codeHash: null, buyerEmail: buyer.email });
    const session = cards.stripe.checkoutSessions.get(row.checkoutSessionId!)!;
    expect(session).toMatchObject({ amount_total: 2500, currency: "eur", metadata: { gift_voucher_id: voucherId } });
    // A platform payment: no transfer group tying it to a host.
    expect(cards.stripe.paymentIntents.size === 0 || !session.payment_intent || !cards.stripe.paymentIntents.get(session.payment_intent)?.transfer_group).toBe(true);
  });

  it("is priced as a session type of a sauna when the buyer chooses one, read from the sauna", async () => {
    const { sauna } = await cardReadyHost(t, cards, { pricePrivate: 60 });
    const buyer = await createTestUser(t);
    const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, form({ amountChoice: "private", amount: "", saunaId: sauna.id }), { baseUrl: BASE_URL });
    expect((await voucherRow(voucherId)).amountCents).toBe(6000);
    await expect(buyGiftVoucher(t.db, cards.provider, buyer, form({ amountChoice: "group", saunaId: sauna.id }), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 400 });
  });

  it("is issued once when paid, whichever path tells first: a code, five years, the receipt at once and the voucher on the chosen day", async () => {
    const buyer = await createTestUser(t);
    const deliverOn = daysAhead(10);
    const before = new Date();
    const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, form({ amount: "80", deliverOn }), { baseUrl: BASE_URL });
    cards.stripe.holdWebhooks();
    await cards.stripe.completeCheckout((await voucherRow(voucherId)).checkoutSessionId!);
    // The buyer's return asks Stripe at once; the webhook arriving after it changes nothing.
    expect((await returnFromVoucherCheckout(t.db, cards.provider, buyer, voucherId)).outcome).toBe("issued");
    cards.stripe.releaseWebhooks();
    await cards.stripe.webhooksSettled();
    expect((await returnFromVoucherCheckout(t.db, cards.provider, buyer, voucherId)).outcome).toBe("already_issued");

    const row = await voucherRow(voucherId);
    expect(row).toMatchObject({ status: "issued", balanceCents: 8000 });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt!.getTime()).toBeGreaterThanOrEqual(new Date(before).setUTCFullYear(before.getUTCFullYear() + 5));

    const receipt = await mailFor(`gift-voucher-receipt:${voucherId}`);
    expect(receipt).toMatchObject({ recipient: buyer.email });
    expect(receipt.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const voucherMail = await mailFor(`gift-voucher:${voucherId}`);
    expect(voucherMail.recipient).toBe(row.recipientEmail);
    // Held until the chosen day (midnight in Ireland), not sent before.
    expect(voucherMail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 8 * DAY);
    const code = /Code: ([A-Z0-9-]+)/.exec(voucherMail.text)![1];
    expect(code.replaceAll("-", "")).toMatch(/^[2-9A-HJKMNP-TV-Z]{16}$/);
    expect(voucherMail.text).toContain(`/gift-vouchers/voucher/${code}`);
    expect(voucherMail.text).toContain("at least five years");
    // The code itself is nowhere in the voucher's row.
    expect(JSON.stringify(row)).not.toContain(code.replaceAll("-", ""));
    // Another buyer can't see it.
    await expect(returnFromVoucherCheckout(t.db, cards.provider, await createTestUser(t), voucherId)).rejects.toMatchObject({ status: 404 });
  });

  it("writes the receipt in the buyer's language, and the voucher in its recipient's: their own when a member, else the buyer's", async () => {
    const buyer = await createTestUser(t, { name: "Aoife Byrne" });
    await t.db.update(profiles).set({ locale: "ga" }).where(eq(profiles.id, buyer.userId));
    const member = await createTestUser(t, { name: "Seán Óg" });
    const paid = async (recipientEmail: string) => {
      const { voucherId } = await buyGiftVoucher(t.db, cards.provider, buyer, form({ recipientEmail }), { baseUrl: BASE_URL });
      await cards.stripe.completeCheckout((await voucherRow(voucherId)).checkoutSessionId!);
      await cards.stripe.webhooksSettled();
      return { receipt: await mailFor(`gift-voucher-receipt:${voucherId}`), voucher: await mailFor(`gift-voucher:${voucherId}`) };
    };
    const toNonMember = await paid(`nobody${++clients}@example.ie`);
    expect(toNonMember.receipt.subject).toMatch(/^Do admháil: dearbhán bronntanais €50\.00 do Niamh Kelly$/);
    expect(toNonMember.voucher.subject).toBe("Sheol Aoife Byrne dearbhán bronntanais sabhna €50.00 chugat");
    expect(toNonMember.voucher.text).toContain(`${BASE_URL}/ga/gift-vouchers/voucher/`);
    const toMember = await paid(member.email.toUpperCase());
    expect(toMember.receipt.subject).toMatch(/^Do admháil/);
    expect(toMember.voucher.subject).toBe("Aoife Byrne sent you a €50.00 sauna gift voucher");
  });

  it("is given up when the buyer leaves Checkout, and issued all the same if it was paid meanwhile", async () => {
    const buyer = await createTestUser(t);
    const left = await buyGiftVoucher(t.db, cards.provider, buyer, form(), { baseUrl: BASE_URL });
    // Back on Checkout (a GET) only looks: the purchase stays open to pay, and nobody else may look.
    expect(await leftVoucherCheckout(t.db, buyer, left.voucherId)).toMatchObject({ state: "open", checkoutUrl: left.checkoutUrl, amountCents: 5000 });
    expect((await voucherRow(left.voucherId)).status).toBe("pending_payment");
    expect(cards.stripe.checkoutSessions.get((await voucherRow(left.voucherId)).checkoutSessionId!)!.status).toBe("open");
    await expect(leftVoucherCheckout(t.db, await createTestUser(t), left.voucherId)).rejects.toMatchObject({ status: 404 });
    await expect(leftVoucherCheckout(t.db, buyer, "0".repeat(36))).rejects.toMatchObject({ status: 404 });
    expect((await leaveVoucherCheckout(t.db, cards.provider, buyer, left.voucherId)).outcome).toBe("not_paid");
    expect((await voucherRow(left.voucherId)).status).toBe("not_paid");
    expect(cards.stripe.checkoutSessions.get((await voucherRow(left.voucherId)).checkoutSessionId!)!.status).toBe("expired");
    expect((await leftVoucherCheckout(t.db, buyer, left.voucherId)).state).toBe("over");

    const paidElsewhere = await buyGiftVoucher(t.db, cards.provider, buyer, form(), { baseUrl: BASE_URL });
    cards.stripe.holdWebhooks();
    await cards.stripe.completeCheckout((await voucherRow(paidElsewhere.voucherId)).checkoutSessionId!);
    expect((await leaveVoucherCheckout(t.db, cards.provider, buyer, paidElsewhere.voucherId)).outcome).toBe("issued");
    expect((await leftVoucherCheckout(t.db, buyer, paidElsewhere.voucherId)).state).toBe("issued");
    cards.stripe.releaseWebhooks();
    await cards.stripe.webhooksSettled();
  });

  it("is settled by the sweep when the webhook is lost, or given up when Stripe never made its session", async () => {
    const buyer = await createTestUser(t);
    const lost = await buyGiftVoucher(t.db, cards.provider, buyer, form(), { baseUrl: BASE_URL });
    cards.stripe.holdWebhooks();
    await cards.stripe.completeCheckout((await voucherRow(lost.voucherId)).checkoutSessionId!);
    const later = new Date(Date.now() + VOUCHER_CHECKOUT_MS + 60_000);
    expect(await sweepVoucherCheckouts(t.db, cards.provider, { baseUrl: BASE_URL, now: later })).toBeGreaterThanOrEqual(1);
    expect((await voucherRow(lost.voucherId)).status).toBe("issued");
    // The webhook was lost.
    for (const event of cards.stripe.events.filter((e) => e.state === "held")) cards.stripe.drop(event.id);
    cards.stripe.releaseWebhooks();

    // Our process stopped before storing the session: the sweep asks again under the same key.
    const [stranded] = await t.db
      .insert(giftVouchers)
      .values({ buyerId: buyer.userId, buyerEmail: buyer.email, recipientName: "Cian", recipientEmail: "cian@example.ie", deliverOn: daysAhead(0), amountCents: 3000, checkoutExpiresAt: new Date(Date.now() - 60_000), checkoutLocale: "en" })
      .returning();
    await sweepVoucherCheckouts(t.db, cards.provider, { baseUrl: BASE_URL, now: new Date() });
    expect((await voucherRow(stranded.id)).status).toBe("not_paid");
  });

  it("is found by the sweep in the language it was bought in, though its buyer has changed language since, and issued when paid", async () => {
    const buyer = await createTestUser(t);
    // Stripe makes the session; its answer (and the SDK's retry's) never reaches us.
    cards.stripe.failNext({ method: "POST", path: "/v1/checkout/sessions" }, "drop-response", 2);
    await expect(buyGiftVoucher(t.db, cards.provider, buyer, form({ recipientName: "Aoife" }), { baseUrl: BASE_URL })).rejects.toThrow(VOUCHER_TEXTS.paymentsUnavailable);
    const [made] = await t.db.select().from(giftVouchers).where(and(eq(giftVouchers.buyerId, buyer.userId), eq(giftVouchers.recipientName, "Aoife")));
    expect(made.checkoutSessionId).toBeNull();
    // The buyer paid on the page Stripe made, then switched to Irish in Settings; the webhook was lost.
    const session = [...cards.stripe.checkoutSessions.values()].find((s) => s.metadata?.gift_voucher_id === made.id)!;
    cards.stripe.holdWebhooks();
    await cards.stripe.completeCheckout(session.id);
    for (const event of cards.stripe.events.filter((e) => e.state === "held")) cards.stripe.drop(event.id);
    cards.stripe.releaseWebhooks();
    await t.db.update(profiles).set({ locale: "ga" }).where(eq(profiles.id, buyer.userId));

    await sweepVoucherCheckouts(t.db, cards.provider, { baseUrl: BASE_URL, now: new Date(made.checkoutExpiresAt.getTime() + 60_000) });
    expect(await voucherRow(made.id)).toMatchObject({ status: "issued", checkoutSessionId: session.id });
  });

  it("pays part of a booking, the card the rest, and its balance pays the next booking in full without Checkout", async () => {
    const { sauna } = await cardReadyHost(t, cards, { pricePrivate: 45 });
    const guest = await createTestUser(t);
    const { voucherId, code } = await paidVoucher(await createTestUser(t), { amount: "50" });

    // Typed in any case, with or without dashes.
    const first = await book(guest, sauna.id, 12, code.toLowerCase().replaceAll("-", " "));
    expect(first.checkoutUrl).toBeNull();
    expect((await t.db.select().from(bookings).where(eq(bookings.id, first.bookingId)))[0].status).toBe("confirmed");
    expect((await voucherRow(voucherId)).balanceCents).toBe(500);
    // The confirmation says the voucher paid, not that the guest pays at the sauna.
    expect((await mailFor(`booking-confirmed:${first.bookingId}`)).text).toContain("Payment: Paid by gift voucher: €45.00");
    // Paid in full by the voucher: the host's whole share is scheduled all the same.
    expect((await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, first.bookingId)))[0]).toMatchObject({ amountCents: 3825, status: "pending" });

    const second = await book(guest, sauna.id, 13, code);
    expect(second.checkoutUrl).toMatch(/^http/);
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, second.bookingId));
    expect(payment.amountCents).toBe(4000);
    expect(cards.stripe.checkoutSessions.get(payment.checkoutSessionId!)!.amount_total).toBe(4000);
    expect((await voucherRow(voucherId)).balanceCents).toBe(0);
    // Confirmed once Stripe says the card's part is paid: both parts on the confirmation.
    await cards.stripe.completeCheckout(payment.checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    expect((await mailFor(`booking-confirmed:${second.bookingId}`)).text).toContain("Payment: Paid by gift voucher: €5.00; Paid by card: €40.00");
    expect((await mailFor(`booking-confirmed:${second.bookingId}`)).text).toContain("with a full refund of €45.00");
    const ledger = await t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.voucherId, voucherId));
    expect(ledger.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([500, 4500]);

    // Used up: the next booking is told so, and nothing is booked.
    await expect(book(guest, sauna.id, 14, code)).rejects.toMatchObject({ status: 409, message: VOUCHER_TEXTS.codeUsedUp });
  });

  it("pays the host their full share after the session, from the card and the platform's balance together", async () => {
    const { sauna, accountId } = await cardReadyHost(t, cards, { pricePrivate: 45 });
    const guest = await createTestUser(t);
    const { code } = await paidVoucher(await createTestUser(t), { amount: "25" });
    const { bookingId } = await book(guest, sauna.id, 2, code);
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
    expect(payment.amountCents).toBe(2000);
    await cards.stripe.completeCheckout(payment.checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    const due = new Date(Date.now() + 4 * DAY);
    await makeDueTransfers(t.db, cards.provider, due);
    const [transfer] = stripeTransfersOf(cards, bookingId);
    // €38.25 of €45: more than the €20 charge, so it comes from the platform's balance.
    expect(transfer).toMatchObject({ amount: 3825, destination: accountId, source_transaction: null });
    expect((await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId)))[0].status).toBe("succeeded");
  });

  it("gets back what a cancelled or released booking took; a refund covers only the card's part", async () => {
    const { sauna } = await cardReadyHost(t, cards, { pricePrivate: 45 });
    const guest = await createTestUser(t);
    const { voucherId, code } = await paidVoucher(await createTestUser(t), { amount: "30" });

    // Released before paying: all of the voucher's part comes back.
    const unpaid = await book(guest, sauna.id, 20, code);
    expect((await voucherRow(voucherId)).balanceCents).toBe(0);
    expect(await cancelMyBooking(t.db, guest, unpaid.bookingId, new Date(), cards.provider)).toEqual({ outcome: "released" });
    expect((await voucherRow(voucherId)).balanceCents).toBe(3000);

    // Paid, then cancelled free of charge: €30 back on the voucher, €15 back on the card.
    const paid = await book(guest, sauna.id, 21, code);
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, paid.bookingId));
    await cards.stripe.completeCheckout(payment.checkoutSessionId!);
    await cards.stripe.webhooksSettled();
    expect(await cancelMyBooking(t.db, guest, paid.bookingId, new Date(), cards.provider)).toEqual({ outcome: "cancelled", free: true, refund: 45, byCard: true, toVoucher: 30 });
    expect((await voucherRow(voucherId)).balanceCents).toBe(3000);
    await makeDueRefunds(t.db, cards.provider);
    expect(stripeRefundsOf(cards, paid.bookingId).map((r) => r.amount)).toEqual([1500]);
    const [line] = await t.db.select().from(giftVoucherRedemptions).where(eq(giftVoucherRedemptions.bookingId, paid.bookingId));
    expect(line).toMatchObject({ amountCents: 3000, returnedCents: 3000 });

    // Paid wholly by the voucher and cancelled free of charge: back on the voucher, no payout owed.
    const { voucherId: bigId, code: big } = await paidVoucher(await createTestUser(t), { amount: "100" });
    const whole = await book(guest, sauna.id, 22, big);
    expect(await cancelMyBooking(t.db, guest, whole.bookingId, new Date(), cards.provider)).toMatchObject({ outcome: "cancelled", refund: 45 });
    expect((await voucherRow(bigId)).balanceCents).toBe(10_000);
    expect((await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, whole.bookingId)))[0].status).toBe("cancelled");
  });

  it("refuses unknown and expired codes, and limits tries per account and per address", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    await expect(book(guest, sauna.id, 30, "ABCD-EFGH-JKMN-PQRS")).rejects.toMatchObject({ status: 400, message: VOUCHER_TEXTS.codeUnknown });
    await expect(book(guest, sauna.id, 30, "not a code")).rejects.toMatchObject({ status: 400 });
    await expect(book(ANONYMOUS as unknown as SignedInUser, sauna.id, 30, "ABCD-EFGH-JKMN-PQRS")).rejects.toMatchObject({ status: 401 });

    const { voucherId, code } = await paidVoucher(await createTestUser(t));
    await t.db.update(giftVouchers).set(boughtSixYearsAgo()).where(eq(giftVouchers.id, voucherId));
    await expect(book(guest, sauna.id, 30, code)).rejects.toMatchObject({ status: 400, message: VOUCHER_TEXTS.codeExpired });
    expect(await t.db.select().from(bookings).where(and(eq(bookings.userId, guest.userId), eq(bookings.saunaId, sauna.id)))).toEqual([]);

    // Per account: the same guest from ever-new addresses.
    const trier = await createTestUser(t);
    for (let i = 0; i < VOUCHER_TRY_LIMITS.perAccount; i++) await expect(book(trier, sauna.id, 31, "ABCD-EFGH-JKMN-PQRS")).rejects.toMatchObject({ status: 400 });
    await expect(book(trier, sauna.id, 31, "ABCD-EFGH-JKMN-PQRS")).rejects.toMatchObject({ status: 429, message: VOUCHER_TEXTS.tooManyTries });
    // Per address: the printable page, without an account.
    for (let i = 0; i < VOUCHER_TRY_LIMITS.perClient; i++) await expect(printableVoucher(t.db, ANONYMOUS, "ABCD-EFGH-JKMN-PQRS", "198.51.100.7")).rejects.toMatchObject({ status: 404 });
    await expect(printableVoucher(t.db, ANONYMOUS, formatVoucherCode("ABCDEFGHJKMNPQRS"), "198.51.100.7")).rejects.toMatchObject({ status: 429 });
  });

  it("shows its printable page to whoever holds the code", async () => {
    const { voucherId, code } = await paidVoucher(await createTestUser(t), { amount: "75" });
    const page = await printableVoucher(t.db, ANONYMOUS, code, client());
    expect(page).toMatchObject({ code: code.replaceAll("-", ""), amountCents: 7500, balanceCents: 7500, recipientName: "Niamh Kelly", expired: false });
    expect(page.expiresAt.getTime()).toBe((await voucherRow(voucherId)).expiresAt!.getTime());
  });

  it("shows administrators the outstanding liability, redemptions and expiries, and nobody else", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const before = await giftVoucherFigures(t.db, admin);
    const { sauna } = await cardReadyHost(t, cards, { pricePrivate: 45 });
    const { code } = await paidVoucher(await createTestUser(t), { amount: "100" });
    await book(await createTestUser(t), sauna.id, 40, code);
    const { voucherId: old } = await paidVoucher(await createTestUser(t), { amount: "25" });
    await t.db.update(giftVouchers).set(boughtSixYearsAgo()).where(eq(giftVouchers.id, old));
    const after = await giftVoucherFigures(t.db, admin);
    expect(after.soldCents - before.soldCents).toBe(12_500);
    expect(after.outstandingCents - before.outstandingCents).toBe(5_500);
    expect(after.redeemedCents - before.redeemedCents).toBe(4_500);
    expect(after.expiredCents - before.expiredCents).toBe(2_500);
    await expect(giftVoucherFigures(t.db, await createTestUser(t))).rejects.toMatchObject({ status: 403 });
    await expect(giftVoucherFigures(t.db, ANONYMOUS)).rejects.toMatchObject({ status: 401 });
  });
});
