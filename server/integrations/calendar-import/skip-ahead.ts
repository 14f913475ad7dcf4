// Where to start reading a repeating event so that its occurrences near the booking window come
// at once, instead of after every occurrence since DTSTART. ical.js can only walk a rule from its
// start, one occurrence after another: an event every minute since the year 2000 is 13 million
// steps before today. A rule repeats on a grid of whole periods (INTERVAL × FREQ) counted from
// DTSTART, so starting the walk a whole number of periods later gives the same occurrences from
// there on. ical.js steps a rule field by field on the event's own wall clock (no time-zone
// arithmetic), so the start is moved on that clock too, as if it were UTC; how many periods to
// skip comes from the real time between DTSTART and the window, which differs from the wall
// clock's by no more than a change of UTC offset (summer time: an hour).
//
// What stays as it was (the walk from DTSTART, under the reading's budget): a COUNT, unless every
// period holds exactly one occurrence (then the skipped periods come off the count), and several
// RRULEs in one event.
import ICAL from "ical.js";

const SECOND = 1000;
const DAY = 86_400_000;
/** Periods of fixed length on a wall clock; months and years are counted on the calendar. */
const FIXED_PERIOD: Record<string, number> = { SECONDLY: SECOND, MINUTELY: 60 * SECOND, HOURLY: 3600 * SECOND, DAILY: DAY, WEEKLY: 7 * DAY };
/**
 * The walk starts at least this long before the instant that matters, more than any change of
 * UTC offset moves a wall clock. What falls between is read and left out: for an event every
 * minute, 180 occurrences.
 */
const MARGIN = 3 * 3600 * SECOND;

/** Milliseconds since 1970 of a UTC date and time (Date.UTC reads the years 0 to 99 as 1900 to 1999). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** A time's wall-clock fields as milliseconds, read as if they were UTC. */
const wallClock = (t: ICAL.Time) => (t.isDate ? utc(t.year, t.month, t.day) : utc(t.year, t.month, t.day, t.hour, t.minute, t.second));

/**
 * The start to expand the event from (pass it to `event.iterator`) so that nothing ending after
 * `from` is missed; its RRULE's COUNT is lowered by the occurrences skipped. The first occurrence
 * it gives may not be a real one, but it lies wholly before `from`, so it is left out anyway.
 * `startsAt` is the instant DTSTART stands for.
 */
export function skipAhead(event: ICAL.Event, startsAt: Date, from: Date): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties("rrule").map((p) => p.getFirstValue() as ICAL.Recur);
  if (rules.length !== 1) return start;
  const rule = rules[0];
  const interval = Math.max(1, rule.interval || 1);
  const counted = Boolean(rule.count);
  if (counted && !oneOccurrencePerPeriod(rule, start)) return start;

  const duration = event.endDate ? Math.max(0, event.endDate.toUnixTime() - start.toUnixTime()) * SECOND : 0;
  const distance = from.getTime() - duration - MARGIN - startsAt.getTime();
  if (distance <= 0) return start;

  let periods: number;
  let shift: (t: ICAL.Time, periods: number) => ICAL.Time | null;
  if (rule.freq in FIXED_PERIOD) {
    const length = FIXED_PERIOD[rule.freq] * interval;
    periods = Math.floor(distance / length);
    shift = (t, n) => withWallClock(t, new Date(wallClock(t) + n * length));
  } else if (rule.freq === "MONTHLY" || rule.freq === "YEARLY") {
    const months = rule.freq === "MONTHLY" ? interval : 12 * interval;
    periods = Math.floor(Math.floor(distance / (31 * DAY)) / months);
    shift = (t, n) => {
      const total = t.month - 1 + n * months;
      const year = t.year + Math.floor(total / 12);
      const month = (total % 12) + 1;
      // The same day of another month: 31 January is not moved to "31 February".
      if (t.day > ICAL.Time.daysInMonth(month, year)) return null;
      return withWallClock(t, new Date(wallClock(t) - utc(t.year, t.month, t.day) + utc(year, month, t.day)));
    };
  } else {
    return start;
  }
  // A counted rule keeps at least its last occurrence to come: a COUNT of 0 would mean "for ever".
  if (counted) periods = Math.min(periods, rule.count! - 1);
  // A day the month lacks (the 31st, 29 February) is found again within a few periods back.
  for (let n = periods; n > 0 && n > periods - 12; n--) {
    const shifted = shift(start, n);
    if (!shifted) continue;
    if (counted) rule.count = rule.count! - n;
    return shifted;
  }
  return start;
}

/** True when every period of the rule holds exactly one occurrence: no BY parts to add or drop any. */
function oneOccurrencePerPeriod(rule: ICAL.Recur, start: ICAL.Time): boolean {
  if (Object.keys(rule.parts).length > 0) return false;
  // Months without the 29th, 30th or 31st, and years without 29 February, are skipped.
  if (rule.freq === "MONTHLY") return start.day <= 28;
  if (rule.freq === "YEARLY") return !(start.month === 2 && start.day === 29);
  return rule.freq in FIXED_PERIOD;
}

/** The time with the wall-clock fields of `clock` (read as UTC), in the time's own zone. */
function withWallClock(time: ICAL.Time, clock: Date): ICAL.Time {
  const t = time.clone();
  const isDate = t.isDate;
  t.year = clock.getUTCFullYear();
  t.month = clock.getUTCMonth() + 1;
  t.day = clock.getUTCDate();
  if (!isDate) {
    t.hour = clock.getUTCHours();
    t.minute = clock.getUTCMinutes();
    t.second = clock.getUTCSeconds();
  }
  return t;
}

/**
 * Ends the event's rules soon after `to` (an earlier UNTIL stays): nothing later is read, and
 * ical.js, which searches up to the year 20000 for the first occurrence of a yearly rule that
 * never occurs (29 February on a Monday in April, say), searches only up to then.
 */
export function endBy(event: ICAL.Event, to: Date): void {
  // Two days on: ical.js compares a floating time as if it were UTC, up to 14 hours off.
  const end = ICAL.Time.fromJSDate(new Date(to.getTime() + 2 * DAY), true);
  for (const property of event.component.getAllProperties("rrule")) {
    const rule = property.getFirstValue() as ICAL.Recur;
    if (!rule.until || rule.until.compare(end) > 0) rule.until = end;
  }
}
