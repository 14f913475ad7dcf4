// A Mobile sauna's location schedule (decision 015): its host adds, changes and
// removes stops ("Inch Beach, 1–14 Dec") in Sauna Settings. Only the owner who runs the sauna
// (runnableSauna: another owner, a guest, a visitor and administrators are refused, as on every
// dashboard action), only for a Mobile sauna, each stop checked by the shared schema on today in
// Ireland. Two stops of one sauna never share a day: the database's exclusion constraint decides
// that, so two tabs saving at once can't both win; the loser is told which stop is in the way.
// Guests whose session is now at another place hear it by mail, in the change's transaction.
import { and, asc, between, count, eq, gt, gte, ne, or, sql } from "drizzle-orm";
import { SaunaStopIdSchema, saunaStopSchema, STOP_NOT_FOUND, STOPS_ONLY_FOR_MOBILE, TOO_MANY_STOPS } from "#domain/sauna-stop-schema";
import { SAUNA_STOP_LIMITS, stopDates, type SaunaStop } from "#domain/sauna-stops";
import { todayInIreland } from "#domain/session-slots";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { isExclusionViolation } from "#server/db/errors";
import { bookings } from "#server/db/schema/bookings";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyBookingMoved } from "#server/features/mail/booking-notices";
import { placeOnDateColumns, stopOnDate } from "#server/features/saunas/sauna-place-on-date";
import { stopDays } from "#server/features/saunas/sauna-place-on-date";
import { stopColumns, upcomingStops } from "#server/features/saunas/sauna-whereabouts.service";
import { runnableSauna } from "./owned-saunas";

const OVERLAP = "sauna_stops_no_overlap";

/** What Sauna Settings' Stops section shows: whether the sauna is Mobile, and its stops to come. */
export async function saunaStopsForHost(db: Db, actor: Actor, saunaId: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const today = todayInIreland(now);
  return { mobile: sauna.type === "Mobile", today, stops: sauna.type === "Mobile" ? await upcomingStops(db, sauna.id, today) : [] };
}

async function mobileSauna(db: Db, actor: Actor, saunaId: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  if (sauna.type !== "Mobile") throw conflict(STOPS_ONLY_FOR_MOBILE);
  return sauna;
}

/** Runs a write; an overlap the database refused becomes the host's message naming the stop in the way. */
async function withoutOverlap<T>(db: Db, saunaId: string, stop: { startsOn: string; endsOn: string }, today: string, write: () => Promise<T>, ignoreId?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isExclusionViolation(error, OVERLAP)) throw error;
    const [inTheWay] = await db
      .select(stopColumns)
      .from(saunaStops)
      .where(and(
        eq(saunaStops.saunaId, saunaId),
        ignoreId ? ne(saunaStops.id, ignoreId) : undefined,
        sql`${stopDays} && daterange(${stop.startsOn}::date, ${stop.endsOn}::date, '[]')`,
      ))
      .orderBy(asc(saunaStops.startsOn))
      .limit(1);
    throw conflict(
      inTheWay
        ? `Your sauna is already at ${inTheWay.placeName} on ${stopDates(inTheWay, today)}. Please choose other dates, or change that stop.`
        : "Your sauna already has a stop on some of these dates. Please reload the page and choose other dates.",
    );
  }
}

type Days = { startsOn: string; endsOn: string };

/** Live bookings still to come on these days, each with where the sauna is on its day. */
async function bookedPlaces(tx: Db, saunaId: string, spans: Days[], now: Date) {
  const rows = await tx
    .select({ id: bookings.id, ...placeOnDateColumns })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
    .where(and(eq(bookings.saunaId, saunaId), liveBooking, gt(bookings.startsAt, now), or(...spans.map((d) => between(bookings.bookingDate, d.startsOn, d.endsOn)))));
  return new Map(rows.map(({ id, stopId: _stop, ...place }) => [id, JSON.stringify(place)]));
}

/**
 * Runs a change of the schedule in one transaction, and tells each guest whose session is now at
 * another place (a stop added over their day, moved, changed or removed), with the mail committed
 * together with the change. `spans`: the days the change can touch.
 */
async function tellingMovedGuests<T>(db: Db, saunaId: string, spans: Days[], now: Date, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await bookedPlaces(tx, saunaId, spans, now);
    const result = await write(tx);
    const after = await bookedPlaces(tx, saunaId, spans, now);
    for (const [bookingId, place] of before) if (after.get(bookingId) !== place) await notifyBookingMoved(tx, bookingId);
    return result;
  });
}

/** Adds a stop; returns it. */
export async function addSaunaStop(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()): Promise<SaunaStop> {
  const sauna = await mobileSauna(db, actor, saunaId);
  const today = todayInIreland(now);
  const stop = parseOrInvalid(saunaStopSchema(today), input);
  // A bound on every list of stops (the page, the dashboard): counted before the insert, so two
  // saves at once could pass one over it, which costs nothing but one more row to show.
  const [planned] = await db.select({ n: count() }).from(saunaStops).where(and(eq(saunaStops.saunaId, sauna.id), gte(saunaStops.endsOn, today)));
  if (Number(planned.n) >= SAUNA_STOP_LIMITS.maxUpcoming) throw conflict(TOO_MANY_STOPS);
  const [row] = await withoutOverlap(db, sauna.id, stop, today, () =>
    tellingMovedGuests(db, sauna.id, [stop], now, (tx) => tx.insert(saunaStops).values({ saunaId: sauna.id, ...stop }).returning(stopColumns)));
  return row;
}

/** The stop as it is, one of this sauna's (else not found). */
async function ownStop(tx: Db, saunaId: string, stopId: string): Promise<SaunaStop> {
  const [stop] = await tx.select(stopColumns).from(saunaStops).where(and(eq(saunaStops.id, stopId), eq(saunaStops.saunaId, saunaId)));
  if (!stop) throw notFound(STOP_NOT_FOUND);
  return stop;
}

/** Changes a stop's dates, place or pin (one still to come or standing today). */
export async function updateSaunaStop(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()): Promise<SaunaStop> {
  const sauna = await mobileSauna(db, actor, saunaId);
  const today = todayInIreland(now);
  const { stopId } = parseOrInvalid(SaunaStopIdSchema, input);
  const stop = parseOrInvalid(saunaStopSchema(today), input);
  const was = await ownStop(db, sauna.id, stopId);
  const [row] = await withoutOverlap(db, sauna.id, stop, today, () =>
    tellingMovedGuests(db, sauna.id, [was, stop], now, (tx) =>
      tx.update(saunaStops).set({ ...stop, updatedAt: new Date() }).where(and(eq(saunaStops.id, stopId), eq(saunaStops.saunaId, sauna.id))).returning(stopColumns)), stopId);
  if (!row) throw notFound(STOP_NOT_FOUND);
  return row;
}

/** Removes a stop: on its days the sauna is back at its listing's address (guests booked then are told). */
export async function removeSaunaStop(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()): Promise<void> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { stopId } = parseOrInvalid(SaunaStopIdSchema, input);
  const was = await ownStop(db, sauna.id, stopId);
  const removed = await tellingMovedGuests(db, sauna.id, [was], now, (tx) =>
    tx.delete(saunaStops).where(and(eq(saunaStops.id, stopId), eq(saunaStops.saunaId, sauna.id))).returning({ id: saunaStops.id }));
  if (removed.length === 0) throw notFound(STOP_NOT_FOUND);
}
