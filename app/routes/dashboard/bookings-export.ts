// GET /dashboard/bookings/export.csv: 'Export to CSV' of the owner dashboard's Bookings, every
// row the filter and search match (all pages), as a file download, in the request's language
// (/ga/dashboard/bookings/export.csv: Irish headings, types, statuses and the product's reasons).
import type { Route } from "./+types/bookings-export";
import { hostBookingsCsv, hostBookingsCsvName } from "#server/features/hosts/host-bookings-csv";
import { hostBookingsForExport } from "#server/features/hosts/host-bookings.service";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requestLocale } from "#server/i18n/messages";
import { serviceLoader } from "#app/lib/service-errors.server";
import { dashboardSaunas } from "./current-sauna.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const { sauna, rows } = await serviceLoader(() => hostBookingsForExport(db, actor, current?.id, queryFields(request)));
  return new Response(hostBookingsCsv(rows, requestLocale(request)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${hostBookingsCsvName(sauna.name)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
