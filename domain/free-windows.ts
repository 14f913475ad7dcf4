// 'Free soon' (decision 014): the choices of when on /saunas and the home hero,
// as they appear in the URL (`/saunas?when=this-evening`, or a date `when=2026-12-05`) and on
// the page. Browser-safe and light: the hours and instants each window covers are worked out on
// the server (free-window-times.ts), which needs the time-zone library. What the windows are called
// is in the messages (`saunas`, `home`); a date's name in free-date-label.ts.

export const FREE_WINDOWS = ["next-2-hours", "this-evening", "tomorrow-morning"] as const;
export type NamedWindow = (typeof FREE_WINDOWS)[number];
/** A named window, or a date (YYYY-MM-DD, Irish calendar). */
export type FreeWindow = NamedWindow | `${number}-${number}-${number}`;

/** A session of 'This evening' starts from 17:00 until before 22:00; 'Tomorrow morning' from 06:00 until before noon. */
export const EVENING = { from: "17:00", until: "22:00" } as const;
export const MORNING = { from: "06:00", until: "12:00" } as const;
/** 'Free in the next 2 hours': sessions starting after now and at most this many minutes ahead. */
export const NEXT_HOURS_MINUTES = 120;
/** A date can be searched up to this many days ahead (bookings open a year ahead). */
export const FREE_DATE_MAX_DAYS = 365;
/** Guests in a search: a party larger than the largest sauna (CAPACITY_MAX) could never fit. */
export const SEARCH_GUESTS_MAX = 20;

export function isNamedWindow(value: string): value is NamedWindow {
  return (FREE_WINDOWS as readonly string[]).includes(value);
}
