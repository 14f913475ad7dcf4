import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { createBooking, slotAvailability } from "./create-booking.service";

// A fixed "now": Sunday 22 Nov 2026, 12:00 in Dublin.
const now = new Date("2026-11-22T12:00:00Z");

describeOnEachDatabase("booking a session", (t, kind) => {
  const pricedSauna = (values = {}) => createTestSauna(t, { capacity: 8, pricePrivate: 45, pricePerSession: 45, priceShared: 25, priceGroup: 35, ...values });

  it("books a private session with the total, commission, payout and end time", async () => {
    const guest = await createTestUser(t);
    const sauna = await pricedSauna({ sessionMinutes: 90 });
    const booking = await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "18:00", bookingType: "private", guests: 2 }, now);
    expect(booking).toMatchObject({ status: "confirmed", totalAmount: 45, platformFee: 6.75, hostPayout: 38.25, endTime: "19:30:00", guests: 2 });
    expect(booking.startsAt.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    expect(booking.payoutDueAt.toISOString()).toBe("2026-11-25T19:30:00.000Z");
  });

  it("charges shared and group sessions per guest and enforces the group minimum", async () => {
    const guest = await createTestUser(t);
    const sauna = await pricedSauna();
    const shared = await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "09:00", bookingType: "shared", guests: 3 }, now);
    expect(shared.totalAmount).toBe(75);
    await expect(createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "10:30", bookingType: "group", guests: 4 }, now)).rejects.toThrow("Group sessions are for 6 or more guests.");
    const group = await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "10:30", bookingType: "group", guests: 6 }, now);
    expect(group.totalAmount).toBe(210);
  });

  it("refuses visitors, missing information, past slots and times outside the schedule", async () => {
    const guest = await createTestUser(t);
    const sauna = await pricedSauna({ weeklySchedule: { "2": [{ start: "17:00", end: "18:30" }] } });
    const ok = { saunaId: sauna.id, date: "2026-11-24", time: "17:00", bookingType: "private" as const, guests: 1 };
    await expect(createBooking(t.db, ANONYMOUS, ok, now)).rejects.toThrow("Please sign in to make a booking");
    await expect(createBooking(t.db, guest, { ...ok, date: "" }, now)).rejects.toThrow("Please select date, time, and booking type");
    await expect(createBooking(t.db, guest, { ...ok, time: "25:00" }, now)).rejects.toThrow("Please select date, time, and booking type");
    await expect(createBooking(t.db, guest, { ...ok, bookingType: "vip" as never }, now)).rejects.toThrow("Please select date, time, and booking type");
    await expect(createBooking(t.db, guest, { ...ok, time: "09:00" }, now)).rejects.toThrow(/no session at that time/);
    await expect(createBooking(t.db, guest, { ...ok, date: "2026-11-17" }, now)).rejects.toThrow(/already started/);
    await expect(createBooking(t.db, guest, { ...ok, guests: 9 }, now)).rejects.toThrow("This sauna holds up to 8 guests.");
  });

  it("refuses unknown and unpublished saunas", async () => {
    const guest = await createTestUser(t);
    const hidden = await pricedSauna({ status: "pending", isPublished: false });
    const req = { date: "2026-11-24", time: "18:00", bookingType: "private" as const, guests: 1 };
    await expect(createBooking(t.db, guest, { ...req, saunaId: hidden.id }, now)).rejects.toThrow("Sauna Not Found");
    await expect(createBooking(t.db, guest, { ...req, saunaId: "nope" }, now)).rejects.toThrow("Sauna Not Found");
  });

  it("answers a double submit with the same single booking", async () => {
    const guest = await createTestUser(t);
    const sauna = await pricedSauna();
    const req = { saunaId: sauna.id, date: "2026-11-25", time: "12:00", bookingType: "shared" as const, guests: 1 };
    const [a, b] = await Promise.all([createBooking(t.db, guest, req, now), createBooking(t.db, guest, req, now)]);
    expect(a.id).toBe(b.id);
    expect(await t.db.select().from(bookings).where(eq(bookings.saunaId, sauna.id))).toHaveLength(1);
  });

  it("shows which slots are past, booked or still open", async () => {
    const guest = await createTestUser(t);
    const sauna = await pricedSauna({ capacity: 2 });
    await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-22", time: "13:30", bookingType: "private", guests: 1 }, now);
    await createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-22", time: "15:00", bookingType: "shared", guests: 1 }, now);
    const slots = await slotAvailability(t.db, { saunaId: sauna.id, date: "2026-11-22" }, now);
    const byTime = Object.fromEntries(slots.map((s) => [s.time, s]));
    expect(byTime["10:30"]).toMatchObject({ available: false, reason: "past" });
    expect(byTime["13:30"]).toMatchObject({ available: false, reason: "booked" });
    expect(byTime["15:00"]).toMatchObject({ available: true, wholeSaunaFree: false, seatsLeft: 1 });
    expect(byTime["18:00"]).toMatchObject({ available: true, wholeSaunaFree: true, seatsLeft: 2 });
  });

  if (kind === "postgres") {
    it("gives the last seat to exactly one of 50 guests booking at once; the rest get the failure message", async () => {
      const sauna = await pricedSauna({ capacity: 1 });
      const contenders = [];
      for (let i = 0; i < 50; i++) contenders.push(await createTestUser(t));
      const results = await Promise.allSettled(
        contenders.map((g) => createBooking(t.db, g, { saunaId: sauna.id, date: "2026-11-26", time: "18:00", bookingType: "shared", guests: 1 }, now)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(new Set(refused.map((r) => r.reason.message))).toEqual(new Set(["This time slot is no longer available. Please choose another time."]));
      // Signing 50 guests up hashes 50 passwords: slow on a busy two-core machine, so more than the default 30 s.
    }, 120_000);
  }
});
