import { and, eq, ne } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REASON_REQUIRED } from "#domain/sauna-moderation";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { payouts } from "#server/db/schema/payouts";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { bookingDetail, cancelBookingAsAdmin, idPrefixRange, listBookings } from "./admin-bookings.service";

const DAY = 86_400_000;

describe("a booking id prefix", () => {
  it("becomes the range of uuids that start with it", () => {
    expect(idPrefixRange("2b1c9f0a")).toEqual({ from: "2b1c9f0a-0000-0000-0000-000000000000", to: "2b1c9f0a-ffff-ffff-ffff-ffffffffffff" });
    expect(idPrefixRange("2B1C9F0A-7d")).toEqual({ from: "2b1c9f0a-7d00-0000-0000-000000000000", to: "2b1c9f0a-7dff-ffff-ffff-ffffffffffff" });
    expect(idPrefixRange("murphy")).toBeNull();
    expect(idPrefixRange("")).toBeNull();
  });
});

describeOnEachDatabase("admin Bookings", (t, kind) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  it("lists bookings newest first with sauna, guest (or 'Unknown'), amount and the status an admin sees, filtered and searched", async () => {
    const now = new Date();
    const aoife = await createTestUser(t, { name: "Aoife Bookingsby" });
    const seán = await createTestUser(t, { name: "Seán Elsewhere", email: `sean-${kind}@example.ie` });
    const salthill = await createTestSauna(t, { name: "Salthill Prom Sauna" });
    const kinsale = await createTestSauna(t, { name: "Kinsale Harbour Sauna" });
    const upcoming = await createTestBooking(t, { saunaId: salthill.id, userId: aoife.userId, startsAt: new Date(now.getTime() + 2 * DAY), createdAt: new Date(now.getTime() - 1 * DAY) });
    const ended = await createTestBooking(t, { saunaId: kinsale.id, userId: seán.userId, startsAt: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 5 * DAY), totalAmount: 25, platformFee: 3.75, hostPayout: 21.25 });
    const cancelled = await createTestBooking(t, { saunaId: kinsale.id, userId: aoife.userId, startsAt: new Date(now.getTime() + 6 * DAY), status: "cancelled", createdAt: new Date(now.getTime() - 2 * DAY) });
    const orphan = await createTestBooking(t, { saunaId: salthill.id, userId: seán.userId, startsAt: new Date(now.getTime() + 9 * DAY), status: "pending", createdAt: new Date(now.getTime() - 3 * DAY) });
    await t.db.update(bookings).set({ userId: null }).where(eq(bookings.id, orphan.id)); // the guest deleted their account

    const all = await listBookings(t.db, admin, {}, now);
    expect(all.rows.map((b) => b.id)).toEqual([upcoming.id, cancelled.id, orphan.id, ended.id]);
    expect(all.rows[0]).toMatchObject({ saunaName: "Salthill Prom Sauna", guestName: "Aoife Bookingsby", totalAmount: 45, status: "confirmed" });
    expect(all.rows[2]).toMatchObject({ guestName: "Unknown", status: "pending" });
    expect(all.rows[3]).toMatchObject({ status: "completed", totalAmount: 25 }); // confirmed, but its session has ended

    const only = async (query: Record<string, unknown>) => (await listBookings(t.db, admin, query, now)).rows.map((b) => b.id);
    expect(await only({ status: "confirmed" })).toEqual([upcoming.id]);
    expect(await only({ status: "completed" })).toEqual([ended.id]);
    expect(await only({ status: "cancelled" })).toEqual([cancelled.id]);
    expect(await only({ status: "pending" })).toEqual([orphan.id]);
    expect(await only({ q: upcoming.id.slice(0, 8) })).toEqual([upcoming.id]);
    expect(await only({ q: "bookingsby" })).toEqual([upcoming.id, cancelled.id]);
    expect(await only({ q: `sean-${kind}@` })).toEqual([ended.id]);
    expect(await only({ q: "salthill" })).toEqual([upcoming.id, orphan.id]);
    expect(await only({ q: "Kinsale harb" })).toEqual([cancelled.id, ended.id]);
    expect(await only({ q: "kinsale", status: "cancelled" })).toEqual([cancelled.id]);
    expect(await only({ q: "no such thing anywhere" })).toEqual([]);
    expect(await only({ q: "'; drop table bookings; --" })).toEqual([]);
  });

  it("pages through bookings made in the same instant without skipping or repeating one", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { name: "Busy Sauna" });
    const at = new Date("2026-03-01T12:00:00.123456Z");
    for (let i = 0; i < 30; i++) await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + (i + 1) * DAY), createdAt: at });
    const first = await listBookings(t.db, admin, { q: "busy sauna" });
    const second = await listBookings(t.db, admin, { q: "busy sauna", after: first.next });
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(5);
    expect(new Set([...first.rows, ...second.rows].map((b) => b.id)).size).toBe(30);
    expect(second.next).toBeNull();
    const back = await listBookings(t.db, admin, { q: "busy sauna", before: second.prev });
    expect(back.rows.map((b) => b.id)).toEqual(first.rows.map((b) => b.id));
  });

  it("finds the same bookings when a search matches very many guests or saunas", async () => {
    // More matching guests than are looked up by id: the list is then walked and checked row by row.
    const ids = Array.from({ length: 1_001 }, () => crypto.randomUUID().replace(/-/g, ""));
    await t.db.insert(users).values(ids.map((id, i) => ({ id, name: `Crowded Person ${i}`, email: `${id}@example.ie` })));
    await t.db.insert(profiles).values(ids.map((id, i) => ({ id, fullName: `Crowded Person ${i}` })));
    const sauna = await createTestSauna(t, { name: "Crowded Cove Sauna" });
    const other = await createTestSauna(t, { name: "Quiet Sauna" });
    const a = await createTestBooking(t, { saunaId: other.id, userId: ids[500], startsAt: new Date(Date.now() + 2 * DAY) });
    const b = await createTestBooking(t, { saunaId: sauna.id, userId: admin.userId, startsAt: new Date(Date.now() + 3 * DAY) });
    const found = (await listBookings(t.db, admin, { q: "crowded" })).rows.map((r) => r.id);
    expect(found).toEqual([b.id, a.id]);
    expect((await listBookings(t.db, admin, { q: "crowded", status: "cancelled" })).rows).toEqual([]);
  });

  it("shows a booking's ledger lines: total, off-peak discount, commission at its own rate, payout, due date, paid, refund", async () => {
    const now = new Date();
    const host = await createTestUser(t, { isOwner: true, name: "Cian Host" });
    const guest = await createTestUser(t, { name: "Niamh Guest" });
    const sauna = await createTestSauna(t, { name: "Ledger Sauna", ownerId: host.userId, ownerVerified: true, isClaimed: true });
    const paid = await createTestBooking(t, {
      saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 5 * DAY),
      totalAmount: 36, discountAmount: 9, commissionRate: 0.12, platformFee: 4.32, hostPayout: 31.68, status: "completed",
    });
    const [payout] = await t.db.insert(payouts).values({ hostId: host.userId, amount: 31.68, bookingCount: 1, paidBy: admin.userId }).returning();
    await t.db.update(bookings).set({ payoutPaidAt: payout.paidAt, payoutId: payout.id }).where(eq(bookings.id, paid.id));

    const detail = await bookingDetail(t.db, admin, paid.id, now);
    expect(detail).toMatchObject({ saunaName: "Ledger Sauna", host: { name: "Cian Host" }, guest: { name: "Niamh Guest", email: guest.email }, status: "completed", cancellation: null });
    expect(detail.ledger).toMatchObject({ listPrice: 45, discount: 9, total: 36, commissionRate: 0.12, commission: 4.32, hostPayout: 31.68, payoutStatus: "paid" });
    expect(detail.ledger.payoutPaidAt).not.toBeNull();

    const due = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 3 * DAY), payoutDueAt: new Date(now.getTime() - DAY) });
    expect((await bookingDetail(t.db, admin, due.id, now)).ledger.payoutStatus).toBe("due");
    const later = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 3 * DAY) });
    expect((await bookingDetail(t.db, admin, later.id, now)).ledger).toMatchObject({ payoutStatus: "not yet due", hostPayout: 38.25, commission: 6.75, commissionRate: 0.15 });

    const cancelled = await createTestBooking(t, {
      saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 4 * DAY), status: "cancelled",
      cancelledAt: now, cancelledBy: "host", cancellationReason: "Storm warning: the sauna is closed", refundAmount: 45,
    });
    const detailCancelled = await bookingDetail(t.db, admin, cancelled.id, now);
    expect(detailCancelled.ledger.payoutStatus).toBe("not owed");
    expect(detailCancelled.cancellation).toMatchObject({ by: "host", reason: "Storm warning: the sauna is closed", refund: 45 });

    for (const id of ["00000000-0000-4000-8000-000000000000", paid.id.slice(0, 8), "x", 5]) {
      await expect(bookingDetail(t.db, admin, id)).rejects.toMatchObject({ status: 404, message: "Booking not found" });
    }
  });

  it("refuses a visitor, a guest and an owner", async () => {
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: owner.userId, ownerVerified: true });
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + DAY) });
    for (const actor of [ANONYMOUS, guest, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(listBookings(t.db, actor)).rejects.toMatchObject({ status });
      await expect(bookingDetail(t.db, actor, booking.id)).rejects.toMatchObject({ status });
    }
  });

  describe("cancelling a booking with a full refund and a reason", () => {
    const REASON = "The host has been taken ill and can't run the session";
    beforeEach(async () => {
      await t.db.delete(mailOutbox);
    });
    const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));

    it("cancels it with a full refund, tells the guest and the host with the reason, and the guest sees it in My Bookings", async () => {
      const now = new Date();
      const host = await createTestUser(t, { isOwner: true, name: "Róisín Host" });
      const guest = await createTestUser(t, { name: "Eoin Guest" });
      const sauna = await createTestSauna(t, { name: "Cancelword Sauna", ownerId: host.userId });
      // Within the 24 hours a guest's own cancellation would get nothing back: an admin's is still a full refund.
      const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 6 * 3_600_000), totalAmount: 70, platformFee: 10.5, hostPayout: 59.5 });
      // Booked to pay at the sauna: nothing was paid online, so the dialog and toast promise no refund.
      expect(await bookingDetail(t.db, admin, booking.id, now)).toMatchObject({ canCancel: true, paidOnline: false });
      const paidByCard = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 30 * 3_600_000), totalAmount: 45 });
      await t.db.insert(bookingPayments).values({ bookingId: paidByCard.id, holdExpiresAt: now, amountCents: 4500, amountPaidCents: 4500, paidAt: now, checkoutLocale: "en" });
      expect((await bookingDetail(t.db, admin, paidByCard.id, now)).paidOnline).toBe(true);

      expect(await cancelBookingAsAdmin(t.db, admin, { bookingId: booking.id, reason: `  ${REASON} ` }, now)).toEqual({ refund: 70, paidOnline: false });
      const detail = await bookingDetail(t.db, admin, booking.id, now);
      expect(detail).toMatchObject({ status: "cancelled", canCancel: false, cancellation: { by: "admin", reason: REASON, refund: 70 } });
      expect(detail.ledger.payoutStatus).toBe("not owed");

      const [toGuest] = await mailTo(guest.email);
      expect(toGuest.kind).toBe("booking-cancelled");
      expect(toGuest.text).toContain("Sauna Éire cancelled this booking.");
      expect(toGuest.text).toContain(`Our reason: ${REASON}`);
      // Booked to pay at the sauna: nothing was paid online to refund.
      expect(toGuest.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");
      const [toHost] = await mailTo(host.email);
      expect(toHost.kind).toBe("booking-cancelled");
      expect(toHost.text).toContain(`Our reason: ${REASON}`);
      expect(toHost.text).toContain("The guest hadn't paid online (they'd have paid at the sauna), so there's nothing to refund.");
      expect(toHost.text).toContain("The session's places are free to book again.");

      expect((await listMyBookings(t.db, guest, now)).find((b) => b.id === booking.id)).toMatchObject({ displayStatus: "cancelled", cancelledBy: "admin", cancellationReason: REASON, refundAmount: 70, saunaListed: true });
      const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, booking.id));
      expect(entry).toMatchObject({ action: `Cancelled booking ${booking.id.slice(0, 8)} at Cancelword Sauna`, actorId: admin.userId, entityType: "booking", details: { reason: REASON, refund: 70 } });

      // Twice is once.
      await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: booking.id, reason: REASON }, now)).rejects.toMatchObject({ status: 409, message: "This booking is already cancelled." });
      expect(await mailTo(guest.email)).toHaveLength(1);
    });

    it("needs a reason, and leaves a session that has started or ended, or an unknown booking, as it is", async () => {
      const now = new Date();
      const guest = await createTestUser(t);
      const sauna = await createTestSauna(t);
      const upcoming = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 2 * DAY) });
      for (const reason of [undefined, "", "   "]) {
        await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: upcoming.id, reason }, now)).rejects.toMatchObject({ status: 400, fieldErrors: { reason: REASON_REQUIRED } });
      }
      const started = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 30 * 60_000) });
      await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: started.id, reason: REASON }, now)).rejects.toMatchObject({ status: 409, message: "This session has already started, so it can't be cancelled." });
      const ended = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 2 * DAY) });
      await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: ended.id, reason: REASON }, now)).rejects.toMatchObject({ status: 409, message: "This session is over, so it can't be cancelled." });
      expect((await bookingDetail(t.db, admin, ended.id, now)).canCancel).toBe(false);
      await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: "00000000-0000-4000-8000-000000000000", reason: REASON }, now)).rejects.toMatchObject({ status: 404 });
      await expect(cancelBookingAsAdmin(t.db, admin, { bookingId: "x", reason: REASON }, now)).rejects.toMatchObject({ status: 400, message: "Booking not found" });
      for (const b of [upcoming, started, ended]) expect((await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, b.id)))[0].status).toBe("confirmed");
      expect(await mailTo(guest.email)).toEqual([]);
    });

    it("is refused to a visitor, the guest, the host and another host; super admins may", async () => {
      const host = await createTestUser(t, { isOwner: true });
      const otherHost = await createTestUser(t, { isOwner: true });
      const guest = await createTestUser(t);
      const sauna = await createTestSauna(t, { ownerId: host.userId });
      const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 3 * DAY) });
      for (const [who, status] of [[ANONYMOUS, 401], [guest, 403], [host, 403], [otherHost, 403]] as const) {
        await expect(cancelBookingAsAdmin(t.db, who, { bookingId: booking.id, reason: REASON })).rejects.toMatchObject({ status });
      }
      expect((await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)))[0].status).toBe("confirmed");
      const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
      expect(await cancelBookingAsAdmin(t.db, superAdmin, { bookingId: booking.id, reason: REASON })).toEqual({ refund: 45, paidOnline: false });
    });
  });
});
