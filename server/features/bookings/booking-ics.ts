// One booking as an iCalendar event: the 'Add to Calendar' download and the invitation attached
// to the booking confirmation e-mail are the same file, in the guest's language (decision 021).
import { createEvent } from "ics";
import { DEFAULT_LOCALE, localizePath, type Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";

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

const KINDS = new Set(["private", "shared", "group"]);

/** The .ics text, or null if the event could not be made. */
export function bookingIcs(booking: IcsBooking, baseUrl: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const t = serverT(locale, "emails");
  const type = KINDS.has(booking.bookingType) ? t(`ics.kind.${booking.bookingType as "private"}`) : booking.bookingType;
  const { error, value } = createEvent({
    uid: `${booking.id}@sauna-eire`,
    title: t("ics.booking.title", { sauna: booking.saunaName }),
    description: `${t("ics.booking.guests", { count: booking.guests, type })} ${t("ics.booking.freeCancellation", { count: booking.freeCancellationHours })}`,
    location: [booking.address, booking.location, booking.county].filter(Boolean).join(", "),
    url: `${baseUrl}${localizePath(`/sauna/${booking.saunaId}`, locale)}`,
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
