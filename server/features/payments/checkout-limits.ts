// Limits on card payments a member starts and leaves unpaid (decision 012, "Limits on unpaid
// holds"). A booking awaiting payment holds its seats for half an hour and each Checkout Session
// is a call to Stripe, so without them one account could hold every seat of a sauna without paying,
// again and again, or make Stripe calls in bulk. Counted in the database, in the transaction that
// makes the booking or the voucher, under a lock on the member's own row: concurrent requests from
// any process are counted one after the other, and a refused request leaves no count behind.
import { and, count, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { conflict, tooManyRequests } from "#server/features/errors";
import { countRequest } from "#server/features/mail/mail-request-throttle";

/**
 * Bookings awaiting payment a member may hold at once (and at one sauna), and Checkout Sessions
 * (bookings and gift vouchers alike) they may start in an hour. A guest booking a few sessions
 * and paying each is far inside them; holding a small sauna's evening, or a day of it, is not.
 */
export const CHECKOUT_LIMITS = { openHolds: 3, openHoldsAtOneSauna: 2, checkoutsPerHour: 10 } as const;

const CHECKOUT_COUNT_KIND = "checkout";

export const OPEN_HOLDS_MESSAGE =
  `You already have ${CHECKOUT_LIMITS.openHolds} bookings waiting for payment. Pay for or cancel one of them first.`;
export const OPEN_HOLDS_AT_SAUNA_MESSAGE =
  `You already have ${CHECKOUT_LIMITS.openHoldsAtOneSauna} bookings at this sauna waiting for payment. Pay for or cancel one of them first.`;
export const CHECKOUTS_PER_HOUR_MESSAGE =
  `You've started ${CHECKOUT_LIMITS.checkoutsPerHour} card payments in the last hour. Please wait a while and try again.`;

/**
 * A booking still waiting for its guest on Checkout, as My Bookings offers 'Complete payment':
 * pending, its hold running, and not a delayed payment already made and settling (the guest has
 * nothing left to do there). A hold that ran out is released by the payments sweep within a minute.
 */
const openHold = (now: Date) =>
  and(
    eq(bookings.status, "pending"),
    gt(bookingPayments.holdExpiresAt, now),
    or(isNull(bookingPayments.checkoutSessionId), isNotNull(bookingPayments.checkoutUrl)),
  );

/**
 * Called in the transaction of a booking that awaits card payment, once its booking and payment
 * rows are written: refuses it when it makes the guest's open holds more than the limits, and
 * counts the Checkout Session it will start. The member's row is locked first (taken last by a
 * booking, after the voucher's and the slot's, so no deadlock), so two bookings of one member
 * never both see room for one.
 */
export async function refuseOverBookingLimits(tx: Db, { userId, saunaId, now }: { userId: string; saunaId: string; now: Date }): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("no key update");
  const [held] = await tx
    .select({ all: count(), atSauna: sql<number>`count(*) filter (where ${bookings.saunaId} = ${saunaId})`.mapWith(Number) })
    .from(bookings)
    .innerJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .where(and(eq(bookings.userId, userId), openHold(now)));
  // The counts include the booking being made.
  if (held.all > CHECKOUT_LIMITS.openHolds) throw conflict(OPEN_HOLDS_MESSAGE);
  if (held.atSauna > CHECKOUT_LIMITS.openHoldsAtOneSauna) throw conflict(OPEN_HOLDS_AT_SAUNA_MESSAGE);
  await countCheckoutStarted(tx, userId, now);
}

/**
 * Counts one Checkout Session a member starts (a booking's or a gift voucher's), in the caller's
 * transaction, and refuses it past the hourly limit. The counter's row is locked until the
 * transaction ends, so concurrent starts count one after the other.
 */
export async function countCheckoutStarted(tx: Db, userId: string, now: Date): Promise<void> {
  const started = await countRequest(tx, CHECKOUT_COUNT_KIND, `user:${userId}`, now, 60);
  if (started > CHECKOUT_LIMITS.checkoutsPerHour) throw tooManyRequests(CHECKOUTS_PER_HOUR_MESSAGE);
}
