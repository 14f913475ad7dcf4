import { describe, expect, it } from "vitest";
import { sessionsLeftBehind } from "./booked-sessions";

// 2027-01-16 is a Saturday (weekday 6).
const saturday = (start: string, end: string) => ({ "6": [{ start, end }] });

describe("booked sessions a schedule change would leave behind", () => {
  it("leaves nothing behind when the booked times are still offered", () => {
    const booked = [{ date: "2027-01-16", time: "10:30", endTime: "12:00" }];
    expect(sessionsLeftBehind(booked, saturday("09:00", "21:00"), 90)).toEqual([]);
  });

  it("finds a session outside the new hours, which can be kept without overlapping anything", () => {
    const booked = [{ date: "2027-01-16", time: "19:30", endTime: "21:00" }];
    expect(sessionsLeftBehind(booked, saturday("09:00", "13:00"), 90)).toEqual([{ ...booked[0], offSchedule: true, overlapsNewSession: false }]);
  });

  it("finds a day closed altogether", () => {
    const booked = [{ date: "2027-01-16", time: "09:00", endTime: "10:30" }];
    expect(sessionsLeftBehind(booked, { "1": [{ start: "09:00", end: "21:00" }] }, 90)).toEqual([{ ...booked[0], offSchedule: true, overlapsNewSession: false }]);
  });

  it("finds a session off the new start times that would overlap a new session", () => {
    const booked = [{ date: "2027-01-16", time: "10:30", endTime: "12:00" }];
    // One-hour sessions from 09:00: 10:00 and 11:00 both overlap 10:30–12:00.
    expect(sessionsLeftBehind(booked, saturday("09:00", "21:00"), 60)).toEqual([{ ...booked[0], offSchedule: true, overlapsNewSession: true }]);
  });

  it("finds a session still offered at its time that would now run into the next one", () => {
    const booked = [{ date: "2027-01-16", time: "09:00", endTime: "10:30" }];
    expect(sessionsLeftBehind(booked, saturday("09:00", "21:00"), 60)).toEqual([{ ...booked[0], offSchedule: false, overlapsNewSession: true }]);
  });
});
