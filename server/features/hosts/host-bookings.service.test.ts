import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { HOST_BOOKINGS_PAGE_SIZE } from "#domain/host-bookings";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { createDashboardPeople, createTestBooking, createTestSauna, createTestUser, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { hostBookingsCsv } from "./host-bookings-csv";
import { cancelHostBooking, hostBookingsForExport, listHostBookings } from "./host-bookings.service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-11-10T12:00:00Z");
const PHONE = "+353 87 555 0199";

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describeOnEachDatabase("the owner dashboard's Bookings", (t) => {
  let { owner, otherOwner, guest, outsiders } = {} as DashboardPeople;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ owner, otherOwner, guest, outsiders } = await createDashboardPeople(t, { guest: { name: "Aoife Byrne" } }));
    const niamh = await createTestUser(t, { name: "Niamh O'Brien" });
    sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, capacity: 8 });
    const other = await createTestSauna(t, { ownerId: otherOwner.userId, isClaimed: true, ownerVerified: true });
    const at = (offset: number) => new Date(NOW.getTime() + offset);
    ids.upcoming = (await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: at(3 * DAY), totalAmount: 50, platformFee: 7.5, hostPayout: 42.5, guests: 2, bookingType: "shared" })).id;
    ids.pending = (await createTestBooking(t, { saunaId: sauna.id, userId: niamh.userId, startsAt: at(4 * DAY), status: "pending" })).id;
    ids.completed = (await createTestBooking(t, { saunaId: sauna.id, userId: niamh.userId, startsAt: at(-5 * DAY) })).id;
    ids.cancelled = (await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: at(6 * DAY), status: "cancelled", cancelledAt: at(-DAY), cancelledBy: "guest", refundAmount: 45 })).id;
    ids.started = (await createTestBooking(t, { saunaId: sauna.id, userId: niamh.userId, startsAt: at(-HOUR) })).id;
    ids.elsewhere = (await createTestBooking(t, { saunaId: other.id, userId: guest.userId, startsAt: at(3 * DAY) })).id;
  });

  it("lists only the current sauna's bookings, newest session first, with what the table shows", async () => {
    const page = await listHostBookings(t.db, owner, sauna.id, {}, NOW);
    expect(page.total).toBe(5);
    expect(page.bookings.map((b) => b.id)).toEqual([ids.cancelled, ids.pending, ids.upcoming, ids.started, ids.completed]);
    expect(page.bookings[2]).toMatchObject({
      guestName: "Aoife Byrne", startTime: "10:00", endTime: "11:30", bookingType: "shared", guests: 2,
      totalAmount: 50, hostPayout: 42.5, displayStatus: "confirmed", canCancel: true,
    });
    expect(page.bookings.find((b) => b.id === ids.completed)).toMatchObject({ displayStatus: "completed", canCancel: false });
    expect(page.bookings.find((b) => b.id === ids.started)).toMatchObject({ displayStatus: "confirmed", canCancel: false });
    expect(page.bookings.find((b) => b.id === ids.cancelled)).toMatchObject({ displayStatus: "cancelled", canCancel: false });
    expect(page).toMatchObject({ newer: null, older: null });
  });

  it("filters by status: confirmed, pending, cancelled, and completed (a confirmed booking whose end has passed)", async () => {
    const idsFor = async (status: string) => (await listHostBookings(t.db, owner, sauna.id, { status }, NOW)).bookings.map((b) => b.id).sort();
    expect(await idsFor("confirmed")).toEqual([ids.upcoming, ids.started].sort());
    expect(await idsFor("pending")).toEqual([ids.pending]);
    expect(await idsFor("cancelled")).toEqual([ids.cancelled]);
    expect(await idsFor("completed")).toEqual([ids.completed]);
    expect(await idsFor("all")).toHaveLength(5);
    // An unknown status from the address bar shows everything rather than failing.
    expect(await idsFor("<script>")).toHaveLength(5);
  });

  it("searches by guest name (any part, any case) and by the booking id as shown", async () => {
    const search = async (q: string, status = "all") => (await listHostBookings(t.db, owner, sauna.id, { q, status }, NOW)).bookings.map((b) => b.id).sort();
    expect(await search("aoife")).toEqual([ids.upcoming, ids.cancelled].sort());
    expect(await search("O'Brien", "pending")).toEqual([ids.pending]);
    expect(await search(ids.completed.slice(0, 8))).toEqual([ids.completed]);
    expect(await search(ids.completed.slice(0, 8).toUpperCase())).toEqual([ids.completed]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    // Another sauna's booking is never found, not even by its id.
    expect(await search(ids.elsewhere)).toEqual([]);
  });

  it("pages through thousands of bookings with keyset cursors, forwards and back", async () => {
    const busy = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, capacity: 4 });
    const start = NOW.getTime() + DAY;
    const rows = Array.from({ length: 1100 }, (_, i) => {
      const startsAt = new Date(start + i * 2 * HOUR);
      const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
      return {
        saunaId: busy.id, userId: guest.userId, bookingDate: startsAt.toISOString().slice(0, 10), startTime: "10:00", endTime: "11:30",
        startsAt, endsAt, totalAmount: 45, platformFee: 6.75, hostPayout: 38.25, payoutDueAt: new Date(endsAt.getTime() + DAY),
      };
    });
    await t.db.insert(bookings).values(rows);

    const first = await listHostBookings(t.db, owner, busy.id, {}, NOW);
    expect(first.total).toBe(1100);
    expect(first.bookings).toHaveLength(HOST_BOOKINGS_PAGE_SIZE);
    expect(first.newer).toBeNull();
    expect(first.older).not.toBeNull();
    const cursor = (c: { startsAt: string; id: string }) => `${c.startsAt}_${c.id}`;
    const second = await listHostBookings(t.db, owner, busy.id, { after: cursor(first.older!) }, NOW);
    expect(second.bookings[0].startsAt.getTime()).toBeLessThan(first.bookings.at(-1)!.startsAt.getTime());
    const back = await listHostBookings(t.db, owner, busy.id, { before: cursor(second.newer!) }, NOW);
    expect(back.bookings.map((b) => b.id)).toEqual(first.bookings.map((b) => b.id));
    expect(back.newer).toBeNull();

    // Walking every page visits each booking once.
    const seen = new Set<string>();
    let page = first;
    for (;;) {
      page.bookings.forEach((b) => seen.add(b.id));
      if (!page.older) break;
      page = await listHostBookings(t.db, owner, busy.id, { after: cursor(page.older) }, NOW);
    }
    expect(seen.size).toBe(1100);

    // A broken cursor shows the first page.
    expect((await listHostBookings(t.db, owner, busy.id, { after: "zzz" }, NOW)).bookings[0].id).toBe(first.bookings[0].id);

    const exported = await hostBookingsForExport(t.db, owner, busy.id, {}, NOW);
    expect(new Set((await collect(exported.rows)).map((b) => b.id)).size).toBe(1100);
  });

  it("exports every row the filter and search match, not just one page", async () => {
    const { sauna: exportedSauna, rows } = await hostBookingsForExport(t.db, owner, sauna.id, { status: "confirmed", after: "ignored" }, NOW);
    expect(exportedSauna.id).toBe(sauna.id);
    expect((await collect(rows)).map((b) => b.id).sort()).toEqual([ids.upcoming, ids.started].sort());
    const byName = await hostBookingsForExport(t.db, owner, sauna.id, { q: "aoife" }, NOW);
    expect((await collect(byName.rows)).map((b) => [b.guestName, b.totalAmount])).toEqual([["Aoife Byrne", 45], ["Aoife Byrne", 50]]);
  });

  it("lets the host cancel an upcoming booking with a reason and a full refund, which the guest then reads", async () => {
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 2 * HOUR), totalAmount: 70, platformFee: 10.5, hostPayout: 59.5 });
    // Inside the guest's 24 hours, the host's cancellation still refunds everything.
    // Booked to pay at the sauna: nothing was paid online, so the dialog and toast promise no refund.
    expect((await listHostBookings(t.db, owner, sauna.id, {}, NOW)).bookings.find((b) => b.id === booking.id)?.paidOnlineCents).toBe(0);
    expect(await cancelHostBooking(t.db, owner, sauna.id, { bookingId: booking.id, reason: "  The stove is broken, sorry!  " }, NOW)).toEqual({ refund: 70, paidOnline: false });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "host", refundAmount: 70, cancellationReason: "The stove is broken, sorry!" });
    const mine = (await listMyBookings(t.db, guest, NOW)).find((b) => b.id === booking.id);
    expect(mine).toMatchObject({ displayStatus: "cancelled", cancelledBy: "host", cancellationReason: "The stove is broken, sorry!", refundAmount: 70 });
    // The slot is free again: the same slot can be booked.
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 2 * HOUR) });
  });

  it("refuses to cancel a past, started or already-cancelled booking, and asks for a reason", async () => {
    const cancel = (bookingId: string, reason = "Closed for repairs") => cancelHostBooking(t.db, owner, sauna.id, { bookingId, reason }, NOW);
    await expect(cancel(ids.completed)).rejects.toMatchObject({ status: 409, message: "This session is over, so it can't be cancelled." });
    await expect(cancel(ids.started)).rejects.toMatchObject({ status: 409, message: "This session has already started, so it can't be cancelled." });
    await expect(cancel(ids.cancelled)).rejects.toMatchObject({ status: 409, message: "This booking is already cancelled." });
    await expect(cancel(ids.upcoming, "   ")).rejects.toMatchObject({ status: 400, message: "Please tell the guest why you are cancelling" });
    await expect(cancel(ids.upcoming, "x".repeat(501))).rejects.toMatchObject({ status: 400 });
    await expect(cancelHostBooking(t.db, owner, sauna.id, { bookingId: ids.upcoming }, NOW)).rejects.toMatchObject({ status: 400 });
    await expect(cancel("not-a-uuid")).rejects.toMatchObject({ status: 400, message: "Booking not found" });
    // Another sauna's booking, even one of the same owner's other saunas, is not this sauna's.
    await expect(cancel(ids.elsewhere)).rejects.toMatchObject({ status: 404, message: "Booking not found" });
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids.upcoming));
    expect(row.status).toBe("confirmed");
  });

  it("refuses every read and the cancellation to owner B, a guest, a visitor and an admin", async () => {
    const reason = { bookingId: ids.upcoming, reason: "Not mine to cancel" };
    for (const [who, actor, status] of outsiders) {
      await expect(listHostBookings(t.db, actor, sauna.id, {}, NOW), who).rejects.toMatchObject({ status });
      await expect(hostBookingsForExport(t.db, actor, sauna.id, {}, NOW), who).rejects.toMatchObject({ status });
      await expect(cancelHostBooking(t.db, actor, sauna.id, reason, NOW), who).rejects.toMatchObject({ status });
    }
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids.upcoming));
    expect(row.status).toBe("confirmed");
  });

  // The same people, with a sauna and bookings of its own: the guest's phone is shown only while
  // it helps the owner run a session.
  describe("a booking guest's phone", () => {
    let sauna: Awaited<ReturnType<typeof createTestSauna>>;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await t.db.update(profiles).set({ phone: PHONE }).where(eq(profiles.id, guest.userId));
      sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true });
      const at = (offset: number) => new Date(NOW.getTime() + offset);
      const book = (startsAt: Date, values: Record<string, unknown> = {}) => createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt, ...values });
      ids.upcoming = (await book(at(2 * DAY))).id;
      ids.now = (await book(at(-HOUR))).id; // started an hour ago, ends in half an hour
      ids.past = (await book(at(-3 * DAY))).id;
      ids.pastCompleted = (await book(at(-6 * DAY), { status: "completed" })).id;
      ids.cancelled = (await book(at(4 * DAY), { status: "cancelled", cancelledAt: at(-DAY), cancelledBy: "guest" })).id;
    });

    it("shows the phone for sessions to come and under way, never after the session or for a cancelled booking", async () => {
      const { bookings } = await listHostBookings(t.db, owner, sauna.id, {}, NOW);
      const phoneOf = Object.fromEntries(bookings.map((b) => [b.id, b.guestPhone]));
      expect(phoneOf).toEqual({ [ids.upcoming]: PHONE, [ids.now]: PHONE, [ids.past]: null, [ids.pastCompleted]: null, [ids.cancelled]: null });
      // The same booking once its session is over: gone.
      const later = await listHostBookings(t.db, owner, sauna.id, {}, new Date(NOW.getTime() + 3 * DAY));
      expect(later.bookings.find((b) => b.id === ids.upcoming)?.guestPhone).toBeNull();
    });

    it("keeps it out of the CSV export altogether", async () => {
      const { rows } = await hostBookingsForExport(t.db, owner, sauna.id, {}, NOW);
      const csv = await new Response(hostBookingsCsv(rows, "en")).text();
      expect(csv).toContain("Aoife Byrne");
      expect(csv).not.toContain("555 0199");
      const again = await hostBookingsForExport(t.db, owner, sauna.id, {}, NOW);
      for await (const row of again.rows) expect(row.guestPhone).toBeNull();
    });

    it("shows it to nobody but the sauna's owner", async () => {
      await expectRefusedToEach(outsiders, (actor) => listHostBookings(t.db, actor, sauna.id, {}, NOW));
      expect((await listHostBookings(t.db, otherOwner, (await createTestSauna(t, { ownerId: otherOwner.userId })).id, {}, NOW)).bookings).toEqual([]);
    });
  });
});
