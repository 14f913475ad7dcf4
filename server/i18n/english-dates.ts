// Dates and weekdays inside English error messages, read back and written in another language
// (decision 021): the domain and services write "22 Nov 2026", "1 March 2027 at 10:40",
// "1–14 Dec" or "Monday" with domain/calendar-format.ts, and an Irish page shows them as that
// module writes them in Irish. A text is rewritten only when writing the date read from it in
// English gives the very same text back, so a date is never misread: anything else stays as it is.
import { formatCalendar, type CalendarStyle } from "#domain/calendar-format";
import { formatCalendarRange } from "#domain/calendar-range";
import type { Locale } from "#domain/locales";

/** The single-date styles English messages use (format-date.ts and its neighbours). */
const DATE_STYLES: CalendarStyle[] = ["date", "longDate", "dayMonth", "dayLongMonth", "weekdayDayMonth", "longDateTime", "dateTime", "dayMonthTime"];
const RANGE_STYLES = ["dayMonth", "date"] as const;
/** Day numbers are read on the UTC calendar, so a date is the day its text names wherever this runs. */
const UTC = "UTC";

let monthIndex: Map<string, number> | undefined;
/** English month names, long and short as Intl writes them ("March", "Mar", "Sept"), to 0–11. */
function englishMonths(): Map<string, number> {
  if (!monthIndex) {
    monthIndex = new Map();
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 15, 12));
      monthIndex.set(formatCalendar(day, "en", "month", UTC), month);
      monthIndex.set(formatCalendar(day, "en", "dayMonth", UTC).split(" ")[1], month);
    }
  }
  return monthIndex;
}

type Parts = { day?: number; month?: number; year?: number; time?: [number, number] };

/** The numbers and month an English date text holds, whatever their order. */
function partsOf(text: string): Parts {
  const time = /(\d{1,2}):(\d{2})/.exec(text);
  const rest = time ? text.replace(time[0], "") : text;
  const day = /\b(\d{1,2})\b/.exec(rest)?.[1];
  const year = /\b(\d{4})\b/.exec(rest)?.[1];
  const month = (rest.match(/\p{L}+/gu) ?? []).map((word) => englishMonths().get(word)).find((m) => m !== undefined);
  return { day: day ? Number(day) : undefined, month, year: year ? Number(year) : undefined, time: time ? [Number(time[1]), Number(time[2])] : undefined };
}

/** A date (and time) as numbers on the UTC calendar; a text without a year is this year's. */
function dateOf(parts: Parts, fallback: Parts = {}): Date | undefined {
  const month = parts.month ?? fallback.month;
  if (parts.day === undefined || month === undefined) return undefined;
  const [hours, minutes] = parts.time ?? [12, 0];
  return new Date(Date.UTC(parts.year ?? fallback.year ?? new Date().getUTCFullYear(), month, parts.day, hours, minutes));
}

/** An English date, date and time, or range of dates in `locale`; undefined when `text` is none of these. */
export function englishDateIn(locale: Locale, text: string): string | undefined {
  // CLDR's ranges: "1–14 Dec", "28 Nov – 3 Dec" (thin spaces around the dash).
  const ends = text.split(/\s*–\s*/);
  if (ends.length === 2) {
    const [from, to] = ends.map(partsOf);
    const end = dateOf(to);
    const start = end && dateOf(from, { month: to.month, year: to.year ?? end.getUTCFullYear() });
    if (!start || !end) return undefined;
    const style = RANGE_STYLES.find((s) => formatCalendarRange(start, end, "en", s, UTC) === text);
    return style && formatCalendarRange(start, end, locale, style, UTC);
  }
  const date = dateOf(partsOf(text));
  if (!date) return undefined;
  const style = DATE_STYLES.find((s) => formatCalendar(date, "en", s, UTC) === text);
  return style && formatCalendar(date, locale, style, UTC);
}

/** An English weekday ("Monday", as domain/availability.ts names them) in `locale` ("Dé Luain"). */
export function englishWeekdayIn(locale: Locale, text: string): string | undefined {
  for (let i = 0; i < 7; i++) {
    const day = new Date(Date.UTC(2026, 0, 4 + i, 12));
    if (formatCalendar(day, "en", "weekday", UTC) === text) return formatCalendar(day, locale, "weekday", UTC);
  }
  return undefined;
}
