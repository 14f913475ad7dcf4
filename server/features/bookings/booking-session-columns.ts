// The columns that say when a booking's session is and who it is for, selected the same way by
// every reader of bookings (the guest's list, the host's list, the mail about a booking).
import { bookings } from "#server/db/schema/bookings";

export const bookingSessionColumns = {
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  bookingType: bookings.bookingType,
  guests: bookings.guests,
};
