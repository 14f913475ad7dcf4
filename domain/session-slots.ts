// A sauna's session slots for a day (docs/product.md §9 Booking types, prices and slots), from its weekly availability
// (availability.ts): no availability means the spec's eight default start times every day.
// All times are Europe/Dublin.
import { TZDate } from "@date-fns/tz";
import { sessionStartsOnWeekday, type WeekdayKey, type WeeklyAvailability } from "./availability";
import { DEFAULT_SESSION_MINUTES } from "./constants";

export const TIME_ZONE = "Europe/Dublin";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The session start times on a date, earliest first. */
export function startTimesFor(availability: WeeklyAvailability | null | undefined, date: string, sessionMinutes: number = DEFAULT_SESSION_MINUTES): string[] {
  return sessionStartsOnWeekday(availability, String(isoWeekday(date)) as WeekdayKey, sessionMinutes);
}

/** The instant a slot starts: date and time of day in Europe/Dublin. */
export function slotStart(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, TIME_ZONE).getTime());
}

/** "19:30" + 90 minutes → "21:00" (sessions end the same day). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [hh, mm] = time.split(":").map(Number);
  const total = Math.min(hh * 60 + mm + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Today's date in Europe/Dublin, YYYY-MM-DD (the date picker's minimum). */
export function todayInIreland(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// The booking picker's view of one day: start times, when each session ends and which have
// already started. Pure, so the page draws the picker at once in the browser; the server's
// slot availability then adds what is full or booked.
export type DaySlot = {
  /** Start, "HH:MM" in Irish time. */
  time: string;
  /** End of the session, "HH:MM". */
  endTime: string;
  /** The session has started or is over: it can't be booked. */
  past: boolean;
};

/** The day's slots for a sauna; a date before today has only past slots, a bad date none. */
export function daySlots(
  availability: WeeklyAvailability | null | undefined,
  date: string,
  now: Date = new Date(),
  sessionMinutes: number = DEFAULT_SESSION_MINUTES,
): DaySlot[] {
  if (!isCalendarDate(date)) return [];
  return startTimesFor(availability, date, sessionMinutes).map((time) => ({
    time,
    endTime: addMinutesToTime(time, sessionMinutes),
    past: slotStart(date, time).getTime() <= now.getTime(),
  }));
}
