// The waitlist's races, on PostgreSQL where requests really run at once (decision 016): parallel
// cancellations offer no seat twice, every offered guest pressing Book Now twice at once books
// once, and a held seat is never sold to another guest however many try.
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { bookOffer, joinWaitlist } from "./waitlist.service";

const now = new Date("2026-11-22T12:00:00Z");
const STARTS = new Date("2026-11-24T18:00:00Z");

// On PGlite (one connection) the same requests run one after another, which still checks what
// they must add up to; on PostgreSQL they really race.
describeOnEachDatabase("waitlist races", (t) => {
  const seat = (saunaId: string) => ({ saunaId, date: "2026-11-24", time: "18:00", bookingType: "shared" as const, guests: 1 });
  /** A full shared session of `capacity` one-seat bookings, and `waiting` one-seat parties in line. */
  const fullSessionWithLine = async (capacity: number, waiting: number) => {
    const sauna = await createTestSauna(t, { capacity, priceShared: 25 });
    const booked: { guest: SignedInUser; id: string }[] = [];
    for (let i = 0; i < capacity; i++) {
      const guest = await createTestUser(t);
      booked.push({ guest, id: (await createBooking(t.db, guest, seat(sauna.id), now)).id });
    }
    const line: { guest: SignedInUser; id: string }[] = [];
    for (let i = 0; i < waiting; i++) {
      const guest = await createTestUser(t);
      line.push({ guest, id: (await joinWaitlist(t.db, guest, seat(sauna.id), now)).id });
    }
    return { sauna, booked, line };
  };
  const seatsTaken = async (saunaId: string) =>
    (await t.db.select().from(bookingSlotUsage).where(and(eq(bookingSlotUsage.saunaId, saunaId), eq(bookingSlotUsage.startsAt, STARTS))))[0].seatsTaken;
  const statuses = async (ids: string[]) =>
    (await t.db.select({ id: waitlistEntries.id, status: waitlistEntries.status }).from(waitlistEntries).where(inArray(waitlistEntries.id, ids)));

  it("offers no seat twice when cancellations come at once: the first in line get exactly the freed seats", async () => {
    const { sauna, booked, line } = await fullSessionWithLine(8, 12);
    await Promise.all(booked.map((b) => cancelMyBooking(t.db, b.guest, b.id, now)));
    const rows = await statuses(line.map((l) => l.id));
    const offered = line.filter((l) => rows.find((r) => r.id === l.id)!.status === "offered");
    expect(offered.map((l) => l.id)).toEqual(line.slice(0, 8).map((l) => l.id));
    expect(await seatsTaken(sauna.id)).toBe(8);
  });

  it("books once for every offered guest pressing Book Now twice at once", async () => {
    const { sauna, booked, line } = await fullSessionWithLine(6, 6);
    await Promise.all(booked.map((b) => cancelMyBooking(t.db, b.guest, b.id, now)));
    const results = await Promise.all(line.flatMap((l) => [bookOffer(t.db, l.guest, l.id, now), bookOffer(t.db, l.guest, l.id, now)]));
    for (let i = 0; i < line.length; i++) expect(results[2 * i].id).toBe(results[2 * i + 1].id);
    const live = await t.db.select().from(bookings).where(and(eq(bookings.saunaId, sauna.id), eq(bookings.status, "confirmed")));
    expect(live).toHaveLength(6);
    expect(await seatsTaken(sauna.id)).toBe(6);
    expect((await statuses(line.map((l) => l.id))).every((r) => r.status === "booked")).toBe(true);
  });

  it("never sells a held seat to another guest, however many try while its guest books it", async () => {
    const { sauna, booked, line } = await fullSessionWithLine(3, 1);
    await cancelMyBooking(t.db, booked[0].guest, booked[0].id, now);
    const others = await Promise.all(Array.from({ length: 15 }, () => createTestUser(t)));
    const attempts = await Promise.allSettled([
      ...others.map((g) => createBooking(t.db, g, seat(sauna.id), now)),
      bookOffer(t.db, line[0].guest, line[0].id, now),
    ]);
    expect(attempts.slice(0, -1).every((a) => a.status === "rejected")).toBe(true);
    expect(attempts.at(-1)).toMatchObject({ status: "fulfilled" });
    expect(await seatsTaken(sauna.id)).toBe(3);
  });
});
