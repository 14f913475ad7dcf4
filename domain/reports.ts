// Admin Reports (docs/product.md §2 Admin area): bookings and revenue over time, by week or by
// month, for the last twelve of either. Buckets start on a Monday (weeks) or the 1st (months),
// in Ireland's time.

export const REPORT_PERIODS = ["weeks", "months"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { weeks: "Last 12 weeks", months: "Last 12 months" };
export const REPORT_BUCKETS = 12;

/** The period asked for in the query string; anything else is the default, months. */
export function reportPeriod(value: unknown): ReportPeriod {
  return value === "weeks" ? "weeks" : "months";
}

const weekLabel = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-IE", { month: "short", year: "numeric", timeZone: "UTC" });
const weekLong = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("en-IE", { month: "long", year: "numeric", timeZone: "UTC" });

/** A bucket's short name on a chart axis: "5 Jan" for a week, "Jan 2026" for a month. */
export function bucketLabel(start: string, period: ReportPeriod): string {
  const day = new Date(`${start}T00:00:00Z`);
  return (period === "weeks" ? weekLabel : monthLabel).format(day);
}

/** A bucket's full name: "Week of 5 January 2026", "January 2026". */
export function bucketName(start: string, period: ReportPeriod): string {
  const day = new Date(`${start}T00:00:00Z`);
  return period === "weeks" ? `Week of ${weekLong.format(day)}` : monthLong.format(day);
}
