// The waitlist's rules (decision 016) on each database: joining, offers going out in the
// transaction that freed the room, the hold's seats counted for everyone else, booking inside
// the hold, letting seats go, holds running out, the line closing with its session or sauna.
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { saunaBlackoutDates } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { createBooking, slotAvailability, SLOT_TAKEN } from "#server/features/bookings/create-booking.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { listHostBookings } from "#server/features/hosts/host-bookings.service";
import { hostCalendar, removeBlackoutDate } from "#server/features/hosts/host-calendar.service";
import { updateSaunaSessions } from "#server/features/hosts/host-settings.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { sweepWaitlists } from "./waitlist-sweep";
import {
  bookOffer, joinWaitlist, leaveWaitlist, myWaitlists, NOT_FULL, OFFER_ENDED, OFFER_RAN_OUT, WAITLIST_CLOSED, WAITLIST_ENTRY_NOT_FOUND, waitlistOffer,
} from "./waitlist.service";

// Sunday 22 Nov 2026, 12:00 in Dublin; the session is Tuesday 24 Nov at 18:00.
const now = new Date("2026-11-22T12:00:00Z");
const DATE = "2026-11-24";
const TIME = "18:00";
const STARTS = new Date("2026-11-24T18:00:00Z");
const MINUTE = 60_000;

describeOnEachDatabase("waitlists", (t) => {
  /** A shared-only sauna of `capacity` seats, with a host who runs it. */
  const sharedSauna = async (capacity = 2) => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, capacity, pricePrivate: 45, pricePerSession: 45, priceShared: 25 });
    return { host, sauna };
  };
  const shared = (saunaId: string, guests = 1) => ({ saunaId, date: DATE, time: TIME, bookingType: "shared" as const, guests });
  /** Fills the sauna's 18:00 session with one-seat shared bookings, one guest each. */
  const fill = async (saunaId: string, seats: number) => {
    const made = [];
    for (let i = 0; i < seats; i++) {
      const guest = await createTestUser(t);
      made.push({ guest, booking: await createBooking(t.db, guest, shared(saunaId), now) });
    }
    return made;
  };
  const entry = async (id: string) => (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
  const usage = async (saunaId: string) =>
    (await t.db.select().from(bookingSlotUsage).where(and(eq(bookingSlotUsage.saunaId, saunaId), eq(bookingSlotUsage.startsAt, STARTS))))[0];
  const offerMail = async (entryId: string) => t.db.select().from(mailOutbox).where(like(mailOutbox.text, `%/waitlist/${entryId}%`));
  const join = (guest: SignedInUser, saunaId: string, guests = 1) => joinWaitlist(t.db, guest, shared(saunaId, guests), now);

  it("lets a guest join the line of a full session only, once, and says where they stand", async () => {
    const { host, sauna } = await sharedSauna(2);
    const guest = await createTestUser(t);
    await expect(join(guest, sauna.id)).rejects.toThrow(NOT_FULL);
    await fill(sauna.id, 2);
    await expect(joinWaitlist(t.db, ANONYMOUS, shared(sauna.id), now)).rejects.toMatchObject({ status: 401 });
    await expect(join(host, sauna.id)).rejects.toMatchObject({ status: 400 });
    await expect(join(guest, sauna.id, 3)).rejects.toThrow("This sauna holds up to 2 guests.");
    await expect(joinWaitlist(t.db, guest, shared(sauna.id), new Date(STARTS.getTime() - 59 * MINUTE))).rejects.toThrow(WAITLIST_CLOSED);
    await expect(joinWaitlist(t.db, guest, { ...shared(sauna.id), time: "18:05" }, now)).rejects.toMatchObject({ status: 400 });

    const [a, b] = await Promise.all([join(guest, sauna.id), join(guest, sauna.id)]);
    expect(a.id).toBe(b.id);
    const second = await createTestUser(t);
    await join(second, sauna.id, 2);
    expect(await myWaitlists(t.db, guest, now)).toMatchObject([{ id: a.id, status: "waiting", position: 1, guests: 1 }]);
    expect(await myWaitlists(t.db, second, now)).toMatchObject([{ status: "waiting", position: 2, guests: 2 }]);
    await expect(myWaitlists(t.db, ANONYMOUS, now)).rejects.toMatchObject({ status: 401 });
  });

  it("refuses to put a guest with a booking for the session in its line", async () => {
    const { sauna } = await sharedSauna(2);
    const [{ guest }] = await fill(sauna.id, 2);
    await expect(join(guest, sauna.id)).rejects.toThrow("You already have a booking for this session.");
  });

  it("offers a cancelled seat to the first waiting party that fits, holds it for 15 minutes, and mails the link", async () => {
    const { sauna } = await sharedSauna(2);
    const [{ guest: leaver }] = await fill(sauna.id, 2);
    const pair = await join(await createTestUser(t), sauna.id, 2);
    const single = await join(await createTestUser(t), sauna.id, 1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.userId, leaver.userId));
    await cancelMyBooking(t.db, leaver, booking.id, now);

    // One seat free: the pair doesn't fit, the single guest behind them does.
    expect((await entry(pair.id)).status).toBe("waiting");
    const offered = await entry(single.id);
    expect(offered).toMatchObject({ status: "offered", offeredAt: now });
    expect(offered.holdUntil!.getTime()).toBe(now.getTime() + 15 * MINUTE);
    expect(await usage(sauna.id)).toMatchObject({ seatsTaken: 2 });
    const [mail] = await offerMail(single.id);
    expect(mail).toMatchObject({ kind: "waitlist-offer" });
    expect(mail.subject).toContain("book by");
  });

  it("never sells a held seat to anyone else, and says the slot is full meanwhile", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const waiting = await join(await createTestUser(t), sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    expect((await entry(waiting.id)).status).toBe("offered");
    await expect(createBooking(t.db, await createTestUser(t), shared(sauna.id), now)).rejects.toThrow(SLOT_TAKEN);
    const slot = (await slotAvailability(t.db, { saunaId: sauna.id, date: DATE }, now)).find((s) => s.time === TIME);
    expect(slot).toMatchObject({ available: false, reason: "full" });
  });

  it("books inside the hold: the held seats become the booking's, and a second try answers the same booking", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const guest = await createTestUser(t);
    const place = await join(guest, sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    const later = new Date(now.getTime() + 5 * MINUTE);
    expect(await waitlistOffer(t.db, guest, place.id, later)).toMatchObject({ status: "offered", sessionDate: DATE, guests: 1 });
    const made = await bookOffer(t.db, guest, place.id, later);
    expect(made).toMatchObject({ status: "confirmed", guests: 1, bookingType: "shared", userId: guest.userId });
    expect(await entry(place.id)).toMatchObject({ status: "booked", bookingId: made.id });
    expect(await usage(sauna.id)).toMatchObject({ seatsTaken: 1 });
    expect((await bookOffer(t.db, guest, place.id, later)).id).toBe(made.id);
    await expect(leaveWaitlist(t.db, guest, place.id, later)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses the offer to everyone but its guest: another guest, the host, an administrator, a visitor", async () => {
    const { host, sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const guest = await createTestUser(t);
    const place = await join(guest, sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    const admin = await createTestUser(t, { roles: ["super_admin"] });
    for (const someone of [await createTestUser(t), host, admin]) {
      await expect(waitlistOffer(t.db, someone, place.id, now)).rejects.toThrow(WAITLIST_ENTRY_NOT_FOUND);
      await expect(bookOffer(t.db, someone, place.id, now)).rejects.toMatchObject({ status: 404 });
      await expect(leaveWaitlist(t.db, someone, place.id, now)).rejects.toMatchObject({ status: 404 });
    }
    await expect(waitlistOffer(t.db, ANONYMOUS, place.id, now)).rejects.toMatchObject({ status: 401 });
    await expect(bookOffer(t.db, ANONYMOUS, place.id, now)).rejects.toMatchObject({ status: 401 });
    await expect(waitlistOffer(t.db, guest, "not-an-id", now)).rejects.toMatchObject({ status: 404 });
    expect((await entry(place.id)).status).toBe("offered");
  });

  it("lets the seats go to the next in line, and lets a waiting guest leave", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const first = await createTestUser(t);
    const firstPlace = await join(first, sauna.id);
    const second = await createTestUser(t);
    const secondPlace = await join(second, sauna.id);
    const third = await createTestUser(t);
    const thirdPlace = await join(third, sauna.id);
    await leaveWaitlist(t.db, second, secondPlace.id, now);
    expect((await entry(secondPlace.id)).status).toBe("left");
    await cancelMyBooking(t.db, leaver, booking.id, now);
    await leaveWaitlist(t.db, first, firstPlace.id, now);
    expect(await entry(firstPlace.id)).toMatchObject({ status: "left" });
    expect((await entry(thirdPlace.id)).status).toBe("offered");
    await expect(bookOffer(t.db, first, firstPlace.id, now)).rejects.toThrow(OFFER_ENDED);
    expect(await usage(sauna.id)).toMatchObject({ seatsTaken: 1 });
  });

  it("ends a hold that ran out for whoever asks first, offering the next in line, and refuses booking after it", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const late = await createTestUser(t);
    const latePlace = await join(late, sauna.id);
    const next = await join(await createTestUser(t), sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    const after = new Date(now.getTime() + 16 * MINUTE);
    expect((await myWaitlists(t.db, late, after))[0]).toMatchObject({ status: "expired" });
    // Reading the day's slots ends it at once, without waiting for the sweep.
    await slotAvailability(t.db, { saunaId: sauna.id, date: DATE }, after);
    expect((await entry(latePlace.id)).status).toBe("expired");
    expect(await entry(next.id)).toMatchObject({ status: "offered", offeredAt: after });
    await expect(bookOffer(t.db, late, latePlace.id, after)).rejects.toThrow(OFFER_ENDED);
  });

  it("the sweep ends run-out holds, and a guest booking after their hold gets told so", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const late = await createTestUser(t);
    const latePlace = await join(late, sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    const after = new Date(now.getTime() + 15 * MINUTE);
    await expect(bookOffer(t.db, late, latePlace.id, after)).rejects.toThrow(OFFER_RAN_OUT);
    expect((await entry(latePlace.id)).status).toBe("expired");
    expect(await usage(sauna.id)).toMatchObject({ seatsTaken: 0 });

    const other = await join(await createTestUser(t), sauna.id).catch(() => null);
    expect(other).toBeNull(); // not full any more: book instead
    const { sauna: second } = await sharedSauna(1);
    const [{ guest: leaver2, booking: booking2 }] = await fill(second.id, 1);
    const place2 = await join(await createTestUser(t), second.id);
    await cancelMyBooking(t.db, leaver2, booking2.id, now);
    await sweepWaitlists(t.db, after);
    expect((await entry(place2.id)).status).toBe("expired");
  });

  it("sends no offer within the hour before the session, and closes the line when it starts", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const place = await join(await createTestUser(t), sauna.id);
    const soon = new Date(STARTS.getTime() - 59 * MINUTE);
    await cancelMyBooking(t.db, leaver, booking.id, soon);
    expect((await entry(place.id)).status).toBe("waiting");
    await sweepWaitlists(t.db, soon);
    expect((await entry(place.id)).status).toBe("waiting");
    await sweepWaitlists(t.db, STARTS);
    expect(await entry(place.id)).toMatchObject({ status: "closed", endedAt: STARTS });
  });

  it("offers room a path freed without asking at the next sweep", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ booking }] = await fill(sauna.id, 1);
    const place = await join(await createTestUser(t), sauna.id);
    // As a process killed between a cancellation and anything else would leave it, or a change made by hand.
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect((await entry(place.id)).status).toBe("waiting");
    await sweepWaitlists(t.db, now);
    expect((await entry(place.id)).status).toBe("offered");
    expect(await offerMail(place.id)).toHaveLength(1);
  });

  it("offers new seats when the host raises capacity, and a lifted blackout's sessions", async () => {
    const { host, sauna } = await sharedSauna(1);
    await fill(sauna.id, 1);
    const place = await join(await createTestUser(t), sauna.id);
    // Every day 09:00–21:00 in 90-minute sessions, so 18:00 stays a session.
    const schedule = JSON.stringify(Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start: "09:00", end: "21:00" }]])));
    await updateSaunaSessions(t.db, host, sauna.id, { capacity: "2", duration: "90", schedule }, now);
    expect((await entry(place.id)).status).toBe("offered");

    const { host: host2, sauna: closedSauna } = await sharedSauna(1);
    await fill(closedSauna.id, 1);
    const place2 = await join(await createTestUser(t), closedSauna.id);
    await t.db.insert(saunaBlackoutDates).values({ saunaId: closedSauna.id, date: DATE });
    await t.db.update(saunas).set({ capacity: 2 }).where(eq(saunas.id, closedSauna.id));
    await sweepWaitlists(t.db, now);
    expect((await entry(place2.id)).status).toBe("waiting");
    await removeBlackoutDate(t.db, host2, closedSauna.id, { date: DATE }, now);
    expect((await entry(place2.id)).status).toBe("offered");
  });

  it("closes a sauna's lines, giving held seats back, when it is suspended or unpublished", async () => {
    const { sauna } = await sharedSauna(1);
    const [{ guest: leaver, booking }] = await fill(sauna.id, 1);
    const held = await join(await createTestUser(t), sauna.id);
    const waiting = await join(await createTestUser(t), sauna.id);
    await cancelMyBooking(t.db, leaver, booking.id, now);
    expect((await entry(held.id)).status).toBe("offered");
    await t.db.update(saunas).set({ status: "suspended" }).where(eq(saunas.id, sauna.id));
    expect((await entry(held.id)).status).toBe("closed");
    expect((await entry(waiting.id)).status).toBe("closed");
    expect(await usage(sauna.id)).toMatchObject({ seatsTaken: 0 });

    const { sauna: other } = await sharedSauna(1);
    await fill(other.id, 1);
    const place = await join(await createTestUser(t), other.id);
    await t.db.update(saunas).set({ isPublished: false }).where(eq(saunas.id, other.id));
    expect((await entry(place.id)).status).toBe("closed");
  });

  it("holds a whole-sauna party's session exclusively", async () => {
    const { sauna } = await sharedSauna(4);
    const guest = await createTestUser(t);
    const booked = await createBooking(t.db, await createTestUser(t), { ...shared(sauna.id), bookingType: "private", guests: 2 }, now);
    const place = await joinWaitlist(t.db, guest, { ...shared(sauna.id), bookingType: "private", guests: 3 }, now);
    const sharedPlace = await join(await createTestUser(t), sauna.id);
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booked.id));
    await sweepWaitlists(t.db, now);
    expect((await entry(place.id)).status).toBe("offered");
    expect((await entry(sharedPlace.id)).status).toBe("waiting");
    expect(await usage(sauna.id)).toMatchObject({ exclusive: true, seatsTaken: 0 });
    expect(await bookOffer(t.db, guest, place.id, now)).toMatchObject({ bookingType: "private", guests: 3 });
  });

  it("shows the host how many wait per session in the calendar and on Bookings, and nobody else", async () => {
    const { host, sauna } = await sharedSauna(1);
    await fill(sauna.id, 1);
    await join(await createTestUser(t), sauna.id);
    await join(await createTestUser(t), sauna.id);
    const calendar = await hostCalendar(t.db, host, sauna.id, { day: DATE }, now);
    expect(calendar.sessions.find((s) => s.time === TIME)).toMatchObject({ waiting: 2 });
    expect(calendar.sessions.filter((s) => s.time !== TIME).every((s) => s.waiting === 0)).toBe(true);
    // The month view marks the day, and no other.
    expect(calendar.waitingDays).toEqual([{ date: DATE, waiting: 2 }]);
    expect((await hostCalendar(t.db, host, sauna.id, { month: "2026-12" }, now)).waitingDays).toEqual([]);
    const { bookings: rows } = await listHostBookings(t.db, host, sauna.id, {}, now);
    expect(rows.map((r) => r.waiting)).toEqual([2]);
    await expect(hostCalendar(t.db, await createTestUser(t, { isOwner: true }), sauna.id, { day: DATE }, now)).rejects.toMatchObject({ status: 404 });
  });
});
