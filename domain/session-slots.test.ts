import { describe, expect, it } from "vitest";
import { addMinutesToTime, daySlots, isCalendarDate, isoWeekday, slotStart, startTimesFor, todayInIreland } from "./session-slots";

describe("session slots", () => {
  it("uses the eight default start times without a schedule", () => {
    expect(startTimesFor(null, "2026-11-23")).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00", "19:30"]);
  });
  it("uses the host's hours for that weekday and the sauna's session length, and none on days off", () => {
    const availability = { "1": [{ start: "18:00", end: "20:00" }, { start: "08:00", end: "09:30" }], "6": [{ start: "10:00", end: "11:30" }] };
    expect(isoWeekday("2026-11-23")).toBe(1); // a Monday
    expect(startTimesFor(availability, "2026-11-23", 60)).toEqual(["08:00", "18:00", "19:00"]);
    expect(startTimesFor(availability, "2026-11-24", 60)).toEqual([]);
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


describe("a day's slots for the picker", () => {
  it("offers the eight default times with 90-minute sessions when there is no schedule", () => {
    const slots = daySlots(null, "2026-11-24", new Date("2026-11-01T00:00:00Z"));
    expect(slots.map((s) => s.time)).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00", "19:30"]);
    expect(slots[0].endTime).toBe("10:30");
    expect(slots.at(-1)?.endTime).toBe("21:00");
    expect(slots.every((s) => !s.past)).toBe(true);
  });

  it("follows the host's weekly schedule and session length", () => {
    const schedule = { "2": [{ start: "17:00", end: "18:00" }, { start: "07:00", end: "08:00" }], "6": [{ start: "10:00", end: "12:00" }] };
    // 24 Nov 2026 is a Tuesday (ISO weekday 2), the 25th a Wednesday with no sessions.
    expect(daySlots(schedule, "2026-11-24", new Date("2026-11-01T00:00:00Z"), 60)).toEqual([
      { time: "07:00", endTime: "08:00", past: false },
      { time: "17:00", endTime: "18:00", past: false },
    ]);
    expect(daySlots(schedule, "2026-11-25")).toEqual([]);
  });

  it("marks the times of today that have started as past, in Irish time", () => {
    // 12:05 in Dublin in winter (UTC+0): 09:00, 10:30 and 12:00 have started.
    const winter = daySlots(null, "2026-11-24", new Date("2026-11-24T12:05:00Z"));
    expect(winter.filter((s) => s.past).map((s) => s.time)).toEqual(["09:00", "10:30", "12:00"]);
    // 11:30 UTC in summer is 12:30 in Dublin (UTC+1): the same three have started.
    const summer = daySlots(null, "2026-07-01", new Date("2026-07-01T11:30:00Z"));
    expect(summer.filter((s) => s.past).map((s) => s.time)).toEqual(["09:00", "10:30", "12:00"]);
    // A slot starting exactly now can no longer be booked.
    expect(daySlots(null, "2026-11-24", new Date("2026-11-24T13:30:00Z")).find((s) => s.time === "13:30")?.past).toBe(true);
  });

  it("treats a past day as all past, a later day as all open, and a bad date as no day", () => {
    const now = new Date("2026-11-24T08:00:00Z");
    expect(daySlots(null, "2026-11-23", now).every((s) => s.past)).toBe(true);
    expect(daySlots(null, "2026-11-25", now).some((s) => s.past)).toBe(false);
    expect(daySlots(null, "2026-02-30", now)).toEqual([]);
    expect(daySlots(null, "tomorrow", now)).toEqual([]);
  });
});
