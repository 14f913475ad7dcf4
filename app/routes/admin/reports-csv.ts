// GET /admin/reports/series.csv?period=weeks|months: the Reports series as a CSV download.
import type { Route } from "./+types/reports-csv";
import { bookingReportCsv } from "#server/features/admin/admin-reports.csv";
import { csvHeaders } from "#server/features/admin/admin-csv";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requireAdminPage } from "./admin-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const { filename, body } = await bookingReportCsv(getApp(context).db, admin, queryFields(request));
  return new Response(body, { headers: csvHeaders(filename) });
}
