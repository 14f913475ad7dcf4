import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_SLOTS } from "./constants";
import {
  defaultWeek, hasAnySession, rangeFromSelectedHours, sessionStartsInRange, sessionStartsOnWeekday, withDayClosed, withDayRange,
} from "./availability";
import { WeeklyAvailabilitySchema } from "./availability-schema";

describe("availability", () => {
  it("gives the spec's eight default start times with no availability and 90-minute sessions", () => {
    expect(sessionStartsOnWeekday(null, "3", 90)).toEqual([...DEFAULT_TIME_SLOTS]);
  });

  it("Apply stores one range from the earliest to the latest selected hour, with at least two hours", () => {
    expect(rangeFromSelectedHours(["17:00", "09:00", "12:00"])).toEqual({ start: "09:00", end: "17:00" });
    expect(rangeFromSelectedHours(["09:00"])).toBeNull();
    expect(rangeFromSelectedHours(["09:00", "09:00"])).toBeNull();
    expect(rangeFromSelectedHours(["07:00", "22:00"])).toBeNull();
  });

  it("Apply sets one day and leaves every other day's hours as they were, the default ones included", () => {
    const monday = { start: "10:00", end: "14:00" };
    // A week not set yet is the default on every day: after Apply on Monday, Tuesday is still open.
    const week = withDayRange({}, "1", monday);
    expect(week["1"]).toEqual([monday]);
    for (const day of ["2", "3", "4", "5", "6", "7"] as const) {
      expect(week[day]).toEqual([{ start: "09:00", end: "21:00" }]);
      expect(sessionStartsOnWeekday(week, day, 90)).toEqual([...DEFAULT_TIME_SLOTS]);
    }
    // Applying again replaces that day's range only.
    const again = withDayRange({ ...week, "3": [{ start: "16:00", end: "20:00" }] }, "1", { start: "08:00", end: "12:00" });
    expect(again).toEqual({ ...week, "1": [{ start: "08:00", end: "12:00" }], "3": [{ start: "16:00", end: "20:00" }] });
  });

  it("closes one day and keeps the others, the default ones included", () => {
    expect(withDayClosed({}, "7")).toEqual({ ...defaultWeek(), "7": [] });
    expect(sessionStartsOnWeekday(withDayClosed({}, "7"), "6", 90)).toEqual([...DEFAULT_TIME_SLOTS]);
    expect(withDayClosed({ "1": [{ start: "10:00", end: "14:00" }], "2": [] }, "1")).toEqual({ "1": [], "2": [] });
  });

  it("starts sessions at the range's start plus whole session lengths, ending inside the range", () => {
    expect(sessionStartsInRange({ start: "09:00", end: "17:00" }, 90)).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00"]);
    expect(sessionStartsInRange({ start: "18:00", end: "19:00" }, 90)).toEqual([]);
    expect(sessionStartsInRange({ start: "08:00", end: "10:00" }, 60)).toEqual(["08:00", "09:00"]);
  });

  it("has no sessions on a day without ranges once availability is set", () => {
    const availability = { "6": [{ start: "10:00", end: "14:00" }] };
    expect(sessionStartsOnWeekday(availability, "1", 60)).toEqual([]);
    expect(sessionStartsOnWeekday(availability, "6", 60)).toEqual(["10:00", "11:00", "12:00", "13:00"]);
    expect(hasAnySession(availability, 60)).toBe(true);
    expect(hasAnySession({ "6": [{ start: "10:00", end: "11:00" }] }, 90)).toBe(false);
  });

  it("refuses ranges that end before they start or overlap on one day", () => {
    expect(WeeklyAvailabilitySchema.safeParse({ "1": [{ start: "12:00", end: "10:00" }] }).success).toBe(false);
    expect(WeeklyAvailabilitySchema.safeParse({ "1": [{ start: "09:00", end: "12:00" }, { start: "11:00", end: "14:00" }] }).success).toBe(false);
    expect(WeeklyAvailabilitySchema.safeParse({ "8": [] }).success).toBe(false);
    expect(WeeklyAvailabilitySchema.safeParse({ "1": [{ start: "09:00", end: "12:00" }, { start: "12:00", end: "14:00" }] }).success).toBe(true);
  });
});
