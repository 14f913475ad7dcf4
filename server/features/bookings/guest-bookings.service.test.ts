import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { reviews } from "#server/db/schema/reviews";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { bookingCalendarFile, cancelMyBooking, listMyBookings } from "./guest-bookings.service";

describeOnEachDatabase("a guest's bookings", (t) => {
  const now = new Date("2026-11-22T12:00:00Z");
  const insertBooking = (userId: string, saunaId: string, startsAt: Date, bookingType = "private") =>
    createTestBooking(t, { userId, saunaId, startsAt, bookingType });
  /** The guest whose bookings a test is about, someone else, and a sauna, made in that order. */
  const twoGuestsAndASauna = async () => ({ guest: await createTestUser(t), other: await createTestUser(t), sauna: await createTestSauna(t) });

  it("lists only the guest's own bookings, with past confirmed ones as completed", async () => {
    const { guest, other, sauna } = await twoGuestsAndASauna();
    await insertBooking(guest.userId, sauna.id, new Date("2026-11-20T10:00:00Z"));
    await insertBooking(guest.userId, sauna.id, new Date("2026-11-25T10:00:00Z"));
    await insertBooking(other.userId, sauna.id, new Date("2026-11-26T10:00:00Z"));
    const mine = await listMyBookings(t.db, guest, now);
    expect(mine.map((b) => b.displayStatus)).toEqual(["confirmed", "completed"]);
    expect(mine[0].canCancel).toBe(true);
    expect(mine[1].canCancel).toBe(false);
    expect(mine.every((b) => !b.reviewed)).toBe(true);
  });

  it("marks bookings at a sauna the guest has reviewed, so they are not asked again", async () => {
    const { guest, other, sauna } = await twoGuestsAndASauna();
    await insertBooking(guest.userId, sauna.id, new Date("2026-11-20T10:00:00Z"));
    await insertBooking(other.userId, sauna.id, new Date("2026-11-19T10:00:00Z"));
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Wonderful heat and a cold plunge after." });
    expect((await listMyBookings(t.db, guest, now)).map((b) => b.reviewed)).toEqual([true]);
    expect((await listMyBookings(t.db, other, now)).map((b) => b.reviewed)).toEqual([false]);
  });

  it("cancels free 24 hours or more ahead, frees the slot, and refuses a second cancel", async () => {
    const { guest, other: next, sauna } = await twoGuestsAndASauna();
    const startsAt = new Date("2026-11-24T10:00:00Z");
    const booking = await insertBooking(guest.userId, sauna.id, startsAt);
    expect(await cancelMyBooking(t.db, guest, booking.id, now)).toEqual({ outcome: "cancelled", free: true, refund: 45, byCard: false });
    await expect(cancelMyBooking(t.db, guest, booking.id, now)).rejects.toThrow("Only confirmed bookings can be cancelled");
    // The slot is free again for someone else at once.
    await insertBooking(next.userId, sauna.id, startsAt);
  });

  it("cancels without refund less than 24 hours ahead", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const booking = await insertBooking(guest.userId, sauna.id, new Date("2026-11-23T09:00:00Z"));
    expect(await cancelMyBooking(t.db, guest, booking.id, now)).toEqual({ outcome: "cancelled", free: false, refund: 0, byCard: false });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("cancelled");
    expect(row.refundAmount).toBe(0);
  });

  it("never lets another guest or a visitor cancel or read someone's booking", async () => {
    const { guest, other: intruder, sauna } = await twoGuestsAndASauna();
    const booking = await insertBooking(guest.userId, sauna.id, new Date("2026-12-01T10:00:00Z"));
    await expect(cancelMyBooking(t.db, intruder, booking.id, now)).rejects.toThrow("Booking not found");
    await expect(bookingCalendarFile(t.db, intruder, booking.id, "http://x")).rejects.toThrow("Booking not found");
    await expect(cancelMyBooking(t.db, ANONYMOUS, booking.id, now)).rejects.toThrow(/sign in/);
    await expect(listMyBookings(t.db, ANONYMOUS)).rejects.toThrow(/sign in/);
    await expect(cancelMyBooking(t.db, guest, "../etc", now)).rejects.toThrow("Booking not found");
  });

  it("makes a valid calendar event for the session", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { name: "Salthill Steam" });
    const booking = await insertBooking(guest.userId, sauna.id, new Date("2026-12-05T18:00:00Z"));
    const ics = await bookingCalendarFile(t.db, guest, booking.id, "https://sauna-eire.ie");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("DTSTART:20261205T180000Z");
    expect(ics).toContain("DTEND:20261205T193000Z");
    expect(ics).toContain("Sauna session at Salthill Steam");
  });
});
