// The database itself refuses overbooking (migration 0002), whatever code inserts the rows.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { isSlotUnavailable, isUniqueViolation } from "./errors";
import { bookings } from "./schema/bookings";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";

describeOnEachDatabase("booking capacity in the database", (t, kind) => {
  let guests: string[];
  beforeAll(async () => {
    guests = [];
    for (let i = 0; i < 4; i++) guests.push((await createTestUser(t)).userId);
  });

  let hour = 0;
  function slot() {
    hour++;
    const startsAt = new Date(Date.UTC(2030, 0, 1, hour));
    return { startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000) };
  }
  const book = (saunaId: string, userId: string, s: ReturnType<typeof slot>, bookingType: string, guestCount = 1) =>
    t.db.insert(bookings).values({
      saunaId, userId, bookingType, guests: guestCount, ...s,
      bookingDate: s.startsAt.toISOString().slice(0, 10), startTime: "09:00", endTime: "10:30",
      totalAmount: 45, platformFee: 6.75, hostPayout: 38.25, payoutDueAt: new Date(s.endsAt.getTime() + 86_400_000),
    }).returning({ id: bookings.id });

  it("sells shared seats up to capacity and no further", async () => {
    const sauna = await createTestSauna(t, { capacity: 3 });
    const s = slot();
    await book(sauna.id, guests[0], s, "shared", 2);
    await expect(book(sauna.id, guests[1], s, "shared", 2)).rejects.toSatisfy(isSlotUnavailable);
    await book(sauna.id, guests[1], s, "shared", 1);
  });

  it("refuses a private booking once a seat is sold, and a shared seat once the sauna is private", async () => {
    const sauna = await createTestSauna(t, { capacity: 6 });
    const a = slot();
    await book(sauna.id, guests[0], a, "shared", 1);
    await expect(book(sauna.id, guests[1], a, "private")).rejects.toSatisfy(isSlotUnavailable);
    const b = slot();
    await book(sauna.id, guests[0], b, "group", 6);
    await expect(book(sauna.id, guests[1], b, "shared", 1)).rejects.toSatisfy(isSlotUnavailable);
    await expect(book(sauna.id, guests[2], b, "private")).rejects.toSatisfy(isSlotUnavailable);
  });

  it("frees the slot at once when a booking is cancelled", async () => {
    const sauna = await createTestSauna(t, { capacity: 4 });
    const s = slot();
    const [first] = await book(sauna.id, guests[0], s, "private");
    await expect(book(sauna.id, guests[1], s, "private")).rejects.toSatisfy(isSlotUnavailable);
    await t.db.update(bookings).set({ status: "cancelled" }).where(sql`${bookings.id} = ${first.id}`);
    await book(sauna.id, guests[1], s, "private");
  });

  it("keeps one live booking per guest and slot", async () => {
    const sauna = await createTestSauna(t, { capacity: 8 });
    const s = slot();
    await book(sauna.id, guests[3], s, "shared", 1);
    await expect(book(sauna.id, guests[3], s, "shared", 1)).rejects.toSatisfy((e) =>
      isUniqueViolation(e, "bookings_one_live_per_guest_slot"),
    );
  });

  it("refuses more guests than the sauna holds", async () => {
    const sauna = await createTestSauna(t, { capacity: 2 });
    await expect(book(sauna.id, guests[0], slot(), "shared", 3)).rejects.toSatisfy(isSlotUnavailable);
  });

  // PGlite has one connection, so races only mean something on PostgreSQL (CI).
  if (kind === "postgres") it("lets exactly one of 50 concurrent requests take the last seat", async () => {
    const sauna = await createTestSauna(t, { capacity: 2 });
    const s = slot();
    await book(sauna.id, guests[0], s, "shared", 1);
    const contenders: string[] = [];
    for (let i = 0; i < 50; i++) contenders.push((await createTestUser(t)).userId);
    const results = await Promise.allSettled(contenders.map((userId) => book(sauna.id, userId, s, "shared", 1)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // Signing 50 guests up hashes 50 passwords: slow on a busy two-core machine, so more than the default 30 s.
  }, 120_000);
});
