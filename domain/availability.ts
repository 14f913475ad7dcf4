// A sauna's weekly availability (docs/product.md §3 onboarding draft, §4 weekly schedule, §9
// booking types, prices and slots): each weekday (ISO 1 = Monday … 7 = Sunday) has time ranges, and sessions start at a
// range's start plus whole session lengths, as long as the session ends inside the range.
// No availability at all means the default: every day 09:00–21:00, which with the default 90-
// minute session gives the spec's eight start times (09:00, 10:30 … 19:30).

import { options } from "./options";

/** The days of a weekly schedule, by their ISO number. */
export const WEEKDAYS = options({ "1": "Monday", "2": "Tuesday", "3": "Wednesday", "4": "Thursday", "5": "Friday", "6": "Saturday", "7": "Sunday" });
export type WeekdayKey = (typeof WEEKDAYS)[number]["value"];

export type TimeRange = { start: string; end: string };
export type WeeklyAvailability = Partial<Record<WeekdayKey, TimeRange[]>>;

/** The hours the availability picker offers: 08:00 to 21:00, hourly (docs/product.md §9). */
export const AVAILABILITY_HOURS = Array.from({ length: 14 }, (_, i) => `${String(8 + i).padStart(2, "0")}:00`);
/** Apply needs at least this many selected hours (docs/product.md §5). */
export const MIN_SELECTED_HOURS = 2;

export const DEFAULT_DAY_RANGE: TimeRange = { start: "09:00", end: "21:00" };

/** The week an editor starts from: a sauna without availability shows the default it has (every day 09:00–21:00). */
export function scheduleToEdit(availability: WeeklyAvailability | null | undefined): WeeklyAvailability {
  return availability ?? defaultWeek();
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The picker's Apply (docs/product.md §4): one range from the earliest to the latest selected hour, or null
 * when fewer than two hours are selected.
 */
export function rangeFromSelectedHours(hours: string[]): TimeRange | null {
  const valid = [...new Set(hours)].filter((h) => AVAILABILITY_HOURS.includes(h)).sort();
  if (valid.length < MIN_SELECTED_HOURS) return null;
  return { start: valid[0], end: valid[valid.length - 1] };
}

/** The same hours on every day (however the ranges were written down, e.g. by the database). */
export function sameWeek(a: WeeklyAvailability, b: WeeklyAvailability): boolean {
  const day = (w: WeeklyAvailability, key: WeekdayKey) => (w[key] ?? []).map((r) => `${r.start}-${r.end}`).join(",");
  return WEEKDAYS.every((d) => day(a, d.value) === day(b, d.value));
}

/** "No availability" (every day 09:00–21:00) written out day by day, to edit. */
export function defaultWeek(): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((d) => [d.value, [{ ...DEFAULT_DAY_RANGE }]])) as WeeklyAvailability;
}

/** A week nobody has set yet: it means the default hours on every day. */
export function isDefaultWeek(availability: WeeklyAvailability): boolean {
  return Object.keys(availability).length === 0;
}

/**
 * The picker's Apply (docs/product.md §4): the day gets this one range, replacing its earlier one, and every
 * other day keeps its hours. In a week not set yet every day has the default hours, so those are
 * written out first: setting Monday must not silently close Tuesday to Sunday.
 */
export function withDayRange(availability: WeeklyAvailability, day: WeekdayKey, range: TimeRange): WeeklyAvailability {
  return { ...(isDefaultWeek(availability) ? defaultWeek() : availability), [day]: [range] };
}

/** Closes one day, every other day keeping its hours (the default ones in a week not set yet). */
export function withDayClosed(availability: WeeklyAvailability, day: WeekdayKey): WeeklyAvailability {
  return { ...(isDefaultWeek(availability) ? defaultWeek() : availability), [day]: [] };
}

/** Start times of the sessions that fit in a range. */
export function sessionStartsInRange(range: TimeRange, sessionMinutes: number): string[] {
  const starts: string[] = [];
  const end = minutesOf(range.end);
  for (let t = minutesOf(range.start); t + sessionMinutes <= end; t += sessionMinutes) starts.push(timeOf(t));
  return starts;
}

/** Start times on one weekday, earliest first, without repeats. */
export function sessionStartsOnWeekday(availability: WeeklyAvailability | null | undefined, weekday: WeekdayKey, sessionMinutes: number): string[] {
  const ranges = availability ? availability[weekday] ?? [] : [DEFAULT_DAY_RANGE];
  return [...new Set(ranges.flatMap((r) => sessionStartsInRange(r, sessionMinutes)))].sort();
}

/** At least one session somewhere in the week, or guests could never book. */
export function hasAnySession(availability: WeeklyAvailability, sessionMinutes: number): boolean {
  return WEEKDAYS.some((d) => sessionStartsOnWeekday(availability, d.value, sessionMinutes).length > 0);
}
