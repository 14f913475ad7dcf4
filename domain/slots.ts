// The booking picker's view of one day at a sauna: its start times from the weekly schedule
// (no schedule → the spec's eight default times), when each session ends, and which have
// already started (Europe/Dublin). Pure, so the page can draw the picker at once in the
// browser; the server's slot availability then adds what is full or booked.
import { DEFAULT_SESSION_MINUTES } from "./constants";
import { addMinutesToTime, isCalendarDate, slotStart, startTimesFor, type WeeklySchedule } from "./session-slots";

export type DaySlot = {
  /** Start, "HH:MM" in Irish time. */
  time: string;
  /** End of the session, "HH:MM". */
  endTime: string;
  /** The session has started or is over: it can't be booked. */
  past: boolean;
};

/** The day's slots for a sauna; a date before today has only past slots, a bad date none. */
export function daySlots(
  schedule: WeeklySchedule | null | undefined,
  date: string,
  now: Date = new Date(),
  sessionMinutes: number = DEFAULT_SESSION_MINUTES,
): DaySlot[] {
  if (!isCalendarDate(date)) return [];
  return startTimesFor(schedule, date).map((time) => ({
    time,
    endTime: addMinutesToTime(time, sessionMinutes),
    past: slotStart(date, time).getTime() <= now.getTime(),
  }));
}
