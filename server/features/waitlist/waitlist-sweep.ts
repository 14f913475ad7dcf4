// The waitlist's periodic sweep (decision 016), every 30 seconds in every server process (safe
// with many: each slot is handled under its row lock, and every move is conditional). It ends
// holds that ran out (offering the next in line), closes the lines of sessions that have begun
// ("the waitlist dies with the session"), and offers room that freed without an offer going out
// (a process killed between its commit and nothing: offers are in the same transaction, so this
// only catches a path that frees room without asking, such as a host's calendar import).
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { ACTIVE_WAITLIST_STATUSES, OFFER_CUTOFF_MINUTES, WAITLIST_TRANSITIONS } from "#domain/waitlist";
import type { Db } from "#server/db/client";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { offerFreedSeats } from "./offer-freed-seats";

export async function sweepWaitlists(db: Db, now = new Date(), limit = 50): Promise<{ closed: number; slots: number }> {
  const closed = await db
    .update(waitlistEntries)
    .set({ status: WAITLIST_TRANSITIONS.close.to, endedAt: now })
    .where(and(inArray(waitlistEntries.status, ACTIVE_WAITLIST_STATUSES), lte(waitlistEntries.startsAt, now)))
    .returning({ id: waitlistEntries.id });
  const cutoff = new Date(now.getTime() + OFFER_CUTOFF_MINUTES * 60_000);
  const taken = sql`coalesce(${bookingSlotUsage.seatsTaken}, 0)`;
  // A first look, without locks, for slots where something is to be done; offerFreedSeats
  // decides under the slot's lock (partyFits), so this only needs to miss nothing.
  const roomFor = sql`not coalesce(${bookingSlotUsage.exclusive}, false) and case when ${waitlistEntries.bookingType} = 'shared'
    then ${taken} + ${waitlistEntries.guests} <= ${saunas.capacity} else ${taken} = 0 end`;
  const slots = await db
    .selectDistinct({ saunaId: waitlistEntries.saunaId, startsAt: waitlistEntries.startsAt })
    .from(waitlistEntries)
    .innerJoin(saunas, eq(saunas.id, waitlistEntries.saunaId))
    .leftJoin(bookingSlotUsage, and(eq(bookingSlotUsage.saunaId, waitlistEntries.saunaId), eq(bookingSlotUsage.startsAt, waitlistEntries.startsAt)))
    .where(or(
      and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.holdUntil, now)),
      and(eq(waitlistEntries.status, "waiting"), gt(waitlistEntries.startsAt, cutoff), roomFor),
    ))
    .limit(limit);
  for (const slot of slots) await offerFreedSeats(db, slot, now);
  return { closed: closed.length, slots: slots.length };
}

export type WaitlistWorker = { stop(): Promise<void> };

/** Runs the sweep every `pollIntervalMs`; a failed pass is logged and the next one tries again. */
export function startWaitlistWorker(options: { db: Db; now?: () => Date; pollIntervalMs?: number; log?: (line: string) => void }): WaitlistWorker {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.error;
  let pass: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pass = pass.then(() => sweepWaitlists(options.db, now())).catch((error) => {
      log(`The waitlist sweep failed; it will try again: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, options.pollIntervalMs ?? 30_000);
  // The sweep alone never keeps the process alive; the HTTP server does.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
