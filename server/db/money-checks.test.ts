// Money is exact in the database itself (migrations 0025 and 0026): whatever code
// writes the rows, a card payment asks for the booking's total in cents, a refund never exceeds
// what was paid, a transfer is exactly the host's share, and the currency is the euro.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "./schema/bookings";
import { bookingPayments, paymentRefunds, payoutTransfers } from "./schema/payments";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "#server/testing/test-database";

/** Refused as a check violation (23514) of the named rule. */
function violates(constraint: string) {
  return (error: unknown) => {
    for (let e = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (e.code === "23514") return (e.constraint ?? e.constraint_name) === constraint;
    }
    return false;
  };
}

describe.each(testDatabaseKinds)("money checks in the database on %s", (kind) => {
  let t: TestDatabase;
  let saunaId: string;
  let userId: string;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    saunaId = (await createTestSauna(t)).id;
    userId = (await createTestUser(t)).userId;
  });
  afterAll(async () => {
    await t.close();
  });

  let day = 0;
  /** A €45 booking (€6.75 fee, €38.25 to the host) with its card payment, paid `paidCents`. */
  async function cardBooking(paidCents: number | null = 4500) {
    const booking = await createTestBooking(t, { saunaId, userId, startsAt: new Date(Date.UTC(2031, 0, 1 + day++, 10)) });
    await t.db.insert(bookingPayments).values({
      bookingId: booking.id,
      holdExpiresAt: new Date(),
      amountCents: 4500,
      checkoutLocale: "en",
      ...(paidCents === null ? {} : { paidAt: new Date(), amountPaidCents: paidCents, paymentIntentId: `pi_${day}` }),
    });
    return booking.id;
  }

  it("refuses a booking's refund above its total, or below nothing", async () => {
    const booking = await createTestBooking(t, { saunaId, userId, startsAt: new Date(Date.UTC(2031, 5, 1, 10)) });
    const refund = (refundAmount: number) => t.db.update(bookings).set({ status: "cancelled", refundAmount }).where(eq(bookings.id, booking.id));
    await expect(refund(45.01)).rejects.toSatisfy(violates("bookings_refund_check"));
    await expect(refund(-1)).rejects.toSatisfy(violates("bookings_refund_check"));
    await refund(45);
    // And the split stays whole: platform fee and host payout add up to the total.
    await expect(t.db.update(bookings).set({ hostPayout: 38.26 }).where(eq(bookings.id, booking.id))).rejects.toSatisfy(violates("bookings_money_check"));
  });

  it("asks the guest for exactly the booking's total, in euro", async () => {
    const booking = await createTestBooking(t, { saunaId, userId, startsAt: new Date(Date.UTC(2031, 6, 1, 10)) });
    const pay = (values: Partial<typeof bookingPayments.$inferInsert>) => t.db.insert(bookingPayments).values({ bookingId: booking.id, holdExpiresAt: new Date(), amountCents: 4500, checkoutLocale: "en", ...values });
    await expect(pay({ amountCents: 4499 })).rejects.toSatisfy(violates("booking_payments_amount_is_total"));
    await expect(pay({ currency: "usd" })).rejects.toSatisfy(violates("booking_payments_currency_check"));
    await pay({});
    await expect(t.db.update(bookingPayments).set({ amountCents: 450 }).where(eq(bookingPayments.bookingId, booking.id))).rejects.toSatisfy(violates("booking_payments_amount_is_total"));
  });

  it("never refunds more than was paid, nor anything of a payment not made", async () => {
    const paid = await cardBooking();
    await expect(t.db.insert(paymentRefunds).values({ bookingId: paid, amountCents: 4501, reason: "cancellation" })).rejects.toSatisfy(violates("payment_refunds_within_paid"));
    await t.db.insert(paymentRefunds).values({ bookingId: paid, amountCents: 4500, reason: "cancellation" });
    await expect(t.db.update(paymentRefunds).set({ amountCents: 9000 }).where(eq(paymentRefunds.bookingId, paid))).rejects.toSatisfy(violates("payment_refunds_within_paid"));
    // What Stripe reports refunded can't pass what was paid either.
    await expect(t.db.update(bookingPayments).set({ amountRefundedCents: 4501 }).where(eq(bookingPayments.bookingId, paid))).rejects.toSatisfy(violates("booking_payments_amounts_check"));

    const unpaid = await cardBooking(null);
    await expect(t.db.insert(paymentRefunds).values({ bookingId: unpaid, amountCents: 1, reason: "cancellation" })).rejects.toSatisfy(violates("payment_refunds_within_paid"));
  });

  it("transfers the host exactly their share, so the platform keeps exactly its fee", async () => {
    const paid = await cardBooking();
    await expect(t.db.insert(payoutTransfers).values({ bookingId: paid, amountCents: 4500 })).rejects.toSatisfy(violates("payout_transfers_amount_is_host_payout"));
    await expect(t.db.insert(payoutTransfers).values({ bookingId: paid, amountCents: 3824 })).rejects.toSatisfy(violates("payout_transfers_amount_is_host_payout"));
    await t.db.insert(payoutTransfers).values({ bookingId: paid, amountCents: 3825 });
    // Nor more than came in (a payment short of the share).
    const short = await cardBooking(3000);
    await expect(t.db.insert(payoutTransfers).values({ bookingId: short, amountCents: 3825 })).rejects.toSatisfy(violates("payout_transfers_within_paid"));
  });
});
