// The owner dashboard's Sauna Settings: the host edits their listing section by
// section, under the onboarding wizard's rules, and the sauna page and booking use the change at
// once (they read the same row). Two changes could leave guests behind, and neither may do so
// silently: lowering capacity below the seats sold for a session to come (the database refuses,
// SE422, and the host is told which sessions), and changing hours or session length so that a
// booked session is no longer offered or would overlap a new one (refused with the list; sessions
// that overlap nothing may be kept when the host says so). Nothing here cancels a booking.
import { and, asc, count, eq, gt } from "drizzle-orm";
import { hasAnySession, scheduleToEdit, type WeeklyAvailability } from "#domain/availability";
import { sessionsLeftBehind } from "#domain/booked-sessions";
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORTS_TOO_OFTEN } from "#domain/calendar-import";
import { formatDate } from "#domain/format-date";
import {
  SaunaCalendarImportSchema, SaunaDetailsSchema, SaunaPricesSchema, SaunaSessionsSchema, saunaAmenitiesSchema,
} from "#domain/host-settings-schema";
import { formatEircode } from "#domain/listing";
import { SaunaPositionSchema, storedPosition } from "#domain/sauna-position";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { isCapacityBelowBooked } from "#server/db/errors";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { conflict, invalid, parseOrInvalid, tooManyRequests } from "#server/features/errors";
import { clearImportedCalendar } from "#server/integrations/calendar-import/import-calendar";
import { calendarImportAsked } from "#server/integrations/calendar-import/import-asked";
import { countRequest } from "#server/features/mail/mail-request-throttle";
import { requireOwner, runnableSauna } from "./owned-saunas";
import { offerFreedSaunaSeats } from "#server/features/waitlist/offer-freed-seats";

/** How many affected sessions a message names before saying "and N more". */
const LISTED = 5;

/** Saves what one section changed; the listing's updatedAt moves with every change. */
function saveListing(db: Pick<Db, "update">, saunaId: string, change: Partial<typeof saunas.$inferInsert>) {
  return db.update(saunas).set({ ...change, updatedAt: new Date() }).where(eq(saunas.id, saunaId));
}

/** Everything Sauna Settings edits, as it is now. */
export async function saunaSettings(db: Db, actor: Actor, saunaId: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const [busy] = await db.select({ n: count() }).from(saunaBusyTimes).where(and(eq(saunaBusyTimes.saunaId, sauna.id), gt(saunaBusyTimes.endsAt, now)));
  return {
    id: sauna.id,
    name: sauna.name,
    status: sauna.status,
    pausedAt: sauna.pausedAt,
    details: {
      name: sauna.name, description: sauna.description ?? "", type: sauna.type, style: sauna.style ?? "", address: sauna.address ?? "",
      county: sauna.county, eircode: sauna.eircode ?? "", location: sauna.location ?? "", phone: sauna.phone ?? "", website: sauna.website ?? "",
    },
    position: { latitude: sauna.latitude, longitude: sauna.longitude },
    photos: sauna.images,
    amenities: sauna.amenities,
    prices: { pricePrivate: sauna.pricePrivate, priceShared: sauna.priceShared, priceGroup: sauna.priceGroup, offPeakPercent: sauna.offPeakPercent },
    sessions: {
      capacity: sauna.capacity,
      sessionMinutes: sauna.sessionMinutes,
      // No availability means every day 09:00–21:00 (decision 006): shown as what it is, to edit.
      schedule: scheduleToEdit(sauna.weeklySchedule),
    },
    calendarImport: {
      url: sauna.icsImportUrl, checkedAt: sauna.icsImportedAt, error: sauna.icsImportError, busyTimes: Number(busy.n), cutShortAt: sauna.icsImportCutShortAt,
      /** Asked for and not finished: the background import is on it (decision 011). */
      importing: sauna.icsImportUrl !== null && sauna.icsImportRequestedAt !== null,
    },
  };
}
export type SaunaSettings = Awaited<ReturnType<typeof saunaSettings>>;

export async function updateSaunaDetails(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const d = parseOrInvalid(SaunaDetailsSchema, input);
  await saveListing(db, sauna.id, {
    name: d.name, description: d.description, type: d.type, style: d.style ?? null, address: d.address, county: d.county,
    eircode: d.eircode ? formatEircode(d.eircode) : null, location: d.location ?? null, phone: d.phone ?? null, website: d.website ?? null,
  });
}

/**
 * Where the sauna is: the pin the host dropped on the map (or the latitude and longitude typed
 * beside it), in Ireland; both blank takes the sauna off the map. The sauna page's map,
 * directions and 'Nearby' read it at once (the geo index column follows it).
 */
export async function updateSaunaPosition(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const position = storedPosition(parseOrInvalid(SaunaPositionSchema, input));
  await saveListing(db, sauna.id, position);
  return position;
}

export async function updateSaunaAmenities(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { amenities } = parseOrInvalid(saunaAmenitiesSchema(sauna.amenities), input);
  await saveListing(db, sauna.id, { amenities });
  return amenities;
}

/** Prices apply to bookings made from now on; each booking keeps the price it was made at. */
export async function updateSaunaPrices(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const p = parseOrInvalid(SaunaPricesSchema, input);
  await saveListing(db, sauna.id, {
    pricePrivate: p.privateSession, pricePerSession: p.privateSession,
    priceShared: p.sharedSession ?? null, priceGroup: p.groupSession ?? null,
    offPeakPercent: p.offPeakDiscount ? p.offPeakRate! : null,
  });
}

// A booked session in the refusals below, and their list: the errors catalogue reads them back
// for another language (value.sessions.* in domain/messages/<locale>/errors.json, decision 021).
export const sessionDate = (s: { date: string; time: string }) => `${formatDate(s.date)} at ${s.time}`;
const clock = new Intl.DateTimeFormat("en-IE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });
export const sessionWithGuests = (at: Date, guests: number) => `${formatDate(at)} at ${clock.format(at)} (${guests} guests)`;
export function listed(sessions: string[]): string {
  const shown = sessions.slice(0, LISTED).join("; ");
  return sessions.length > LISTED ? `${shown}; and ${sessions.length - LISTED} more` : shown;
}

/**
 * Capacity, session length and weekly availability, saved together because they decide the
 * sessions together. Refused, with the sessions named, when a booked session would be left
 * behind (see above) or capacity would drop below the seats sold for one.
 */
export async function updateSaunaSessions(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { capacity, duration, schedule, keepBookedSessions } = parseOrInvalid(SaunaSessionsSchema, input);
  const keptSessions = await bookedSessionsKept(db, sauna.id, { schedule, duration, keepBookedSessions }, now);

  try {
    await db.transaction(async (tx) => {
      await saveListing(tx, sauna.id, { capacity, sessionMinutes: duration, weeklySchedule: schedule });
      // More seats: whoever waits for a session to come is offered them (decision 016).
      if (capacity > sauna.capacity) await offerFreedSaunaSeats(tx, sauna.id, now);
    });
  } catch (error) {
    if (!isCapacityBelowBooked(error)) throw error;
    throw conflict(await capacityMessage(db, sauna.id, capacity, now));
  }
  return { keptSessions };
}

/**
 * New hours (or a new session length) for a sauna, checked against the sessions guests have
 * already booked: refused when no session would be left at all, or when a booked session would
 * overlap a new one; sessions left outside the new hours are refused too unless whoever edits
 * (the host in Sauna Settings, an admin in Edit Sauna) said to keep them. Returns how many are kept.
 */
export async function bookedSessionsKept(
  db: Db, saunaId: string, change: { schedule: WeeklyAvailability; duration: number; keepBookedSessions: boolean }, now = new Date(),
): Promise<number> {
  const { schedule, duration, keepBookedSessions } = change;
  if (!hasAnySession(schedule, duration)) {
    throw invalid("Please open at least one day long enough for a session, or guests can't book.", { schedule: "Please open at least one day long enough for a session" });
  }
  const booked = await db
    .selectDistinct({ date: bookings.bookingDate, startTime: bookings.startTime, endTime: bookings.endTime, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.saunaId, saunaId), liveBooking, gt(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt));
  const affected = sessionsLeftBehind(booked.map((b) => ({ date: b.date, time: b.startTime.slice(0, 5), endTime: b.endTime.slice(0, 5) })), schedule, duration);
  const overlapping = affected.filter((s) => s.overlapsNewSession);
  if (overlapping.length > 0) {
    const message = `These booked sessions would overlap the new session times: ${listed(overlapping.map(sessionDate))}. Keep hours and a session length that fit them, or cancel those bookings in Bookings first.`;
    throw conflict(message);
  }
  if (affected.length > 0 && !keepBookedSessions) {
    const message = `These booked sessions fall outside your new hours: ${listed(affected.map(sessionDate))}. Keep them (they stay booked and in your calendar; guests just can't book those times again), or cancel them in Bookings first.`;
    throw invalid(message, { keepBookedSessions: message });
  }
  return affected.length;
}

/** Which sessions to come hold more guests than `capacity`, in words. */
async function capacityMessage(db: Db, saunaId: string, capacity: number, now: Date): Promise<string> {
  const [shared, single] = await Promise.all([
    db
      .select({ startsAt: bookingSlotUsage.startsAt, guests: bookingSlotUsage.seatsTaken })
      .from(bookingSlotUsage)
      .where(and(eq(bookingSlotUsage.saunaId, saunaId), gt(bookingSlotUsage.startsAt, now), gt(bookingSlotUsage.seatsTaken, capacity))),
    db
      .select({ startsAt: bookings.startsAt, guests: bookings.guests })
      .from(bookings)
      .where(and(eq(bookings.saunaId, saunaId), liveBooking, gt(bookings.startsAt, now), gt(bookings.guests, capacity))),
  ]);
  const bySession = new Map<number, number>();
  for (const s of [...shared, ...single]) bySession.set(s.startsAt.getTime(), Math.max(bySession.get(s.startsAt.getTime()) ?? 0, s.guests));
  const sessions = [...bySession.entries()].sort(([a], [b]) => a - b).map(([at, guests]) => sessionWithGuests(new Date(at), guests));
  const most = Math.max(...bySession.values(), capacity + 1);
  return `Capacity can't go below the guests already booked for a session to come: ${listed(sessions)}. Keep at least ${most} seats until then.`;
}

/**
 * The host's own calendar: saved, and its import asked of the background import (decision 011),
 * which this process's worker starts at once; Sauna Settings says 'Importing…' until its outcome
 * is recorded. The request never waits on someone else's server or on reading their file. Each
 * save with an address counts towards a limit per sauna and per host, in the database so every
 * process agrees. A blank address stops the import and its busy times stop blocking sessions; a
 * new address replaces the old one's busy times.
 */
export async function saveCalendarImport(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()): Promise<{ url: string | null }> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { icsUrl } = parseOrInvalid(SaunaCalendarImportSchema, input);
  if (!icsUrl) {
    await clearImportedCalendar(db, sauna.id);
    return { url: null };
  }
  const { windowMinutes, perSauna, perHost } = CALENDAR_IMPORT_LIMITS;
  const bySauna = await countRequest(db, "calendar-import", `sauna:${sauna.id}`, now, windowMinutes);
  const byHost = await countRequest(db, "calendar-import", `user:${requireOwner(actor).userId}`, now, windowMinutes);
  if (bySauna > perSauna || byHost > perHost) throw tooManyRequests(CALENDAR_IMPORTS_TOO_OFTEN);
  await db.transaction(async (tx) => {
    // Imported at null: due before every other calendar (calendar-import-worker.ts).
    const asked = { icsImportedAt: null, icsImportRequestedAt: now };
    if (icsUrl === sauna.icsImportUrl) return saveListing(tx, sauna.id, asked);
    await tx.delete(saunaBusyTimes).where(eq(saunaBusyTimes.saunaId, sauna.id));
    await saveListing(tx, sauna.id, { ...asked, icsImportUrl: icsUrl, icsImportError: null, icsImportCutShortAt: null });
  });
  calendarImportAsked.notify();
  return { url: icsUrl };
}
