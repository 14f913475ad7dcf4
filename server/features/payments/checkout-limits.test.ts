// The limits on card payments a member starts and leaves unpaid (decision 012): bookings awaiting
// payment at once, and at one sauna, and Checkout Sessions (bookings and gift vouchers) an hour.
// Against the local Stripe server through the official SDK and our webhook route, as a guest books.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { giftVouchers } from "#server/db/schema/gift-vouchers";
import { buyGiftVoucher } from "#server/features/gift-vouchers/buy-gift-voucher.service";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { errorInLanguage } from "#server/i18n/error-text";
import { bookAndPay } from "./checkout.service";
import { leaveCheckout } from "./checkout-return.service";
import { CHECKOUT_LIMITS, CHECKOUTS_PER_HOUR_MESSAGE, OPEN_HOLDS_AT_SAUNA_MESSAGE, OPEN_HOLDS_MESSAGE } from "./checkout-limits";

const HOUR = 3_600_000;

describeOnEachDatabase("limits on unpaid card bookings and Checkout Sessions", (t, kind) => {
  const cards = setUpCardPayments(t);

  /** A card-ready host with `count` public saunas (default prices and hours: 18:00 is open). */
  async function saunasOfOneHost(count: number) {
    const { host, sauna } = await cardReadyHost(t, cards);
    const more = [];
    for (let i = 1; i < count; i++) more.push(await createTestSauna(t, { ownerId: host.userId }));
    return [sauna, ...more];
  }
  const book = (guest: SignedInUser, saunaId: string, days: number, now = new Date()) =>
    bookAndPay(t.db, cards.provider, guest, { saunaId, date: daysAhead(days), time: "18:00", bookingType: "private", guests: "1" }, { baseUrl: TEST_CONFIG.baseUrl, now });
  const buyVoucher = (buyer: SignedInUser, now = new Date()) =>
    buyGiftVoucher(t.db, cards.provider, buyer, { amount: "50", recipientName: "Niamh Kelly", recipientEmail: "niamh@example.ie", message: "", deliverOn: daysAhead(0) }, { baseUrl: TEST_CONFIG.baseUrl, now });
  const sessionsMadeFor = (guest: SignedInUser) =>
    [...cards.stripe.checkoutSessions.values()].filter((s) => s.customer_email === guest.email).length;
  const bookingsOf = (guest: SignedInUser) => t.db.select().from(bookings).where(eq(bookings.userId, guest.userId));
  const pay = async (bookingId: string) => {
    const session = [...cards.stripe.checkoutSessions.values()].find((s) => s.metadata?.booking_id === bookingId)!;
    await cards.stripe.completeCheckout(session.id);
    await cards.stripe.webhooksSettled();
  };

  it(`refuses a booking beyond ${CHECKOUT_LIMITS.openHolds} awaiting payment, saying why in both languages; paying or leaving Checkout makes room`, async () => {
    const [a, b, c] = await saunasOfOneHost(3);
    const guest = await createTestUser(t);
    const first = await book(guest, a.id, 3);
    await book(guest, b.id, 3);
    await book(guest, c.id, 3);

    await expect(book(guest, a.id, 4)).rejects.toMatchObject({ status: 409, message: OPEN_HOLDS_MESSAGE });
    expect(OPEN_HOLDS_MESSAGE).toBe("You already have 3 bookings waiting for payment. Pay for or cancel one of them first.");
    expect(errorInLanguage("ga", OPEN_HOLDS_MESSAGE)).toBe("Tá 3 áirithint agat cheana féin ag fanacht le híocaíocht. Íoc as ceann acu nó cuir ceann acu ar ceal ar dtús.");
    // Nothing was held or asked of Stripe for the refused one.
    expect(await bookingsOf(guest)).toHaveLength(3);
    expect(sessionsMadeFor(guest)).toBe(3);

    // Another guest books the same slot's neighbours as usual.
    const other = await createTestUser(t);
    await expect(book(other, a.id, 4)).resolves.toMatchObject({ checkoutUrl: expect.any(String) });

    // Paid: no longer waiting, so there is room for one more.
    await pay(first.bookingId);
    const fourth = await book(guest, a.id, 5);
    await expect(book(guest, b.id, 5)).rejects.toMatchObject({ message: OPEN_HOLDS_MESSAGE });
    // Left on Checkout (released): room again.
    await leaveCheckout(t.db, cards.provider, guest, fourth.bookingId);
    await expect(book(guest, b.id, 5)).resolves.toMatchObject({ checkoutUrl: expect.any(String) });
  });

  it(`refuses more than ${CHECKOUT_LIMITS.openHoldsAtOneSauna} bookings awaiting payment at one sauna, and not at another`, async () => {
    const [a, b] = await saunasOfOneHost(2);
    const guest = await createTestUser(t);
    await book(guest, a.id, 3);
    await book(guest, a.id, 4);
    await expect(book(guest, a.id, 5)).rejects.toMatchObject({ status: 409, message: OPEN_HOLDS_AT_SAUNA_MESSAGE });
    expect(errorInLanguage("ga", OPEN_HOLDS_AT_SAUNA_MESSAGE)).toBe(
      "Tá 2 áirithint agat cheana féin ag an sabhna seo ag fanacht le híocaíocht. Íoc as ceann acu nó cuir ceann acu ar ceal ar dtús.",
    );
    await expect(book(guest, b.id, 5)).resolves.toMatchObject({ checkoutUrl: expect.any(String) });
  });

  it("answers a double click on the booking that reaches the limit with that booking, not a refusal", async () => {
    const [a, b] = await saunasOfOneHost(2);
    const guest = await createTestUser(t);
    await book(guest, a.id, 3);
    await book(guest, b.id, 3);
    const third = await book(guest, b.id, 4);
    await expect(book(guest, b.id, 4)).resolves.toEqual(third);
  });

  it(`refuses a Checkout Session beyond ${CHECKOUT_LIMITS.checkoutsPerHour} an hour, bookings and gift vouchers alike, and starts again the next hour`, async () => {
    const [a] = await saunasOfOneHost(1);
    const guest = await createTestUser(t);
    const start = new Date();
    for (let i = 0; i < CHECKOUT_LIMITS.checkoutsPerHour - 2; i++) await buyVoucher(guest, start);
    const first = await book(guest, a.id, 3, start);
    await pay(first.bookingId);
    await book(guest, a.id, 4, start);

    const later = new Date(start.getTime() + 50 * 60_000);
    await expect(buyVoucher(guest, later)).rejects.toMatchObject({ status: 429, message: CHECKOUTS_PER_HOUR_MESSAGE });
    await expect(book(guest, a.id, 5, later)).rejects.toMatchObject({ status: 429, message: CHECKOUTS_PER_HOUR_MESSAGE });
    expect(CHECKOUTS_PER_HOUR_MESSAGE).toBe("You've started 10 card payments in the last hour. Please wait a while and try again.");
    expect(errorInLanguage("ga", CHECKOUTS_PER_HOUR_MESSAGE)).toBe("Thosaigh tú 10 n-íocaíocht chárta san uair dheireanach. Fan tamall agus bain triail eile as.");
    // Refused: no voucher row, no booking, no call to Stripe.
    expect(await t.db.select().from(giftVouchers).where(eq(giftVouchers.buyerId, guest.userId))).toHaveLength(CHECKOUT_LIMITS.checkoutsPerHour - 2);
    expect(await t.db.select().from(bookings).where(and(eq(bookings.userId, guest.userId), eq(bookings.bookingDate, daysAhead(5))))).toEqual([]);
    expect(sessionsMadeFor(guest)).toBe(CHECKOUT_LIMITS.checkoutsPerHour);

    // Someone else is not held back by it.
    const other = await createTestUser(t);
    await expect(buyVoucher(other, later)).resolves.toMatchObject({ checkoutUrl: expect.any(String) });
    // An hour after the first, the guest may start again.
    await expect(buyVoucher(guest, new Date(start.getTime() + HOUR + 60_000))).resolves.toMatchObject({ checkoutUrl: expect.any(String) });
  });

  // PGlite has one connection, so races only mean something on PostgreSQL (CI).
  if (kind === "postgres") it("keeps one member's concurrent requests within the limits", async () => {
    const saunas = await saunasOfOneHost(3);
    const guest = await createTestUser(t);
    const requests = saunas.flatMap((sauna) => [3, 4, 5, 6].map((days) => book(guest, sauna.id, days)));
    const booked = await Promise.allSettled(requests);
    expect(booked.filter((r) => r.status === "fulfilled")).toHaveLength(CHECKOUT_LIMITS.openHolds);
    const held = (await bookingsOf(guest)).filter((b) => b.status === "pending");
    expect(held).toHaveLength(CHECKOUT_LIMITS.openHolds);
    for (const sauna of saunas) expect(held.filter((b) => b.saunaId === sauna.id).length).toBeLessThanOrEqual(CHECKOUT_LIMITS.openHoldsAtOneSauna);

    const buyer = await createTestUser(t);
    const bought = await Promise.allSettled(Array.from({ length: 15 }, () => buyVoucher(buyer)));
    expect(bought.filter((r) => r.status === "fulfilled")).toHaveLength(CHECKOUT_LIMITS.checkoutsPerHour);
    expect(await t.db.select().from(giftVouchers).where(eq(giftVouchers.buyerId, buyer.userId))).toHaveLength(CHECKOUT_LIMITS.checkoutsPerHour);
  }, 60_000);
});
