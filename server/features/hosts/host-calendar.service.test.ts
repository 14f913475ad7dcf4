import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { type Actor, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { createBooking, slotAvailability } from "#server/features/bookings/create-booking.service";
import { createDashboardPeople, createTestSauna, createTestUser, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { calendarFeed, calendarFeedToken, FEED_NOT_FOUND, revokeCalendarFeed } from "./host-calendar-feed.service";
import {
  addBlackoutDates, cancelBookingOnClosedDate, HOST_CLOSED_DATE_REASON, hostCalendar, removeBlackoutDate,
} from "./host-calendar.service";

// A Sunday in January: the sessions below are later that week.
const NOW = new Date("2027-01-10T12:00:00Z");
const BASE_URL = "http://localhost:3000";

describeOnEachDatabase("the owner dashboard's calendar", (t, kind) => {
  let { owner, otherOwner, guest, outsiders } = {} as DashboardPeople;
  beforeAll(async () => {
    ({ owner, otherOwner, guest, outsiders } = await createDashboardPeople(t, { guest: { name: "Aoife Murphy", email: `aoife-${kind}@example.ie` } }));
    await t.db.update(profiles).set({ phone: "+353 87 555 0199" }).where(eq(profiles.id, guest.userId));
  });

  async function ownSauna() {
    return createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, capacity: 6, priceShared: 25, priceGroup: null });
  }
  const book = (saunaId: string, who: SignedInUser, date: string, time: string, bookingType: string, guests: number) =>
    createBooking(t.db, who, { saunaId, date, time, bookingType, guests: String(guests) }, NOW);
  const refusedToOthers = (call: (actor: Actor) => Promise<unknown>) => expectRefusedToEach(outsiders, call);

  it("shows a month's booked days and a day's sessions with seats taken of capacity and their bookings", async () => {
    const sauna = await ownSauna();
    const brian = await createTestUser(t, { name: "Brian Walsh" });
    await book(sauna.id, guest, "2027-01-15", "10:30", "shared", 2);
    await book(sauna.id, brian, "2027-01-15", "10:30", "shared", 3);
    await book(sauna.id, brian, "2027-01-15", "18:00", "private", 2);
    await book(sauna.id, guest, "2027-01-28", "09:00", "private", 1);

    const calendar = await hostCalendar(t.db, owner, sauna.id, { month: "2027-01", day: "2027-01-15" }, NOW);
    expect(calendar).toMatchObject({ today: "2027-01-10", month: "2027-01", day: "2027-01-15" });
    expect(calendar.bookedDays.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { date: "2027-01-15", bookings: 3, guests: 7 },
      { date: "2027-01-28", bookings: 1, guests: 1 },
    ]);
    expect(calendar.sessions.map((s) => s.time)).toEqual(["09:00", "10:30", "12:00", "13:30", "15:00", "16:30", "18:00", "19:30"]);
    const shared = calendar.sessions.find((s) => s.time === "10:30")!;
    expect(shared).toMatchObject({ seatsTaken: 5, capacity: 6, exclusive: false, full: false, endTime: "12:00", blockedBy: null });
    expect(shared.bookings.map((b) => [b.guestName, b.guests, b.type])).toEqual([["Aoife Murphy", 2, "shared"], ["Brian Walsh", 3, "shared"]]);
    // A private booking holds the whole sauna: the session shows as full.
    expect(calendar.sessions.find((s) => s.time === "18:00")).toMatchObject({ seatsTaken: 6, exclusive: true, full: true });
    expect(calendar.sessions.find((s) => s.time === "09:00")).toMatchObject({ seatsTaken: 0, bookings: [] });

    // Without a query: this month and today.
    expect(await hostCalendar(t.db, owner, sauna.id, {}, NOW)).toMatchObject({ month: "2027-01", day: "2027-01-10" });
    // Another month without a day: its first day. Nonsense falls back to today.
    expect(await hostCalendar(t.db, owner, sauna.id, { month: "2027-03" }, NOW)).toMatchObject({ month: "2027-03", day: "2027-03-01" });
    expect(await hostCalendar(t.db, owner, sauna.id, { month: "2027-13", day: "2027-02-30" }, NOW)).toMatchObject({ month: "2027-01", day: "2027-01-10" });
    expect(await hostCalendar(t.db, owner, sauna.id, { month: "0000-01", day: "0001-01-01" }, NOW)).toMatchObject({ month: "2027-01", day: "2027-01-10" });
    await refusedToOthers((actor) => hostCalendar(t.db, actor, sauna.id, {}, NOW));
  });

  it("keeps showing a booked session the schedule no longer offers", async () => {
    const sauna = await ownSauna();
    await book(sauna.id, guest, "2027-01-16", "19:30", "private", 2);
    await t.db.update(saunas).set({ weeklySchedule: { "6": [{ start: "09:00", end: "12:00" }] } }).where(eq(saunas.id, sauna.id));
    const calendar = await hostCalendar(t.db, owner, sauna.id, { day: "2027-01-16" }, NOW);
    expect(calendar.sessions.map((s) => [s.time, s.offSchedule, s.bookings.length])).toEqual([["09:00", false, 0], ["10:30", false, 0], ["19:30", true, 1]]);
  });

  it("blocks out dates: guests can't book them (server and picker), and bookings already made are listed, not dropped", async () => {
    const sauna = await ownSauna();
    const earlier = await book(sauna.id, guest, "2027-01-20", "12:00", "private", 2);
    const result = await addBlackoutDates(t.db, owner, sauna.id, { dates: ["2027-01-21", "2027-01-20", "2027-01-21"], reason: "  Stove repairs  " }, NOW);
    expect(result.dates).toEqual(["2027-01-20", "2027-01-21"]);
    expect(result.bookingsToCancel.map((b) => [b.id, b.guestName, b.date, b.time])).toEqual([[earlier.id, "Aoife Murphy", "2027-01-20", "12:00"]]);
    // Nothing was cancelled: the booking waits for the host's decision, and the calendar keeps listing it.
    expect((await t.db.select().from(bookings).where(eq(bookings.id, earlier.id)))[0].status).toBe("confirmed");
    const calendar = await hostCalendar(t.db, owner, sauna.id, { day: "2027-01-20" }, NOW);
    expect(calendar.bookingsOnClosedDates.map((b) => b.id)).toEqual([earlier.id]);
    expect(calendar.blackouts).toEqual(expect.arrayContaining([{ date: "2027-01-20", reason: "Stove repairs" }, { date: "2027-01-21", reason: "Stove repairs" }]));
    expect(calendar.dayBlackout).toEqual({ reason: "Stove repairs" });
    expect(calendar.sessions.every((s) => s.blockedBy === "closed")).toBe(true);
    expect(calendar.upcomingBlackouts.map((b) => b.date)).toEqual(["2027-01-20", "2027-01-21"]);

    const other = await createTestUser(t);
    await expect(book(sauna.id, other, "2027-01-21", "15:00", "shared", 1)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("isn't taking bookings on this date") });
    const slots = await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-21" }, NOW);
    expect(slots.every((s) => !s.available && s.reason === "closed")).toBe(true);

    // Saving a closed date again changes its reason; a blank reason is no reason.
    await addBlackoutDates(t.db, owner, sauna.id, { dates: "2027-01-21", reason: "" }, NOW);
    expect((await t.db.select().from(saunaBlackoutDates).where(eq(saunaBlackoutDates.saunaId, sauna.id))).find((b) => b.date === "2027-01-21")?.reason).toBeNull();

    // Opening the date again makes it bookable.
    await removeBlackoutDate(t.db, owner, sauna.id, { date: "2027-01-21" });
    await expect(book(sauna.id, other, "2027-01-21", "15:00", "shared", 1)).resolves.toMatchObject({ status: "confirmed" });
    await expect(removeBlackoutDate(t.db, owner, sauna.id, { date: "2027-01-21" })).rejects.toMatchObject({ status: 404 });

    await refusedToOthers((actor) => addBlackoutDates(t.db, actor, sauna.id, { dates: ["2027-01-25"] }, NOW));
    await refusedToOthers((actor) => removeBlackoutDate(t.db, actor, sauna.id, { date: "2027-01-20" }));
    expect((await t.db.select().from(saunaBlackoutDates).where(eq(saunaBlackoutDates.saunaId, sauna.id))).map((b) => b.date)).toEqual(["2027-01-20"]);
  });

  it.each([
    ["no dates", { dates: [] }, "Please choose at least one date to block out"],
    ["a date in the past", { dates: ["2027-01-09"] }, "Dates in the past can't be blocked out"],
    ["a date more than 400 days ahead", { dates: ["2028-03-01"] }, "Dates can be blocked out up to"],
    ["a date that doesn't exist", { dates: ["2027-02-30"] }, "Please choose dates from the calendar"],
    ["a very long reason", { dates: ["2027-01-25"], reason: "x".repeat(201) }, "Please keep the reason under 200 characters"],
  ])("refuses %s in plain words", async (_what, input, message) => {
    const sauna = await ownSauna();
    await expect(addBlackoutDates(t.db, owner, sauna.id, input, NOW)).rejects.toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it("lets the host cancel a booking on a closed date with a full refund of what was paid online, and nothing else", async () => {
    const sauna = await ownSauna();
    const onClosed = await book(sauna.id, guest, "2027-01-22", "10:30", "shared", 2);
    const onOpen = await book(sauna.id, guest, "2027-01-23", "10:30", "shared", 2);
    const paidByCard = await book(sauna.id, guest, "2027-01-22", "15:00", "shared", 2);
    await addBlackoutDates(t.db, owner, sauna.id, { dates: ["2027-01-22"] }, NOW);

    await refusedToOthers((actor) => cancelBookingOnClosedDate(t.db, actor, sauna.id, { bookingId: onClosed.id }, NOW));
    // The owner's booking id given for another owner's own sauna is simply not there.
    const otherSauna = await createTestSauna(t, { ownerId: otherOwner.userId, isClaimed: true, ownerVerified: true });
    await expect(cancelBookingOnClosedDate(t.db, otherOwner, otherSauna.id, { bookingId: onClosed.id }, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(cancelBookingOnClosedDate(t.db, owner, sauna.id, { bookingId: onOpen.id }, NOW)).rejects.toMatchObject({ status: 400, message: expect.stringContaining("Use Bookings") });
    await expect(cancelBookingOnClosedDate(t.db, owner, sauna.id, { bookingId: "nope" }, NOW)).rejects.toMatchObject({ status: 400 });

    // Paid at the sauna, nothing to refund; paid by card, a full refund: the page says which.
    await t.db.insert(bookingPayments).values({ bookingId: paidByCard.id, holdExpiresAt: NOW, amountCents: 5000, checkoutLocale: "en", paidAt: NOW, amountPaidCents: 5000 });
    expect((await hostCalendar(t.db, owner, sauna.id, {}, NOW)).bookingsOnClosedDates.map((b) => [b.id, b.paidOnline])).toEqual([[onClosed.id, false], [paidByCard.id, true]]);
    expect(await cancelBookingOnClosedDate(t.db, owner, sauna.id, { bookingId: paidByCard.id }, NOW)).toEqual({ bookingId: paidByCard.id, refund: 50, paidOnline: true });

    expect(await cancelBookingOnClosedDate(t.db, owner, sauna.id, { bookingId: onClosed.id }, NOW)).toEqual({ bookingId: onClosed.id, refund: 50, paidOnline: false });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, onClosed.id));
    expect(row).toMatchObject({ status: "cancelled", refundAmount: 50, cancelledBy: "host", cancellationReason: HOST_CLOSED_DATE_REASON });
    await expect(cancelBookingOnClosedDate(t.db, owner, sauna.id, { bookingId: onClosed.id }, NOW)).rejects.toMatchObject({ status: 409 });
    expect((await hostCalendar(t.db, owner, sauna.id, {}, NOW)).bookingsOnClosedDates).toEqual([]);
  });

  it("shows the days the host's own calendar is busy", async () => {
    const sauna = await ownSauna();
    // 23:30 on the 30th to 01:00 on 1 February, Irish time (GMT in winter): two days of January and one of February.
    await t.db.insert(saunaBusyTimes).values({ saunaId: sauna.id, startsAt: new Date("2027-01-30T23:30:00Z"), endsAt: new Date("2027-02-01T01:00:00Z"), summary: "Away" });
    const calendar = await hostCalendar(t.db, owner, sauna.id, { month: "2027-01", day: "2027-01-31" }, NOW);
    expect(calendar.busyDays).toEqual(["2027-01-30", "2027-01-31"]);
    expect(calendar.dayBusy.map((b) => b.summary)).toEqual(["Away"]);
    expect(calendar.sessions.every((s) => s.blockedBy === "busy")).toBe(true);
  });

  it("publishes a private .ics feed of sessions and closed dates, without guests' contact details, until it is revoked", async () => {
    const sauna = await ownSauna();
    const brian = await createTestUser(t, { name: "Brian Walsh" });
    const aoifes = await book(sauna.id, guest, "2027-01-18", "10:30", "shared", 2);
    await book(sauna.id, brian, "2027-01-18", "10:30", "shared", 3);
    const cancelled = await book(sauna.id, brian, "2027-01-19", "18:00", "private", 2);
    await t.db.update(bookings).set({ status: "cancelled", cancelledAt: NOW, cancelledBy: "guest" }).where(eq(bookings.id, cancelled.id));
    await addBlackoutDates(t.db, owner, sauna.id, { dates: ["2027-01-26"], reason: "Family day" }, NOW);

    await refusedToOthers((actor) => calendarFeedToken(t.db, actor, sauna.id));
    await refusedToOthers((actor) => revokeCalendarFeed(t.db, actor, sauna.id));
    const token = await calendarFeedToken(t.db, owner, sauna.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await calendarFeedToken(t.db, owner, sauna.id)).toBe(token);

    const { ics } = await calendarFeed(t.db, token, { baseUrl: BASE_URL, now: NOW });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${sauna.name} · Sauna Éire`);
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const shared = events.find((e) => e.startDate.toJSDate().toISOString() === "2027-01-18T10:30:00.000Z")!;
    expect(shared.summary).toBe("Shared session · Aoife (2), Brian (3)");
    expect(shared.description).toContain(`booking ${aoifes.id.slice(0, 8).toUpperCase()}`);
    expect(shared.endDate.toJSDate().toISOString()).toBe("2027-01-18T12:00:00.000Z");
    expect(shared.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const called = events.find((e) => e.startDate.toJSDate().toISOString() === "2027-01-19T18:00:00.000Z")!;
    expect(called.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    const closed = events.find((e) => e.summary === "Closed: Family day")!;
    expect(closed.startDate.isDate).toBe(true);
    expect(closed.startDate.toString()).toBe("2027-01-26");
    // Stable identities, so a calendar app updates events instead of duplicating them.
    const again = (await calendarFeed(t.db, token, { baseUrl: BASE_URL, now: NOW })).ics;
    expect(new ICAL.Component(ICAL.parse(again)).getAllSubcomponents("vevent").map((e) => e.getFirstPropertyValue("uid"))).toEqual(events.map((e) => e.uid));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    // No contact details and no surnames.
    expect(ics).not.toContain(guest.email);
    expect(ics).not.toContain("555 0199");
    expect(ics).not.toContain("Murphy");

    const fresh = await revokeCalendarFeed(t.db, owner, sauna.id);
    expect(fresh).not.toBe(token);
    await expect(calendarFeed(t.db, token, { baseUrl: BASE_URL, now: NOW })).rejects.toMatchObject({ status: 404, message: FEED_NOT_FOUND });
    await expect(calendarFeed(t.db, fresh, { baseUrl: BASE_URL, now: NOW })).resolves.toMatchObject({ saunaName: sauna.name });
    await expect(calendarFeed(t.db, "../../etc/passwd", { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 404 });
    await expect(calendarFeed(t.db, "A".repeat(32), { baseUrl: BASE_URL })).rejects.toMatchObject({ status: 404 });
  });

  it("gives an empty but valid feed for a sauna with no bookings", async () => {
    const sauna = await ownSauna();
    const { ics } = await calendarFeed(t.db, await calendarFeedToken(t.db, owner, sauna.id), { baseUrl: BASE_URL, now: NOW });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
    expect(ics).toContain("X-WR-CALNAME:");
  });
});
