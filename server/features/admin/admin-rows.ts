// A booking and a review as the admin pages list them: the Bookings and Reviews pages and a
// member's page (admin Users → View Details) select the same columns, with the sauna joined for
// its name, and show a booking's displayed status (completed once its session has ended).
import { displayStatus, type BookingStatus, type DisplayedBookingStatus } from "#domain/booking-status";
import { bookings } from "#server/db/schema/bookings";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";

export const adminBookingColumns = {
  id: bookings.id,
  saunaId: bookings.saunaId,
  saunaName: saunas.name,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  totalAmount: bookings.totalAmount,
  status: bookings.status,
  endsAt: bookings.endsAt,
};

/** The row as shown: the displayed status in place of the stored one and the end it is judged by. */
export function shownBooking<Row extends { status: BookingStatus; endsAt: Date }>({ status, endsAt, ...row }: Row, now: Date): Omit<Row, "status" | "endsAt"> & { status: DisplayedBookingStatus } {
  return { ...row, status: displayStatus({ status, endsAt }, now) };
}

export const adminReviewColumns = {
  id: reviews.id,
  saunaId: reviews.saunaId,
  saunaName: saunas.name,
  rating: reviews.rating,
  comment: reviews.comment,
  status: reviews.status,
  featured: reviews.featured,
  createdAt: reviews.createdAt,
};
