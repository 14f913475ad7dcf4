// What each 'free soon' window (free-windows.ts) covers, in Europe/Dublin time (decision 014):
// - 'Free in the next 2 hours': sessions starting after now and no more than 2 hours ahead;
// - 'This evening': today, starting 17:00 until before 22:00 (after now);
// - 'Tomorrow morning': tomorrow, starting 06:00 until before 12:00;
// - a date: that day, any start (after now, when it is today).
// A window is the instants [from, until) and, so the database can narrow by a sauna's weekly
// hours first, the Irish calendar dates and wall-clock minutes it touches ("pieces"; two when it
// crosses midnight). On a day the clocks change, a wall-clock time can be missing or happen
// twice: the pieces are then widened by an hour either side and the instants decide, computed by
// PostgreSQL's time-zone rules exactly as slotStart (session-slots.ts) computes a booking's.
import { TZDate } from "@date-fns/tz";
import { EVENING, FREE_DATE_MAX_DAYS, MORNING, NEXT_HOURS_MINUTES, isNamedWindow, type FreeWindow } from "./free-windows";
import { isCalendarDate, isoWeekday, slotStart, TIME_ZONE, todayInIreland } from "./session-slots";

/** One Irish calendar day's part of a window: wall-clock minutes after midnight, both ends included. */
export type WindowPiece = { date: string; weekday: number; fromMinute: number; toMinute: number };

export type WindowSpan = {
  when: FreeWindow;
  /** Sessions starting at or after this instant (never before now)… */
  from: Date;
  /** …and before this one. Empty when until <= from (e.g. 'This evening' at 23:00). */
  until: Date;
  pieces: WindowPiece[];
};

const DAY_MS = 86_400_000;
const CLOCK_CHANGE_MARGIN = 60;

/** The date `days` after an Irish calendar date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Irish wall-clock date and minute of an instant. */
function wallClock(instant: Date): { date: string; minute: number } {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
  return { date, minute: local.getHours() * 60 + local.getMinutes() };
}

/** The clocks change on this Irish date (last Sunday of March and of October). */
export function clocksChangeOn(date: string): boolean {
  return slotStart(addDays(date, 1), "00:00").getTime() - slotStart(date, "00:00").getTime() !== DAY_MS;
}

/** A date is searchable from today up to FREE_DATE_MAX_DAYS ahead. */
export function isSearchableDate(value: string, now: Date): boolean {
  if (!isCalendarDate(value)) return false;
  const today = todayInIreland(now);
  return value >= today && value <= addDays(today, FREE_DATE_MAX_DAYS);
}

/** The span of a window at `now`; null for a value that is not a window (or a date out of range). */
export function windowSpan(when: string, now: Date): WindowSpan | null {
  const today = todayInIreland(now);
  let from: Date;
  let until: Date;
  if (when === "next-2-hours") {
    from = now;
    // A session exactly two hours ahead counts.
    until = new Date(now.getTime() + NEXT_HOURS_MINUTES * 60_000 + 1);
  } else if (when === "this-evening") {
    from = slotStart(today, EVENING.from);
    until = slotStart(today, EVENING.until);
  } else if (when === "tomorrow-morning") {
    const tomorrow = addDays(today, 1);
    from = slotStart(tomorrow, MORNING.from);
    until = slotStart(tomorrow, MORNING.until);
  } else if (!isNamedWindow(when) && isSearchableDate(when, now)) {
    from = slotStart(when, "00:00");
    until = slotStart(addDays(when, 1), "00:00");
  } else {
    return null;
  }
  if (from < now) from = now;
  return { when: when as FreeWindow, from, until, pieces: until > from ? piecesOf(from, until) : [] };
}

/** The Irish dates and wall-clock minutes of [from, until). */
function piecesOf(from: Date, until: Date): WindowPiece[] {
  const start = wallClock(from);
  const end = wallClock(new Date(until.getTime() - 1));
  const pieces: WindowPiece[] = [];
  for (let date = start.date; date <= end.date; date = addDays(date, 1)) {
    let fromMinute = date === start.date ? start.minute : 0;
    let toMinute = date === end.date ? end.minute : 24 * 60 - 1;
    if (clocksChangeOn(date)) {
      fromMinute = Math.max(0, fromMinute - CLOCK_CHANGE_MARGIN);
      toMinute = Math.min(24 * 60 - 1, toMinute + CLOCK_CHANGE_MARGIN);
    }
    pieces.push({ date, weekday: isoWeekday(date), fromMinute, toMinute });
  }
  return pieces;
}

/** How many days after the chosen window the search looks for the next one with sessions. */
export const NEXT_WINDOW_DAYS = 7;

/**
 * The windows after `when` to offer when nothing is free in it, in time order: this evening,
 * tomorrow morning, then each following day. Only those that end after `when` ends.
 */
export function laterWindows(when: FreeWindow, now: Date): FreeWindow[] {
  const span = windowSpan(when, now);
  if (!span) return [];
  const today = todayInIreland(now);
  const candidates: FreeWindow[] = ["this-evening", "tomorrow-morning"];
  const firstDay = isNamedWindow(when) ? addDays(today, 1) : addDays(when, 1);
  for (let i = 0; i < NEXT_WINDOW_DAYS; i++) candidates.push(addDays(firstDay, i) as FreeWindow);
  return candidates.filter((c) => {
    if (c === when) return false;
    const other = windowSpan(c, now);
    return other !== null && other.until > other.from && other.until > span.until;
  });
}
