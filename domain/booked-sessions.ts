// When a host changes their hours or session length (Sauna Settings), which sessions already
// booked would be left behind: no longer offered at their time, or overlapping a session the new
// hours offer (guests could then book the sauna twice over). Pure, so the rule is the same
// wherever it is checked (decision 006: a schedule change never strands a booked session silently).
import type { WeeklyAvailability } from "./availability";
import { minutesOf } from "./availability";
import { startTimesFor } from "./session-slots";

export type BookedSession = { date: string; time: string; endTime: string };

export type AffectedSession<T extends BookedSession> = T & {
  /** The new hours no longer offer a session at its time. */
  offSchedule: boolean;
  /** It would overlap another session the new hours offer that day. */
  overlapsNewSession: boolean;
};

/** The booked sessions the new availability and session length would leave behind. */
export function sessionsLeftBehind<T extends BookedSession>(booked: T[], availability: WeeklyAvailability, sessionMinutes: number): AffectedSession<T>[] {
  return booked.flatMap((b) => {
    const offered = startTimesFor(availability, b.date, sessionMinutes);
    const start = minutesOf(b.time);
    const end = minutesOf(b.endTime);
    const offSchedule = !offered.includes(b.time);
    const overlapsNewSession = offered.some((t) => t !== b.time && minutesOf(t) < end && minutesOf(t) + sessionMinutes > start);
    return offSchedule || overlapsNewSession ? [{ ...b, offSchedule, overlapsNewSession }] : [];
  });
}
