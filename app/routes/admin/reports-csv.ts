// GET /admin/reports/series.csv?period=weeks|months: the Reports series as a CSV download, its
// headers and periods in the request's language (/ga/admin/reports/series.csv is Irish).
import type { Route } from "./+types/reports-csv";
import { bucketDate } from "#domain/reports";
import { bookingReport, type ReportBucket } from "#server/features/admin/admin-reports.service";
import { csvCalendarDate, csvEuro, csvHeaders, csvStream, type CsvColumn } from "#server/features/admin/admin-csv";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { requestLocale, serverT } from "#server/i18n/messages";
import { requireAdminPage } from "./admin-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const locale = requestLocale(request);
  const t = serverT(locale, "admin");
  const now = new Date();
  const report = await bookingReport(getApp(context).db, admin, queryFields(request), now);
  const period = (b: ReportBucket) => {
    const date = bucketDate(b.start, report.period, locale);
    return report.period === "weeks" ? t("reports.weekOf", { date }) : date;
  };
  const columns: CsvColumn<ReportBucket>[] = [
    { header: t("reports.csv.period"), value: period },
    { header: t("reports.csv.starts"), value: (b) => csvCalendarDate(b.start) },
    { header: t("reports.bookings"), value: (b) => b.bookings },
    { header: t("reports.csv.gross"), value: (b) => csvEuro(b.gross) },
    { header: t("reports.csv.commission"), value: (b) => csvEuro(b.commission) },
    { header: t("reports.csv.refunds"), value: (b) => csvEuro(b.refunds) },
  ];
  async function* once() {
    yield report.buckets;
  }
  const filename = `sauna-eire-report-${report.period}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(csvStream(columns, once()), { headers: csvHeaders(filename) });
}
