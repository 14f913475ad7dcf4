// A day's date in a page's language ("22 Nov 2026", "Saturday 7 June 2026"), apart from
// format.ts: it needs the calendar's names (calendar-format.ts), which pages that only show
// prices and ratings should not load (the public JavaScript budget).
import { formatCalendar } from "./calendar-format";
import type { Locale } from "./locales";

/** 22 Nov 2026 */
export function formatDate(value: Date | string, locale: Locale = "en"): string {
  return formatCalendar(asDate(value), locale, "date");
}

/** A date-only string is read at noon UTC, so it is the same day in Dublin all year. */
function asDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
}

/** Saturday 7 June 2026: a session's date where there is room for it (e-mail). */
export function formatLongDate(value: Date | string, locale: Locale = "en"): string {
  return formatCalendar(asDate(value), locale, "longDate");
}
