// The booking lifecycle's sets (domain/booking-status.ts) as SQL conditions on bookings, so no
// query spells a list of statuses of its own.
import { and, eq, gt, inArray, lte, or, type SQL } from "drizzle-orm";
import {
  CONFIRMED_BOOKING_STATUSES, type DisplayedBookingStatus, LIVE_BOOKING_STATUSES, STANDING_BOOKING_STATUSES,
} from "#domain/booking-status";
import { bookings } from "#server/db/schema/bookings";

/** Live: holds its seats and can still be cancelled before it starts. */
export const liveBooking = inArray(bookings.status, LIVE_BOOKING_STATUSES);

/** Its session goes or went ahead (reviews, payouts, the host's figures). */
export const confirmedBooking = inArray(bookings.status, CONFIRMED_BOOKING_STATUSES);

/** Not called off: live, or its session went ahead (the host's calendar and overview). */
export const standingBooking = inArray(bookings.status, STANDING_BOOKING_STATUSES);

/** Called off, by whoever cancelled it. */
export const cancelledBooking = eq(bookings.status, "cancelled");

/**
 * The bookings shown with `status` at `now` (a Date, or the database's now()): displayStatus as
 * SQL, for the status filters. A confirmed booking whose end has passed shows as completed.
 */
export function displayedAs(status: DisplayedBookingStatus, now: Date | SQL): SQL {
  switch (status) {
    case "completed":
      return or(eq(bookings.status, "completed"), and(eq(bookings.status, "confirmed"), lte(bookings.endsAt, now)))!;
    case "confirmed":
      return and(eq(bookings.status, "confirmed"), gt(bookings.endsAt, now))!;
    default:
      return eq(bookings.status, status);
  }
}
