// Add to Calendar: the booking as an .ics file download (only the guest's own booking), its
// summary and description in the language of the page it was downloaded from.
import type { Route } from "./+types/booking-calendar";
import type { Locale } from "#domain/locales";
import { bookingCalendarFile, listMyBookings, type GuestBooking } from "#server/features/bookings/guest-bookings.service";
import { getApp } from "#app/lib/context.server";
import { requestLocale, serverT } from "#app/lib/i18n/messages.server";
import type { MessageKey } from "#app/lib/i18n/translate";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { withIcsText } from "./ics-text";

/** The kind of session as the event's description names it ('private session'). */
const SESSION_KEYS: Record<string, MessageKey<"account">> = {
  private: "calendar.type.private",
  shared: "calendar.type.shared",
  group: "calendar.type.group",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db, config } = getApp(context);
  // The server's file checks the booking is the guest's own; the list gives its details to word.
  const [ics, bookings] = await Promise.all([
    serviceLoader(() => bookingCalendarFile(db, user, params.bookingId, config.baseUrl)),
    listMyBookings(db, user),
  ]);
  const booking = bookings.find((b) => b.id === params.bookingId);
  return new Response(booking ? inLanguage(ics, booking, requestLocale(request)) : ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="sauna-booking-${params.bookingId.slice(0, 8)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}

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
