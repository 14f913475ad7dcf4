// A host deleting their account (decision 022): their listings leave the site, the bookings to
// come are cancelled with a full refund and each guest told, the waitlists close, what they are
// owed for sessions held is still paid or recorded, and the activity log says so. Card payments
// off (paid at the sauna) and on (Stripe, through the local server and our webhook route).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { payouts } from "#server/db/schema/payouts";
import { adminActivityLog } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { makeDueRefunds } from "#server/features/payments/make-refunds";
import { makeDueTransfers } from "#server/features/payments/make-transfers";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { joinWaitlist } from "#server/features/waitlist/waitlist.service";
import { cardBookingRows, paidCardBooking, stripeRefundsOf, stripeTransfersOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { cameraPhoto } from "#server/testing/test-photos";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { deleteAccount } from "./account.service";
import { hostClosingSummary, SETTLED_AT_CLOSING } from "./close-host-listings";

/** createTestUser's password. */
const PASSWORD = "Kinsale-Steam-7";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Sunday 22 Nov 2026, 12:00 in Dublin; the full session is Tuesday 24 Nov at 18:00.
const now = new Date("2026-11-22T12:00:00Z");
const DATE = "2026-11-24";

describeOnEachDatabase("a host deleting their account (card payments off)", (t) => {
  const listing = async (saunaId: string) => (await t.db.select().from(saunas).where(eq(saunas.id, saunaId)))[0];
  const booking = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "booking-cancelled")));
  const shared = (saunaId: string) => ({ saunaId, date: DATE, time: "18:00", bookingType: "shared" as const, guests: 1 });

  it("takes the listing off the site, cancels the bookings to come with a full refund and tells each guest, and closes the waitlist", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, capacity: 1, priceShared: 25, featured: true, icsFeedToken: `feed-${crypto.randomUUID()}` });
    const other = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const guest = await createTestUser(t);
    const waiting = await createTestUser(t);
    const full = await createBooking(t.db, guest, shared(sauna.id), now);
    const place = await joinWaitlist(t.db, waiting, shared(sauna.id), now);
    const nextMonth = await createTestBooking(t, { saunaId: other.id, userId: guest.userId, startsAt: new Date(now.getTime() + 30 * DAY), totalAmount: 45 });
    expect(await hostClosingSummary(t.db, host.userId, now)).toEqual({ saunas: 2, upcomingBookings: 2, stripeAccount: false });

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, now);

    for (const id of [sauna.id, other.id]) {
      expect(await listing(id)).toMatchObject({ status: "pending", isPublished: false, featured: false, ownerId: null, ownerVerified: false, isClaimed: false, icsFeedToken: null });
    }
    for (const id of [full.id, nextMonth.id]) {
      expect(await booking(id)).toMatchObject({ status: "cancelled", refundAmount: expect.any(Number), cancelledBy: "system", cancellationReason: "Cancelled: the host closed their account" });
    }
    expect((await booking(full.id)).refundAmount).toBe(25);
    expect((await booking(nextMonth.id)).refundAmount).toBe(45);
    // The guest hears of each; the host, who is leaving, of none.
    expect(await mailTo(guest.email)).toHaveLength(2);
    expect(await mailTo(host.email)).toEqual([]);
    // The seat the cancellation freed is offered to nobody: the line closed with the listing.
    const [line] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, place.id));
    expect(line.status).toBe("closed");
    expect(await t.db.select().from(mailOutbox).where(like(mailOutbox.text, `%/waitlist/${place.id}%`))).toEqual([]);

    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, host.userId));
    expect(entry).toMatchObject({ actorId: null, entityType: "user", actionKey: "activity.account.hostClosed", actionValues: { count: 2, bookings: 2 } });
    expect(entry.action).toBe("A host closed their account: 2 listings taken off the site, upcoming bookings cancelled: 2");
  });

  it("no longer shows the listing to guests or visitors, nor lets them book it", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, name: `Gone Sauna ${crypto.randomUUID().slice(0, 8)}`, priceShared: 25 });
    await createTestBooking(t, { saunaId: sauna.id, userId: (await createTestUser(t)).userId, startsAt: new Date(now.getTime() - 7 * DAY) });
    const guest = await createTestUser(t);
    const admin = await createTestUser(t, { roles: ["admin"] });
    expect((await listPublicSaunas(t.db, { q: sauna.name }, now)).saunas.map((s) => s.id)).toContain(sauna.id);

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, now);

    expect((await listPublicSaunas(t.db, { q: sauna.name }, now)).saunas.map((s) => s.id)).not.toContain(sauna.id);
    for (const actor of [guest, ANONYMOUS]) {
      await expect(getPublicSauna(t.db, actor, sauna.id)).rejects.toMatchObject({ status: 404 });
    }
    await expect(createBooking(t.db, guest, shared(sauna.id), now)).rejects.toMatchObject({ status: 404 });
    // An administrator still finds it, to approve it again as a directory entry or delete it.
    expect(await getPublicSauna(t.db, admin, sauna.id)).toMatchObject({ id: sauna.id, isPublic: false });
  });

  it("records what is still owed for sessions already held as settled, since their guests paid them at the sauna", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const guest = await createTestUser(t);
    const paidAlready = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 20 * DAY), payoutPaidAt: new Date(now.getTime() - 18 * DAY) });
    const due = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 5 * DAY) });
    const yesterday = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 20 * HOUR) });
    const lateCancel = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 3 * DAY), status: "cancelled", refundAmount: 0, cancelledAt: new Date(now.getTime() - 3.5 * DAY) });
    const refunded = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 2 * DAY), status: "cancelled", refundAmount: 45, cancelledAt: new Date(now.getTime() - 4 * DAY) });

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, now);

    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, (await booking(due.id)).payoutId!));
    expect(payout).toMatchObject({ amount: 3 * 38.25, bookingCount: 3, hostId: null, paidBy: null, note: SETTLED_AT_CLOSING, paidAt: now });
    for (const b of [due, yesterday, lateCancel]) expect(await booking(b.id)).toMatchObject({ payoutId: payout.id, payoutPaidAt: now });
    expect(await booking(paidAlready.id)).toMatchObject({ payoutId: null, payoutPaidAt: paidAlready.payoutPaidAt });
    expect(await booking(refunded.id)).toMatchObject({ payoutId: null, payoutPaidAt: null });
    // Kept, with its bookings, as an unowned listing: the ledger and the guests' history need it.
    expect(await listing(sauna.id)).toMatchObject({ ownerId: null, status: "pending" });
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, host.userId));
    expect(entry.details).toMatchObject({ settledAtSauna: { payoutId: payout.id, amount: 114.75, bookingCount: 3 } });
  });

  it("sends a listing claimed from the directory back to it unowned, removes one only ever theirs, and releases an unverified claim as it was", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const claimed = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    await t.db.insert(saunaClaims).values({ saunaId: claimed.id, userId: host.userId, status: "verified" });
    const discovered = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, placeId: `place-${crypto.randomUUID()}` });
    const dir = mkdtempSync(path.join(os.tmpdir(), "closing-host-"));
    const storage = localDiskPhotoStorage(dir);
    const photo = await storage.save(await cameraPhoto(), "saunas");
    const onDisk = path.join(dir, photo.replace("/uploads/", ""));
    const theirs = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, images: [photo] });
    await t.db.insert(reviews).values({ saunaId: theirs.id, userId: guest.userId, rating: 4, comment: "Warm welcome." });
    const booked = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    await createTestBooking(t, { saunaId: booked.id, userId: guest.userId, startsAt: new Date(now.getTime() + 2 * DAY) });
    const pendingClaim = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, ownerVerified: false });
    await t.db.insert(saunaClaims).values({ saunaId: pendingClaim.id, userId: host.userId, status: "pending" });
    expect(await hostClosingSummary(t.db, host.userId, now)).toMatchObject({ saunas: 4, upcomingBookings: 1 });

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, storage, now);

    for (const s of [claimed, discovered, booked]) {
      expect(await listing(s.id)).toMatchObject({ ownerId: null, isClaimed: false, status: "pending", isPublished: false });
    }
    expect(await listing(theirs.id)).toBeUndefined();
    expect(existsSync(onDisk)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
    // Never theirs to run: it stays on the site as the directory's entry it was.
    expect(await listing(pendingClaim.id)).toMatchObject({ ownerId: null, isClaimed: false, status: "active", isPublished: true });
    expect(await t.db.select().from(saunaClaims).where(eq(saunaClaims.saunaId, pendingClaim.id))).toEqual([]);
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, host.userId));
    expect(entry.actionValues).toEqual({ count: 4, bookings: 1 });
  });

  it("says nothing of listings to a member who runs none", async () => {
    const guest = await createTestUser(t);
    expect(await hostClosingSummary(t.db, guest.userId, now)).toEqual({ saunas: 0, upcomingBookings: 0, stripeAccount: false });
    await deleteAccount(t.db, t.auth, guest, { password: PASSWORD }, undefined, now);
    expect(await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, guest.userId))).toEqual([]);
  });
});

describeOnEachDatabase("a host deleting their account (card payments on)", (t) => {
  const cards = setUpCardPayments(t);

  it("refunds the bookings to come through Stripe, and still transfers the host's share of a session held to their Stripe account", async () => {
    const { host, sauna, accountId } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const held = await paidCardBooking(t, cards, guest, sauna.id, { days: 2 });
    const toCome = await paidCardBooking(t, cards, guest, sauna.id, { days: 6 });
    const heldRow = (await cardBookingRows(t, held.bookingId)).booking;
    // The first session is over, its payout not yet due; the second is to come.
    const closing = new Date(heldRow.endsAt.getTime() + HOUR);
    // Their Stripe account, which the dialog says their payouts still go to.
    expect(await hostClosingSummary(t.db, host.userId, closing)).toEqual({ saunas: 1, upcomingBookings: 1, stripeAccount: true });

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, closing);

    const cancelled = await cardBookingRows(t, toCome.bookingId);
    expect(cancelled.booking).toMatchObject({ status: "cancelled", refundAmount: 45 });
    expect(cancelled.transfer).toMatchObject({ status: "cancelled" });
    await makeDueRefunds(t.db, cards.provider, closing);
    await cards.stripe.webhooksSettled();
    expect(stripeRefundsOf(cards, toCome.bookingId)).toMatchObject([{ amount: 4500, payment_intent: toCome.paymentIntentId }]);

    expect((await cardBookingRows(t, held.bookingId)).transfer).toMatchObject({ status: "pending", destinationAccountId: accountId });
    // Paid when due, as if they were still here, though nobody runs the listing now.
    const dueAt = new Date(heldRow.payoutDueAt.getTime() + 60_000);
    await makeDueTransfers(t.db, cards.provider, dueAt);
    await cards.stripe.webhooksSettled();
    const [transfer] = stripeTransfersOf(cards, held.bookingId);
    expect(transfer).toMatchObject({ amount: 3825, destination: accountId });
    const after = await cardBookingRows(t, held.bookingId);
    expect(after.transfer).toMatchObject({ status: "succeeded", stripeTransferId: transfer.id });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, after.booking.payoutId!));
    expect(payout).toMatchObject({ hostId: null, amount: 38.25, note: `Stripe transfer ${transfer.id}` });
  });

  it("pays the departed host, not whoever runs the listing next", async () => {
    const { host, sauna, accountId } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const held = await paidCardBooking(t, cards, guest, sauna.id, { days: 2 });
    const row = (await cardBookingRows(t, held.bookingId)).booking;
    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, new Date(row.endsAt.getTime() + HOUR));
    // Someone else comes to run it, with a Stripe account of their own.
    const next = await cardReadyHost(t, cards);
    await t.db.update(saunas).set({ ownerId: next.host.userId, ownerVerified: true, status: "active", isPublished: true }).where(eq(saunas.id, sauna.id));

    await makeDueTransfers(t.db, cards.provider, new Date(row.payoutDueAt.getTime() + 60_000));
    await cards.stripe.webhooksSettled();
    expect(stripeTransfersOf(cards, held.bookingId)).toMatchObject([{ destination: accountId }]);
    expect(await t.db.select().from(payouts).where(eq(payouts.hostId, next.host.userId))).toEqual([]);
  });
});
