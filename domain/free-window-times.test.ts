import { describe, expect, it } from "vitest";
import { clocksChangeOn, laterWindows, windowSpan } from "./free-window-times";
import { freeDateLabel } from "./free-date-label";

const iso = (d: Date) => d.toISOString();

describe("the 'Free soon' windows, in Irish time", () => {
  // Friday 4 Dec 2026, 15:00 in Dublin (GMT in winter).
  const friday3pm = new Date("2026-12-04T15:00:00Z");

  it("'Free in the next 2 hours': after now, up to two hours ahead", () => {
    const span = windowSpan("next-2-hours", friday3pm)!;
    expect(iso(span.from)).toBe("2026-12-04T15:00:00.000Z");
    expect(span.until.getTime()).toBe(new Date("2026-12-04T17:00:00Z").getTime() + 1);
    expect(span.pieces).toEqual([{ date: "2026-12-04", weekday: 5, fromMinute: 900, toMinute: 1020 }]);
  });

  it("'This evening' is 17:00 until 22:00 today, from now once it has begun; empty after", () => {
    expect(windowSpan("this-evening", friday3pm)!.pieces).toEqual([{ date: "2026-12-04", weekday: 5, fromMinute: 1020, toMinute: 1319 }]);
    expect(iso(windowSpan("this-evening", new Date("2026-12-04T18:20:00Z"))!.from)).toBe("2026-12-04T18:20:00.000Z");
    expect(windowSpan("this-evening", new Date("2026-12-04T22:30:00Z"))!.pieces).toEqual([]);
  });

  it("'Tomorrow morning' is 06:00 until noon tomorrow; a date is the whole Irish day", () => {
    expect(windowSpan("tomorrow-morning", friday3pm)!.pieces).toEqual([{ date: "2026-12-05", weekday: 6, fromMinute: 360, toMinute: 719 }]);
    const day = windowSpan("2026-12-10", friday3pm)!;
    expect([iso(day.from), iso(day.until)]).toEqual(["2026-12-10T00:00:00.000Z", "2026-12-11T00:00:00.000Z"]);
  });

  it("in summer, Irish time is an hour ahead of UTC", () => {
    const span = windowSpan("this-evening", new Date("2026-07-03T09:00:00Z"))!;
    expect([iso(span.from), iso(span.until)]).toEqual(["2026-07-03T16:00:00.000Z", "2026-07-03T21:00:00.000Z"]);
  });

  it("crosses midnight in two pieces", () => {
    expect(windowSpan("next-2-hours", new Date("2026-12-04T23:00:00Z"))!.pieces).toEqual([
      { date: "2026-12-04", weekday: 5, fromMinute: 1380, toMinute: 1439 },
      { date: "2026-12-05", weekday: 6, fromMinute: 0, toMinute: 60 },
    ]);
  });

  it("widens the wall-clock minutes by an hour on the days the clocks change, where the instants decide", () => {
    expect(clocksChangeOn("2026-03-29")).toBe(true);
    expect(clocksChangeOn("2026-10-25")).toBe(true);
    expect(clocksChangeOn("2026-10-24")).toBe(false);
    // 01:10 IST on 25 Oct is 00:10 UTC; two hours on is 02:10 GMT.
    expect(windowSpan("next-2-hours", new Date("2026-10-25T00:10:00Z"))!.pieces).toEqual([{ date: "2026-10-25", weekday: 7, fromMinute: 10, toMinute: 190 }]);
  });

  it("refuses past dates, dates more than a year ahead and values that are no window", () => {
    expect(windowSpan("2026-12-03", friday3pm)).toBeNull();
    expect(windowSpan("2027-12-05", friday3pm)).toBeNull();
    expect(windowSpan("2026-02-30", friday3pm)).toBeNull();
    expect(windowSpan("soon", friday3pm)).toBeNull();
    expect(windowSpan("2026-12-04", friday3pm)!.from).toEqual(friday3pm);
  });

  it("offers the later windows in time order", () => {
    expect(laterWindows("next-2-hours", friday3pm).slice(0, 4)).toEqual(["this-evening", "tomorrow-morning", "2026-12-05", "2026-12-06"]);
    expect(laterWindows("this-evening", friday3pm).slice(0, 2)).toEqual(["tomorrow-morning", "2026-12-05"]);
    expect(laterWindows("2026-12-10", friday3pm).slice(0, 2)).toEqual(["2026-12-11", "2026-12-12"]);
  });

  it("names days as a chip or a card shows them, in each language", () => {
    expect(freeDateLabel("2026-12-05")).toBe("Sat 5 Dec");
    expect(freeDateLabel("2026-12-05", "ga")).toBe("Sath 5 Noll");
    expect(freeDateLabel("this-evening")).toBe("this-evening");
  });
});
