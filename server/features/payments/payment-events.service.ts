// Stripe's events, applied once each (decision 012): the event's id is written in the same
// transaction that applies it, so a redelivery finds it and changes nothing, and an event whose
// handling failed is not recorded and is applied when Stripe sends it again. No call to Stripe is
// made here: the webhook answers quickly, and what needs Stripe is left to the payments worker.
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { HELD_REASONS } from "#domain/payout-hold";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, paymentRefunds, payoutTransfers, stripeEvents } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { alertAdmins } from "#server/features/mail/payment-notices";
import type { PaymentEvent } from "#server/integrations/payments/payment-provider";
import { settleVoucherCheckout } from "#server/features/gift-vouchers/settle-gift-voucher";
import { tellWhenBookingOpened } from "#server/features/saunas/booking-open-alerts.service";
import { settleCheckout } from "./settle-checkout";

export type EventResult = "applied" | "duplicate";

export async function applyPaymentEvent(db: Db, event: PaymentEvent, now = new Date()): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    switch (event.kind) {
      case "checkout":
        // A gift voucher's session is the platform's sale (decision 017); every other is a booking's.
        if (event.session.giftVoucherId) await settleVoucherCheckout(tx, event.session, event.outcome, now);
        else await settleCheckout(tx, event.session, event.outcome, now);
        break;
      case "account":
        await recordAccountState(tx, event.account, event.created, now);
        break;
      case "refunded":
        await recordRefunded(tx, event.paymentIntentId, event.amountRefundedCents, now);
        break;
      case "dispute":
        await recordDispute(tx, event, now);
        break;
      case "other":
        break;
    }
    return "applied";
  });
}

/**
 * What Stripe says of a host's account: card bookings open once charges are enabled, transfers
 * once payouts are. Events can arrive out of order: an older one than the state we hold is
 * ignored. Stripe stamps events to the second, and onboarding sends several within one: of those,
 * the one delivered last stands (Stripe delivers in order, nearly always), rather than the first,
 * which would leave a host's final "payouts enabled" unheard.
 */
export async function recordAccountState(
  db: Db,
  account: { id: string; chargesEnabled: boolean; payoutsEnabled: boolean; detailsSubmitted: boolean },
  asOf: Date,
  now = new Date(),
): Promise<void> {
  const [host] = await db
    .update(profiles)
    .set({
      stripeChargesEnabled: account.chargesEnabled,
      stripePayoutsEnabled: account.payoutsEnabled,
      stripeDetailsSubmitted: account.detailsSubmitted,
      stripeStatusAt: asOf,
    })
    .where(and(eq(profiles.stripeAccountId, account.id), or(isNull(profiles.stripeStatusAt), lte(profiles.stripeStatusAt, asOf))))
    .returning({ id: profiles.id });
  // Payouts held while the host couldn't receive them are looked at again now, not within the hour.
  if (host && account.payoutsEnabled) await lookAgainAtHeldPayouts(db, host.id, now);
  // Their saunas can be booked now: members who asked on the sauna page are told.
  if (host && account.chargesEnabled) await tellWhenBookingOpened(db, host.id, now);
}

/** The host's held transfers, due again at `now` (the worker decides afresh whether they can go). */
async function lookAgainAtHeldPayouts(db: Db, hostId: string, now: Date): Promise<void> {
  const hostsBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .where(eq(saunas.ownerId, hostId));
  await db
    .update(payoutTransfers)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(payoutTransfers.status, "pending"),
        inArray(payoutTransfers.lastError, HELD_REASONS),
        gt(payoutTransfers.nextAttemptAt, now),
        inArray(payoutTransfers.bookingId, hostsBookings),
      ),
    );
}

/**
 * A charge's refunds as Stripe counts them: ours, and any made in Stripe's dashboard. The total
 * only ever grows; our own refund of the booking is then known to have gone through.
 */
async function recordRefunded(tx: Db, paymentIntentId: string | null, amountRefundedCents: number, now: Date): Promise<void> {
  if (!paymentIntentId) return;
  const [payment] = await tx
    .update(bookingPayments)
    .set({ amountRefundedCents: sql`least(greatest(${bookingPayments.amountRefundedCents}, ${amountRefundedCents}), ${bookingPayments.amountPaidCents})` })
    .where(and(eq(bookingPayments.paymentIntentId, paymentIntentId), sql`${bookingPayments.amountPaidCents} is not null`))
    .returning({ bookingId: bookingPayments.bookingId, refunded: bookingPayments.amountRefundedCents });
  if (!payment) return;
  // Money went back to the guest: the host's share is no longer theirs to be paid automatically
  // (a full refund: nothing is owed; a part refunded in the dashboard: an administrator decides).
  await tx
    .update(payoutTransfers)
    .set({ status: "cancelled", doneAt: now, lastError: "The payment was refunded" })
    .where(and(eq(payoutTransfers.bookingId, payment.bookingId), eq(payoutTransfers.status, "pending")));
  await tx
    .update(paymentRefunds)
    .set({ status: "succeeded", doneAt: now, lastError: null })
    .where(and(eq(paymentRefunds.bookingId, payment.bookingId), sql`${paymentRefunds.status} in ('pending', 'failed')`, sql`${paymentRefunds.amountCents} <= ${payment.refunded}`));
}

/** A dispute: the host's payout waits, and administrators are told at once. */
async function recordDispute(tx: Db, event: Extract<PaymentEvent, { kind: "dispute" }>, now: Date): Promise<void> {
  if (!event.paymentIntentId) return;
  const [payment] = await tx
    .update(bookingPayments)
    .set({ disputedAt: now })
    .where(eq(bookingPayments.paymentIntentId, event.paymentIntentId))
    .returning({ bookingId: bookingPayments.bookingId });
  if (!payment) return;
  await alertAdmins(tx, {
    key: `dispute:${event.id}`,
    about: "dispute",
    amountCents: event.amountCents,
    bookingId: payment.bookingId,
    reason: event.reason,
    path: `/admin/bookings/${payment.bookingId}`,
  });
}
