import { describe, expect, it } from "vitest";
import { addMinutesToTime, isCalendarDate, isoWeekday, slotStart, startTimesFor, todayInIreland } from "./session-slots";

describe("session slots", () => {
  it("uses the eight default start times without a schedule", () => {
    expect(startTimesFor(null, "2026-11-23")).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00", "19:30"]);
  });
  it("uses the host's times for that weekday and none on days off", () => {
    const schedule = { "1": ["18:00", "08:00"], "6": ["10:00"] };
    expect(isoWeekday("2026-11-23")).toBe(1); // a Monday
    expect(startTimesFor(schedule, "2026-11-23")).toEqual(["08:00", "18:00"]);
    expect(startTimesFor(schedule, "2026-11-24")).toEqual([]);
  });
  it("places slots in Irish time, winter and summer", () => {
    expect(slotStart("2026-11-23", "09:00").toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(slotStart("2026-07-01", "09:00").toISOString()).toBe("2026-07-01T08:00:00.000Z");
  });
  it("checks dates and adds session lengths", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("22/11/2026")).toBe(false);
    expect(addMinutesToTime("19:30", 90)).toBe("21:00");
    expect(todayInIreland(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-22");
    expect(todayInIreland(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });
});
