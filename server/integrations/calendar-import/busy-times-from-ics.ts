// Reads a host's own calendar (.ics) into the times they are busy (issue 8 item 4), with ical.js,
// a maintained iCalendar parser: recurring events are expanded (RRULE, RDATE, EXDATE and moved or
// changed occurrences), all-day events block their whole days, and free or cancelled events block
// nothing. Only what falls inside the window is kept (the booking horizon: the next 12 months).
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { TIME_ZONE } from "#domain/session-slots";

export type BusyTime = { startsAt: Date; endsAt: Date; summary: string | null };

export const CALENDAR_FILE_UNREADABLE =
  "The file at that address isn't a calendar Sauna Éire can read. Use your calendar's .ics address (in Google Calendar: Settings, then 'Secret address in iCal format').";

/** Limits so a hostile or runaway file (an event every minute, forever) can't flood the table. */
export const IMPORT_LIMITS = { occurrencesPerEvent: 20_000, busyTimes: 5_000 } as const;

export class CalendarFileError extends Error {
  override readonly name = "CalendarFileError";
  constructor(options?: { cause?: unknown }) {
    super(CALENDAR_FILE_UNREADABLE, options);
  }
}

type Window = { from: Date; to: Date };

/** The busy times of the calendar that overlap the window, earliest first; CalendarFileError if it isn't one. */
export function busyTimesFromIcs(text: string, window: Window): BusyTime[] {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    // Several top-level components come back as a list; a calendar file has one VCALENDAR.
    const roots = Array.isArray(parsed[0]) ? (parsed as unknown[]) : [parsed];
    calendar = roots.map((root) => new ICAL.Component(root as never)).find((c) => c.name === "vcalendar")!;
  } catch (error) {
    throw new CalendarFileError({ cause: error });
  }
  if (!calendar) throw new CalendarFileError();

  try {
    const events = calendar.getAllSubcomponents("vevent").filter((e) => e.hasProperty("dtstart"));
    const masters = events.filter((e) => !e.hasProperty("recurrence-id"));
    const masterUids = new Set(masters.map(uidOf));
    const exceptionsByUid = new Map<string, ICAL.Component[]>();
    const busy: BusyTime[] = [];
    for (const e of events) {
      if (!e.hasProperty("recurrence-id")) continue;
      // A changed occurrence belongs to its series; one without a series in the file stands alone.
      if (masterUids.has(uidOf(e))) exceptionsByUid.set(uidOf(e), [...(exceptionsByUid.get(uidOf(e)) ?? []), e]);
      else masters.push(e);
    }
    for (const component of masters) {
      const event = new ICAL.Event(component, { exceptions: exceptionsByUid.get(uidOf(component)) ?? [] });
      if (!event.isRecurring() || event.isRecurrenceException()) {
        const one = occurrence(event, event.startDate, event.endDate, window);
        if (one) busy.push(one);
        continue;
      }
      const iterator = event.iterator();
      for (let i = 0; i < IMPORT_LIMITS.occurrencesPerEvent; i++) {
        const next = iterator.next();
        if (!next) break;
        // Occurrences come in order of their original start: past the window, the rest are too.
        if (instant(next) >= window.to) break;
        const details = event.getOccurrenceDetails(next);
        const one = occurrence(details.item, details.startDate, details.endDate, window);
        if (one) busy.push(one);
      }
    }
    return busy.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).slice(0, IMPORT_LIMITS.busyTimes);
  } catch (error) {
    throw new CalendarFileError({ cause: error });
  }
}

function uidOf(component: ICAL.Component): string {
  return String(component.getFirstPropertyValue("uid") ?? "");
}

/** One occurrence as a busy time, or null when it blocks nothing or lies outside the window. */
function occurrence(event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, window: Window): BusyTime | null {
  const component = event.component;
  if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return null;
  // TRANSP:TRANSPARENT is how calendars mark time as free ("Show me as: available").
  if (String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") return null;
  const startsAt = instant(start);
  let endsAt = end ? instant(end) : startsAt;
  // An all-day event without an end lasts its one day (RFC 5545 3.6.1).
  if (start.isDate && endsAt <= startsAt) endsAt = instant(dayAfter(start));
  if (endsAt <= startsAt) return null; // a moment, not a stretch of time: it can't overlap a session
  if (endsAt <= window.from || startsAt >= window.to) return null;
  const summary = String(component.getFirstPropertyValue("summary") ?? "").trim().slice(0, 200);
  return { startsAt, endsAt, summary: summary || null };
}

function dayAfter(date: ICAL.Time): ICAL.Time {
  const next = date.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

/**
 * The instant a calendar time stands for. UTC times and times in a zone the file defines
 * (VTIMEZONE) are exact; a date (all-day), a floating time, or a zone the file names without
 * defining it is read as wall-clock time in that zone if it is a real one, else in Irish time.
 */
function instant(time: ICAL.Time): Date {
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== "floating") return time.toJSDate();
  // ical.js keeps the named but undefined zone on the time (not in its typings).
  const named = (time as unknown as { timezone?: string }).timezone;
  const tz = named && isTimeZone(named) ? named : TIME_ZONE;
  const clock = time.isDate ? [0, 0, 0] : [time.hour, time.minute, time.second];
  return new Date(new TZDate(time.year, time.month - 1, time.day, clock[0], clock[1], clock[2], tz).getTime());
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-IE", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
