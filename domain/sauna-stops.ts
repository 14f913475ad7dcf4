// A Mobile sauna's stops (decision 015): date ranges with a place name, address,
// county and a pin ("Inch Beach, 1–14 Dec"). Dates are Irish calendar days (Europe/Dublin), both
// ends included, written YYYY-MM-DD, so "the stop on 3 Dec" is a comparison of strings: no time
// of day, no time zone, no daylight-saving change can move a stop to another day. "Today" is
// today in Ireland (todayInIreland). Pure, so the dashboard's form, the sauna page and the server
// agree. The form's schema and messages are in sauna-stop-schema.ts, as this file goes to
// the sauna page's sections, which carry no zod.
import { formatCalendarRange } from "./calendar-range";
import type { Locale } from "./locales";
import { formatPlace } from "./format";
import { isCalendarDate } from "./session-slots";

export const SAUNA_STOP_LIMITS = {
  placeName: 120,
  address: 300,
  /** A stop lasts at most this many days: a sauna there longer is simply there (its listing's own address). */
  maxDays: 366,
  /** Stops may be planned this far ahead (bookings open a year ahead, blackout dates 400 days). */
  horizonDays: 400,
  /** Stops a sauna may have planned from today on: a season of weekly moves, and a bound on every list. */
  maxUpcoming: 120,
} as const;

/** A stop as the pages show it. */
export type SaunaStop = {
  id: string;
  startsOn: string;
  endsOn: string;
  placeName: string;
  address: string;
  county: string;
  latitude: number;
  longitude: number;
};

/** Days from one date to another (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The stop standing on `date`, if any (stops never overlap: the database refuses it). */
export function stopOn<S extends Pick<SaunaStop, "startsOn" | "endsOn">>(stops: readonly S[], date: string): S | null {
  return stops.find((s) => s.startsOn <= date && date <= s.endsOn) ?? null;
}

/** Stops not over by `date`, soonest first: the one standing that day, then those to come. */
export function comingStops<S extends Pick<SaunaStop, "startsOn" | "endsOn">>(stops: readonly S[], date: string): S[] {
  return stops.filter((s) => s.endsOn >= date).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "1–14 Dec", "28 Nov – 3 Dec", "1 Dec"; with the year when it isn't `today`'s ("28 Dec 2026 – 3 Jan 2027"); in `locale`. */
export function stopDates(stop: Pick<SaunaStop, "startsOn" | "endsOn">, today: string, locale: Locale = "en"): string {
  const thisYear = stop.startsOn.slice(0, 4) === today.slice(0, 4) && stop.endsOn.slice(0, 4) === today.slice(0, 4);
  return formatCalendarRange(noon(stop.startsOn), noon(stop.endsOn), locale, thisYear ? "dayMonth" : "date", "UTC");
}

/**
 * The sauna page's `?date=` (the booking date a guest chose): a real date from `today` to the
 * booking horizon, else today. A bad value falls back quietly: the page is still the page.
 */
export function chosenDate(value: string | null | undefined, today: string): string {
  if (!value || !isCalendarDate(value) || value < today || daysBetween(today, value) > SAUNA_STOP_LIMITS.horizonDays) return today;
  return value;
}

type ListedPlace = { latitude: number | null; longitude: number | null; address: string | null; location: string | null; county: string };

/**
 * Where the sauna is on a day, as its page shows it: the stop standing then, else its listing's
 * own place; and, either way, that home place in words ("the sauna is at its usual place, …").
 */
export function dayPlace(sauna: ListedPlace, stop: SaunaStop | null): ListedPlace & { home: string } {
  const home = sauna.address?.trim() || formatPlace(sauna);
  if (!stop) return { latitude: sauna.latitude, longitude: sauna.longitude, address: sauna.address, location: sauna.location, county: sauna.county, home };
  return { latitude: stop.latitude, longitude: stop.longitude, address: stop.address, location: stop.placeName, county: stop.county, home };
}
