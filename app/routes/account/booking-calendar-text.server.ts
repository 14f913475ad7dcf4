// The words of a booking's calendar event in a language: its summary and description (the
// rest of the event, times and place, is the server's file as it is). Server only: it reads the
// message files, and a route module may export only what React Router knows to strip.
import type { Locale } from "#domain/locales";
import type { GuestBooking } from "#server/features/bookings/guest-bookings.service";
import { serverT } from "#app/lib/i18n/messages.server";
import type { MessageKey } from "#app/lib/i18n/translate";
import { withIcsText } from "./ics-text";

/** The kind of session as the event's description names it ('private session'). */
const SESSION_KEYS: Record<string, MessageKey<"account">> = {
  private: "calendar.type.private",
  shared: "calendar.type.shared",
  group: "calendar.type.group",
};

/** The event's summary and description in `locale` (in English, the very words the server wrote). */
export function inLanguage(ics: string, booking: Pick<GuestBooking, "saunaName" | "guests" | "bookingType" | "freeCancellationHours">, locale: Locale): string {
  const t = serverT(locale, "account");
  const type = SESSION_KEYS[booking.bookingType];
  const description = t("calendar.description", {
    guests: t("calendar.guests", { count: booking.guests }),
    type: type ? t(type) : booking.bookingType,
    hours: t("hours", { count: booking.freeCancellationHours }),
  });
  return withIcsText(withIcsText(ics, "SUMMARY", t("calendar.summary", { sauna: booking.saunaName })), "DESCRIPTION", description);
}
