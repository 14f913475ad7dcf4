// The window search ('Free soon', decision 014) against real rows: schedules, blackout dates,
// busy times from the host's calendar, full slots, group minimums, midnight and the clocks
// changing, nearest first, and the next window when nothing is free.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saunaBlackoutDates, saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { saunas } from "#server/db/schema/saunas";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, type TestDatabase } from "#server/testing/test-database";
import { cheapestFit, findFreeSaunas, type WindowLimits } from "./free-session-search";

// Friday 4 Dec 2026, 15:00 in Dublin (winter: Irish time is UTC).
const friday3pm = new Date("2026-12-04T15:00:00Z");

let tag = 0;
/** A word only this test's saunas have in their names, so a search (`q`) sees only them. */
const uniqueWord = () => `Zfree${Date.now().toString(36)}${++tag}`;

const week = (ranges: Record<string, [string, string][]>) =>
  Object.fromEntries(Object.entries(ranges).map(([day, rs]) => [day, rs.map(([start, end]) => ({ start, end }))]));

/**
 * The three ways the search takes (counting a few exactly, ranking from the hours' index,
 * walking the list's order), chosen by how many saunas have hours in the window: on a test's few
 * saunas, lower limits make it take each.
 */
const WAYS = {
  exact: { few: 100, ranked: 3000 },
  ranked: { few: 0, ranked: 3000 },
  walk: { few: 0, ranked: 0 },
} satisfies Record<string, WindowLimits>;
let way: WindowLimits = WAYS.exact;

async function search(t: TestDatabase, word: string, params: Record<string, string>, now = friday3pm) {
  const found = await findFreeSaunas(t.db, new URLSearchParams({ q: word, ...params }), now, way);
  if (!found) throw new Error("not a window");
  return found;
}

const names = (found: Awaited<ReturnType<typeof search>>) => found.saunas.map((s) => s.name);
const times = (found: Awaited<ReturnType<typeof search>>) => found.saunas.map((s) => `${s.name} ${s.freeSession.date} ${s.freeSession.time}`);

describeOnEachDatabase("free soon: the window search", (t) => {
  for (const [name, limits] of Object.entries(WAYS)) {
    describe(`taking the ${name} way`, () => {
      beforeEach(() => void (way = limits));
      afterEach(() => void (way = WAYS.exact));
      scenarios(t);
    });
  }
});

function scenarios(t: TestDatabase) {
  it("lists only saunas whose schedule has a session starting in the window, with its first free time", async () => {
    const w = uniqueWord();
    // Friday is ISO weekday 5.
    await createTestSauna(t, { name: `${w} Four O'Clock`, averageRating: 4.9, weeklySchedule: week({ "5": [["16:00", "17:30"]] }) });
    await createTestSauna(t, { name: `${w} Evening Only`, averageRating: 4.8, weeklySchedule: week({ "5": [["18:00", "19:30"]] }) });
    await createTestSauna(t, { name: `${w} Closed Fridays`, averageRating: 4.7, weeklySchedule: week({ "4": [["09:00", "21:00"]], "6": [["09:00", "21:00"]] }) });
    // No schedule: the default eight starts, 09:00 … 19:30 (15:00 is now, so not 'free soon').
    await createTestSauna(t, { name: `${w} Default Hours`, averageRating: 4.6, weeklySchedule: null });
    await createTestSauna(t, { name: `${w} Morning Person`, averageRating: 4.5, weeklySchedule: week({ "6": [["07:00", "08:30"]] }) });

    const soon = await search(t, w, { when: "next-2-hours" });
    expect(times(soon)).toEqual([`${w} Four O'Clock 2026-12-04 16:00`, `${w} Default Hours 2026-12-04 16:30`]);
    expect(soon).toMatchObject({ total: 2, totalCapped: false, nextWindow: null });
    // A page past the last is the first.
    expect(names(await search(t, w, { when: "next-2-hours", page: "3" }))).toEqual(names(soon));

    const evening = await search(t, w, { when: "this-evening" });
    expect(times(evening)).toEqual([`${w} Evening Only 2026-12-04 18:00`, `${w} Default Hours 2026-12-04 18:00`]);

    const morning = await search(t, w, { when: "tomorrow-morning" });
    expect(times(morning)).toEqual([`${w} Closed Fridays 2026-12-05 09:00`, `${w} Default Hours 2026-12-05 09:00`, `${w} Morning Person 2026-12-05 07:00`]);

    const date = await search(t, w, { when: "2026-12-10" });
    expect(names(date)).toEqual([`${w} Closed Fridays`, `${w} Default Hours`]);
    expect(date.saunas[0].freeSession).toMatchObject({ date: "2026-12-10", time: "09:00" });
  });

  it("follows the host's new hours and session length at once, and drops the old ones", async () => {
    const w = uniqueWord();
    const sauna = await createTestSauna(t, { name: `${w} Changes Hours`, weeklySchedule: week({ "5": [["16:00", "17:30"]] }) });
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([`${w} Changes Hours 2026-12-04 16:00`]);

    await t.db.update(saunas).set({ weeklySchedule: week({ "5": [["18:00", "20:00"]] }) }).where(eq(saunas.id, sauna.id));
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([]);
    expect(times(await search(t, w, { when: "this-evening" }))).toEqual([`${w} Changes Hours 2026-12-04 18:00`]);

    // An hour's range holds no 90-minute session; once sessions last an hour, it holds one.
    await t.db.update(saunas).set({ weeklySchedule: week({ "5": [["16:00", "17:00"]] }) }).where(eq(saunas.id, sauna.id));
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([]);
    await t.db.update(saunas).set({ sessionMinutes: 60 }).where(eq(saunas.id, sauna.id));
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([`${w} Changes Hours 2026-12-04 16:00`]);
  });

  it("leaves out blackout dates and the host's busy times, and offers the next window when nothing is free", async () => {
    const w = uniqueWord();
    const closed = await createTestSauna(t, { name: `${w} Closed Today`, weeklySchedule: week({ "5": [["16:00", "17:30"]], "6": [["10:00", "11:30"]] }) });
    const busy = await createTestSauna(t, { name: `${w} Busy Host`, sessionMinutes: 60, weeklySchedule: week({ "5": [["16:00", "19:00"]] }) });
    await t.db.insert(saunaBlackoutDates).values({ saunaId: closed.id, date: "2026-12-04" });
    // The host's calendar has 16:30–17:00: the 16:00 session overlaps it, 17:00 is free.
    await t.db.insert(saunaBusyTimes).values({ saunaId: busy.id, startsAt: new Date("2026-12-04T16:30:00Z"), endsAt: new Date("2026-12-04T17:00:00Z") });

    const soon = await search(t, w, { when: "next-2-hours" });
    expect(times(soon)).toEqual([`${w} Busy Host 2026-12-04 17:00`]);

    // Busy all evening too: nothing this evening; the first later window with a session is tomorrow morning.
    await t.db.insert(saunaBusyTimes).values({ saunaId: busy.id, startsAt: new Date("2026-12-04T17:00:00Z"), endsAt: new Date("2026-12-04T23:00:00Z") });
    const evening = await search(t, w, { when: "this-evening" });
    expect(evening.saunas).toEqual([]);
    expect(evening.total).toBe(0);
    expect(evening.nextWindow).toBe("tomorrow-morning");
  });

  it("respects capacity and the booking type: full slots, seats left for the party, and the group minimum", async () => {
    const w = uniqueWord();
    const guest = await createTestUser(t);
    const privateOnly = await createTestSauna(t, { name: `${w} Private Only`, averageRating: 4.9, capacity: 6, priceShared: null, priceGroup: null, sessionMinutes: 60, weeklySchedule: week({ "5": [["16:00", "19:00"]] }) });
    const shared = await createTestSauna(t, { name: `${w} Shared Seats`, averageRating: 4.8, capacity: 4, pricePrivate: 45, priceShared: 25, priceGroup: null, weeklySchedule: week({ "5": [["16:00", "17:30"]] }) });
    await createTestSauna(t, { name: `${w} Group Room`, averageRating: 4.7, capacity: 10, pricePrivate: 300, priceShared: null, priceGroup: 30, groupMinGuests: 6, weeklySchedule: week({ "5": [["16:00", "17:30"]] }) });

    // The private sauna's 16:00 is taken: its next free session is 17:00.
    await createBooking(t.db, guest, { saunaId: privateOnly.id, date: "2026-12-04", time: "16:00", bookingType: "private", guests: 2 }, friday3pm);
    // Three of the four shared seats are sold.
    await createBooking(t.db, guest, { saunaId: shared.id, date: "2026-12-04", time: "16:00", bookingType: "shared", guests: 3 }, friday3pm);

    const one = await search(t, w, { when: "next-2-hours" });
    expect(times(one)).toEqual([`${w} Private Only 2026-12-04 17:00`, `${w} Shared Seats 2026-12-04 16:00`, `${w} Group Room 2026-12-04 16:00`]);
    expect(one.saunas[1].freeSession).toMatchObject({ seatsLeft: 1, bookingType: "shared", guests: 1, total: 25 });
    expect(one.saunas[0].freeSession).toMatchObject({ seatsLeft: 6, bookingType: "private", total: 45 });

    // Two guests don't fit the one seat left, nor the whole sauna (seats are sold): gone.
    const two = await search(t, w, { when: "next-2-hours", guests: "2" });
    expect(names(two)).toEqual([`${w} Private Only`, `${w} Group Room`]);
    // Below the group minimum the group room is booked privately; from six, per person is cheaper.
    expect(two.saunas[1].freeSession).toMatchObject({ bookingType: "private", total: 300 });
    const six = await search(t, w, { when: "next-2-hours", guests: "6" });
    expect(six.saunas.map((s) => [s.name, s.freeSession.bookingType, s.freeSession.total])).toEqual([
      [`${w} Private Only`, "private", 45],
      [`${w} Group Room`, "group", 180],
    ]);
    // More guests than a sauna holds: not that sauna.
    const eight = await search(t, w, { when: "next-2-hours", guests: "8" });
    expect(names(eight)).toEqual([`${w} Group Room`]);

    // The session a card offers books as it says.
    const offer = one.saunas[1].freeSession;
    const another = await createTestUser(t);
    const booking = await createBooking(t.db, another, { saunaId: shared.id, date: offer.date, time: offer.time, bookingType: offer.bookingType, guests: offer.guests }, friday3pm);
    expect(booking.startsAt.toISOString()).toBe(offer.startsAt);
    const after = await search(t, w, { when: "next-2-hours" });
    expect(names(after)).toEqual([`${w} Private Only`, `${w} Group Room`]);
  });

  it("crosses midnight: late on Friday, the next 2 hours include Saturday's first sessions", async () => {
    const w = uniqueWord();
    await createTestSauna(t, { name: `${w} Midnight Swim`, weeklySchedule: week({ "6": [["00:00", "01:30"]] }) });
    await createTestSauna(t, { name: `${w} Late Friday`, weeklySchedule: week({ "5": [["22:00", "23:30"]] }) });
    const late = await search(t, w, { when: "next-2-hours" }, new Date("2026-12-04T23:00:00Z"));
    expect(times(late)).toEqual([`${w} Midnight Swim 2026-12-05 00:00`]);
    const earlier = await search(t, w, { when: "next-2-hours" }, new Date("2026-12-04T21:30:00Z"));
    expect(times(earlier)).toEqual([`${w} Late Friday 2026-12-04 22:00`]);
  });

  it("keeps Irish time across the clocks changing, as a booking does", async () => {
    const w = uniqueWord();
    const guest = await createTestUser(t);
    // Sunday 29 March 2026: at 01:00 GMT the clocks go forward to 02:00 IST.
    const spring = await createTestSauna(t, { name: `${w} Spring Night`, sessionMinutes: 60, weeklySchedule: week({ "7": [["00:00", "04:00"]] }) });
    const atMidnight = new Date("2026-03-28T23:30:00Z");
    const first = await search(t, w, { when: "next-2-hours" }, atMidnight);
    expect(times(first)).toEqual([`${w} Spring Night 2026-03-29 00:00`]);
    expect(first.saunas[0].freeSession.startsAt).toBe("2026-03-29T00:00:00.000Z");
    await createBooking(t.db, guest, { saunaId: spring.id, date: "2026-03-29", time: "00:00", bookingType: "private", guests: 1 }, atMidnight);
    // 01:00 doesn't exist that night; PostgreSQL and the booking both read it as 01:00 GMT (02:00 IST).
    const next = await search(t, w, { when: "next-2-hours" }, atMidnight);
    expect(next.saunas[0].freeSession).toMatchObject({ date: "2026-03-29", time: "01:00", startsAt: "2026-03-29T01:00:00.000Z" });
    const booked = await createBooking(t.db, guest, { saunaId: spring.id, date: "2026-03-29", time: "01:00", bookingType: "private", guests: 1 }, atMidnight);
    expect(booked.startsAt.toISOString()).toBe("2026-03-29T01:00:00.000Z");

    // Sunday 25 October 2026: at 02:00 IST the clocks go back to 01:00 GMT. At 01:10 IST
    // (00:10 UTC) the next two hours end at 02:10 GMT, which includes the 02:00 GMT session.
    const v = uniqueWord();
    await createTestSauna(t, { name: `${v} Autumn Night`, sessionMinutes: 60, weeklySchedule: week({ "7": [["02:00", "04:00"]] }) });
    const autumn = await search(t, v, { when: "next-2-hours" }, new Date("2026-10-25T00:10:00Z"));
    expect(times(autumn)).toEqual([`${v} Autumn Night 2026-10-25 02:00`]);
    // 01:00 happens twice that night: PostgreSQL and a booking both take the second, 01:00 GMT.
    const twice = await search(t, w, { when: "next-2-hours" }, new Date("2026-10-25T00:10:00Z"));
    expect(twice.saunas[0].freeSession).toMatchObject({ time: "01:00", startsAt: "2026-10-25T01:00:00.000Z" });
    expect(autumn.saunas[0].freeSession.startsAt).toBe("2026-10-25T02:00:00.000Z");
  });

  it("sorts nearest first from 'Near me' or a typed town, with the distance; best rated first without", async () => {
    const w = uniqueWord();
    await createTestSauna(t, { name: `${w} Kinsale`, averageRating: 3.5, latitude: 51.706, longitude: -8.522 });
    await createTestSauna(t, { name: `${w} Salthill`, averageRating: 4.9, county: "Galway", latitude: 53.259, longitude: -9.083 });
    await createTestSauna(t, { name: `${w} Nowhere`, averageRating: 5, latitude: null, longitude: null });

    const rated = await search(t, w, { when: "this-evening" });
    expect(names(rated)).toEqual([`${w} Nowhere`, `${w} Salthill`, `${w} Kinsale`]);
    expect(rated.saunas[0].distanceKm).toBeUndefined();

    const nearGalway = await search(t, w, { when: "this-evening", near: "53.2707,-9.0568" });
    expect(nearGalway.query.near).toEqual({ lat: 53.27, lng: -9.06 });
    expect(names(nearGalway)).toEqual([`${w} Salthill`, `${w} Kinsale`]);
    expect(nearGalway.saunas[0].distanceKm).toBeLessThan(3);
    expect(nearGalway.saunas[1].distanceKm).toBeGreaterThan(150);

    const fromKinsale = await search(t, w, { when: "this-evening", town: "kinsale", near: "53.27,-9.06" });
    expect(fromKinsale.query.town).toBe("Kinsale");
    expect(names(fromKinsale)).toEqual([`${w} Kinsale`, `${w} Salthill`]);

    const unknown = await search(t, w, { when: "this-evening", town: "Atlantis" });
    expect(unknown.query.unknownTown).toBe("Atlantis");
    expect(names(unknown)).toEqual(names(rated));
  });

  it("places a Mobile sauna at its stop of the window's day: county, nearest first, distance and card", async () => {
    const w = uniqueWord();
    const mobile = await createTestSauna(t, { name: `${w} Roaming`, type: "Mobile", averageRating: 4.9, county: "Cork", location: "Kinsale", latitude: 51.706, longitude: -8.522 });
    await createTestSauna(t, { name: `${w} Dingle`, averageRating: 4.5, county: "Kerry", location: "Dingle", latitude: 52.1408, longitude: -10.2689 });
    await createTestSauna(t, { name: `${w} Kinsale`, averageRating: 4.0, latitude: 51.707, longitude: -8.523 });
    // At Inch Beach, Kerry, from Thursday to Saturday; at home in Kinsale from Sunday.
    await t.db.insert(saunaStops).values({
      saunaId: mobile.id, startsOn: "2026-12-03", endsOn: "2026-12-05", placeName: "Inch Beach", address: "Inch Beach, Co. Kerry",
      county: "Kerry", latitude: 52.1417, longitude: -9.9778,
    });

    const kerry = await search(t, w, { when: "this-evening", county: "Kerry" });
    expect(names(kerry)).toEqual([`${w} Roaming`, `${w} Dingle`]);
    expect(kerry.saunas[0]).toMatchObject({ county: "Kerry", location: "Inch Beach" });
    expect(names(await search(t, w, { when: "this-evening", county: "Cork" }))).toEqual([`${w} Kinsale`]);
    const nearInch = await search(t, w, { when: "this-evening", near: "52.14,-9.98" });
    expect(names(nearInch)).toEqual([`${w} Roaming`, `${w} Dingle`, `${w} Kinsale`]);
    expect(nearInch.saunas[0].distanceKm).toBeLessThan(1);

    // Sunday 6 December: at home again.
    expect(names(await search(t, w, { when: "2026-12-06", county: "Kerry" }))).toEqual([`${w} Dingle`]);
    const sunday = await search(t, w, { when: "2026-12-06", county: "Cork" });
    expect(names(sunday)).toEqual([`${w} Roaming`, `${w} Kinsale`]);
    expect(sunday.saunas[0]).toMatchObject({ county: "Cork", location: "Kinsale" });
    const fromKinsale = await search(t, w, { when: "2026-12-06", town: "Kinsale" });
    expect(names(fromKinsale).slice(0, 2).sort()).toEqual([`${w} Kinsale`, `${w} Roaming`]);
  });

  it("follows the host's hours as they change (the trigger keeps sauna_session_hours)", async () => {
    const w = uniqueWord();
    const sauna = await createTestSauna(t, { name: `${w} Changing Hours`, weeklySchedule: week({ "5": [["18:00", "19:30"]] }) });
    expect(names(await search(t, w, { when: "next-2-hours" }))).toEqual([]);
    await t.db.update(saunas).set({ weeklySchedule: week({ "5": [["16:00", "20:00"]] }), sessionMinutes: 60 }).where(eq(saunas.id, sauna.id));
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([`${w} Changing Hours 2026-12-04 16:00`]);
    // Back to no hours of its own: the default eight starts, 16:30 the next.
    await t.db.update(saunas).set({ weeklySchedule: null, sessionMinutes: 90 }).where(eq(saunas.id, sauna.id));
    expect(times(await search(t, w, { when: "next-2-hours" }))).toEqual([`${w} Changing Hours 2026-12-04 16:30`]);
    // An empty week has no sessions at all, as for a booking.
    await t.db.update(saunas).set({ weeklySchedule: {} }).where(eq(saunas.id, sauna.id));
    expect(names(await search(t, w, { when: "this-evening" }))).toEqual([]);
  });

  it("reads hostile parameters as nothing, never as an error", async () => {
    const hostile: Record<string, string>[] = [
      { when: "2026-02-30", on: "99999-99-99", guests: "-1e9", near: "91.5,181", town: "<script>alert(1)</script>", sort: "distance", page: "1e400" },
      { when: "NEXT-2-HOURS", on: "not-a-date", guests: "999", near: "NaN,Infinity", town: "Kinsale,".repeat(40) },
      { when: "tomorrow-morning", on: "2026-12-05T10:00", guests: "6.5", near: "53.35,-6.26,7" },
    ];
    const [first, second, third] = await Promise.all(hostile.map((params) => findFreeSaunas(t.db, new URLSearchParams(params), friday3pm)));
    expect(first).toBeNull();
    expect(second!.query).toMatchObject({ when: "next-2-hours", guests: 20, town: "Kinsale" });
    expect(second!.query.near).toBeUndefined();
    expect(third!.query).toMatchObject({ when: "tomorrow-morning" });
    expect(third!.query.guests).toBeUndefined();
    expect(third!.query.near).toBeUndefined();
    // A picked date (`on`) names the window; a past one is no window (the ordinary listing).
    expect(await findFreeSaunas(t.db, new URLSearchParams({ when: "this-evening", on: "1900-01-01" }), friday3pm)).toBeNull();
    expect((await findFreeSaunas(t.db, new URLSearchParams({ when: "this-evening", on: "2026-12-09" }), friday3pm))!.when).toBe("2026-12-09");
  });

  it("is no window search for a past date or a value that isn't a window", async () => {
    expect(await findFreeSaunas(t.db, new URLSearchParams({ when: "2026-12-01" }), friday3pm)).toBeNull();
    expect(await findFreeSaunas(t.db, new URLSearchParams({ when: "soonish" }), friday3pm)).toBeNull();
    expect(await findFreeSaunas(t.db, new URLSearchParams({ when: "2028-01-01" }), friday3pm)).toBeNull();
  });
}

describe("cheapestFit: the booking one tap makes", () => {
  const pricing = { pricePrivate: 45, priceShared: 25, priceGroup: 35, capacity: 8, groupMinGuests: 6 };
  const when = { date: "2026-12-05", time: "18:00" };
  it("takes a seat for one, the whole sauna for a party when that costs less", () => {
    expect(cheapestFit(pricing, 1, { seatsLeft: 8, wholeFree: true }, when)).toEqual({ bookingType: "shared", total: 25 });
    expect(cheapestFit(pricing, 3, { seatsLeft: 8, wholeFree: true }, when)).toEqual({ bookingType: "private", total: 45 });
    expect(cheapestFit(pricing, 3, { seatsLeft: 5, wholeFree: false }, when)).toEqual({ bookingType: "shared", total: 75 });
  });
  it("offers group only from its minimum, and nothing that doesn't fit", () => {
    const groupRoom = { ...pricing, pricePrivate: 400, priceShared: null };
    expect(cheapestFit(groupRoom, 5, { seatsLeft: 8, wholeFree: true }, when)).toEqual({ bookingType: "private", total: 400 });
    expect(cheapestFit(groupRoom, 6, { seatsLeft: 8, wholeFree: true }, when)).toEqual({ bookingType: "group", total: 210 });
    expect(cheapestFit(pricing, 2, { seatsLeft: 1, wholeFree: false }, when)).toBeNull();
    expect(cheapestFit(pricing, 9, { seatsLeft: 8, wholeFree: true }, when)).toBeNull();
  });
});
