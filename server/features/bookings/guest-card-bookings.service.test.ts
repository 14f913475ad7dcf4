// My Bookings with card payments (decision 012), against the local Stripe server through the
// official SDK and our webhook route: what a guest reads of each booking's payment, and what
// their Cancel does to a booking awaiting payment, paid, or being paid by bank transfer.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds } from "#server/db/schema/payments";
import { bookAndPay, CHECKOUT_HOLD_MS, PAYMENT_SETTLING } from "#server/features/payments/checkout.service";
import { makeDueRefunds } from "#server/features/payments/make-refunds";
import { releaseHold } from "#server/features/payments/settle-checkout";
import { cardReadyHost, daysAhead, setUpCardPayments } from "#server/testing/card-payments";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { CANCEL_UNREACHABLE, cancelMyBooking, listMyBookings } from "./guest-bookings.service";

const BASE_URL = "http://localhost:3000";
const DAY = 86_400_000;

describeOnEachDatabase("a guest's card bookings", (t) => {
  const cards = setUpCardPayments(t);

  const sessionIdOf = async (bookingId: string) => (await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)))[0].checkoutSessionId!;
  const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const mine = async (guest: Awaited<ReturnType<typeof createTestUser>>, id: string, now = new Date()) => (await listMyBookings(t.db, guest, now)).find((b) => b.id === id);
  const book = (guest: Awaited<ReturnType<typeof createTestUser>>, saunaId: string, days: number, time = "18:00") =>
    bookAndPay(t.db, cards.provider, guest, { saunaId, date: daysAhead(days), time, bookingType: "private", guests: "1" }, { baseUrl: BASE_URL });

  it("says how each booking is paid: at the sauna, awaiting payment until the hold ends, paid, being refunded, refunded", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const atSauna = await createTestBooking(t, { userId: guest.userId, saunaId: (await createTestSauna(t)).id, startsAt: new Date(Date.now() + 5 * DAY) });
    expect((await mine(guest, atSauna.id))!.payment).toEqual({ kind: "at_sauna" });

    const before = Date.now();
    const { bookingId } = await book(guest, sauna.id, 10);
    const awaiting = (await mine(guest, bookingId))!;
    expect(awaiting).toMatchObject({ displayStatus: "pending", upcoming: true, canCancel: true, payment: { kind: "awaiting", amount: 45, canPay: true } });
    const payBy = (awaiting.payment as { payBy: Date }).payBy.getTime();
    expect(payBy).toBeGreaterThanOrEqual(before + CHECKOUT_HOLD_MS - 1000);
    expect(payBy).toBeLessThanOrEqual(Date.now() + CHECKOUT_HOLD_MS);
    // Once the hold has ended, there is nothing left to pay on (the sweep releases it).
    expect((await mine(guest, bookingId, new Date(payBy + 1000)))!.payment).toMatchObject({ kind: "awaiting", canPay: false });

    await cards.stripe.completeCheckout(await sessionIdOf(bookingId));
    await cards.stripe.webhooksSettled();
    expect((await mine(guest, bookingId))!).toMatchObject({ displayStatus: "confirmed", payment: { kind: "paid", amount: 45 }, freeCancellation: true });

    // Ten days ahead: free cancellation, the refund goes back to the card.
    expect(await cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).toEqual({ outcome: "cancelled", free: true, refund: 45, byCard: true });
    expect((await mine(guest, bookingId))!).toMatchObject({ displayStatus: "cancelled", payment: { kind: "refunding", amount: 45, late: false } });
    expect(await makeDueRefunds(t.db, cards.provider)).toBeGreaterThanOrEqual(1);
    await cards.stripe.webhooksSettled();
    expect((await mine(guest, bookingId))!.payment).toEqual({ kind: "refunded", amount: 45, paid: 45, late: false });
  });

  it("cancels a booking awaiting payment by ending its session at Stripe: the seats are free, nothing was charged or refunded", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const next = await createTestUser(t);
    const { bookingId } = await book(guest, sauna.id, 11);
    expect(await cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).toEqual({ outcome: "released" });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "expired", cancelledBy: "guest", refundAmount: null });
    expect(cards.stripe.checkoutSessions.get(await sessionIdOf(bookingId))!.status).toBe("expired");
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId))).toEqual([]);
    expect((await mine(guest, bookingId))!).toMatchObject({ displayStatus: "expired", upcoming: false, canCancel: false, payment: { kind: "not_charged" } });
    // Someone else can have the slot at once.
    expect((await bookingRow((await book(next, sauna.id, 11)).bookingId)).status).toBe("pending");
    // A second Cancel finds nothing left to cancel.
    await expect(cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).rejects.toThrow("Only confirmed bookings can be cancelled");
  });

  it("says the guest left even when Stripe's webhook of the expiry is applied before its answer", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await book(guest, sauna.id, 13);
    // The same provider, whose answer to 'expire' comes after the webhook it sent was applied.
    const webhookFirst = Object.assign(Object.create(cards.provider), {
      expireCheckout: async (id: string) => {
        const session = await cards.provider.expireCheckout(id);
        await cards.stripe.webhooksSettled();
        return session;
      },
    });
    expect(await cancelMyBooking(t.db, guest, bookingId, new Date(), webhookFirst)).toEqual({ outcome: "released" });
    expect(await bookingRow(bookingId)).toMatchObject({ status: "expired", cancelledBy: "guest", cancellationReason: "Released: the guest left before paying" });
  });

  it("leaves the booking paid when the payment went through meanwhile (in another tab)", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await book(guest, sauna.id, 12);
    cards.stripe.holdWebhooks();
    try {
      await cards.stripe.completeCheckout(await sessionIdOf(bookingId));
      expect(await cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).toEqual({ outcome: "paid" });
      expect((await bookingRow(bookingId)).status).toBe("confirmed");
    } finally {
      cards.stripe.releaseWebhooks();
      await cards.stripe.webhooksSettled();
    }
    expect((await mine(guest, bookingId))!.payment).toEqual({ kind: "paid", amount: 45 });
  });

  it("keeps the booking awaiting payment when Stripe can't be reached (or card payments are off), and says to try again", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await book(guest, sauna.id, 13);
    // The SDK tries twice (one retry); both fail.
    cards.stripe.failNext({ method: "POST", path: /\/expire$/ }, { status: 500, type: "api_error", message: "Stripe is having a moment" }, 2);
    await expect(cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).rejects.toThrow(CANCEL_UNREACHABLE);
    await expect(cancelMyBooking(t.db, guest, bookingId, new Date(), null)).rejects.toThrow(CANCEL_UNREACHABLE);
    expect((await bookingRow(bookingId)).status).toBe("pending");
    expect(cards.stripe.checkoutSessions.get(await sessionIdOf(bookingId))!.status).toBe("open");
  });

  it("shows a bank transfer on its way as such, with neither 'Complete payment' nor Cancel, until it clears", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await book(guest, sauna.id, 14);
    const sessionId = await sessionIdOf(bookingId);
    await cards.stripe.completeCheckout(sessionId, { async: true });
    await cards.stripe.webhooksSettled();
    expect((await mine(guest, bookingId))!).toMatchObject({ displayStatus: "pending", canCancel: false, payment: { kind: "settling", amount: 45 } });
    await expect(cancelMyBooking(t.db, guest, bookingId, new Date(), cards.provider)).rejects.toThrow(PAYMENT_SETTLING);
    await cards.stripe.settleAsyncPayment(sessionId, true);
    await cards.stripe.webhooksSettled();
    expect((await mine(guest, bookingId))!).toMatchObject({ displayStatus: "confirmed", canCancel: true, payment: { kind: "paid", amount: 45 } });
  });

  it("shows a hold that ended unpaid for a day, then leaves it out; one paid too late stays, with its refund", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const { bookingId: left } = await book(guest, sauna.id, 15);
    await cancelMyBooking(t.db, guest, left, new Date(), cards.provider);
    expect(await mine(guest, left)).toBeDefined();
    expect(await mine(guest, left, new Date(Date.now() + DAY + 60_000))).toBeUndefined();

    // Released on our side (as the sweep would), the slot taken, and then the money comes.
    const { bookingId: late } = await book(guest, sauna.id, 16);
    await releaseHold(t.db, late, { now: new Date(), by: "system", reason: "Released: not paid in time" });
    await book(other, sauna.id, 16);
    await cards.stripe.completeCheckout(await sessionIdOf(late));
    await cards.stripe.webhooksSettled();
    const [refund] = await t.db.select().from(paymentRefunds).where(and(eq(paymentRefunds.bookingId, late), eq(paymentRefunds.reason, "paid_too_late")));
    expect(refund.amountCents).toBe(4500);
    expect((await mine(guest, late, new Date(Date.now() + 2 * DAY)))!).toMatchObject({ displayStatus: "expired", payment: { kind: "refunding", amount: 45, late: true } });
  });
});
