// What becomes of a host's listings when they delete their account (decision 022): taken off the
// site, their bookings still to come cancelled with a full refund, what they are still owed for
// sessions already held settled, and an entry in the activity log. Runs inside the deletion's
// transaction, before the account's rows go, so the whole of it commits or none does.
import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { payoutTransfers } from "#server/db/schema/payments";
import { payouts } from "#server/db/schema/payouts";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { adminActivityRow } from "#server/features/admin/activity-log";
import { earnsPayout, isCardBooking, isPaidOut } from "#server/features/admin/admin-payouts.ledger";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { cancelUpcomingBookings } from "#server/features/bookings/cancel-upcoming-bookings";

/** The note on the ledger's payout that settles a closing host's bookings paid at the sauna. */
export const SETTLED_AT_CLOSING = "Settled when the host closed their account: the guests paid them at the sauna";

/** The listings the member runs (an administrator verified them as its owner, decision 006). */
const runBy = (userId: string) => and(eq(saunas.ownerId, userId), eq(saunas.ownerVerified, true));

/**
 * What the Delete Account dialog tells a host before they confirm: how many listings go, how many
 * bookings with them, and whether they have a Stripe account (`stripeAccount`), which what they are
 * owed for card bookings is still paid to; a host who never connected one has no such payouts.
 */
export async function hostClosingSummary(db: Db, userId: string, now: Date): Promise<{ saunas: number; upcomingBookings: number; stripeAccount: boolean }> {
  const [[listings], [upcoming], [host]] = await Promise.all([
    db.select({ n: count() }).from(saunas).where(runBy(userId)),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .where(and(runBy(userId), liveBooking, gt(bookings.startsAt, now))),
    db.select({ accountId: profiles.stripeAccountId }).from(profiles).where(eq(profiles.id, userId)),
  ]);
  return { saunas: Number(listings.n), upcomingBookings: Number(upcoming.n), stripeAccount: Boolean(host?.accountId) };
}

/**
 * Takes the host's listings off the site and settles what hangs on them; answers the photos of
 * the listings it removed, for the caller to delete from storage once the transaction commits.
 *
 * - A listing they run is unpublished first, which closes its waitlists (a trigger, decision 016)
 *   so the seats the cancellations free are offered to nobody; then its bookings still to come
 *   are cancelled with a full refund, each guest mailed (the host is not: they are leaving).
 * - It goes back to the directory as an unowned listing awaiting an administrator ('pending'),
 *   without the host's calendar links; one they created themselves that was never booked is
 *   removed instead, as nothing but theirs hangs on it.
 * - A listing they had only claimed (not verified yet) is simply released, as a rejected claim is.
 * - Card bookings' payouts still to be made are pinned to the host's Stripe account, so the
 *   payments worker still transfers them when due; those of bookings paid at the sauna are
 *   recorded as settled, so nothing is left owed to a listing someone else may run later.
 */
export async function closeHostListings(tx: Db, userId: string, now: Date): Promise<string[]> {
  // Locked, as a suspension locks the row: no booking can be made between here and commit.
  const owned = await tx
    .select({ id: saunas.id, name: saunas.name, ownerVerified: saunas.ownerVerified, images: saunas.images, foundElsewhere: sql<boolean>`${saunas.placeId} is not null or ${saunas.discoveryKey} is not null` })
    .from(saunas)
    .where(eq(saunas.ownerId, userId))
    .for("update");
  if (owned.length === 0) return [];
  const run = owned.filter((s) => s.ownerVerified);
  const runIds = run.map((s) => s.id);

  // A claim not yet verified: the listing was never theirs to run, and stays as it was.
  await tx
    .update(saunas)
    .set({ ownerId: null, isClaimed: false, updatedAt: now })
    .where(and(eq(saunas.ownerId, userId), eq(saunas.ownerVerified, false)));
  if (run.length === 0) return [];

  await tx
    .update(saunas)
    .set({
      status: "pending", isPublished: false, featured: false, pausedAt: null,
      ownerId: null, ownerVerified: false, isClaimed: false,
      icsImportUrl: null, icsImportedAt: null, icsImportError: null, icsImportCutShortAt: null, icsFeedToken: null,
      updatedAt: now,
    })
    .where(inArray(saunas.id, runIds));
  let cancelled = 0;
  for (const id of runIds) {
    cancelled += (await cancelUpcomingBookings(tx, id, { reason: CANCELLATION_REASONS.hostClosedAccount, by: "system", now })).length;
  }

  const settled = await settlePayouts(tx, userId, runIds, now);

  // Never booked, not found by discovery, not claimed from the directory: the host made it, and
  // it was only ever theirs (reviews, favourites and conversations go with it by cascade).
  const claimed = new Set((await tx.select({ saunaId: saunaClaims.saunaId }).from(saunaClaims).where(and(eq(saunaClaims.userId, userId), inArray(saunaClaims.saunaId, runIds)))).map((c) => c.saunaId));
  const booked = new Set((await tx.selectDistinct({ saunaId: bookings.saunaId }).from(bookings).where(inArray(bookings.saunaId, runIds))).map((b) => b.saunaId));
  const onlyTheirs = run.filter((s) => !s.foundElsewhere && !claimed.has(s.id) && !booked.has(s.id)).map((s) => s.id);
  const photos: string[] = [];
  if (onlyTheirs.length > 0) {
    const reviewPhotos = await tx.select({ images: reviews.images }).from(reviews).where(inArray(reviews.saunaId, onlyTheirs));
    const removed = await tx.delete(saunas).where(inArray(saunas.id, onlyTheirs)).returning({ images: saunas.images });
    photos.push(...removed.flatMap((s) => s.images), ...reviewPhotos.flatMap((r) => r.images));
  }

  // Who closed it is gone with the account: the entry names nobody.
  await tx.insert(adminActivityLog).values({
    ...adminActivityRow({
      key: "activity.account.hostClosed",
      values: { count: run.length, bookings: cancelled },
      entityType: "user",
      entityId: userId,
      details: {
        saunas: run.map((s) => ({ id: s.id, name: s.name, removed: onlyTheirs.includes(s.id) })),
        cancelledBookings: cancelled,
        ...settled,
      },
    }),
    actorId: null,
  });
  return photos;
}

/**
 * What the host is still owed for bookings of their listings that were not refunded (sessions
 * held or under way; those to come were cancelled above). A card booking's transfer keeps its
 * destination, their connected account, though the account here is gone; a booking paid at the
 * sauna is marked settled on one payout, as 'Mark paid' would, since the guest paid the host.
 */
async function settlePayouts(tx: Db, userId: string, saunaIds: string[], now: Date) {
  const [host] = await tx.select({ accountId: profiles.stripeAccountId }).from(profiles).where(eq(profiles.id, userId));
  const theirBookings = tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.saunaId, saunaIds));
  const pinned = host?.accountId
    ? await tx
      .update(payoutTransfers)
      .set({ destinationAccountId: host.accountId })
      .where(and(inArray(payoutTransfers.bookingId, theirBookings), inArray(payoutTransfers.status, ["pending", "failed"]), isNull(payoutTransfers.destinationAccountId)))
      .returning({ bookingId: payoutTransfers.bookingId })
    : [];

  const [payout] = await tx
    .insert(payouts)
    .values({ hostId: userId, amount: 0, bookingCount: 1, paidAt: now, paidBy: null, note: SETTLED_AT_CLOSING })
    .returning({ id: payouts.id });
  const taken = await tx
    .update(bookings)
    .set({ payoutId: payout.id, payoutPaidAt: now })
    .where(and(inArray(bookings.saunaId, saunaIds), sql`not ${isPaidOut}`, earnsPayout, sql`not ${isCardBooking}`))
    .returning({ id: bookings.id });
  if (taken.length === 0) {
    await tx.delete(payouts).where(eq(payouts.id, payout.id));
    return { transfersToStripeAccount: pinned.length, settledAtSauna: null };
  }
  const [paid] = await tx
    .update(payouts)
    .set({ amount: sql`(select coalesce(sum(${bookings.hostPayout}), 0) from ${bookings} where ${bookings.payoutId} = ${payout.id})`, bookingCount: taken.length })
    .where(eq(payouts.id, payout.id))
    .returning({ amount: payouts.amount });
  return { transfersToStripeAccount: pinned.length, settledAtSauna: { payoutId: payout.id, amount: Number(paid.amount), bookingCount: taken.length } };
}
