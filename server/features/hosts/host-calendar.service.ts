// The owner dashboard's Calendar: a month of booked and closed days, one day's
// sessions with their seats and bookings, and closing dates (the blackout dialog). Closing a date
// never drops a booking silently: the bookings already made on it are handed back to the host,
// who cancels them here with a full refund, and stay listed until they do.
import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql, sum } from "drizzle-orm";
import { type BookingStatus, isLiveBooking } from "#domain/booking-status";
import { addMinutesToTime, slotStart, startTimesFor, todayInIreland } from "#domain/session-slots";
import {
  BLACKOUT_HORIZON_DAYS, BlackoutDateSchema, BlackoutDatesSchema, CalendarQuerySchema, HostCancellationSchema,
} from "#domain/host-calendar-schema";
import { formatDate } from "#domain/format-date";
import type { BookingType } from "#domain/constants";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { liveBooking, standingBooking } from "#server/features/bookings/booking-status-sql";
import { paidOnlineCents } from "#server/features/bookings/paid-online-sql";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { offerFreedSaunaSeats } from "#server/features/waitlist/offer-freed-seats";
import { waitingPerDay, waitingPerSession } from "#server/features/waitlist/waiting-counts";
import { conflict, invalid, notFound, parseOrInvalid } from "#server/features/errors";
import { placeOnDateColumns, stopOnDate } from "#server/features/saunas/sauna-place-on-date";
import { runnableSauna } from "./owned-saunas";

export const HOST_CLOSED_DATE_REASON = "The host has closed the sauna on this date.";

/** Null without a name: the page says 'A guest' in its language (dashboard "names.aGuest"). */
const guestName = sql<string | null>`nullif(trim(${profiles.fullName}), '')`;

export type CalendarBooking = {
  id: string;
  /** The first eight characters of the id, as the guest sees it. */
  reference: string;
  guestName: string | null;
  guests: number;
  type: BookingType;
  status: BookingStatus;
  date: string;
  time: string;
  totalAmount: number;
  /** Something was paid online (a card, a gift voucher): cancelling it refunds that; else nothing is refunded. */
  paidOnline: boolean;
};

export type CalendarSession = {
  time: string;
  endTime: string;
  capacity: number;
  seatsTaken: number;
  /** A private or group booking holds the whole sauna: the session is full. */
  exclusive: boolean;
  full: boolean;
  /** Why guests can't book it even with seats free: the date is closed, or the host's calendar is busy. */
  blockedBy: "closed" | "busy" | null;
  /** Booked at a time the weekly schedule no longer offers (kept when the hours changed). */
  offSchedule: boolean;
  /** Guests in line for it (waiting or holding an offer; decision 016). */
  waiting: number;
  /** It has started or is over. */
  past: boolean;
  bookings: CalendarBooking[];
};

export type BookedDay = { date: string; bookings: number; guests: number };
export type Blackout = { date: string; reason: string | null };

/** "2026-11" → first and last date of that month. */
function monthDates(month: string): { first: string; last: string } {
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, "0")}` };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const bookingColumns = {
  id: bookings.id, guestName, guests: bookings.guests, type: bookings.bookingType, status: bookings.status,
  date: bookings.bookingDate, startTime: bookings.startTime, endTime: bookings.endTime, totalAmount: bookings.totalAmount, startsAt: bookings.startsAt,
  paidOnlineCents,
};
type BookingRow = { id: string; guestName: string | null; guests: number; type: string; status: BookingStatus; date: string; startTime: string; endTime: string; totalAmount: number; paidOnlineCents: number };

function toCalendarBooking(b: BookingRow): CalendarBooking {
  return {
    id: b.id, reference: b.id.slice(0, 8).toUpperCase(), guestName: b.guestName, guests: b.guests, type: b.type as BookingType,
    status: b.status, date: b.date, time: b.startTime.slice(0, 5), totalAmount: b.totalAmount, paidOnline: b.paidOnlineCents > 0,
  };
}

/** The Irish dates from `first` to `last` on which any of the busy times falls. */
function datesCovered(busy: { startsAt: Date; endsAt: Date }[], first: string, last: string): string[] {
  const dates = new Set<string>();
  for (const b of busy) {
    for (let d = todayInIreland(b.startsAt); d <= last && slotStart(d, "00:00") < b.endsAt; d = addDays(d, 1)) {
      if (d >= first) dates.add(d);
    }
  }
  return [...dates].sort();
}

/** Live bookings still to come on the sauna's closed dates (all of them, or those on `dates`). */
async function bookingsOnClosedDates(db: Db, saunaId: string, now: Date, dates?: string[]): Promise<CalendarBooking[]> {
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(saunaBlackoutDates, and(eq(saunaBlackoutDates.saunaId, bookings.saunaId), eq(saunaBlackoutDates.date, bookings.bookingDate)))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(
      eq(bookings.saunaId, saunaId),
      liveBooking,
      gt(bookings.startsAt, now),
      dates ? inArray(bookings.bookingDate, dates) : undefined,
    ))
    .orderBy(asc(bookings.startsAt));
  return rows.map(toCalendarBooking);
}

/** A month of the calendar and the sessions of one day in it. */
export async function hostCalendar(db: Db, actor: Actor, saunaId: unknown, query: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const today = todayInIreland(now);
  const parsed = CalendarQuerySchema.parse(query ?? {});
  const day = parsed.day ?? (parsed.month && !today.startsWith(parsed.month) ? `${parsed.month}-01` : today);
  const month = parsed.month ?? day.slice(0, 7);
  const { first, last } = monthDates(month);
  const dayStart = slotStart(day, "00:00");
  const dayEnd = slotStart(addDays(day, 1), "00:00");

  const monthStart = slotStart(first, "00:00");
  const monthEnd = slotStart(addDays(last, 1), "00:00");

  const [booked, blackouts, busyDays, upcomingBlackouts, dayBookings, dayBusy, toCancel, waitingDays] = await Promise.all([
    db
      .select({ date: bookings.bookingDate, bookings: count(), guests: sum(bookings.guests) })
      .from(bookings)
      .where(and(eq(bookings.saunaId, sauna.id), standingBooking, gte(bookings.bookingDate, first), lte(bookings.bookingDate, last)))
      .groupBy(bookings.bookingDate),
    db
      .select({ date: saunaBlackoutDates.date, reason: saunaBlackoutDates.reason })
      .from(saunaBlackoutDates)
      .where(and(eq(saunaBlackoutDates.saunaId, sauna.id), gte(saunaBlackoutDates.date, first), lte(saunaBlackoutDates.date, last))),
    db
      .select({ startsAt: saunaBusyTimes.startsAt, endsAt: saunaBusyTimes.endsAt })
      .from(saunaBusyTimes)
      .where(and(eq(saunaBusyTimes.saunaId, sauna.id), lt(saunaBusyTimes.startsAt, monthEnd), gt(saunaBusyTimes.endsAt, monthStart))),
    db
      .select({ date: saunaBlackoutDates.date, reason: saunaBlackoutDates.reason })
      .from(saunaBlackoutDates)
      .where(and(eq(saunaBlackoutDates.saunaId, sauna.id), gte(saunaBlackoutDates.date, today)))
      .orderBy(asc(saunaBlackoutDates.date))
      .limit(100),
    db
      .select(bookingColumns)
      .from(bookings)
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(and(eq(bookings.saunaId, sauna.id), eq(bookings.bookingDate, day), standingBooking))
      .orderBy(asc(bookings.startsAt), asc(bookings.createdAt)),
    db
      .select({ startsAt: saunaBusyTimes.startsAt, endsAt: saunaBusyTimes.endsAt, summary: saunaBusyTimes.summary })
      .from(saunaBusyTimes)
      .where(and(eq(saunaBusyTimes.saunaId, sauna.id), lt(saunaBusyTimes.startsAt, dayEnd), gt(saunaBusyTimes.endsAt, dayStart)))
      .orderBy(asc(saunaBusyTimes.startsAt)),
    bookingsOnClosedDates(db, sauna.id, now),
    waitingPerDay(db, sauna.id, monthStart, monthEnd),
  ]);

  // A Mobile sauna's place that day (its stop, else its listing's), as its guests' bookings say it.
  const [dayPlace] = sauna.type === "Mobile"
    ? await db.select(placeOnDateColumns).from(saunas).leftJoin(saunaStops, stopOnDate(day)).where(eq(saunas.id, sauna.id))
    : [null];

  const dayBlackout = (await db
    .select({ reason: saunaBlackoutDates.reason })
    .from(saunaBlackoutDates)
    .where(and(eq(saunaBlackoutDates.saunaId, sauna.id), eq(saunaBlackoutDates.date, day))))[0] ?? null;

  const scheduled = startTimesFor(sauna.weeklySchedule, day, sauna.sessionMinutes);
  const times = [...new Set([...scheduled, ...dayBookings.map((b) => b.startTime.slice(0, 5))])].sort();
  const waiting = await waitingPerSession(db, sauna.id, times.map((time) => slotStart(day, time)));
  const sessions: CalendarSession[] = times.map((time) => {
    const held = dayBookings.filter((b) => b.startTime.slice(0, 5) === time);
    const exclusive = held.some((b) => b.type !== "shared");
    const seatsTaken = exclusive ? sauna.capacity : held.reduce((n, b) => n + b.guests, 0);
    const start = slotStart(day, time);
    const endTime = held[0]?.endTime.slice(0, 5) ?? addMinutesToTime(time, sauna.sessionMinutes);
    const end = new Date(start.getTime() + sauna.sessionMinutes * 60_000);
    const busy = dayBusy.some((b) => b.startsAt < end && b.endsAt > start);
    return {
      time, endTime, capacity: sauna.capacity, seatsTaken, exclusive, full: seatsTaken >= sauna.capacity,
      blockedBy: dayBlackout ? "closed" : busy ? "busy" : null,
      offSchedule: !scheduled.includes(time),
      past: start <= now,
      waiting: waiting.get(start.getTime()) ?? 0,
      bookings: held.map(toCalendarBooking),
    };
  });

  return {
    sauna: { id: sauna.id, name: sauna.name, capacity: sauna.capacity, sessionMinutes: sauna.sessionMinutes },
    today,
    month,
    day,
    bookedDays: booked.map((b): BookedDay => ({ date: b.date, bookings: Number(b.bookings), guests: Number(b.guests ?? 0) })),
    /** Dates of the month with places in a waitlist line (decision 016), for the month view. */
    waitingDays,
    blackouts: blackouts as Blackout[],
    busyDays: datesCovered(busyDays, first, last),
    upcomingBlackouts: upcomingBlackouts as Blackout[],
    dayBlackout: dayBlackout ? { reason: dayBlackout.reason } : null,
    /** Mobile saunas only: where it stands that day (`stopId` null: at its listing's address). */
    dayPlace: dayPlace ? { atStop: dayPlace.stopId !== null, location: dayPlace.location, address: dayPlace.address, county: dayPlace.county } : null,
    dayBusy,
    sessions,
    /** Bookings still live on dates the host has closed: listed until the host cancels them. */
    bookingsOnClosedDates: toCancel,
    hasFeed: sauna.icsFeedToken !== null,
  };
}
export type HostCalendar = Awaited<ReturnType<typeof hostCalendar>>;

/**
 * The blackout dialog's Save: closes the dates (a date already closed takes the new reason), so
 * no session on them can be booked. Returns the bookings already made on them, for the host to
 * cancel: they are never cancelled or hidden here.
 */
export async function addBlackoutDates(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { dates, reason } = parseOrInvalid(BlackoutDatesSchema, input);
  const today = todayInIreland(now);
  if (dates[0] < today) throw invalid("Dates in the past can't be blocked out. Please choose today or a later date.", { dates: "Please choose today or a later date" });
  const latest = addDays(today, BLACKOUT_HORIZON_DAYS);
  if (dates[dates.length - 1] > latest) throw invalid(`Dates can be blocked out up to ${formatDate(latest)}.`, { dates: `Please choose dates up to ${formatDate(latest)}` });
  await db
    .insert(saunaBlackoutDates)
    .values(dates.map((date) => ({ saunaId: sauna.id, date, reason: reason ?? null })))
    .onConflictDoUpdate({ target: [saunaBlackoutDates.saunaId, saunaBlackoutDates.date], set: { reason: sql`excluded.reason` } });
  return { dates, bookingsToCancel: await bookingsOnClosedDates(db, sauna.id, now, dates) };
}

/** Opens a closed date again for booking. */
export async function removeBlackoutDate(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { date } = parseOrInvalid(BlackoutDateSchema, input);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(saunaBlackoutDates)
      .where(and(eq(saunaBlackoutDates.saunaId, sauna.id), eq(saunaBlackoutDates.date, date)))
      .returning({ date: saunaBlackoutDates.date });
    if (removed.length === 0) throw notFound(`${formatDate(date)} isn't blocked out.`);
    // The date's sessions are open again: whoever waits for one is offered its room (decision 016).
    await offerFreedSaunaSeats(tx, sauna.id, now, date);
  });
  return { date };
}

/**
 * Cancels a booking on a date the host has closed: a full refund of what was paid online (`paidOnline`), the guest told why (My
 * Bookings shows the reason). Only for the calendar's closed dates; other bookings are
 * cancelled from Bookings.
 */
export async function cancelBookingOnClosedDate(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { bookingId } = parseOrInvalid(HostCancellationSchema, input);
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, date: bookings.bookingDate, totalAmount: bookings.totalAmount, paidOnlineCents, closed: saunaBlackoutDates.date })
    .from(bookings)
    .leftJoin(saunaBlackoutDates, and(eq(saunaBlackoutDates.saunaId, bookings.saunaId), eq(saunaBlackoutDates.date, bookings.bookingDate)))
    .where(and(eq(bookings.id, bookingId), eq(bookings.saunaId, sauna.id)));
  if (!booking) throw notFound("That booking doesn't exist.");
  if (!isLiveBooking(booking.status) || booking.startsAt <= now) {
    throw conflict("This booking has already been cancelled or has started, so it can't be cancelled here.");
  }
  if (!booking.closed) throw invalid("Only bookings on dates you've blocked out can be cancelled from the calendar. Use Bookings to cancel others.");
  const cancelled = await cancelLiveBooking(db, booking.id, { now, refund: booking.totalAmount, reason: HOST_CLOSED_DATE_REASON, by: "host" });
  if (!cancelled) throw conflict("This booking has already changed. Please refresh the page.");
  return { bookingId: booking.id, refund: booking.totalAmount, paidOnline: booking.paidOnlineCents > 0 };
}
