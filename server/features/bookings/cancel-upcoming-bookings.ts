// A listing taken off the site takes its bookings still to come with it: an administrator's
// suspension or rejection (admin-saunas.service.ts) and a host closing their account
// (account/close-host-listings.ts). Each is cancelled, with a full refund of what was paid online,
// through the one cancellation path (cancel-booking.ts), which mails its guest; the host hears
// once, in the caller's own message, or not at all.
import { and, asc, eq, gt } from "drizzle-orm";
import type { BookingActor } from "#domain/booking-status";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import type { CancelledBookingLine } from "#server/features/mail/messages/listing-status";
import { liveBooking } from "./booking-status-sql";
import { paidOnlineCents } from "./paid-online-sql";
import { cancelLiveBooking } from "./cancel-booking";

/**
 * The sauna's live bookings starting after `now`, soonest first, cancelled with a full refund and
 * `reason`. Call with the sauna row locked (its status or publication changed in this
 * transaction): a new booking takes a share lock on it first (create-booking.service.ts), so none
 * can slip in between. Answers the bookings it cancelled.
 */
export async function cancelUpcomingBookings(
  tx: Db, saunaId: string, { reason, by, now }: { reason: string; by: BookingActor; now: Date },
): Promise<CancelledBookingLine[]> {
  const upcoming = await tx
    .select({ id: bookings.id, bookingDate: bookings.bookingDate, startTime: bookings.startTime, totalAmount: bookings.totalAmount, paidOnlineCents, guestName: profiles.fullName })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(eq(bookings.saunaId, saunaId), liveBooking, gt(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt));
  const cancelled: CancelledBookingLine[] = [];
  for (const b of upcoming) {
    if (await cancelLiveBooking(tx, b.id, { now, refund: b.totalAmount, reason, by, tellHost: false })) {
      cancelled.push({ bookingDate: b.bookingDate, startTime: b.startTime, guestName: b.guestName, refund: b.paidOnlineCents > 0 ? b.totalAmount : 0 });
    }
  }
  return cancelled;
}
