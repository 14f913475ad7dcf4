// Reads a host's own calendar (.ics) into the times they are busy, with ical.js,
// a maintained iCalendar parser: recurring events are expanded (RRULE, RDATE, EXDATE and moved or
// changed occurrences), all-day events block their whole days, and free or cancelled events block
// nothing. Only what falls inside the window is kept (the booking horizon: the next 12 months).
//
// A calendar is someone's file, and one line of it can ask for an event every minute since the
// year 2000. So each repeating event starts near the window (skip-ahead.ts), all the
// events are read together in order of time (earliest-first.ts) under one budget of occurrences,
// and the busy times are handed over in batches as they are found, each saying how far the reading
// has got: wherever it stops, by budget or because its worker thread is ended at the time limit
// (busy-times-from-ics.ts), the host can be told up to when their calendar was read.
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { TIME_ZONE } from "#domain/session-slots";
import { asOneLine } from "#domain/text";
import { EarliestFirst } from "./earliest-first";
import { endBy, skipAhead } from "./skip-ahead";

export type BusyTime = { startsAt: Date; endsAt: Date; summary: string | null };
export type CalendarWindow = { from: Date; to: Date };
export type ReadingBudget = {
  /** Occurrences looked at, all events together, before the window and in it. */
  occurrences: number;
  /** Busy times kept (the earliest ones). */
  busyTimes: number;
};
/** Busy times found since the last batch; everything that starts before `readUntil` has been read. */
export type ReadingBatch = { busyTimes: BusyTime[]; readUntil: number };

/** The text isn't an iCalendar file, or ical.js can't make sense of it. */
export class UnreadableCalendar extends Error {
  override readonly name = "UnreadableCalendar";
}

/** A batch goes out after this many occurrences or this long, whichever comes first. */
const BATCH = { occurrences: 1000, ms: 50 };

/** One event's occurrences, earliest first: `at` is when the next one starts (as first planned). */
type Series = { at: number; take(): BusyTime | null };

/**
 * Reads the busy times of the calendar that overlap the window, handing them to `hand` in
 * batches. Returns where the reading stopped (every busy time starting earlier was handed over),
 * or null when it read the whole window; throws UnreadableCalendar if the text isn't a calendar.
 */
export function readCalendar(text: string, window: CalendarWindow, budget: ReadingBudget, hand: (batch: ReadingBatch) => void): { readUntil: number | null } {
  const queue = new EarliestFirst<Series>((s) => s.at);
  try {
    for (const series of eventsOf(calendarIn(text), window)) if (series.at < window.to.getTime()) queue.push(series);
  } catch (error) {
    throw new UnreadableCalendar("The calendar could not be read", { cause: error });
  }

  const end = window.to.getTime();
  let pending: BusyTime[] = [];
  let occurrences = 0;
  let found = 0;
  let handedAt = performance.now();
  const handOver = () => {
    hand({ busyTimes: pending, readUntil: queue.peek()?.at ?? end });
    pending = [];
    handedAt = performance.now();
  };
  try {
    while (queue.size > 0) {
      // The earliest busy times are the ones kept: one more than the limit shows there are more.
      if (occurrences >= budget.occurrences || found > budget.busyTimes) {
        handOver();
        return { readUntil: queue.peek()!.at };
      }
      const series = queue.pop()!;
      const busy = series.take();
      occurrences++;
      if (busy) {
        pending.push(busy);
        found++;
      }
      if (series.at < end) queue.push(series);
      if (occurrences % BATCH.occurrences === 0 || performance.now() - handedAt > BATCH.ms) handOver();
    }
  } catch (error) {
    throw new UnreadableCalendar("The calendar could not be read", { cause: error });
  }
  handOver();
  return { readUntil: null };
}

function calendarIn(text: string): ICAL.Component {
  const parsed = ICAL.parse(text);
  // Several top-level components come back as a list; a calendar file has one VCALENDAR.
  const roots = Array.isArray(parsed[0]) ? (parsed as unknown[]) : [parsed];
  const calendar = roots.map((root) => new ICAL.Component(root as never)).find((c) => c.name === "vcalendar");
  if (!calendar) throw new Error("No VCALENDAR in the file");
  return calendar;
}

/** A series for each event: a repeating one, a single one, or a changed occurrence. */
function eventsOf(calendar: ICAL.Component, window: CalendarWindow): Series[] {
  const events = calendar.getAllSubcomponents("vevent").filter((e) => e.hasProperty("dtstart"));
  const masters = events.filter((e) => !e.hasProperty("recurrence-id"));
  const masterUids = new Set(masters.map(uidOf));
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  for (const e of events) {
    if (!e.hasProperty("recurrence-id")) continue;
    // A changed occurrence belongs to its series; one without a series in the file stands alone.
    if (!masterUids.has(uidOf(e))) masters.push(e);
    else if (exceptionsByUid.has(uidOf(e))) exceptionsByUid.get(uidOf(e))!.push(e);
    else exceptionsByUid.set(uidOf(e), [e]);
  }
  const series: Series[] = [];
  for (const component of masters) {
    const exceptions = exceptionsByUid.get(uidOf(component)) ?? [];
    // Given the exceptions (even none), ical.js doesn't search the whole file for them per event.
    const event = new ICAL.Event(component, { exceptions });
    if (!event.isRecurring() || event.isRecurrenceException()) {
      series.push(once(event, window));
      continue;
    }
    const start = skipAhead(event, instant(event.startDate), window.from);
    endBy(event, window.to);
    series.push(repeating(event, start, window));
    // Changed occurrences from before where the walk starts are not met on the way: each on its own.
    for (const exception of exceptions) {
      const changed = new ICAL.Event(exception, { exceptions: [] });
      if (changed.recurrenceId.compare(start) < 0) series.push(once(changed, window));
    }
  }
  return series;
}

function once(event: ICAL.Event, window: CalendarWindow): Series {
  const series: Series = {
    at: instant(event.startDate).getTime(),
    take() {
      series.at = Infinity;
      return occurrence(event, event.startDate, event.endDate, window);
    },
  };
  return series;
}

/**
 * A repeating event, expanded from `start`. ical.js starts on it only when its turn comes (its
 * first occurrence can't be earlier than `start` or an RDATE): the start can take long, or for
 * ever, and by then everything earlier has been handed over.
 */
function repeating(event: ICAL.Event, start: ICAL.Time, window: CalendarWindow): Series {
  // Occurrences are copies of DTSTART that lose a zone named but not defined in the file.
  const zone = zoneNamed(event.startDate);
  let expansion: ICAL.RecurExpansion | null = null;
  let next: ICAL.Time | null = null;
  const series: Series = {
    at: Math.min(instant(start, zone).getTime(), ...extraDates(event).map((d) => instant(d, zone).getTime())),
    take() {
      let busy: BusyTime | null = null;
      if (!expansion) {
        expansion = event.iterator(start);
      } else {
        const details = event.getOccurrenceDetails(next!);
        busy = occurrence(details.item, details.startDate, details.endDate, window, zone);
      }
      next = expansion.next();
      series.at = next ? instant(next, zone).getTime() : Infinity;
      return busy;
    },
  };
  return series;
}

/** The event's RDATEs (dates, times, or the starts of periods). */
function extraDates(event: ICAL.Event): ICAL.Time[] {
  return event.component.getAllProperties("rdate").flatMap((p) => p.getValues().map((v) => (v instanceof ICAL.Period ? v.start : (v as ICAL.Time))));
}

function uidOf(component: ICAL.Component): string {
  return String(component.getFirstPropertyValue("uid") ?? "");
}

/** One occurrence as a busy time, or null when it blocks nothing or lies outside the window. */
function occurrence(event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, window: CalendarWindow, seriesZone?: string): BusyTime | null {
  const component = event.component;
  if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return null;
  // TRANSP:TRANSPARENT is how calendars mark time as free ("Show me as: available").
  if (String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") return null;
  const startsAt = instant(start, seriesZone);
  let endsAt = end ? instant(end, seriesZone) : startsAt;
  // An all-day event without an end lasts its one day (RFC 5545 3.6.1).
  if (start.isDate && endsAt <= startsAt) endsAt = instant(dayAfter(start), seriesZone);
  if (endsAt <= startsAt) return null; // a moment, not a stretch of time: it can't overlap a session
  if (endsAt <= window.from || startsAt >= window.to) return null;
  // Someone else's text: a NUL can't be stored by PostgreSQL, and other control characters (an
  // ESC, a line break) have no place in the one line the host's calendar shows (domain/text.ts).
  const summary = asOneLine(String(component.getFirstPropertyValue("summary") ?? "")).slice(0, 200);
  return { startsAt, endsAt, summary: summary || null };
}

function dayAfter(date: ICAL.Time): ICAL.Time {
  const next = date.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

/** The zone a time names without the file defining it (ical.js keeps it; not in its typings). */
function zoneNamed(time: ICAL.Time): string | undefined {
  return (time as unknown as { timezone?: string }).timezone;
}

/**
 * The instant a calendar time stands for. UTC times and times in a zone the file defines
 * (VTIMEZONE) are exact; a date (all-day), a floating time, or a zone the file names without
 * defining it is read as wall-clock time in that zone if it is a real one, else in Irish time.
 */
function instant(time: ICAL.Time, seriesZone?: string): Date {
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid !== "floating") return time.toJSDate();
  const named = zoneNamed(time) ?? seriesZone;
  const tz = named && isTimeZone(named) ? named : TIME_ZONE;
  const clock = time.isDate ? [0, 0, 0] : [time.hour, time.minute, time.second];
  return new Date(new TZDate(time.year, time.month - 1, time.day, clock[0], clock[1], clock[2], tz).getTime());
}

const knownZones = new Map<string, boolean>();
function isTimeZone(name: string): boolean {
  if (!knownZones.has(name)) {
    try {
      new Intl.DateTimeFormat("en-IE", { timeZone: name });
      knownZones.set(name, true);
    } catch {
      knownZones.set(name, false);
    }
  }
  return knownZones.get(name)!;
}
