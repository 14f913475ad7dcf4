// Weekday names in the page's language (domain/calendar-format.ts: Intl, or CLDR's names where browsers lack them): the
// availability picker's days and the host's calendar. Our weekdays are ISO numbers as text,
// "1" Monday to "7" Sunday (domain/availability.ts WEEKDAYS).
import { formatCalendar } from "#domain/calendar-format";
import type { Locale } from "#domain/locales";

/** 5 January 2026 was a Monday: day n of that week is ISO weekday n. Noon UTC is that day in Dublin. */
const isoWeekday = (day: number) => new Date(Date.UTC(2026, 0, 4 + day, 12));

/** "Monday" / "Dé Luain" (long), "Mon" / "Luan" (short) for ISO weekday 1–7. */
export function weekdayName(locale: Locale, day: number | string, width: "long" | "short" = "long"): string {
  return formatCalendar(isoWeekday(Number(day)), locale, width === "long" ? "weekday" : "shortWeekday");
}
