// A Mobile sauna's stops: the host's schedule, and the stop of the day wherever
// the product places the sauna (its page, 'Nearby', the booking's mail, .ics and host feed).
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { STOP_IN_THE_PAST, STOP_NOT_FOUND, STOP_PIN_REQUIRED, STOPS_ONLY_FOR_MOBILE } from "#domain/sauna-stop-schema";
import type { SaunaStop } from "#domain/sauna-stops";
import { todayInIreland } from "#domain/session-slots";
import { ANONYMOUS } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { bookingCalendarFile } from "#server/features/bookings/guest-bookings.service";
import { bookingDetails, bookingFacts, sessionWhen } from "#server/features/mail/booking-facts";
import { nearbySaunas } from "#server/features/saunas/sauna-detail.service";
import { saunaWhereabouts } from "#server/features/saunas/sauna-whereabouts.service";
import { createDashboardPeople, createTestBooking, createTestSauna, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { calendarFeed, calendarFeedToken } from "./host-calendar-feed.service";
import { hostCalendar } from "./host-calendar.service";
import { addSaunaStop, removeSaunaStop, saunaStopsForHost, updateSaunaStop } from "./sauna-stops.service";

const NOW = new Date();
const TODAY = todayInIreland(NOW);
/** The Irish date `n` days from today. */
const day = (n: number) => new Date(Date.parse(`${TODAY}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// Inch Beach (Kerry) and Fanore (Clare): two beaches a mobile sauna moves between.
const INCH = { placeName: "Inch Beach", address: "Inch Strand, Annascaul, Co. Kerry", county: "Kerry", latitude: "52.1363", longitude: "-9.9790" };
const FANORE = { placeName: "Fanore Beach", address: "Fanore, Co. Clare", county: "Clare", latitude: "53.1187", longitude: "-9.2838" };

describeOnEachDatabase("a mobile sauna's stops", (t) => {
  let { owner, guest, outsiders } = {} as DashboardPeople;
  beforeAll(async () => {
    ({ owner, guest, outsiders } = await createDashboardPeople(t));
  });
  // Home base in Dingle town, so a day without a stop is somewhere else again.
  const mobileSauna = () =>
    createTestSauna(t, { ownerId: owner.userId, type: "Mobile", county: "Kerry", location: "Dingle", address: "The Marina, Dingle", latitude: 52.1408, longitude: -10.2686 });
  const add = (saunaId: string, from: number, to: number, place = INCH) => addSaunaStop(t.db, owner, saunaId, { startsOn: day(from), endsOn: day(to), ...place }, NOW);

  it("the host plans stops; they list soonest first, the one standing today first", async () => {
    const sauna = await mobileSauna();
    const later = await add(sauna.id, 10, 14, FANORE);
    const now = await add(sauna.id, -3, 2);
    expect(now).toMatchObject({ placeName: "Inch Beach", county: "Kerry", latitude: 52.1363, longitude: -9.979, startsOn: day(-3), endsOn: day(2) });
    const { mobile, stops } = await saunaStopsForHost(t.db, owner, sauna.id, NOW);
    expect(mobile).toBe(true);
    expect(stops.map((s: SaunaStop) => s.id)).toEqual([now.id, later.id]);
  });

  it("is the owner's alone: another owner, a guest, a visitor and admins are refused each action", async () => {
    const sauna = await mobileSauna();
    const stop = await add(sauna.id, 1, 2);
    await expectRefusedToEach(outsiders, (actor) => saunaStopsForHost(t.db, actor, sauna.id, NOW));
    await expectRefusedToEach(outsiders, (actor) => addSaunaStop(t.db, actor, sauna.id, { startsOn: day(5), endsOn: day(6), ...INCH }, NOW));
    await expectRefusedToEach(outsiders, (actor) => updateSaunaStop(t.db, actor, sauna.id, { stopId: stop.id, startsOn: day(5), endsOn: day(6), ...INCH }, NOW));
    await expectRefusedToEach(outsiders, (actor) => removeSaunaStop(t.db, actor, sauna.id, { stopId: stop.id }));
    const rows = await t.db.select().from(saunaStops).where(eq(saunaStops.saunaId, sauna.id));
    expect(rows.map((r) => [r.startsOn, r.endsOn])).toEqual([[day(1), day(2)]]);
  });

  it("is for Mobile saunas only", async () => {
    const fixed = await createTestSauna(t, { ownerId: owner.userId, type: "Sea View" });
    await expect(add(fixed.id, 1, 2)).rejects.toMatchObject({ status: 409, message: STOPS_ONLY_FOR_MOBILE });
    expect(await saunaStopsForHost(t.db, owner, fixed.id, NOW)).toMatchObject({ mobile: false, stops: [] });
  });

  it("refuses bad stops with the field's message, and a stop of another sauna is not found", async () => {
    const sauna = await mobileSauna();
    await expect(addSaunaStop(t.db, owner, sauna.id, { startsOn: day(1), endsOn: day(2), ...INCH, latitude: "", longitude: "" }, NOW))
      .rejects.toMatchObject({ status: 400, fieldErrors: { latitude: STOP_PIN_REQUIRED } });
    await expect(add(sauna.id, -5, -1)).rejects.toMatchObject({ status: 400, fieldErrors: { endsOn: STOP_IN_THE_PAST } });
    const other = await mobileSauna();
    const theirs = await add(other.id, 1, 2);
    await expect(updateSaunaStop(t.db, owner, sauna.id, { stopId: theirs.id, startsOn: day(1), endsOn: day(3), ...INCH }, NOW)).rejects.toMatchObject({ status: 404, message: STOP_NOT_FOUND });
    await expect(removeSaunaStop(t.db, owner, sauna.id, { stopId: theirs.id })).rejects.toMatchObject({ status: 404 });
    await expect(removeSaunaStop(t.db, owner, sauna.id, { stopId: "not-a-uuid" })).rejects.toMatchObject({ status: 400 });
  });

  it("never puts one sauna in two places on a day: the overlap is refused by name, by the database too", async () => {
    const sauna = await mobileSauna();
    const inch = await add(sauna.id, 1, 14);
    // The last day of one stop can't be the first of the next: both ends are included.
    await expect(add(sauna.id, 14, 20, FANORE)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Your sauna is already at Inch Beach on .+\. Please choose other dates, or change that stop\.$/) });
    const fanore = await add(sauna.id, 15, 20, FANORE);
    // Moving a stop onto itself is fine; onto the other is not.
    await updateSaunaStop(t.db, owner, sauna.id, { stopId: inch.id, startsOn: day(2), endsOn: day(14), ...INCH }, NOW);
    await expect(updateSaunaStop(t.db, owner, sauna.id, { stopId: fanore.id, startsOn: day(10), endsOn: day(20), ...FANORE }, NOW)).rejects.toMatchObject({ status: 409 });
    // Whatever writes the table, the exclusion constraint holds.
    await expect(t.db.insert(saunaStops).values({ saunaId: sauna.id, startsOn: day(3), endsOn: day(3), ...INCH, latitude: 52.1, longitude: -9.9 })).rejects.toThrow();
    await removeSaunaStop(t.db, owner, sauna.id, { stopId: fanore.id });
    await add(sauna.id, 15, 20, FANORE);
  });

  it("the mobile stop of the day: the page, 'Nearby', the booking's mail, .ics and the host's feed all say where it is that day", async () => {
    const sauna = await mobileSauna();
    const inch = await add(sauna.id, 1, 3);
    // Near Fanore, not near Inch or Dingle.
    const burren = await createTestSauna(t, { name: "Burren Steam", county: "Clare", latitude: 53.1, longitude: -9.3 });
    const burrenOwned = await createTestSauna(t, { ownerId: owner.userId, name: "Not Mobile", type: "Sea View", latitude: 54.5, longitude: -8.2 });
    await add(sauna.id, 4, 6, FANORE);

    const where = await saunaWhereabouts(t.db, sauna, day(5), TODAY);
    expect(where?.stop).toMatchObject({ placeName: "Fanore Beach", county: "Clare" });
    expect(where?.coming.map((s) => s.placeName)).toEqual(["Inch Beach", "Fanore Beach"]);
    expect((await saunaWhereabouts(t.db, sauna, day(0), TODAY))?.stop).toBeNull();
    expect(await saunaWhereabouts(t.db, { id: burren.id, type: burren.type }, day(5), TODAY)).toBeNull();

    // Burren Steam's neighbours: the mobile sauna only on the days it stands at Fanore.
    const nearBurren = async (date: string) => (await nearbySaunas(t.db, burren, 6, date)).map((n) => n.id);
    expect(await nearBurren(day(5))).toContain(sauna.id);
    expect(await nearBurren(day(2))).not.toContain(sauna.id);
    expect(await nearBurren(day(0))).not.toContain(sauna.id);
    // Beside its home base it is nearby only on days without a stop.
    const dingleNeighbour = await createTestSauna(t, { name: "Dingle Neighbour", county: "Kerry", latitude: 52.1417, longitude: -10.2671 });
    const nearDingle = async (date: string) => (await nearbySaunas(t.db, dingleNeighbour, 6, date)).map((n) => n.id);
    expect(await nearDingle(day(0))).toContain(sauna.id);
    expect(await nearDingle(day(5))).not.toContain(sauna.id);
    // Listed with the county it is in that day.
    expect((await nearbySaunas(t.db, burren, 6, day(4))).find((n) => n.id === sauna.id)).toMatchObject({ county: "Clare" });

    // A booking on Inch's second day carries Inch's address; one on a day off carries the home base.
    const [y, m, d] = day(2).split("-").map(Number);
    const atInch = await createTestBooking(t, { userId: guest.userId, saunaId: sauna.id, startsAt: new Date(Date.UTC(y, m - 1, d, 10)), bookingDate: day(2) });
    const facts = (await bookingFacts(t.db, atInch.id))!;
    expect(facts).toMatchObject({ address: INCH.address, location: "Inch Beach", county: "Kerry" });
    expect(bookingDetails(facts)).toContainEqual(["Address", INCH.address]);
    expect(bookingDetails(facts)).toContainEqual(["Sauna", `${sauna.name}, Inch Beach, Kerry`]);
    const ics = await bookingCalendarFile(t.db, guest, atInch.id, "https://sauna.example");
    expect(ics.replace(/\r\n /g, "")).toContain("LOCATION:Inch Strand\\, Annascaul\\, Co. Kerry\\, Inch Beach\\, Kerry");

    const [y2, m2, d2] = day(8).split("-").map(Number);
    const atHome = await createTestBooking(t, { userId: guest.userId, saunaId: sauna.id, startsAt: new Date(Date.UTC(y2, m2 - 1, d2, 10)), bookingDate: day(8) });
    expect(await bookingFacts(t.db, atHome.id)).toMatchObject({ address: "The Marina, Dingle", location: "Dingle", county: "Kerry" });

    // The host's Calendar says where the sauna stands on the day shown.
    expect((await hostCalendar(t.db, owner, sauna.id, { day: day(2) }, NOW)).dayPlace).toEqual({ atStop: true, location: "Inch Beach", address: INCH.address, county: "Kerry" });
    expect((await hostCalendar(t.db, owner, sauna.id, { day: day(8) }, NOW)).dayPlace).toEqual({ atStop: false, location: "Dingle", address: "The Marina, Dingle", county: "Kerry" });
    expect((await hostCalendar(t.db, owner, burrenOwned.id, { day: day(2) }, NOW)).dayPlace).toBeNull();

    const token = await calendarFeedToken(t.db, owner, sauna.id);
    const feed = (await calendarFeed(t.db, token, { baseUrl: "https://sauna.example", now: NOW })).ics.replace(/\r\n /g, "");
    expect(feed).toContain("LOCATION:Inch Strand\\, Annascaul\\, Co. Kerry\\, Inch Beach\\, Kerry");
    expect(feed).toContain("LOCATION:The Marina\\, Dingle\\, Dingle\\, Kerry");

    // Moving the stop moves the booking's address with it, and the guest is told (once per place).
    const movedMail = async () => (await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "booking-moved"), eq(mailOutbox.recipient, guest.email))));
    expect(await movedMail()).toEqual([]);
    await updateSaunaStop(t.db, owner, sauna.id, { stopId: inch.id, startsOn: day(1), endsOn: day(3), ...INCH, address: "Inch Strand car park" }, NOW);
    expect(await bookingFacts(t.db, atInch.id)).toMatchObject({ address: "Inch Strand car park" });
    const [moved] = await movedMail();
    expect(moved.subject).toBe(`New place for your session: ${sauna.name}, ${sessionWhen(facts)}`);
    expect(moved.text).toContain("It will be at Inch Beach, Kerry (Inch Strand car park).");
    expect(moved.text).toContain("Address: Inch Strand car park");
    // Saved again as it is: nothing moved, nobody is mailed; the booking at home was never touched.
    await updateSaunaStop(t.db, owner, sauna.id, { stopId: inch.id, startsOn: day(1), endsOn: day(3), ...INCH, address: "Inch Strand car park" }, NOW);
    expect(await movedMail()).toHaveLength(1);

    // Removed: the guest booked on its day is told the sauna is back at its usual place.
    const fanoreStop = (await saunaStopsForHost(t.db, owner, sauna.id, NOW)).stops.find((s: SaunaStop) => s.placeName === "Fanore Beach")!;
    await removeSaunaStop(t.db, owner, sauna.id, { stopId: fanoreStop.id }, NOW);
    expect(await movedMail()).toHaveLength(1);
    await removeSaunaStop(t.db, owner, sauna.id, { stopId: inch.id }, NOW);
    const mails = await movedMail();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join()).toContain("It will be at Dingle, Kerry (The Marina, Dingle).");
    await add(sauna.id, 1, 3);
    await add(sauna.id, 4, 6, FANORE);
    expect(await nearBurren(day(5))).toContain(sauna.id);

    // A sauna no longer Mobile stands at its listing again, whatever stops it kept.
    await t.db.execute(sql`update saunas set type = 'Sea View' where id = ${sauna.id}`);
    expect(await bookingFacts(t.db, atInch.id)).toMatchObject({ address: "The Marina, Dingle" });
    expect(await nearBurren(day(5))).not.toContain(sauna.id);
  });

  it("counts days in Irish time: late on a summer night in UTC it is already tomorrow in Ireland", async () => {
    const sauna = await mobileSauna();
    // 23:30 UTC on 30 June is 00:30 on 1 July in Ireland (summer time): a stop ending 30 June is over.
    const summerNight = new Date("2027-06-30T23:30:00Z");
    const late = { startsOn: "2027-06-25", endsOn: "2027-06-30", ...INCH };
    await expect(addSaunaStop(t.db, owner, sauna.id, late, summerNight)).rejects.toMatchObject({ status: 400, fieldErrors: { endsOn: STOP_IN_THE_PAST } });
    await addSaunaStop(t.db, owner, sauna.id, late, new Date("2027-06-30T22:30:00Z"));
    expect((await saunaStopsForHost(t.db, owner, sauna.id, summerNight)).stops).toEqual([]);
    expect((await saunaStopsForHost(t.db, owner, sauna.id, new Date("2027-06-30T22:59:00Z"))).stops).toHaveLength(1);
  });

  it("a visitor reads no host's schedule through the dashboard", async () => {
    const sauna = await mobileSauna();
    await expect(saunaStopsForHost(t.db, ANONYMOUS, sauna.id, NOW)).rejects.toMatchObject({ status: 401 });
  });
});
