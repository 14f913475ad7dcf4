// The dashboard's stop form: what a host types for a Mobile sauna's stop,
// judged on today in Ireland, with the messages shown beside each field.
import { z } from "zod";
import { COUNTIES } from "./constants";
import { EVEN_WITH_OTHER_PROBLEMS, singleLine, typedNumber } from "./form-fields";
import { IRELAND_BOUNDS, LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND } from "./sauna-position";
import { daysBetween, SAUNA_STOP_LIMITS } from "./sauna-stops";
import { isCalendarDate } from "./session-slots";

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
