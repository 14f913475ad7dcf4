// Add to Calendar: the booking as an .ics file download (only the guest's own booking).
import type { Route } from "./+types/booking-calendar";
import { bookingCalendarFile } from "#server/features/bookings/guest-bookings.service";
import { getApp } from "#app/lib/context.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db, config } = getApp(context);
  const ics = await serviceLoader(() => bookingCalendarFile(db, user, params.bookingId, config.baseUrl));
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="sauna-booking-${params.bookingId.slice(0, 8)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
