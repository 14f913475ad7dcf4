// 'Free soon' (issue 24 item 1, decision 014): the choices of when on /saunas and the home hero,
// as they appear in the URL (`/saunas?when=this-evening`, or a date `when=2026-12-05`) and on
// the page. Browser-safe and light: the hours and instants each window covers are worked out on
// the server (free-window-times.ts), which needs the time-zone library.

import { formatCalendar } from "./calendar-format";
import type { Locale } from "./locales";

export const FREE_WINDOWS = ["next-2-hours", "this-evening", "tomorrow-morning"] as const;
export type NamedWindow = (typeof FREE_WINDOWS)[number];
/** A named window, or a date (YYYY-MM-DD, Irish calendar). */
export type FreeWindow = NamedWindow | `${number}-${number}-${number}`;

/** The words of issue 24 for each choice. */
export const FREE_WINDOW_LABELS: Record<NamedWindow, string> = {
  "next-2-hours": "Free in the next 2 hours",
  "this-evening": "This evening",
  "tomorrow-morning": "Tomorrow morning",
};

/** A session of 'This evening' starts from 17:00 until before 22:00; 'Tomorrow morning' from 06:00 until before noon. */
export const EVENING = { from: "17:00", until: "22:00" } as const;
export const MORNING = { from: "06:00", until: "12:00" } as const;
/** 'Free in the next 2 hours': sessions starting after now and at most this many minutes ahead. */
export const NEXT_HOURS_MINUTES = 120;
/** A date can be searched up to this many days ahead (bookings open a year ahead). */
export const FREE_DATE_MAX_DAYS = 365;
/** Guests in a search: a party larger than the largest sauna (CAPACITY_MAX) could never fit. */
export const SEARCH_GUESTS_MAX = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isNamedWindow(value: string): value is NamedWindow {
  return (FREE_WINDOWS as readonly string[]).includes(value);
}

/** A date (YYYY-MM-DD) as a chip or a card says it: 'Sat 5 Dec' ('Sath 5 Noll' in Irish). */
export function freeDateLabel(date: string, locale: Locale = "en"): string {
  if (!DATE.test(date)) return date;
  // Without the comma Intl puts after an English weekday, so the server and every browser write it alike.
  return formatCalendar(new Date(`${date}T12:00:00Z`), locale, "shortWeekdayDayMonth", "UTC").replace(",", "");
}

/** 'Free in the next 2 hours', 'This evening', 'Tomorrow morning' or 'Sat 5 Dec'. */
export function freeWindowLabel(when: FreeWindow): string {
  return isNamedWindow(when) ? FREE_WINDOW_LABELS[when] : freeDateLabel(when);
}

/** How a result line says when: 'free in the next 2 hours', 'free this evening', 'free on Sat 5 Dec'. */
export function freeWindowPhrase(when: FreeWindow): string {
  if (when === "next-2-hours") return "free in the next 2 hours";
  if (isNamedWindow(when)) return `free ${FREE_WINDOW_LABELS[when].toLowerCase()}`;
  return `free on ${freeWindowLabel(when)}`;
}

/** A free session's day on a card: 'Today', 'Tomorrow' or 'Sat 5 Dec'. */
export function sessionDayLabel(date: string, today: string, tomorrow: string): string {
  if (date === today) return "Today";
  if (date === tomorrow) return "Tomorrow";
  return freeWindowLabel(date as FreeWindow);
}
