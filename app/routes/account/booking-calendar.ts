// Add to Calendar: the booking as an .ics file download (only the guest's own booking), its
// summary and description in the language of the page it was downloaded from.
import type { Route } from "./+types/booking-calendar";
import { bookingCalendarFile, listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { getApp } from "#app/lib/context.server";
import { requestLocale } from "#app/lib/i18n/messages.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { inLanguage } from "./booking-calendar-text.server";

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
