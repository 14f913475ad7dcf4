// The admin pages' own formats, in the page's language (domain/format.ts has the site-wide ones):
// a moment in Irish time ("22 Nov, 14:05" in the Dashboard's activity, "22 Nov 2026, 14:05" in a
// booking's ledger) and a commission rate ("15%", "12.5%").
import { formatCalendar } from "#domain/calendar-format";
import { LOCALE_TAG, type Locale } from "#domain/locales";

export function formatDateTime(value: Date | string, locale: Locale, { year = true }: { year?: boolean } = {}): string {
  return formatCalendar(new Date(value), locale, year ? "dateTime" : "dayMonthTime");
}

/** A rate as a percentage, as the language writes it: 0.15 → "15%", 0.125 → "12.5%". */
export function formatPercent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: "percent", maximumFractionDigits: 2 }).format(rate);
}
