// One booking as an iCalendar event: the 'Add to Calendar' download and the invitation attached
// to the booking confirmation e-mail are the same file.
import { createEvent } from "ics";

export type IcsBooking = {
  id: string;
  saunaId: string;
  saunaName: string;
  address: string | null;
  location: string | null;
  county: string | null;
  startsAt: Date;
  endsAt: Date;
  guests: number;
  bookingType: string;
  freeCancellationHours: number;
  status: string;
};

/** The .ics text, or null if the event could not be made. */
export function bookingIcs(booking: IcsBooking, baseUrl: string): string | null {
  const { error, value } = createEvent({
    uid: `${booking.id}@sauna-eire`,
    title: `Sauna session at ${booking.saunaName}`,
    description: `${booking.guests} guest(s), ${booking.bookingType} session. Free cancellation up to ${booking.freeCancellationHours} hours before.`,
    location: [booking.address, booking.location, booking.county].filter(Boolean).join(", "),
    url: `${baseUrl}/sauna/${booking.saunaId}`,
    start: booking.startsAt.getTime(),
    end: booking.endsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    status: booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    productId: "sauna-eire",
  });
  return error || !value ? null : value;
}
