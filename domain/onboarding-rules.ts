// Rules of a new listing that join two steps of the onboarding wizard (docs/product.md §5, docs/product.md
// §9 Booking types, prices and slots), checked by the wizard before Continue and by the server on Publish.
import { hasAnySession, isDefaultWeek, type WeeklyAvailability } from "./availability";
import { GROUP_MIN_GUESTS } from "./constants";

/** Group sessions need room for the group minimum (6): a smaller sauna can't offer them. */
export function groupPriceProblem(capacity: number, groupSession: number | undefined): string | null {
  if (groupSession === undefined || capacity >= GROUP_MIN_GUESTS) return null;
  return `Group sessions are for ${GROUP_MIN_GUESTS} or more guests, and your sauna holds ${capacity}. Leave the group price empty, or raise the capacity.`;
}

/**
 * Hours that fit no whole session (every day closed, or ranges too short) would leave guests
 * nothing to book. A week not set yet is fine: the default hours apply.
 */
export function scheduleProblem(schedule: WeeklyAvailability, sessionMinutes: number): string | null {
  if (isDefaultWeek(schedule) || hasAnySession(schedule, sessionMinutes)) return null;
  return `With ${sessionMinutes}-minute sessions, these hours leave no session to book. Please give a day more hours, or shorten the session.`;
}

/** Only days with hours count: an empty week means the default hours (every day 09:00–21:00). */
export function storedSchedule(schedule: WeeklyAvailability): WeeklyAvailability | null {
  const days = Object.entries(schedule).filter(([, ranges]) => (ranges ?? []).length > 0);
  return days.length ? (Object.fromEntries(days) as WeeklyAvailability) : null;
}
