// Admin Reports (docs/product.md §2 Admin area): bookings and revenue over time, by week or by
// month, for the last twelve of either. Buckets start on a Monday (weeks) or the 1st (months),
// in Ireland's time.
import { formatCalendar } from "./calendar-format";
import type { Locale } from "./locales";

export const REPORT_PERIODS = ["weeks", "months"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_BUCKETS = 12;

/** The period asked for in the query string; anything else is the default, months. */
export function reportPeriod(value: unknown): ReportPeriod {
  return value === "weeks" ? "weeks" : "months";
}

/** A bucket's short name on a chart axis: "5 Jan" for a week, "Jan 2026" for a month. */
export function bucketLabel(start: string, period: ReportPeriod, locale: Locale = "en"): string {
  const day = new Date(`${start}T00:00:00Z`);
  return formatCalendar(day, locale, period === "weeks" ? "dayMonth" : "shortMonthYear", "UTC");
}

/** A bucket's date in full: "5 January 2026" for a week (its Monday), "January 2026" for a month. */
export function bucketDate(start: string, period: ReportPeriod, locale: Locale = "en"): string {
  const day = new Date(`${start}T00:00:00Z`);
  if (period === "months") return formatCalendar(day, locale, "monthYear", "UTC");
  // "5 January 2026": the day and month as the language writes them, then the year (both ours do so).
  return `${formatCalendar(day, locale, "dayLongMonth", "UTC")} ${day.getUTCFullYear()}`;
}
