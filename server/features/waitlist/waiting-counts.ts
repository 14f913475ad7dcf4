// How many wait per session, for the host (dashboard Calendar and Bookings, decision 016): the
// count of places still in line (waiting or holding an offer), never who they are.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import { ACTIVE_WAITLIST_STATUSES } from "#domain/waitlist";
import type { Db } from "#server/db/client";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";

const active = inArray(waitlistEntries.status, ACTIVE_WAITLIST_STATUSES);

/** Waiting places per session start (epoch ms) among `starts`. */
export async function waitingPerSession(db: Db, saunaId: string, starts: Date[]): Promise<Map<number, number>> {
  if (starts.length === 0) return new Map();
  const rows = await db
    .select({ startsAt: waitlistEntries.startsAt, waiting: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.saunaId, saunaId), inArray(waitlistEntries.startsAt, starts), active))
    .groupBy(waitlistEntries.startsAt);
  return new Map(rows.map((r) => [r.startsAt.getTime(), Number(r.waiting)]));
}

/** Waiting places per Irish date from `from` to before `until` (the month view's marks). */
export async function waitingPerDay(db: Db, saunaId: string, from: Date, until: Date): Promise<{ date: string; waiting: number }[]> {
  const rows = await db
    .select({ date: waitlistEntries.sessionDate, waiting: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.saunaId, saunaId), gte(waitlistEntries.startsAt, from), lt(waitlistEntries.startsAt, until), active))
    .groupBy(waitlistEntries.sessionDate)
    .orderBy(waitlistEntries.sessionDate);
  return rows.map((r) => ({ date: r.date, waiting: Number(r.waiting) }));
}
