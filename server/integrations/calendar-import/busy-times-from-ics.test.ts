import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { busyTimesFromIcs, CALENDAR_FILE_UNREADABLE, CalendarFileError, IMPORT_LIMITS } from "./busy-times-from-ics";

const calendars = path.join(import.meta.dirname, "test-calendars");
const hostCalendar = readFileSync(path.join(calendars, "host-calendar.ics"), "utf8");
const window = { from: new Date("2027-03-01T00:00:00Z"), to: new Date("2028-03-01T00:00:00Z") };
const iso = (b: { startsAt: Date; endsAt: Date }) => [b.startsAt.toISOString(), b.endsAt.toISOString()];

function calendar(...events: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}

describe("reading a host's .ics calendar into busy times", () => {
  it("expands a weekly series with a skipped and a moved occurrence, across the change to summer time", () => {
    const yoga = busyTimesFromIcs(hostCalendar, window).filter((b) => b.summary?.startsWith("Yoga"));
    expect(yoga.map(iso)).toEqual([
      ["2027-03-06T10:00:00.000Z", "2027-03-06T12:00:00.000Z"], // GMT
      // 13 March is an EXDATE; 20 March moved to the afternoon.
      ["2027-03-20T14:00:00.000Z", "2027-03-20T15:00:00.000Z"],
      ["2027-03-27T10:00:00.000Z", "2027-03-27T12:00:00.000Z"],
      ["2027-04-03T09:00:00.000Z", "2027-04-03T11:00:00.000Z"], // Irish summer time: 10:00 IST
      ["2027-04-10T09:00:00.000Z", "2027-04-10T11:00:00.000Z"],
    ]);
    expect(yoga[1].summary).toBe("Yoga class (moved to the afternoon)");
  });

  it("blocks whole Irish days for an all-day event, and keeps UTC times exact", () => {
    const busy = busyTimesFromIcs(hostCalendar, window);
    expect(busy.filter((b) => b.summary === "Family wedding").map(iso)).toEqual([["2027-04-09T23:00:00.000Z", "2027-04-11T23:00:00.000Z"]]);
    expect(busy.filter((b) => b.summary === "Private party").map(iso)).toEqual([["2027-05-01T17:00:00.000Z", "2027-05-01T19:00:00.000Z"]]);
  });

  it("leaves out free and cancelled events, and anything before now or more than the window ahead", () => {
    const summaries = busyTimesFromIcs(hostCalendar, window).map((b) => b.summary);
    expect(summaries).not.toContain("Working from home (free)");
    expect(summaries).not.toContain("Called off");
    expect(summaries).not.toContain("Already over");
    expect(summaries).not.toContain("More than a year ahead");
    expect(summaries).toHaveLength(7);
  });

  it("expands an endless series only up to the end of the window", () => {
    const daily = calendar("BEGIN:VEVENT", "UID:daily@test", "DTSTART:20270201T080000", "DTEND:20270201T090000", "RRULE:FREQ=DAILY", "SUMMARY:School run", "END:VEVENT");
    const busy = busyTimesFromIcs(daily, window);
    expect(busy).toHaveLength(366); // 1 March 2027 to 29 February 2028
    // A floating time is Irish wall-clock time: 08:00 GMT in winter, 07:00 UTC in summer.
    expect(iso(busy[0])[0]).toBe("2027-03-01T08:00:00.000Z");
    expect(busy.find((b) => b.startsAt.toISOString().startsWith("2027-07-01"))?.startsAt.toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(busy.at(-1)!.startsAt < window.to).toBe(true);
  });

  it("reads a time zone named but not defined in the file as that zone, an unknown one as Irish time", () => {
    const file = calendar(
      "BEGIN:VEVENT", "UID:berlin@test", "DTSTART;TZID=Europe/Berlin:20270601T100000", "DTEND;TZID=Europe/Berlin:20270601T110000", "SUMMARY:Berlin", "END:VEVENT",
      "BEGIN:VEVENT", "UID:windows@test", "DTSTART;TZID=GMT Standard Time:20270601T100000", "DTEND;TZID=GMT Standard Time:20270601T110000", "SUMMARY:Outlook", "END:VEVENT",
    );
    const busy = busyTimesFromIcs(file, window);
    expect(busy.find((b) => b.summary === "Berlin")!.startsAt.toISOString()).toBe("2027-06-01T08:00:00.000Z");
    expect(busy.find((b) => b.summary === "Outlook")!.startsAt.toISOString()).toBe("2027-06-01T09:00:00.000Z");
  });

  it("caps a runaway series", () => {
    const everyMinute = calendar("BEGIN:VEVENT", "UID:m@test", "DTSTART:20270301T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY", "END:VEVENT");
    expect(busyTimesFromIcs(everyMinute, window).length).toBeLessThanOrEqual(IMPORT_LIMITS.busyTimes);
  });

  it.each([
    ["a malformed file", readFileSync(path.join(calendars, "malformed.ics"), "utf8")],
    ["a web page", "<!doctype html><html><body>Sign in to Google Calendar</body></html>"],
    ["an empty answer", ""],
    ["a vCard", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Cian\r\nEND:VCARD\r\n"],
  ])("refuses %s in plain words", (_what, text) => {
    expect(() => busyTimesFromIcs(text, window)).toThrow(CalendarFileError);
    expect(() => busyTimesFromIcs(text, window)).toThrow(CALENDAR_FILE_UNREADABLE);
  });

  it("accepts a calendar with no events: nothing is busy", () => {
    expect(busyTimesFromIcs(calendar(), window)).toEqual([]);
  });
});
