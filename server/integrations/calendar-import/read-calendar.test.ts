// Reading a calendar near the window (skip-ahead.ts) must give exactly what walking each rule from
// its DTSTART gives: every rule below is read both ways, the walk done here with ical.js alone.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readCalendar, type BusyTime, type CalendarWindow } from "./read-calendar";

const DUBLIN = [
  "BEGIN:VTIMEZONE", "TZID:Europe/Dublin",
  "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT", "DTSTART:19701025T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
  "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:IST", "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
  "END:VTIMEZONE",
];
// A week across the change to Irish summer time (28 March 2027), and a year.
const WEEK = { from: new Date("2027-03-25T09:17:00Z"), to: new Date("2027-04-01T09:17:00Z") };
const YEAR = { from: new Date("2027-03-25T09:17:00Z"), to: new Date("2028-03-25T09:17:00Z") };
const PLENTY = { occurrences: 1_000_000, busyTimes: 1_000_000 };
/** What reading from near the window may look at beyond the occurrences in it. */
const BEFORE_THE_WINDOW = 500;

function file(start: string, rule: string, extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...DUBLIN,
    "BEGIN:VEVENT", "UID:rule@test", start, "DURATION:PT45M", `RRULE:${rule}`, ...extra, "SUMMARY:Rule", "END:VEVENT",
    "END:VCALENDAR", "",
  ].join("\r\n");
}

function read(text: string, window: CalendarWindow, budget = PLENTY): { busy: string[]; readUntil: number | null } {
  const found: BusyTime[] = [];
  const { readUntil } = readCalendar(text, window, budget, (batch) => found.push(...batch.busyTimes));
  return { busy: found.map((b) => b.startsAt.toISOString()).sort(), readUntil };
}

/** Every occurrence from DTSTART on, as ical.js gives it, that overlaps the window. */
function walked(text: string, window: CalendarWindow): string[] {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  const iterator = event.iterator();
  const busy: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const starts = next.toJSDate();
    if (starts >= window.to) break;
    if (starts.getTime() + 45 * 60_000 > window.from.getTime()) busy.push(starts.toISOString());
  }
  return busy;
}

describe("reading a repeating event from near the window, not from its start", () => {
  it.each([
    ["every 7 minutes", "DTSTART:20270101T000300Z", "FREQ=MINUTELY;INTERVAL=7", WEEK],
    ["every 5 hours on Mondays and Wednesdays, Irish time", "DTSTART;TZID=Europe/Dublin:20260105T013000", "FREQ=HOURLY;INTERVAL=5;BYDAY=MO,WE", WEEK],
    ["every 90 seconds in one hour of the day", "DTSTART:20270301T000000Z", "FREQ=SECONDLY;INTERVAL=90;BYHOUR=10", WEEK],
    ["every third day in March and April", "DTSTART;TZID=Europe/Dublin:20000102T083000", "FREQ=DAILY;INTERVAL=3;BYMONTH=3,4", YEAR],
    ["every other week on Tuesday and Saturday", "DTSTART;TZID=Europe/Dublin:20000104T190000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SA;WKST=MO", YEAR],
    ["on the 31st of every month", "DTSTART;TZID=Europe/Dublin:20000131T100000", "FREQ=MONTHLY", YEAR],
    ["on the last Friday of every fifth month", "DTSTART;TZID=Europe/Dublin:20000128T100000", "FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR", YEAR],
    ["on 29 February", "DTSTART;TZID=Europe/Dublin:20000229T100000", "FREQ=YEARLY", { from: YEAR.from, to: new Date("2029-03-25T00:00:00Z") }],
    ["every year since 1950", "DTSTART;TZID=Europe/Dublin:19500412T183000", "FREQ=YEARLY", YEAR],
    ["every other month since 1960, 2,000 times", "DTSTART;TZID=Europe/Dublin:19600315T070000", "FREQ=MONTHLY;INTERVAL=2;COUNT=2000", YEAR],
    ["every day, 10,000 times (ends in the window)", "DTSTART;TZID=Europe/Dublin:20000101T100000", "FREQ=DAILY;COUNT=10000", YEAR],
    ["every month on the 5th, 400 times", "DTSTART;TZID=Europe/Dublin:20000105T100000", "FREQ=MONTHLY;COUNT=400", YEAR],
    ["every Monday and Friday, 2,000 times", "DTSTART;TZID=Europe/Dublin:20100104T100000", "FREQ=WEEKLY;BYDAY=MO,FR;COUNT=2000", YEAR],
    ["every week until a day in the window", "DTSTART:20000103T100000Z", "FREQ=WEEKLY;UNTIL=20270601T000000Z", YEAR],
  ])("%s", (_name, start, rule, window) => {
    const text = file(start, rule);
    const { busy, readUntil } = read(text, window);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy).toEqual(walked(text, window));
    expect(readUntil).toBeNull();
    // Skipped to near the window: read whole within a budget of little more than what is in it.
    const counted = /COUNT/.test(rule) && /BY/.test(rule); // walked from DTSTART: its count starts there
    if (!counted) expect(read(text, window, { ...PLENTY, occurrences: busy.length + BEFORE_THE_WINDOW }).readUntil).toBeNull();
  });

  it("keeps a changed occurrence from long ago that was moved into the window", () => {
    const text = file("DTSTART:20000103T100000Z", "FREQ=WEEKLY", []).replace(
      "END:VCALENDAR",
      ["BEGIN:VEVENT", "UID:rule@test", "RECURRENCE-ID:20000110T100000Z", "DTSTART:20270329T150000Z", "DURATION:PT1H", "SUMMARY:Moved a long way", "END:VEVENT", "END:VCALENDAR"].join("\r\n"),
    );
    const { busy } = read(text, WEEK);
    expect(busy).toEqual(["2027-03-29T10:00:00.000Z", "2027-03-29T15:00:00.000Z"]);
  });
});
