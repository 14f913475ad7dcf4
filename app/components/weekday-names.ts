// Weekday names in the page's language from Intl, never written by hand (issue 26): the
// availability picker's days and the host's calendar. Our weekdays are ISO numbers as text,
// "1" Monday to "7" Sunday (domain/availability.ts WEEKDAYS).
import { LOCALE_TAG, type Locale } from "#domain/locales";

/** 5 January 2026 was a Monday: day n of that week is ISO weekday n. Noon UTC is that day in Dublin. */
const isoWeekday = (day: number) => new Date(Date.UTC(2026, 0, 4 + day, 12));

/** "Monday" / "Dé Luain" (long), "Mon" / "Luan" (short) for ISO weekday 1–7. */
export function weekdayName(locale: Locale, day: number | string, width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { weekday: width, timeZone: "Europe/Dublin" }).format(isoWeekday(Number(day)));
}
