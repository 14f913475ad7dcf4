// How a guest's booking is paid, as My Bookings says it (decision 012): at the sauna (no card
// payment row: card payments were off when it was made), awaiting payment on Stripe Checkout,
// paid, refunded or being refunded, or never charged. Amounts in euro; the rows keep cents.
import { sql } from "drizzle-orm";
import type { BookingStatus } from "#domain/booking-status";
import { fromCents } from "#domain/money";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds } from "#server/db/schema/payments";

const DAY_MS = 86_400_000;

/** The columns listMyBookings reads, through left joins on booking_payments and payment_refunds. */
export const guestPaymentColumns = {
  cardAmountCents: bookingPayments.amountCents,
  holdExpiresAt: bookingPayments.holdExpiresAt,
  checkoutSessionId: bookingPayments.checkoutSessionId,
  checkoutUrl: bookingPayments.checkoutUrl,
  paidCents: bookingPayments.amountPaidCents,
  refundedCents: bookingPayments.amountRefundedCents,
  refundOwedCents: paymentRefunds.amountCents,
  refundStatus: paymentRefunds.status,
  refundReason: paymentRefunds.reason,
};

/** What the left joins give: every column may be null (no card payment, no refund owed). */
type PaymentRow = { [K in keyof typeof guestPaymentColumns]: (typeof guestPaymentColumns)[K]["_"]["data"] | null };

export type GuestPayment =
  /** Booked without card payments: the guest pays the host on the day. */
  | { kind: "at_sauna" }
  /** Waiting for the guest on Checkout; `payBy` is when the hold on the seats ends. */
  | { kind: "awaiting"; amount: number; payBy: Date; canPay: boolean }
  /** Checkout is complete and a delayed payment (a bank transfer) still settling. */
  | { kind: "settling"; amount: number }
  | { kind: "paid"; amount: number }
  /** Owed back and not yet made by the payments worker (or being retried). `late`: paid after the slot had gone. */
  | { kind: "refunding"; amount: number; late: boolean }
  /** Stripe's count of what went back, out of `paid`. */
  | { kind: "refunded"; amount: number; paid: number; late: boolean }
  /** The hold ended, or the booking was called off, before any money was taken. */
  | { kind: "not_charged" };

export function guestPayment(row: PaymentRow & { status: BookingStatus }, now: Date): GuestPayment {
  if (row.cardAmountCents === null) return { kind: "at_sauna" };
  // A refund owed but not yet made: 'failed' too, which an administrator now makes by hand.
  const late = row.refundReason === "paid_too_late";
  if (row.refundOwedCents !== null && row.refundStatus !== "succeeded") return { kind: "refunding", amount: fromCents(row.refundOwedCents), late };
  if (row.paidCents !== null) {
    if ((row.refundedCents ?? 0) > 0) return { kind: "refunded", amount: fromCents(row.refundedCents!), paid: fromCents(row.paidCents), late };
    return { kind: "paid", amount: fromCents(row.paidCents) };
  }
  if (row.status !== "pending") return { kind: "not_charged" };
  const amount = fromCents(row.cardAmountCents);
  if (row.checkoutSessionId && !row.checkoutUrl) return { kind: "settling", amount };
  return { kind: "awaiting", amount, payBy: row.holdExpiresAt!, canPay: row.holdExpiresAt! > now };
}

/**
 * Holds that ended unpaid more than a day ago, which My Bookings leaves out: a guest who left
 * Checkout or let it run out needs to see, for a while, that the slot went and nothing was
 * charged (so a booking doesn't seem to vanish), but after a day those entries are only clutter
 * between their real bookings, and most guests book the slot again straight away. Any hold that
 * money touched (a payment that came too late and is refunded) stays.
 */
export const staleUnpaidHold = (now: Date) =>
  sql`(${bookings.status} = 'expired' and ${bookings.cancelledAt} < ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz and ${bookingPayments.paidAt} is null)`;

/**
 * What a gift voucher paid towards the booking and kept, in cents (0: none), for My Bookings
 * (decision 017). A correlated subquery, qualified by hand (docs/architecture.md#known-pitfalls).
 */
export const guestVoucherColumns = {
  voucherCents: sql<number>`coalesce((select r.amount_cents - r.returned_cents from gift_voucher_redemptions r where r.booking_id = ${sql.raw('"bookings"."id"')}), 0)`.mapWith(Number),
};
