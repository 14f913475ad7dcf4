// What a host's calendar does to booking: closed dates and busy times from the host's
// own calendar block sessions in the database itself, capacity can't drop below seats already
// sold, and the off-peak rate and the platform's terms reach the booking and its ledger.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { platformSettings } from "#server/db/schema/platform-settings";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { isCapacityBelowBooked } from "#server/db/errors";
import { todayInIreland } from "#domain/session-slots";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { createBooking, slotAvailability } from "./create-booking.service";

// Sunday 22 Nov 2026, 12:00 in Dublin; the 24th is a Tuesday, the 28th a Saturday.
const now = new Date("2026-11-22T12:00:00Z");

describeOnEachDatabase("a host's calendar and terms", (t) => {
  const book = (guestId: Awaited<ReturnType<typeof createTestUser>>, saunaId: string, date: string, time: string, extra = {}) =>
    createBooking(t.db, guestId, { saunaId, date, time, bookingType: "private", guests: 2, ...extra }, now);

  it("refuses every session on a date the host closed, and the picker shows it closed", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await t.db.insert(saunaBlackoutDates).values({ saunaId: sauna.id, date: "2026-11-24", reason: "Maintenance" });
    await expect(book(guest, sauna.id, "2026-11-24", "10:30")).rejects.toMatchObject({ status: 409, message: expect.stringContaining("isn't taking bookings on this date") });
    const slots = await slotAvailability(t.db, { saunaId: sauna.id, date: "2026-11-24" }, now);
    expect(slots.every((s) => !s.available && s.reason === "closed")).toBe(true);
    expect((await book(guest, sauna.id, "2026-11-25", "10:30")).status).toBe("confirmed");
  });

  it("refuses a session that overlaps a busy time from the host's calendar, but not the ones beside it", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { sessionMinutes: 90 });
    // Busy 11:00–12:00 Irish time (UTC in November): overlaps the 10:30 session only.
    await t.db.insert(saunaBusyTimes).values({ saunaId: sauna.id, startsAt: new Date("2026-11-24T11:00:00Z"), endsAt: new Date("2026-11-24T12:00:00Z") });
    await expect(book(guest, sauna.id, "2026-11-24", "10:30")).rejects.toThrow("The host isn't available at this time");
    const slots = await slotAvailability(t.db, { saunaId: sauna.id, date: "2026-11-24" }, now);
    expect(slots.find((s) => s.time === "10:30")).toMatchObject({ available: false, reason: "busy" });
    expect(slots.find((s) => s.time === "09:00")?.available).toBe(true);
    expect(slots.find((s) => s.time === "12:00")?.available).toBe(true);
    expect((await book(guest, sauna.id, "2026-11-24", "12:00")).status).toBe("confirmed");
  });

  it("won't lower capacity below the guests already booked for a session to come", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { capacity: 8, priceShared: 25 });
    // The database compares with its own clock: a session two months from the real today.
    const date = todayInIreland(new Date(Date.now() + 60 * 86_400_000));
    await createBooking(t.db, guest, { saunaId: sauna.id, date, time: "10:30", bookingType: "shared", guests: 5 });
    const lower = (capacity: number) => t.db.update(saunas).set({ capacity }).where(eq(saunas.id, sauna.id));
    const refused = await lower(4).catch((e: unknown) => e);
    expect(isCapacityBelowBooked(refused)).toBe(true);
    await lower(5);
    const [row] = await t.db.select({ capacity: saunas.capacity }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.capacity).toBe(5);
  });

  it("takes the off-peak rate off weekday sessions before 16:00 and records it in the ledger", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { pricePrivate: 50, pricePerSession: 50, offPeakPercent: 20 });
    const offPeak = await book(guest, sauna.id, "2026-11-24", "10:30");
    expect(offPeak).toMatchObject({ totalAmount: 40, discountAmount: 10, platformFee: 6, hostPayout: 34 });
    const weekend = await book(guest, sauna.id, "2026-11-28", "10:30");
    expect(weekend).toMatchObject({ totalAmount: 50, discountAmount: 0 });
    const evening = await book(guest, sauna.id, "2026-11-24", "16:30");
    expect(evening.totalAmount).toBe(50);
  });

  it("makes each booking on the platform's terms of the moment; earlier bookings keep theirs", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { pricePrivate: 100, pricePerSession: 100 });
    const before = await book(guest, sauna.id, "2026-11-25", "09:00");
    await t.db.update(platformSettings).set({ commissionRate: 0.1, freeCancellationHours: 48 }).where(eq(platformSettings.id, 1));
    try {
      const after = await book(guest, sauna.id, "2026-11-25", "10:30");
      expect(before).toMatchObject({ commissionRate: 0.15, freeCancellationHours: 24, platformFee: 15, hostPayout: 85 });
      expect(after).toMatchObject({ commissionRate: 0.1, freeCancellationHours: 48, platformFee: 10, hostPayout: 90 });
    } finally {
      await t.db.update(platformSettings).set({ commissionRate: 0.15, freeCancellationHours: 24 }).where(eq(platformSettings.id, 1));
    }
  });
});
