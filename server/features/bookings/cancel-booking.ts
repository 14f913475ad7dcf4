// The one way a booking is cancelled, whoever cancels it (the guest, the host, an administrator,
// a suspended listing, an account deletion): status, time, refund and reason in one conditional UPDATE, so a second cancel at
// the same moment changes nothing and can't refund twice. The database trigger (migration 0002)
// frees the slot as the status changes. The move itself, and who may make it: BOOKING_TRANSITIONS.cancel.
// A booking paid by card gets its refund owed in the same transaction (the payments worker makes
// it through Stripe); one paid at the sauna records the amount the host owes back.
import { and, eq, inArray } from "drizzle-orm";
import { type BookingActor, BOOKING_TRANSITIONS } from "#domain/booking-status";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { notifyBookingCancelled } from "#server/features/mail/booking-notices";
import { refundCardPayment } from "#server/features/payments/refund-card-payment";
import { offerFreedSeats } from "#server/features/waitlist/offer-freed-seats";

const { from, to } = BOOKING_TRANSITIONS.cancel;

export type Cancellation = {
  now: Date;
  refund: number;
  reason: string;
  by: BookingActor;
  /**
   * false when the host hears of every cancellation at once in another message (a suspended
   * listing: one e-mail listing its cancelled bookings, not one per booking). The guest always does.
   */
  tellHost?: boolean;
};

/** Cancels the booking if it is still live; false when it had already changed. */
export async function cancelLiveBooking(db: Db, bookingId: string, { now, refund, reason, by, tellHost = true }: Cancellation): Promise<boolean> {
  // Inside the caller's transaction if it has one (a savepoint), so the notices to the guest
  // and the host exist exactly when the cancellation committed.
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: to, cancelledAt: now, refundAmount: refund, cancellationReason: reason, cancelledBy: by })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, from)))
      .returning({ saunaId: bookings.saunaId, startsAt: bookings.startsAt });
    if (!cancelled) return false;
    // The freed room goes to the waitlist in this transaction (decision 016).
    await offerFreedSeats(tx, cancelled, now);
    if (refund > 0) await refundCardPayment(tx, bookingId, refund, now);
    await notifyBookingCancelled(tx, bookingId, { tellHost });
    return true;
  });
}
