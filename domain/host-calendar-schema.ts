// What the owner dashboard's Calendar sends: the month and day to show, the blackout dialog's
// dates and optional reason, and the booking a host cancels because its date is now closed.
import { z } from "zod";
import { list, singleLine } from "./form-fields";
import { isCalendarDate } from "./session-slots";

const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** The most dates one Save may close: a year's worth. */
export const MAX_BLACKOUT_DATES = 366;
export const BLACKOUT_REASON_MAX = 200;
/** Dates may be blocked out up to this far ahead (bookings open a year ahead). */
export const BLACKOUT_HORIZON_DAYS = 400;

/** ?month=2026-11&day=2026-11-24 (both optional: this month, today). Bad values fall back quietly. */
export const CalendarQuerySchema = z.object({
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/).optional().catch(undefined),
  day: z.string().regex(/^20\d\d-/).refine(isCalendarDate).optional().catch(undefined),
});

export const BlackoutDatesSchema = z.object({
  dates: list(z.string({ error: "Please choose dates from the calendar" }).refine(isCalendarDate, "Please choose dates from the calendar"))
    .pipe(z.array(z.string()).min(1, "Please choose at least one date to block out").max(MAX_BLACKOUT_DATES, `You can block out at most ${MAX_BLACKOUT_DATES} dates at a time`))
    .transform((dates) => [...new Set(dates)].sort()),
  reason: z.preprocess(blankAsMissing, singleLine(z.string({ error: "Please write the reason as text" }).trim()).max(BLACKOUT_REASON_MAX, `Please keep the reason under ${BLACKOUT_REASON_MAX} characters`).optional()),
});

export const BlackoutDateSchema = z.object({
  date: z.string({ error: "Please choose a date" }).refine(isCalendarDate, "Please choose a date"),
});

export const HostCancellationSchema = z.object({
  bookingId: z.string({ error: "That booking doesn't exist" }).uuid("That booking doesn't exist"),
});
