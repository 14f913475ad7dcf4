// Offers go out in the transaction of whatever freed the room (decision 016): a cancellation, an
// unpaid checkout released, seats let go, a hold run out, more capacity, a lifted blackout. Each
// of those calls `offerFreedSeats` for the slot; the periodic sweep calls it too, so a path that
// freed room without asking (or a process killed before it could) is caught within 30 seconds.
import { and, asc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import { offersOpen, WAITLIST_TRANSITIONS } from "#domain/waitlist";
import { holdUntil, partyFits } from "#domain/waitlist-room";
import type { Db } from "#server/db/client";
import { isSlotUnavailable } from "#server/db/errors";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { notifyWaitlistOffer } from "#server/features/mail/waitlist-notices";
import { isPublicSauna } from "#server/features/saunas/sauna-card";

export type Slot = { saunaId: string; startsAt: Date };

const { offer, expire } = WAITLIST_TRANSITIONS;

/**
 * Ends the slot's holds that ran out, then offers what is free to the waiting parties in the
 * order they joined, each the first whose party fits. Under the slot row's lock, so two
 * cancellations at once offer no seat twice. Returns the ids of the places offered.
 */
export async function offerFreedSeats(db: Db, slot: Slot, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The row every booking of the slot locks (decision 003): from here to commit, nobody else
    // books, cancels or offers in this slot, so what we read of it stays true.
    await tx.insert(bookingSlotUsage).values({ saunaId: slot.saunaId, startsAt: slot.startsAt }).onConflictDoNothing();
    const [use] = await tx
      .select({ seatsTaken: bookingSlotUsage.seatsTaken, exclusive: bookingSlotUsage.exclusive })
      .from(bookingSlotUsage)
      .where(and(eq(bookingSlotUsage.saunaId, slot.saunaId), eq(bookingSlotUsage.startsAt, slot.startsAt)))
      .for("update");
    await endRunOutHolds(tx, slot, now);
    const line = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.saunaId, slot.saunaId), eq(waitlistEntries.startsAt, slot.startsAt), eq(waitlistEntries.status, offer.from[0])))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    if (line.length === 0 || !offersOpen(slot.startsAt, now) || !(await slotOpen(tx, slot, line[0].sessionDate))) return [];
    const [sauna] = await tx.select({ capacity: saunas.capacity }).from(saunas).where(eq(saunas.id, slot.saunaId));
    // Seats given back by the holds just ended are in the row now: read it again.
    const [fresh] = await tx
      .select({ seatsTaken: bookingSlotUsage.seatsTaken, exclusive: bookingSlotUsage.exclusive })
      .from(bookingSlotUsage)
      .where(and(eq(bookingSlotUsage.saunaId, slot.saunaId), eq(bookingSlotUsage.startsAt, slot.startsAt)));
    const taken = { ...(fresh ?? use) };
    const offered: string[] = [];
    for (const entry of line) {
      if (!partyFits(taken, sauna.capacity, entry.bookingType, entry.guests)) continue;
      try {
        // The trigger (migration 0034) takes the seats, or refuses if they are gone after all.
        await tx.transaction(async (sp) => {
          await sp
            .update(waitlistEntries)
            .set({ status: offer.to, offeredAt: now, holdUntil: holdUntil(now, slot.startsAt) })
            .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, offer.from[0])));
          await notifyWaitlistOffer(sp, entry.id);
        });
      } catch (error) {
        if (isSlotUnavailable(error)) continue;
        throw error;
      }
      offered.push(entry.id);
      if (entry.bookingType === "shared") taken.seatsTaken += entry.guests;
      else taken.exclusive = true;
    }
    return offered;
  });
}

/** The slot's offers whose hold ran out end (their seats go back); call under the slot's lock. */
async function endRunOutHolds(tx: Db, slot: Slot, now: Date): Promise<number> {
  const ended = await tx
    .update(waitlistEntries)
    .set({ status: expire.to, endedAt: now })
    .where(and(eq(waitlistEntries.saunaId, slot.saunaId), eq(waitlistEntries.startsAt, slot.startsAt), eq(waitlistEntries.status, expire.from[0]), lte(waitlistEntries.holdUntil, now)))
    .returning({ id: waitlistEntries.id });
  return ended.length;
}

/** Public, not blacked out, and not blocked by the host's own calendar. */
async function slotOpen(tx: Db, slot: Slot, date: string): Promise<boolean> {
  const [sauna] = await tx.select({ minutes: saunas.sessionMinutes }).from(saunas).where(and(eq(saunas.id, slot.saunaId), isPublicSauna));
  if (!sauna) return false;
  const endsAt = new Date(slot.startsAt.getTime() + sauna.minutes * 60_000);
  const [[closed], [busy]] = await Promise.all([
    tx.select({ one: sql`1` }).from(saunaBlackoutDates).where(and(eq(saunaBlackoutDates.saunaId, slot.saunaId), eq(saunaBlackoutDates.date, date))),
    tx.select({ one: sql`1` }).from(saunaBusyTimes).where(and(eq(saunaBusyTimes.saunaId, slot.saunaId), lt(saunaBusyTimes.startsAt, endsAt), gt(saunaBusyTimes.endsAt, slot.startsAt))),
  ]);
  return !closed && !busy;
}

/**
 * Room may have freed in every session of a sauna still to come (the host raised its capacity)
 * or of one date (the host lifted a blackout): offer it in each session someone waits for.
 */
export async function offerFreedSaunaSeats(db: Db, saunaId: string, now: Date, date?: string): Promise<void> {
  const slots = await db
    .selectDistinct({ startsAt: waitlistEntries.startsAt })
    .from(waitlistEntries)
    .where(and(
      eq(waitlistEntries.saunaId, saunaId),
      eq(waitlistEntries.status, offer.from[0]),
      gt(waitlistEntries.startsAt, now),
      ...(date ? [eq(waitlistEntries.sessionDate, date)] : []),
    ));
  for (const { startsAt } of slots) await offerFreedSeats(db, { saunaId, startsAt }, now);
}

/**
 * Lazily, when someone reads or books a slot: holds that ran out in these slots end now (and the
 * next in line is offered) rather than at the next sweep. Cheap when none has: one indexed read.
 */
export async function endRunOutHoldsIn(db: Db, saunaId: string, starts: Date[], now: Date): Promise<void> {
  if (starts.length === 0) return;
  const runOut = await db
    .selectDistinct({ startsAt: waitlistEntries.startsAt })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.saunaId, saunaId), inArray(waitlistEntries.startsAt, starts), eq(waitlistEntries.status, expire.from[0]), lte(waitlistEntries.holdUntil, now)));
  for (const { startsAt } of runOut) await offerFreedSeats(db, { saunaId, startsAt }, now);
}
