// A host pauses (unlists) their sauna and lists it again. Paused, it is hidden from
// every public list and page and takes no new bookings (they all show only status 'active' and
// is_published), while the bookings already made stay as they are. An administrator's suspension
// is the status, a different thing: a host can pause a suspended sauna but never list it again.
// Only the sauna's own verified owner gets past runnableSauna: another owner is told it doesn't
// exist, a guest or an administrator that the dashboard is for owners.
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { listingVisibility, SUSPENDED_CANT_RELIST, type ListingVisibility } from "#domain/listing-visibility";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import { conflict } from "#server/features/errors";
import { runnableSauna } from "./owned-saunas";

export type ListingState = { visibility: ListingVisibility; pausedAt: Date | null };

/** Hides the sauna from guests. Pausing a paused sauna changes nothing (a double click, two tabs). */
export async function pauseSauna(db: Db, actor: Actor, saunaId: unknown, now = new Date()): Promise<ListingState> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const [paused] = await db
    .update(saunas)
    .set({ pausedAt: now, isPublished: false, updatedAt: now })
    .where(and(eq(saunas.id, sauna.id), isNull(saunas.pausedAt)))
    .returning({ status: saunas.status, pausedAt: saunas.pausedAt });
  const state = paused ?? sauna;
  return { visibility: listingVisibility(state), pausedAt: state.pausedAt };
}

/**
 * Lists a paused sauna again: public at once when it is active, and once approved when it is
 * still pending. Refused while an administrator has it suspended, even at the same moment: the
 * UPDATE itself names the status it may change.
 */
export async function relistSauna(db: Db, actor: Actor, saunaId: unknown, now = new Date()): Promise<ListingState> {
  const sauna = await runnableSauna(db, actor, saunaId);
  if (sauna.status === "suspended") throw conflict(SUSPENDED_CANT_RELIST);
  const [listed] = await db
    .update(saunas)
    .set({ pausedAt: null, isPublished: sql`${saunas.status} = 'active'`, updatedAt: now })
    .where(and(eq(saunas.id, sauna.id), isNotNull(saunas.pausedAt), ne(saunas.status, "suspended")))
    .returning({ status: saunas.status, pausedAt: saunas.pausedAt });
  if (listed) return { visibility: listingVisibility(listed), pausedAt: null };
  const [current] = await db.select({ status: saunas.status, pausedAt: saunas.pausedAt }).from(saunas).where(eq(saunas.id, sauna.id));
  if (current.status === "suspended") throw conflict(SUSPENDED_CANT_RELIST);
  return { visibility: listingVisibility(current), pausedAt: current.pausedAt };
}
