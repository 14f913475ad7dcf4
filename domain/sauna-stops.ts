// A Mobile sauna's stops (issue 24 item 2, decision 015): date ranges with a place name, address,
// county and a pin ("Inch Beach, 1–14 Dec"). Dates are Irish calendar days (Europe/Dublin), both
// ends included, written YYYY-MM-DD, so "the stop on 3 Dec" is a comparison of strings: no time
// of day, no time zone, no daylight-saving change can move a stop to another day. "Today" is
// today in Ireland (todayInIreland). Pure, so the dashboard's form, the sauna page and the server
// agree.
import { z } from "zod";
import { COUNTIES } from "./constants";
import { EVEN_WITH_OTHER_PROBLEMS, singleLine, typedNumber } from "./form-fields";
import { IRELAND_BOUNDS, LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND } from "./sauna-position";
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

export const STOP_PLACE_REQUIRED = "Please enter the place name, such as Inch Beach";
export const STOP_ADDRESS_REQUIRED = "Please enter the address";
export const STOP_COUNTY_REQUIRED = "Please choose a county";
export const STOP_FIRST_DAY_REQUIRED = "Please choose the first day";
export const STOP_LAST_DAY_REQUIRED = "Please choose the last day";
export const STOP_LAST_BEFORE_FIRST = "The last day can't be before the first day";
export const STOP_TOO_LONG = `Please keep a stop to ${SAUNA_STOP_LIMITS.maxDays} days at most`;
export const STOP_IN_THE_PAST = "That stop is over: please choose a last day from today on";
export const STOP_TOO_FAR_AHEAD = `Please plan stops at most ${SAUNA_STOP_LIMITS.horizonDays} days ahead`;
export const STOP_PIN_REQUIRED = "Please drop a pin on the map where the sauna will stand";
export const STOP_NOT_FOUND = "That stop doesn't exist any more. Please reload the page.";
export const STOPS_ONLY_FOR_MOBILE = "Stops are for mobile saunas. Set your sauna's type to Mobile in Details first.";
export const TOO_MANY_STOPS = `You can plan up to ${SAUNA_STOP_LIMITS.maxUpcoming} stops ahead. Please remove one you no longer need first.`;

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

const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const day = (required: string) =>
  z.preprocess(blankAsMissing, z.string({ error: required }).trim().refine(isCalendarDate, required));

const line = (required: string, max: number) =>
  z.preprocess(blankAsMissing, singleLine(z.string({ error: required }).trim().min(1, required).max(max, `Please use at most ${max} characters`)));

/** A pin is required for a stop: a stop without one could not be put on the map or found nearby. */
const coordinate = (range: { min: number; max: number }, notANumber: string, outside: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : typedNumber(v)),
    z.number({ error: (issue) => (issue.input === undefined ? STOP_PIN_REQUIRED : notANumber) }).finite(notANumber).min(range.min, outside).max(range.max, outside),
  );

/** Days from one date to another (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dashboard's stop form, judged on `today` (Irish): dates in order, not over already, not
 * past the horizon, at most a year long; place, address, county and a pin in Ireland.
 */
export function saunaStopSchema(today: string) {
  return z
    .object({
      startsOn: day(STOP_FIRST_DAY_REQUIRED),
      endsOn: day(STOP_LAST_DAY_REQUIRED),
      placeName: line(STOP_PLACE_REQUIRED, SAUNA_STOP_LIMITS.placeName),
      address: line(STOP_ADDRESS_REQUIRED, SAUNA_STOP_LIMITS.address),
      county: z.enum(COUNTIES, { error: STOP_COUNTY_REQUIRED }),
      latitude: coordinate({ min: IRELAND_BOUNDS.south, max: IRELAND_BOUNDS.north }, LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND),
      longitude: coordinate({ min: IRELAND_BOUNDS.west, max: IRELAND_BOUNDS.east }, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND),
    })
    .superRefine((s, ctx) => {
      if (typeof s.startsOn !== "string" || typeof s.endsOn !== "string") return;
      if (s.endsOn < s.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: STOP_LAST_BEFORE_FIRST });
      else if (daysBetween(s.startsOn, s.endsOn) >= SAUNA_STOP_LIMITS.maxDays) ctx.addIssue({ code: "custom", path: ["endsOn"], message: STOP_TOO_LONG });
      else if (s.endsOn < today) ctx.addIssue({ code: "custom", path: ["endsOn"], message: STOP_IN_THE_PAST });
      else if (daysBetween(today, s.startsOn) > SAUNA_STOP_LIMITS.horizonDays) ctx.addIssue({ code: "custom", path: ["startsOn"], message: STOP_TOO_FAR_AHEAD });
    }, EVEN_WITH_OTHER_PROBLEMS);
}

export const SaunaStopIdSchema = z.object({ stopId: z.string({ error: STOP_NOT_FOUND }).uuid(STOP_NOT_FOUND) });

/** The stop standing on `date`, if any (stops never overlap: the database refuses it). */
export function stopOn<S extends Pick<SaunaStop, "startsOn" | "endsOn">>(stops: readonly S[], date: string): S | null {
  return stops.find((s) => s.startsOn <= date && date <= s.endsOn) ?? null;
}

/** Stops not over by `date`, soonest first: the one standing that day, then those to come. */
export function comingStops<S extends Pick<SaunaStop, "startsOn" | "endsOn">>(stops: readonly S[], date: string): S[] {
  return stops.filter((s) => s.endsOn >= date).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const sameYear = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", timeZone: "UTC" });
const withYear = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "1–14 Dec", "28 Nov – 3 Dec", "1 Dec"; with the year when it isn't `today`'s ("28 Dec 2026 – 3 Jan 2027"). */
export function stopDates(stop: Pick<SaunaStop, "startsOn" | "endsOn">, today: string): string {
  const thisYear = stop.startsOn.slice(0, 4) === today.slice(0, 4) && stop.endsOn.slice(0, 4) === today.slice(0, 4);
  return (thisYear ? sameYear : withYear).formatRange(noon(stop.startsOn), noon(stop.endsOn));
}

/**
 * The sauna page's `?date=` (the booking date a guest chose): a real date from `today` to the
 * booking horizon, else today. A bad value falls back quietly: the page is still the page.
 */
export function chosenDate(value: string | null | undefined, today: string): string {
  if (!value || !isCalendarDate(value) || value < today || daysBetween(today, value) > SAUNA_STOP_LIMITS.horizonDays) return today;
  return value;
}
