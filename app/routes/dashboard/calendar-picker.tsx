// What the Calendar's two DayPickers share (the month view and the blackout dialog's multi-date
// picker): Irish dates as YYYY-MM-DD keys, and the look, in the site's own Tailwind palette
// instead of react-day-picker's stylesheet.
import { formatCalendar } from "#domain/calendar-format";
import { TZDate } from "@date-fns/tz";
import type { ClassNames, DayPickerProps } from "react-day-picker";
import { enIE } from "react-day-picker/locale";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { TIME_ZONE, todayInIreland } from "#domain/session-slots";

/** "2026-11-24" → that day (midnight in Ireland), as DayPicker wants it with `timeZone`. */
export function dayOf(key: string): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new TZDate(y, m - 1, d, TIME_ZONE);
}

/** A DayPicker day → its Irish date, "2026-11-24". */
export function keyOf(date: Date): string {
  return todayInIreland(date);
}

/** "Thursday 26 November 2026": how a day is named to screen readers and in headings. */
export function dayName(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return formatCalendar(date, locale, "longDate", TIME_ZONE);
}

/**
 * The DayPicker's language: English as react-day-picker's en-IE always had it; another language
 * by Intl (date-fns has no Irish), for the month's caption, the weekdays' heads and their names
 * to screen readers. Spread on a DayPicker: `{...pickerLanguage(locale)}`.
 */
export function pickerLanguage(locale: Locale): Pick<DayPickerProps, "locale" | "formatters"> & { gridLabels: DayPickerProps["labels"] } {
  if (locale === DEFAULT_LOCALE) return { locale: enIE, gridLabels: {} };
  const month = { format: (date: Date) => formatCalendar(date, locale, "monthYear", TIME_ZONE) };
  const weekday = { format: (date: Date) => formatCalendar(date, locale, "shortWeekday", TIME_ZONE) };
  const weekdayLong = { format: (date: Date) => formatCalendar(date, locale, "weekday", TIME_ZONE) };
  return {
    locale: enIE,
    formatters: { formatCaption: (date) => month.format(date), formatWeekdayName: (date) => weekday.format(date) },
    gridLabels: { labelGrid: (date) => month.format(date), labelWeekday: (date) => weekdayLong.format(date) },
  };
}

/** Matches the days whose keys are in the list. */
export function daysIn(keys: Iterable<string>): (date: Date) => boolean {
  const set = new Set(keys);
  return (date) => set.has(keyOf(date));
}

export const pickerClassNames: Partial<ClassNames> = {
  root: "relative",
  months: "relative",
  month: "space-y-3",
  month_caption: "flex h-10 items-center px-1",
  caption_label: "font-serif text-lg text-cedar-900",
  nav: "absolute right-0 top-0 z-10 flex gap-1",
  button_previous: "inline-flex size-10 items-center justify-center rounded-full border border-sand-300 bg-white text-cedar-900 hover:bg-sand-50 disabled:opacity-40",
  button_next: "inline-flex size-10 items-center justify-center rounded-full border border-sand-300 bg-white text-cedar-900 hover:bg-sand-50 disabled:opacity-40",
  chevron: "size-4 fill-current",
  month_grid: "w-full border-collapse",
  weekdays: "",
  weekday: "pb-1 text-center text-xs font-medium uppercase tracking-wide text-cedar-700",
  week: "",
  day: "p-0.5 text-center align-top",
  day_button: "relative flex w-full flex-col items-center justify-center rounded-lg text-sm text-ink hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-cedar-700/50 disabled:hover:bg-transparent",
  today: "[&>button]:font-bold [&>button]:ring-2 [&>button]:ring-inset [&>button]:ring-ember-500",
  selected: "[&>button]:!bg-cedar-900 [&>button]:!text-white",
  outside: "invisible",
  disabled: "",
  hidden: "invisible",
};
