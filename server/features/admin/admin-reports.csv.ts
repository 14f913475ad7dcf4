// The Reports series as CSV: one row per week or month.
import { bucketName } from "#domain/reports";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { csvCalendarDate, csvEuro, csvStream, type CsvColumn } from "./admin-csv";
import { bookingReport, type ReportBucket } from "./admin-reports.service";

/** The file name and CSV of the report; refused to anyone but an admin. */
export async function bookingReportCsv(db: Db, actor: Actor, query: { period?: unknown }, now = new Date()) {
  const report = await bookingReport(db, actor, query, now);
  const columns: CsvColumn<ReportBucket>[] = [
    { header: "Period", value: (b) => bucketName(b.start, report.period) },
    { header: "Starts", value: (b) => csvCalendarDate(b.start) },
    { header: "Bookings", value: (b) => b.bookings },
    { header: "Gross booking value (€)", value: (b) => csvEuro(b.gross) },
    { header: "Commission earned (€)", value: (b) => csvEuro(b.commission) },
    { header: "Refunds (€)", value: (b) => csvEuro(b.refunds) },
  ];
  async function* once() {
    yield report.buckets;
  }
  return { filename: `sauna-eire-report-${report.period}-${now.toISOString().slice(0, 10)}.csv`, body: csvStream(columns, once()) };
}
