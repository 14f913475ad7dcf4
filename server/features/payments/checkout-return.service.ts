// The guest comes back from Stripe Checkout (decision 012), to one of the two addresses the
// session was made with. Back from paying: we ask Stripe how the session stands at once rather
// than wait for the webhook, so the booking shows 'Confirmed' as soon as it is. Back without
// paying ('Back' on Checkout, a GET): nothing changes until the guest says so; the page asks, and
// only its POST ends the session at Stripe, so it can't be paid later in another tab, and releases
// the seats. A link followed by mistake, or lured, loses nobody their seats. All only for the
// booking's own guest.
import { and, eq, gte } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { notFound } from "#server/features/errors";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { type CheckoutOutcome, releaseHold, settleCheckout } from "./settle-checkout";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { isUuid } from "#domain/uuid";

const NOT_YOURS = "We couldn't find that booking.";
const LEFT = { by: "guest", reason: CANCELLATION_REASONS.guestLeft } as const;

async function guestsCardBooking(db: Db, actor: Actor, bookingId: string) {
  const guest = requireUser(actor, "Please sign in to see your booking");
  if (!isUuid(bookingId)) throw notFound(NOT_YOURS);
  const [row] = await db
    .select({
      userId: bookings.userId,
      saunaId: bookings.saunaId,
      status: bookings.status,
      sessionId: bookingPayments.checkoutSessionId,
      paidAt: bookingPayments.paidAt,
      holdExpiresAt: bookingPayments.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(bookingPayments, eq(bookingPayments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row || row.userId !== guest.userId) throw notFound(NOT_YOURS);
  return row;
}

export type ReturnedFromCheckout = { saunaId: string; outcome: CheckoutOutcome };

/** success_url: how the payment stands now ('waiting' when Stripe can't say yet). */
export async function returnFromCheckout(db: Db, provider: PaymentProvider, actor: Actor, bookingId: string, now = new Date()): Promise<ReturnedFromCheckout> {
  const row = await guestsCardBooking(db, actor, bookingId);
  if (row.paidAt) return { saunaId: row.saunaId, outcome: "already_paid" };
  if (!row.sessionId) return { saunaId: row.saunaId, outcome: "waiting" };
  try {
    return { saunaId: row.saunaId, outcome: await settleCheckout(db, await provider.getCheckout(row.sessionId), "status", now) };
  } catch (error) {
    // Stripe unreachable this moment: the webhook or the sweep will tell.
    if (error instanceof PaymentProviderError) return { saunaId: row.saunaId, outcome: "waiting" };
    throw error;
  }
}

/**
 * held: still awaiting payment, its seats held until `holdExpiresAt`. paid: paid after all
 * (another tab). over: no longer held (released, expired or cancelled).
 */
export type LeftCheckout = { saunaId: string; state: "held" | "paid" | "over"; holdExpiresAt: Date };

/** cancel_url (a GET): how the booking stands, changing nothing; the page then asks the guest. */
export async function leftCheckout(db: Db, actor: Actor, bookingId: string, now = new Date()): Promise<LeftCheckout> {
  const row = await guestsCardBooking(db, actor, bookingId);
  const state = row.paidAt ? "paid" : row.status === "pending" && row.holdExpiresAt > now ? "held" : "over";
  return { saunaId: row.saunaId, state, holdExpiresAt: row.holdExpiresAt };
}

/**
 * The cancel_url page's 'Release my seats' (a POST), and 'Cancel' on a booking awaiting payment
 * in My Bookings: the hold ends and the seats are free. If the guest paid after all (another
 * tab), the booking stands paid instead.
 */
export async function leaveCheckout(db: Db, provider: PaymentProvider, actor: Actor, bookingId: string, now = new Date()): Promise<ReturnedFromCheckout> {
  const row = await guestsCardBooking(db, actor, bookingId);
  if (row.paidAt) return { saunaId: row.saunaId, outcome: "already_paid" };
  if (row.status !== "pending") return { saunaId: row.saunaId, outcome: "released" };
  if (row.sessionId) {
    const asked = new Date();
    // Throws when Stripe can't be reached: the seats stay held, and the guest is told to retry.
    const session = await provider.expireCheckout(row.sessionId);
    const outcome = await settleCheckout(db, session, "status", now, LEFT);
    // Stripe also tells of the expiry by webhook, which may be applied first, as the system's
    // release of an unpaid hold: the guest's leaving caused it, so the booking says so.
    await db
      .update(bookings)
      .set({ cancelledBy: LEFT.by, cancellationReason: LEFT.reason })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "expired"), eq(bookings.cancelledBy, "system"), gte(bookings.cancelledAt, asked)));
    return { saunaId: row.saunaId, outcome };
  }
  // Stripe never answered with a session: the sweep will look for one; the guest's seats go now.
  await releaseHold(db, bookingId, { now, ...LEFT });
  return { saunaId: row.saunaId, outcome: "released" };
}
