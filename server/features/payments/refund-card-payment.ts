// A cancellation's refund, for a booking paid by card (decision 012): owed in the cancelling
// transaction and made by the payments worker through Stripe's Refunds API. Never more than was
// paid and not yet refunded; the host's share is no longer to be paid.
import { and, eq, sql } from "drizzle-orm";
import { refundSplit } from "#domain/gift-vouchers";
import { toCents } from "#domain/money";
import type { Db } from "#server/db/client";
import { bookingPayments, paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import { giftVoucherPartOf } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { paymentsOwed } from "./payments-owed";

/**
 * `refund` in euro, as the cancellation decided it. A gift voucher's part of it went back to the
 * voucher already (migration 0035): the card gets the rest (decision 017). Nothing is refunded
 * for a booking not paid by card.
 */
export async function refundCardPayment(tx: Db, bookingId: string, refund: number, now: Date): Promise<void> {
  // The host's share is no longer to be paid, whatever paid for the booking.
  await tx
    .update(payoutTransfers)
    .set({ status: "cancelled", doneAt: now, lastError: "The booking was cancelled with a refund" })
    .where(and(eq(payoutTransfers.bookingId, bookingId), eq(payoutTransfers.status, "pending")));
  const [payment] = await tx
    .select({ paid: bookingPayments.amountPaidCents, refunded: bookingPayments.amountRefundedCents })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), sql`${bookingPayments.paidAt} is not null`))
    .for("update");
  if (!payment?.paid) return;
  const amountCents = refundSplit(toCents(refund), await giftVoucherPartOf(tx, bookingId), payment.paid - payment.refunded).toCard;
  if (amountCents <= 0) return;
  const owed = await tx
    .insert(paymentRefunds)
    .values({ bookingId, amountCents, reason: "cancellation", nextAttemptAt: now })
    .onConflictDoNothing()
    .returning({ bookingId: paymentRefunds.bookingId });
  if (owed.length > 0) paymentsOwed.notify();
}
