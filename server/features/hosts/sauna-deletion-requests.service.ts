// 'Ask us to delete this sauna': a host never deletes a listing (its bookings, reviews
// and payouts hang off it); they ask, and administrators see every open request with the host's
// reason and the bookings still to come, and decide. The host may withdraw the request.
import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import { DELETION_ALREADY_ASKED, DeletionRequestSchema } from "#domain/listing-visibility";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { saunaDeletionRequests } from "#server/db/schema/sauna-deletion-requests";
import { saunas } from "#server/db/schema/saunas";
import { profileName } from "#server/features/admin/profile-name";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { conflict, parseOrInvalid } from "#server/features/errors";
import { runnableSauna } from "./owned-saunas";

export type DeletionRequest = { requestedAt: Date; reason: string | null };

/** The sauna's open request, if any (for its own owner's dashboard). */
export async function deletionRequestOf(db: Db, actor: Actor, saunaId: unknown): Promise<DeletionRequest | null> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const [row] = await db
    .select({ requestedAt: saunaDeletionRequests.createdAt, reason: saunaDeletionRequests.reason })
    .from(saunaDeletionRequests)
    .where(eq(saunaDeletionRequests.saunaId, sauna.id));
  return row ?? null;
}

/** Records the request. A second one while the first is open is refused in words. */
export async function requestSaunaDeletion(db: Db, actor: Actor, saunaId: unknown, input: unknown): Promise<DeletionRequest> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { reason } = parseOrInvalid(DeletionRequestSchema, input ?? {});
  const [made] = await db
    .insert(saunaDeletionRequests)
    .values({ saunaId: sauna.id, requestedBy: sauna.ownerId, reason })
    .onConflictDoNothing({ target: saunaDeletionRequests.saunaId })
    .returning({ requestedAt: saunaDeletionRequests.createdAt, reason: saunaDeletionRequests.reason });
  if (!made) throw conflict(DELETION_ALREADY_ASKED);
  return made;
}

/** Takes the request back; nothing to take back is fine. */
export async function withdrawSaunaDeletion(db: Db, actor: Actor, saunaId: unknown): Promise<{ withdrawn: boolean }> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const removed = await db.delete(saunaDeletionRequests).where(eq(saunaDeletionRequests.saunaId, sauna.id)).returning({ id: saunaDeletionRequests.id });
  return { withdrawn: removed.length > 0 };
}

/** Every open request, oldest first, for administrators: who asked, why, and what stands in the way. */
export async function listSaunaDeletionRequests(db: Db, actor: Actor, now = new Date()) {
  requireAdmin(actor);
  const rows = await db
    .select({
      saunaId: saunas.id,
      saunaName: saunas.name,
      county: saunas.county,
      hostName: profileName(saunaDeletionRequests.requestedBy),
      hostEmail: users.email,
      reason: saunaDeletionRequests.reason,
      requestedAt: saunaDeletionRequests.createdAt,
    })
    .from(saunaDeletionRequests)
    .innerJoin(saunas, eq(saunas.id, saunaDeletionRequests.saunaId))
    .leftJoin(users, eq(users.id, saunaDeletionRequests.requestedBy))
    .orderBy(asc(saunaDeletionRequests.createdAt));
  if (rows.length === 0) return [];
  const upcoming = await db
    .select({ saunaId: bookings.saunaId, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.saunaId, rows.map((r) => r.saunaId)), liveBooking, gt(bookings.endsAt, now)))
    .groupBy(bookings.saunaId);
  const upcomingOf = new Map(upcoming.map((u) => [u.saunaId, Number(u.n)]));
  return rows.map((r) => ({ ...r, upcomingBookings: upcomingOf.get(r.saunaId) ?? 0 }));
}
