// Add to Calendar: the booking as an .ics file download (only the guest's own booking), its
// summary and description in the language of the page it was downloaded from.
import type { Route } from "./+types/booking-calendar";
import { bookingCalendarFile } from "#server/features/bookings/guest-bookings.service";
import { getApp } from "#app/lib/context.server";
import { requestLocale } from "#server/i18n/messages";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db, config } = getApp(context);
  // Only the guest's own booking (the service checks), worded as the confirmation e-mail's file is.
  const ics = await serviceLoader(() => bookingCalendarFile(db, user, params.bookingId, config.baseUrl, requestLocale(request)));
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="sauna-booking-${params.bookingId.slice(0, 8)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
