// Dates in a page's language, the same on the server and in every browser (issue 26).
// Node carries every language's calendar data, but Chromium's ICU has no Irish: there
// Intl.DateTimeFormat("ga-IE") silently falls back to American English ("Mar 7, 2026"), and a page
// rendered on the server in Irish would not hydrate. So a language the browsers lack writes its
// dates from CLDR's names and patterns kept here (checked against Node's Intl in
// calendar-format.test.ts); every other language uses Intl as it is.
import { LOCALE_TAG, type Locale } from "./locales";

/** The date and time forms the site shows: each is a set of Intl options. */
export const CALENDAR_STYLES = {
  /** 7 Mar 2026 */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** Saturday 7 March 2026 */
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** Saturday, 7 March */
  weekdayDayMonth: { weekday: "long", day: "numeric", month: "long" },
  /** Sat, 7 Mar */
  shortWeekdayDayMonth: { weekday: "short", day: "numeric", month: "short" },
  /** 7 Mar */
  dayMonth: { day: "numeric", month: "short" },
  /** 7 March */
  dayLongMonth: { day: "numeric", month: "long" },
  /** March 2026 */
  monthYear: { month: "long", year: "numeric" },
  /** Mar 2026 */
  shortMonthYear: { month: "short", year: "numeric" },
  /** March */
  month: { month: "long" },
  /** Saturday */
  weekday: { weekday: "long" },
  /** Sat */
  shortWeekday: { weekday: "short" },
  /** 7 Mar, 14:05 */
  dayMonthTime: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  /** 7 Mar 2026, 14:05 */
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** 7 March 2026 at 14:05 */
  longDateTime: { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarStyle = keyof typeof CALENDAR_STYLES;

type Names = { months: string[]; shortMonths: string[]; weekdays: string[]; shortWeekdays: string[]; timeAfterLongDate: string };

/** CLDR's Irish (ga) calendar names, Sunday first, and what joins a long date to its time. */
const WRITTEN: Partial<Record<Locale, Names>> = {
  ga: {
    months: "Eanáir|Feabhra|Márta|Aibreán|Bealtaine|Meitheamh|Iúil|Lúnasa|Meán Fómhair|Deireadh Fómhair|Samhain|Nollaig".split("|"),
    shortMonths: "Ean|Feabh|Márta|Aib|Beal|Meith|Iúil|Lún|MFómh|DFómh|Samh|Noll".split("|"),
    weekdays: "Dé Domhnaigh|Dé Luain|Dé Máirt|Dé Céadaoin|Déardaoin|Dé hAoine|Dé Sathairn".split("|"),
    shortWeekdays: "Domh|Luan|Máirt|Céad|Déar|Aoine|Sath".split("|"),
    timeAfterLongDate: " ag ",
  },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function intl(tag: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${tag} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, { ...options, hourCycle: options.hour ? "h23" : undefined, timeZone })));
  return format;
}

/**
 * `value` in `style`, as `locale` writes it, on the calendar of `timeZone` (Irish time unless a
 * date-only value is meant in UTC, as date strings are).
 */
export function formatCalendar(value: Date, locale: Locale, style: CalendarStyle, timeZone = "Europe/Dublin"): string {
  const options: Intl.DateTimeFormatOptions = CALENDAR_STYLES[style];
  const names = WRITTEN[locale];
  if (!names) return intl(LOCALE_TAG[locale], options, timeZone).format(value);
  // The day, month, year and time on that calendar, as numbers (every browser has these).
  const parts = Object.fromEntries(intl("en-GB", { year: "numeric", month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit" }, timeZone).formatToParts(value).map((p) => [p.type, p.value]));
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const date = [
    options.weekday && (options.weekday === "long" ? names.weekdays : names.shortWeekdays)[weekday],
    options.day && String(day),
    options.month && (options.month === "long" ? names.months : names.shortMonths)[month - 1],
    options.year && String(year),
  ].filter(Boolean).join(" ");
  if (!options.hour) return date;
  const time = `${parts.hour}:${parts.minute}`;
  return date + (options.month === "long" && options.year ? names.timeAfterLongDate : ", ") + time;
}

/**
 * From `start` to `end` (dates, in `style` "dayMonth" or "date") as `locale` writes a range:
 * "1–14 Dec", "7 Márta – 9 Aib"; the year on both ends when they are in different years.
 */
/** CLDR's range separator: an en dash between thin spaces. */
const DASH = "\u2009–\u2009";

export function formatCalendarRange(start: Date, end: Date, locale: Locale, style: "dayMonth" | "date", timeZone = "Europe/Dublin"): string {
  if (!WRITTEN[locale]) return intl(LOCALE_TAG[locale], CALENDAR_STYLES[style], timeZone).formatRange(start, end);
  const [from, to] = [formatCalendar(start, locale, "date", timeZone), formatCalendar(end, locale, "date", timeZone)];
  if (from === to) return formatCalendar(start, locale, style, timeZone);
  const [[fromDay, ...fromRest], [toDay, ...toRest]] = [from.split(" "), to.split(" ")];
  const [fromYear, toYear] = [fromRest.pop(), toRest.pop()];
  if (fromYear !== toYear) return `${from}${DASH}${to}`;
  const year = style === "date" ? ` ${toYear}` : "";
  const fromMonth = fromRest.join(" ");
  const toMonth = toRest.join(" ");
  return fromMonth === toMonth ? `${fromDay}${DASH}${toDay} ${toMonth}${year}` : `${fromDay} ${fromMonth}${DASH}${toDay} ${toMonth}${year}`;
}
