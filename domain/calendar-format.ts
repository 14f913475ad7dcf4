// Dates in a page's language, the same on the server and in every browser.
// Node carries every language's calendar data, but Chromium's ICU has no Irish: there
// Intl.DateTimeFormat("ga-IE") silently falls back to American English ("Mar 7, 2026"), and a page
// rendered on the server in Irish would not hydrate. So a language the browsers lack writes its
// dates from CLDR's names and patterns kept here (checked against Node's Intl in
// calendar-format.test.ts); every other language uses Intl as it is.
import { LOCALE_TAG, type Locale } from "./locales";

/**
 * The date and time forms the site shows, each written as the parts it has (kept short: this
 * ships on public pages): W weekday, w short weekday, d day, M month, m short month, y year,
 * t hours and minutes.
 */
const STYLES = {
  /** 7 Mar 2026 */
  date: "dmy",
  /** Saturday 7 March 2026 */
  longDate: "WdMy",
  /** Saturday, 7 March */
  weekdayDayMonth: "WdM",
  /** Sat, 7 Mar */
  shortWeekdayDayMonth: "wdm",
  /** 7 Mar */
  dayMonth: "dm",
  /** 7 March */
  dayLongMonth: "dM",
  /** March 2026 */
  monthYear: "My",
  /** Mar 2026 */
  shortMonthYear: "my",
  /** March */
  month: "M",
  /** Saturday */
  weekday: "W",
  /** Sat */
  shortWeekday: "w",
  /** 7 Mar, 14:05 */
  dayMonthTime: "dmt",
  /** 7 Mar 2026, 14:05 */
  dateTime: "dmyt",
  /** 7 March 2026 at 14:05 */
  longDateTime: "dMyt",
} as const;

export type CalendarStyle = keyof typeof STYLES;

/** A style's Intl options. */
export function calendarOptions(style: CalendarStyle): Intl.DateTimeFormatOptions {
  const parts = STYLES[style];
  const has = (letter: string) => parts.includes(letter);
  const long = (letter: string) => (has(letter) ? "long" : has(letter.toLowerCase()) ? "short" : undefined);
  return {
    weekday: long("W"),
    day: has("d") ? "numeric" : undefined,
    month: long("M"),
    year: has("y") ? "numeric" : undefined,
    ...(has("t") ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  };
}

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
/** Intl's formatter of a language for a style (or for options), made once. */
export function intlCalendar(locale: Locale | "numbers", style: CalendarStyle | "numbers", timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    // The numbers of a date, which every browser has: day, month, year, hours and minutes.
    const options = style === "numbers" ? { year: "numeric", month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const : calendarOptions(style);
    formats.set(key, (format = new Intl.DateTimeFormat(locale === "numbers" ? "en-GB" : LOCALE_TAG[locale], { ...options, timeZone })));
  }
  return format;
}

/** Whether a language's dates are written from names kept here, not by Intl. */
export function writesOwnCalendar(locale: Locale): boolean {
  return Boolean(WRITTEN[locale]);
}

/**
 * `value` in `style`, as `locale` writes it, on the calendar of `timeZone` (Irish time unless a
 * date-only value is meant in UTC, as date strings are).
 */
export function formatCalendar(value: Date, locale: Locale, style: CalendarStyle, timeZone = "Europe/Dublin"): string {
  const names = WRITTEN[locale];
  if (!names) return intlCalendar(locale, style, timeZone).format(value);
  const options = calendarOptions(style);
  const parts = Object.fromEntries(intlCalendar("numbers", "numbers", timeZone).formatToParts(value).map((p) => [p.type, p.value]));
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

