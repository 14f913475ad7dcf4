// What Stripe says about a booking's Checkout Session, applied once (decision 012). Three callers
// ask the same question at different moments — the webhook, the guest's return from Checkout, and
// the payments sweep when a hold runs out — so the answer is one function, under a row lock on
// the booking's payment, and applying it twice changes nothing.
import { and, eq } from "drizzle-orm";
import { BOOKING_TRANSITIONS, type BookingActor } from "#domain/booking-status";
import { toCents } from "#domain/money";
import type { Db } from "#server/db/client";
import { isSlotUnavailable, isUniqueViolation } from "#server/db/errors";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import { notifyBookingMade } from "#server/features/mail/booking-notices";
import { paidByGiftVoucher } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { notifyPaidTooLate } from "#server/features/mail/payment-notices";
import type { CheckoutSession } from "#server/integrations/payments/payment-provider";
import { offerFreedSeats } from "#server/features/waitlist/offer-freed-seats";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { isUuid } from "#domain/uuid";

/**
 * paid: this call confirmed the booking. already_paid: an earlier call did. refunding: the money
 * came for a booking that could no longer be had, and a full refund is on its way. released: the
 * hold ended unpaid. waiting: nothing to do yet (Checkout still open, or a delayed payment method
 * still settling). unknown: not a session of one of our bookings.
 */
export type CheckoutOutcome = "paid" | "already_paid" | "refunding" | "released" | "waiting" | "unknown";

/** completed, async_succeeded…: what the event said happened; "status" when we asked Stripe ourselves. */
export type CheckoutNews = "completed" | "async_succeeded" | "async_failed" | "expired" | "status";

/** Who ends the hold when the session is over unpaid, and why (the guest leaving Checkout, or the system). */
export type Release = { by: BookingActor; reason: string };

export async function settleCheckout(db: Db, session: CheckoutSession, news: CheckoutNews, now: Date, release?: Release): Promise<CheckoutOutcome> {
  const bookingId = session.bookingId;
  if (!bookingId || !isUuid(bookingId)) return "unknown";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: bookingPayments, status: bookings.status, startsAt: bookings.startsAt, hostPayout: bookings.hostPayout, payoutDueAt: bookings.payoutDueAt })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(eq(bookingPayments.bookingId, bookingId))
      .for("update", { of: bookingPayments });
    if (!row) return "unknown";
    const { payment } = row;
    // A session id we didn't make for this booking (metadata can't be forged by a guest, but a
    // stray or hand-made session must not pay for someone's booking).
    if (payment.checkoutSessionId && payment.checkoutSessionId !== session.id) return "unknown";

    const paid = session.status === "complete" && session.paymentStatus === "paid";
    if (paid) return recordPayment(tx, { ...row, bookingId }, session, now);
    if (payment.paidAt) return "already_paid";

    const over = session.status === "expired" || news === "async_failed";
    if (!over) {
      // Complete but not paid: a delayed method (a bank transfer) is settling. Checkout has
      // nothing more to take, so its page is forgotten: My Bookings no longer offers it, and
      // asking to pay again says the payment is being confirmed (checkout.service.ts).
      const settling = session.status === "complete";
      if (!payment.checkoutSessionId || (settling && payment.checkoutUrl)) {
        await tx
          .update(bookingPayments)
          .set({ checkoutSessionId: session.id, checkoutUrl: settling ? null : session.url })
          .where(eq(bookingPayments.bookingId, bookingId));
      }
      return "waiting";
    }
    await tx.update(bookingPayments).set({ checkoutSessionId: session.id, checkoutClosedAt: now }).where(eq(bookingPayments.bookingId, bookingId));
    const reason = news === "async_failed" ? CANCELLATION_REASONS.paymentFailed : CANCELLATION_REASONS.notPaidInTime;
    await releaseHold(tx, bookingId, { now, ...(release ?? { by: "system", reason }) });
    return "released";
  });
}

/**
 * Ends an unpaid booking's hold: its seats are free again, and offered to the session's waitlist
 * in the same transaction (decision 016). False when it no longer awaited payment.
 */
export async function releaseHold(db: Db, bookingId: string, { now, by, reason }: { now: Date; by: BookingActor; reason: string }): Promise<boolean> {
  const { from, to } = BOOKING_TRANSITIONS.release;
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(bookings)
      .set({ status: to, cancelledAt: now, cancelledBy: by, cancellationReason: reason })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, from[0])))
      .returning({ saunaId: bookings.saunaId, startsAt: bookings.startsAt });
    if (released) await offerFreedSeats(tx, released, now);
    return Boolean(released);
  });
}

type LockedPayment = {
  bookingId: string;
  payment: typeof bookingPayments.$inferSelect;
  status: typeof bookings.$inferSelect.status;
  startsAt: Date;
  hostPayout: number;
  payoutDueAt: Date;
};

async function recordPayment(tx: Db, row: LockedPayment, session: CheckoutSession, now: Date): Promise<CheckoutOutcome> {
  const { bookingId, payment } = row;
  if (payment.paidAt) return "already_paid";
  await tx
    .update(bookingPayments)
    .set({
      checkoutSessionId: session.id,
      paymentIntentId: session.paymentIntentId,
      paidAt: now,
      amountPaidCents: session.amountTotalCents,
      checkoutClosedAt: now,
    })
    .where(eq(bookingPayments.bookingId, bookingId));

  if (row.status === BOOKING_TRANSITIONS.pay.from[0]) {
    await tx.update(bookings).set({ status: BOOKING_TRANSITIONS.pay.to }).where(eq(bookings.id, bookingId));
    await confirmed(tx, row);
    return "paid";
  }
  // A gift voucher's part went back to the voucher when the hold ended (migration 0035), so such a
  // booking isn't brought back: the card's part is refunded below instead (decision 017).
  if (row.status === BOOKING_TRANSITIONS.reinstate.from[0] && row.startsAt > now && !(await paidByGiftVoucher(tx, bookingId)) && (await reinstate(tx, bookingId))) {
    await confirmed(tx, row);
    return "paid";
  }
  // Cancelled meanwhile (a suspended listing), its session begun, or its seats taken since the
  // hold ended: the booking can't be had, so the guest gets every cent back and is told why.
  if (session.amountTotalCents > 0) {
    await tx.insert(paymentRefunds).values({ bookingId, amountCents: session.amountTotalCents, reason: "paid_too_late", nextAttemptAt: now }).onConflictDoNothing();
    await notifyPaidTooLate(tx, bookingId, session.amountTotalCents);
  }
  return "refunding";
}

/** The guest and the host hear of the booking now that it is paid, and the host's share is scheduled. */
async function confirmed(tx: Db, row: LockedPayment) {
  await notifyBookingMade(tx, row.bookingId);
  await scheduleHostPayout(tx, row);
}

/**
 * The host's whole share of a booking paid online, by card or gift voucher or both, sent by the
 * payments worker at the payout date (make-transfers.ts). Once per booking.
 */
export async function scheduleHostPayout(tx: Db, booking: { bookingId: string; hostPayout: number; payoutDueAt: Date }): Promise<void> {
  const amountCents = toCents(booking.hostPayout);
  if (amountCents > 0) {
    await tx.insert(payoutTransfers).values({ bookingId: booking.bookingId, amountCents, nextAttemptAt: booking.payoutDueAt }).onConflictDoNothing();
  }
}

/**
 * A payment arrived after the hold was released: the booking takes its seats again if they are
 * still free. The database decides (the capacity trigger, migration 0025, and the one live
 * booking per guest and slot), inside a savepoint so a refusal leaves the payment recorded.
 */
async function reinstate(tx: Db, bookingId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(bookings)
        .set({ status: BOOKING_TRANSITIONS.reinstate.to, cancelledAt: null, cancelledBy: null, cancellationReason: null })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, BOOKING_TRANSITIONS.reinstate.from[0])));
    });
    return true;
  } catch (error) {
    if (isSlotUnavailable(error) || isUniqueViolation(error)) return false;
    throw error;
  }
}
