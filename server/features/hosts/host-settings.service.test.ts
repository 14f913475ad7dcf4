import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND, POSITION_BOTH_OR_NEITHER,
} from "#domain/sauna-position";
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORTS_TOO_OFTEN } from "#domain/calendar-import";
import { ANONYMOUS, type Actor, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { createBooking, slotAvailability } from "#server/features/bookings/create-booking.service";
import { getPublicSauna, nearbySaunas } from "#server/features/saunas/sauna-detail.service";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { CALENDAR_FILE_UNREADABLE } from "#server/integrations/calendar-import/busy-times-from-ics";
import { startCalendarImportWorker } from "#server/integrations/calendar-import/calendar-import-worker";
import { importSaunaCalendar } from "#server/integrations/calendar-import/import-calendar";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createDashboardPeople, createTestSauna, createTestUser, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely } from "#server/testing/test-photos";
import { addSaunaPhoto, removeSaunaPhoto, reorderSaunaPhotos } from "./host-settings-photos.service";
import {
  saunaSettings, saveCalendarImport, updateSaunaAmenities, updateSaunaDetails, updateSaunaPosition, updateSaunaPrices, updateSaunaSessions,
} from "./host-settings.service";

// A Sunday in January; the sessions below are later that month.
const NOW = new Date("2027-01-10T12:00:00Z");
const LOOPBACK_ALLOWED = { allowLoopback: true };
// A whole image: listing photos are decoded on upload (their link-preview image is made from them).
const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0703a" } }).jpeg().toBuffer());
const everyDay = (start: string, end: string) => JSON.stringify(Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start, end }]])));
// 50 events, each every minute since 2000, never ending.
const everyMinute = readFileSync(new URL("../../integrations/calendar-import/test-calendars/every-minute-since-2000.ics", import.meta.url), "utf8");
const DETAILS = {
  name: "Harbour Heat", description: "A cedar sauna on the pier with a ladder into the sea.", type: "Sea View", style: "barrel",
  address: "The Pier, Kinsale", county: "Cork", eircode: "p17 x2c4", location: "Kinsale", phone: "+353 21 555 0100", website: "https://harbourheat.ie",
};

let server: http.Server;
let origin = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/busy.ics") {
      return response.writeHead(200, { "content-type": "text/calendar" }).end(
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", "UID:b@test", "DTSTART:20270115T100000Z", "DTEND:20270115T110000Z", "SUMMARY:Swim club", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"),
      );
    }
    if (request.url === "/page.html") return response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Not a calendar</body></html>");
    if (request.url === "/tomorrow.ics") {
      // The background import reads from the real moment it runs: an event a day after that.
      const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
      const start = new Date(Date.now() + 86_400_000);
      return response.writeHead(200, { "content-type": "text/calendar" }).end(
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", "UID:t@test", `DTSTART:${stamp(start)}`, `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`, "SUMMARY:Swim club", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"),
      );
    }
    if (request.url === "/every-minute.ics") return response.writeHead(200, { "content-type": "text/calendar" }).end(everyMinute);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describeOnEachDatabase("Sauna Settings", (t) => {
  let { owner, guest, outsiders } = {} as DashboardPeople;
  const uploads = mkdtempSync(path.join(os.tmpdir(), "settings-uploads-"));
  const storage = localDiskPhotoStorage(uploads);

  beforeAll(async () => {
    ({ owner, guest, outsiders } = await createDashboardPeople(t));
  });
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  const ownSauna = (values: Partial<typeof saunas.$inferInsert> = {}) =>
    createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, capacity: 6, priceShared: 25, ...values });
  const row = async (id: string) => (await t.db.select().from(saunas).where(eq(saunas.id, id)))[0];
  const book = (saunaId: string, date: string, time: string, bookingType: string, guests: number, who: SignedInUser = guest) =>
    createBooking(t.db, who, { saunaId, date, time, bookingType, guests: String(guests) }, NOW);
  const refusedToOthers = (call: (actor: Actor) => Promise<unknown>) => expectRefusedToEach(outsiders, call);

  it("reads the listing as the host edits it, showing no availability as every day 09:00–21:00", async () => {
    const sauna = await ownSauna({ weeklySchedule: null });
    const settings = await saunaSettings(t.db, owner, sauna.id, NOW);
    expect(settings.details).toMatchObject({ name: sauna.name, county: "Cork", description: "" });
    expect(settings.sessions).toMatchObject({ capacity: 6, sessionMinutes: 90 });
    expect(settings.sessions.schedule["3"]).toEqual([{ start: "09:00", end: "21:00" }]);
    expect(settings.calendarImport).toEqual({ url: null, checkedAt: null, error: null, busyTimes: 0, cutShortAt: null, importing: false });
    await refusedToOthers((actor) => saunaSettings(t.db, actor, sauna.id, NOW));
  });

  it("saves the details, shown at once on the sauna page", async () => {
    const sauna = await ownSauna();
    await updateSaunaDetails(t.db, owner, sauna.id, DETAILS);
    const page = await getPublicSauna(t.db, ANONYMOUS, sauna.id);
    expect(page).toMatchObject({ name: "Harbour Heat", type: "Sea View", style: "barrel", eircode: "P17 X2C4", address: "The Pier, Kinsale", website: "https://harbourheat.ie", phone: "+353 21 555 0100" });
    await updateSaunaDetails(t.db, owner, sauna.id, { ...DETAILS, style: "", eircode: "", phone: "", website: "" });
    expect(await row(sauna.id)).toMatchObject({ style: null, eircode: null, phone: null, website: null });
    await refusedToOthers((actor) => updateSaunaDetails(t.db, actor, sauna.id, DETAILS));
  });

  it.each([
    ["a missing name", { name: " " }, "Please enter your sauna's name"],
    ["a missing description", { description: "" }, "Please describe your sauna"],
    ["a type guests can't filter by", { type: "Barrel" }, "Please choose the type guests see"],
    ["a county that isn't one", { county: "Atlantis" }, "Please choose a county"],
    ["a malformed Eircode", { eircode: "12345" }, "Please enter a valid Eircode"],
    ["a script for a website", { website: "javascript:alert(1)" }, "Please enter the full web address"],
    ["letters for a phone number", { phone: "call me" }, "Please enter a phone number"],
  ])("refuses %s", async (_what, change, message) => {
    const sauna = await ownSauna();
    await expect(updateSaunaDetails(t.db, owner, sauna.id, { ...DETAILS, ...change })).rejects.toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it("places the sauna where the host dropped the pin: the sauna page's map, directions and 'Nearby' use it at once", async () => {
    const neighbour = await createTestSauna(t, { name: "Salthill Neighbour", status: "active", isPublished: true, latitude: 53.2586, longitude: -9.0853 });
    const sauna = await ownSauna({ status: "active", isPublished: true, latitude: null, longitude: null });
    expect((await saunaSettings(t.db, owner, sauna.id, NOW)).position).toEqual({ latitude: null, longitude: null });
    expect(await nearbySaunas(t.db, await row(sauna.id))).toEqual([]);

    // As the form sends it: text, as typed or as the pin wrote it.
    expect(await updateSaunaPosition(t.db, owner, sauna.id, { intent: "position", saunaId: sauna.id, latitude: "53.2707", longitude: " -9.0568 " })).toEqual({ latitude: 53.2707, longitude: -9.0568 });
    expect(await getPublicSauna(t.db, ANONYMOUS, sauna.id)).toMatchObject({ latitude: 53.2707, longitude: -9.0568 });
    expect((await saunaSettings(t.db, owner, sauna.id, NOW)).position).toEqual({ latitude: 53.2707, longitude: -9.0568 });
    expect((await nearbySaunas(t.db, await row(sauna.id))).map((n) => n.id)).toEqual([neighbour.id]);

    // Both blank takes it off the map again.
    expect(await updateSaunaPosition(t.db, owner, sauna.id, { latitude: "", longitude: "" })).toEqual({ latitude: null, longitude: null });
    expect(await row(sauna.id)).toMatchObject({ latitude: null, longitude: null, geo: null });
    expect(await nearbySaunas(t.db, await row(sauna.id))).toEqual([]);
  });

  it("lets only the sauna's owner move its pin", async () => {
    const sauna = await ownSauna({ latitude: 53.2707, longitude: -9.0568 });
    await refusedToOthers((actor) => updateSaunaPosition(t.db, actor, sauna.id, { latitude: "54.0", longitude: "-8.0" }));
    await refusedToOthers((actor) => updateSaunaPosition(t.db, actor, sauna.id, { latitude: "", longitude: "" }));
    expect(await row(sauna.id)).toMatchObject({ latitude: 53.2707, longitude: -9.0568 });
    // Nor on a sauna that doesn't exist, or isn't named at all.
    await expect(updateSaunaPosition(t.db, owner, "00000000-0000-0000-0000-000000000000", { latitude: "53", longitude: "-9" })).rejects.toMatchObject({ status: 404 });
    await expect(updateSaunaPosition(t.db, owner, "not-a-uuid", { latitude: "53", longitude: "-9" })).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ["a latitude without a longitude", { latitude: "53.27", longitude: "" }, "longitude", POSITION_BOTH_OR_NEITHER],
    ["a longitude without a latitude", { longitude: "-9.05" }, "latitude", POSITION_BOTH_OR_NEITHER],
    ["a point in Spain", { latitude: "40.41", longitude: "-3.70" }, "latitude", LATITUDE_OUTSIDE_IRELAND],
    ["the halves swapped", { latitude: "-9.05", longitude: "53.27" }, "latitude", LATITUDE_OUTSIDE_IRELAND],
    ["a longitude off the west coast", { latitude: "53.27", longitude: "-12" }, "longitude", LONGITUDE_OUTSIDE_IRELAND],
    ["a latitude past the pole", { latitude: "91", longitude: "-9" }, "latitude", LATITUDE_OUTSIDE_IRELAND],
    ["words for a latitude", { latitude: "Galway", longitude: "-9.05" }, "latitude", LATITUDE_NOT_A_NUMBER],
    ["a comma for a decimal point", { latitude: "53.27", longitude: "-9,05" }, "longitude", LONGITUDE_NOT_A_NUMBER],
    ["an exponent", { latitude: "5.3e1", longitude: "-9" }, "latitude", LATITUDE_NOT_A_NUMBER],
    ["Infinity", { latitude: "Infinity", longitude: "-9" }, "latitude", LATITUDE_NOT_A_NUMBER],
    ["a field sent twice", { latitude: ["53", "54"], longitude: "-9" }, "latitude", LATITUDE_NOT_A_NUMBER],
  ])("refuses %s with the field's message, saving nothing", async (_what, input, field, message) => {
    const sauna = await ownSauna({ latitude: 52.1408, longitude: -10.2689 });
    const error = await updateSaunaPosition(t.db, owner, sauna.id, input).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message });
    expect((error as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    expect(await row(sauna.id)).toMatchObject({ latitude: 52.1408, longitude: -10.2689 });
  });

  it("saves amenities from the eleven, keeping ones the listing already had", async () => {
    const sauna = await ownSauna({ amenities: ["WiFi", "Shower"] });
    expect(await updateSaunaAmenities(t.db, owner, sauna.id, { amenities: ["Cold Plunge", "WiFi", "Cold Plunge"] })).toEqual(["Cold Plunge", "WiFi"]);
    expect(await updateSaunaAmenities(t.db, owner, sauna.id, {})).toEqual([]);
    await expect(updateSaunaAmenities(t.db, owner, sauna.id, { amenities: ["Hot Tub"] })).rejects.toMatchObject({ status: 400, message: "Please choose amenities from the list" });
    // WiFi was unticked and is gone: it can't come back except from the list.
    await expect(updateSaunaAmenities(t.db, owner, sauna.id, { amenities: ["WiFi"] })).rejects.toMatchObject({ status: 400 });
    await refusedToOthers((actor) => updateSaunaAmenities(t.db, actor, sauna.id, { amenities: ["Shower"] }));
  });

  it("saves the amenities guests filter by, and the listing's chips find the sauna by them at once", async () => {
    const sauna = await ownSauna({ name: "Filtered Harbour Sauna", county: "Sligo", status: "active", isPublished: true });
    const ticked = ["Infrared Heater", "Step-Free Access", "Dog-Friendly", "Private Hire"];
    expect(await updateSaunaAmenities(t.db, owner, sauna.id, { amenities: ticked })).toEqual(ticked);
    const found = await listPublicSaunas(t.db, new URLSearchParams("county=Sligo&amenities=infrared,step-free,dog-friendly,private-hire"));
    expect(found.saunas.map((s) => s.name)).toEqual(["Filtered Harbour Sauna"]);
    expect(found.amenityCounts.find((c) => c.slug === "dog-friendly")).toMatchObject({ count: 1 });
    // An unknown or made-up amenity is refused with the field's message, never saved.
    for (const amenities of [["Hot Tub"], ["dog-friendly"], ["Dog-Friendly", "<script>"], "x".repeat(5000)]) {
      await expect(updateSaunaAmenities(t.db, owner, sauna.id, { amenities })).rejects.toMatchObject({ status: 400, message: "Please choose amenities from the list" });
    }
    expect((await row(sauna.id)).amenities).toEqual(ticked);
    // A guest and another host can't change them.
    await refusedToOthers((actor) => updateSaunaAmenities(t.db, actor, sauna.id, { amenities: [] }));
    expect((await row(sauna.id)).amenities).toEqual(ticked);
  });

  it("saves prices that the next booking uses at once", async () => {
    const sauna = await ownSauna();
    await updateSaunaPrices(t.db, owner, sauna.id, { privateSession: "60", sharedSession: "", groupSession: "40", offPeakDiscount: "on", offPeakRate: "20" });
    expect(await row(sauna.id)).toMatchObject({ pricePrivate: 60, pricePerSession: 60, priceShared: null, priceGroup: 40, offPeakPercent: 20 });
    // Friday 15 January at 18:00 is not off-peak: the full new price.
    expect(await book(sauna.id, "2027-01-15", "18:00", "private", 2)).toMatchObject({ totalAmount: 60 });
    // Friday at 10:30 is off-peak: 20% off.
    expect(await book(sauna.id, "2027-01-15", "10:30", "private", 2)).toMatchObject({ totalAmount: 48, discountAmount: 12 });
    await expect(book(sauna.id, "2027-01-15", "12:00", "shared", 1)).rejects.toMatchObject({ message: "This sauna doesn't offer that booking type." });

    await updateSaunaPrices(t.db, owner, sauna.id, { privateSession: "45", sharedSession: "25" });
    expect(await row(sauna.id)).toMatchObject({ priceShared: 25, priceGroup: null, offPeakPercent: null });
    await expect(updateSaunaPrices(t.db, owner, sauna.id, { privateSession: "42" })).rejects.toMatchObject({ status: 400, message: "Prices go in steps of €5" });
    await expect(updateSaunaPrices(t.db, owner, sauna.id, { privateSession: "" })).rejects.toMatchObject({ status: 400, message: "Please enter the price of a private session" });
    await expect(updateSaunaPrices(t.db, owner, sauna.id, { privateSession: "45", offPeakDiscount: "on" })).rejects.toMatchObject({ status: 400, message: "Please enter the off-peak discount" });
    await refusedToOthers((actor) => updateSaunaPrices(t.db, actor, sauna.id, { privateSession: "45" }));
  });

  it("saves capacity, session length and hours, used at once by the slot picker", async () => {
    const sauna = await ownSauna();
    await updateSaunaSessions(t.db, owner, sauna.id, { capacity: "10", duration: "60", schedule: JSON.stringify({ "5": [{ start: "10:00", end: "14:00" }] }) }, NOW);
    expect(await row(sauna.id)).toMatchObject({ capacity: 10, sessionMinutes: 60, weeklySchedule: { "5": [{ start: "10:00", end: "14:00" }] } });
    expect((await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-15" }, NOW)).map((s) => [s.time, s.seatsLeft])).toEqual([["10:00", 10], ["11:00", 10], ["12:00", 10], ["13:00", 10]]);
    expect(await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-16" }, NOW)).toEqual([]);
    await refusedToOthers((actor) => updateSaunaSessions(t.db, actor, sauna.id, { capacity: "4", duration: "90", schedule: everyDay("09:00", "21:00") }, NOW));
  });

  it.each([
    ["capacity above 20", { capacity: "21" }, "Capacity must be a whole number from 1 to 20"],
    ["sessions shorter than 30 minutes", { duration: "20" }, "Session length must be at least 30 minutes"],
    ["sessions not in steps of 15 minutes", { duration: "50" }, "in steps of 15"],
    ["hours that aren't JSON", { schedule: "{nope" }, "Please set your weekly availability"],
    ["hours ending before they start", { schedule: JSON.stringify({ "1": [{ start: "18:00", end: "09:00" }] }) }, "Each range must end after it starts"],
    ["no day with room for a session", { schedule: JSON.stringify({ "1": [{ start: "09:00", end: "10:00" }] }) }, "Please open at least one day long enough for a session"],
  ])("refuses %s", async (_what, change, message) => {
    const sauna = await ownSauna();
    await expect(updateSaunaSessions(t.db, owner, sauna.id, { capacity: "6", duration: "90", schedule: everyDay("09:00", "21:00"), ...change }, NOW))
      .rejects.toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it("won't lower capacity below the guests already booked for a session to come, naming the session", async () => {
    const sauna = await ownSauna();
    await book(sauna.id, "2027-01-15", "10:30", "shared", 3);
    await book(sauna.id, "2027-01-15", "10:30", "shared", 2, await createTestUser(t));
    await book(sauna.id, "2027-01-22", "18:00", "private", 4);
    const lower = (capacity: string) => updateSaunaSessions(t.db, owner, sauna.id, { capacity, duration: "90", schedule: everyDay("09:00", "21:00") }, NOW);
    await expect(lower("3")).rejects.toMatchObject({
      status: 409,
      message: "Capacity can't go below the guests already booked for a session to come: 15 Jan 2027 at 10:30 (5 guests); 22 Jan 2027 at 18:00 (4 guests). Keep at least 5 seats until then.",
    });
    expect((await row(sauna.id)).capacity).toBe(6);
    await expect(lower("5")).resolves.toEqual({ keptSessions: 0 });
    expect((await row(sauna.id)).capacity).toBe(5);
  });

  it("never strands a booked session: refuses new hours that leave one out, or keeps it when the host says so", async () => {
    const sauna = await ownSauna();
    const late = await book(sauna.id, "2027-01-16", "19:30", "private", 2);
    const morning = await book(sauna.id, "2027-01-16", "10:30", "shared", 2);
    const save = (schedule: string, duration = "90", keep?: string) =>
      updateSaunaSessions(t.db, owner, sauna.id, { capacity: "6", duration, schedule, keepBookedSessions: keep }, NOW);

    // Closing at 13:00 leaves Saturday's 19:30 session outside the hours.
    await expect(save(everyDay("09:00", "13:00"))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("These booked sessions fall outside your new hours: 16 Jan 2027 at 19:30."),
      fieldErrors: { keepBookedSessions: expect.any(String) },
    });
    expect((await row(sauna.id)).weeklySchedule).toBeNull();
    // One-hour sessions from 09:00 would overlap the 10:30 session: refused even with "keep".
    await expect(save(everyDay("09:00", "21:00"), "60", "on")).rejects.toMatchObject({ status: 409, message: expect.stringContaining("would overlap the new session times: 16 Jan 2027 at 10:30") });

    // Kept on purpose: saved, and both bookings stand untouched.
    await expect(save(everyDay("09:00", "13:00"), "90", "on")).resolves.toEqual({ keptSessions: 1 });
    const rows = await t.db.select().from(bookings).where(eq(bookings.saunaId, sauna.id));
    expect(rows.map((b) => [b.id, b.status]).sort()).toEqual([[late.id, "confirmed"], [morning.id, "confirmed"]].sort());
    expect((await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-16" }, NOW)).map((s) => s.time)).toEqual(["09:00", "10:30"]);
  });

  /** What the background import does with a sauna the host asked for (calendar-import-worker.ts). */
  const runImport = (saunaId: string, url: string, policy = LOOPBACK_ALLOWED) => importSaunaCalendar(t.db, { id: saunaId, icsImportUrl: url }, { policy, now: NOW });
  const calendarOf = async (saunaId: string) => (await saunaSettings(t.db, owner, saunaId, NOW)).calendarImport;

  it("saves the calendar's address and answers at once, 'importing' until the background import records what it read or why it couldn't; a blank address stops it", async () => {
    const sauna = await ownSauna();
    await expect(saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/busy.ics` }, NOW)).resolves.toEqual({ url: `${origin}/busy.ics` });
    expect(await calendarOf(sauna.id)).toMatchObject({ url: `${origin}/busy.ics`, importing: true, checkedAt: null, error: null, busyTimes: 0 });
    expect(await runImport(sauna.id, `${origin}/busy.ics`)).toMatchObject({ ok: true, busyTimes: 1 });
    expect((await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-15" }, NOW)).find((s) => s.time === "10:30")).toMatchObject({ available: false, reason: "busy" });
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: false, checkedAt: NOW, error: null, busyTimes: 1 });

    // Saving the same address again asks again, keeping the busy times until the import replaces them.
    await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/busy.ics` }, NOW);
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: true, busyTimes: 1 });

    // A new address that isn't a calendar: saved, the old busy times gone at once, the reason shown after the import.
    await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/page.html` }, NOW);
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: true, busyTimes: 0 });
    expect(await runImport(sauna.id, `${origin}/page.html`)).toMatchObject({ ok: false, error: CALENDAR_FILE_UNREADABLE });
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: false, error: CALENDAR_FILE_UNREADABLE, busyTimes: 0 });

    // webcal:// is the same address over https; other schemes are refused before anything is saved.
    await expect(saveCalendarImport(t.db, owner, sauna.id, { icsUrl: "webcal://calendar.example.invalid/basic.ics" }, NOW)).resolves.toEqual({ url: "https://calendar.example.invalid/basic.ics" });
    await expect(saveCalendarImport(t.db, owner, sauna.id, { icsUrl: "ftp://example.ie/cal.ics" })).rejects.toMatchObject({ status: 400 });

    await expect(saveCalendarImport(t.db, owner, sauna.id, { icsUrl: "" }, NOW)).resolves.toEqual({ url: null });
    expect(await t.db.select().from(saunaBusyTimes).where(eq(saunaBusyTimes.saunaId, sauna.id))).toEqual([]);
    expect(await row(sauna.id)).toMatchObject({ icsImportUrl: null, icsImportError: null, icsImportRequestedAt: null });
    await refusedToOthers((actor) => saveCalendarImport(t.db, actor, sauna.id, { icsUrl: "" }));
  });

  it("shows a calendar with more than an import reads: what was read and up to when", async () => {
    const sauna = await ownSauna();
    await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/every-minute.ics` }, NOW);
    const cutShortAt = new Date(NOW.getTime() + 100 * 60_000);
    expect(await runImport(sauna.id, `${origin}/every-minute.ics`)).toMatchObject({ ok: true, busyTimes: 5000, cutShortAt });
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: false, error: null, busyTimes: 5000, cutShortAt });
    // Another address starts afresh; stopping the import forgets it.
    await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/busy.ics` }, NOW);
    expect(await calendarOf(sauna.id)).toMatchObject({ importing: true, busyTimes: 0, cutShortAt: null });
    await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: "" }, NOW);
    expect(await row(sauna.id)).toMatchObject({ icsImportUrl: null, icsImportCutShortAt: null });
  });

  it("limits how often a calendar can be imported, per sauna and per host, counted in the database; removing it is never limited", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const saunasOf = await Promise.all([1, 2, 3, 4].map(() => createTestSauna(t, { ownerId: host.userId, isClaimed: true, ownerVerified: true })));
    const save = (saunaId: string, at: Date, icsUrl = `${origin}/busy.ics`) => saveCalendarImport(t.db, host, saunaId, { icsUrl }, at);
    const [first] = saunasOf;
    for (let i = 0; i < CALENDAR_IMPORT_LIMITS.perSauna; i++) await save(first.id, new Date(NOW.getTime() + i * 60_000));
    const tooOften = { status: 429, message: CALENDAR_IMPORTS_TOO_OFTEN };
    await expect(save(first.id, new Date(NOW.getTime() + 10 * 60_000))).rejects.toMatchObject(tooOften);
    await expect(saveCalendarImport(t.db, host, first.id, { icsUrl: "" }, new Date(NOW.getTime() + 11 * 60_000))).resolves.toEqual({ url: null });
    // An hour after the first, the sauna may ask again.
    await expect(save(first.id, new Date(NOW.getTime() + 61 * 60_000))).resolves.toMatchObject({ url: `${origin}/busy.ics` });

    // Across the host's saunas: 20 an hour in all.
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    let saved = 0;
    for (const sauna of saunasOf) for (let i = 0; i < 5; i++, saved++) await save(sauna.id, later);
    expect(saved).toBe(CALENDAR_IMPORT_LIMITS.perHost);
    await expect(save(saunasOf[3].id, later)).rejects.toMatchObject(tooOften);
    // Another host is not held back by this one.
    const other = await ownSauna();
    await expect(saveCalendarImport(t.db, owner, other.id, { icsUrl: `${origin}/busy.ics` }, later)).resolves.toMatchObject({ url: `${origin}/busy.ics` });
  });

  it("wakes this process's background import: the calendar is read within seconds of the save, not at the next poll", async () => {
    const sauna = await ownSauna();
    // Every other calendar in this database counts as checked just now, so the worker takes this one.
    await t.db.update(saunas).set({ icsImportedAt: new Date(), icsImportRequestedAt: null });
    const worker = startCalendarImportWorker({ db: t.db, policy: LOOPBACK_ALLOWED, firstPassDelayMs: 600_000, pollIntervalMs: 600_000, log: () => {} });
    try {
      await saveCalendarImport(t.db, owner, sauna.id, { icsUrl: `${origin}/tomorrow.ics` });
      await expect.poll(async () => (await saunaSettings(t.db, owner, sauna.id)).calendarImport, { timeout: 20_000, interval: 100 })
        .toMatchObject({ importing: false, error: null, busyTimes: 1 });
    } finally {
      await worker.stop();
    }
  });

  it("uploads, reorders and removes photos; only the owner's own uploads are deleted from disk", async () => {
    const sauna = await ownSauna({ images: ["/images/saunas/barrel-beach-sunset.jpg"] });
    const first = await addSaunaPhoto(t.db, owner, storage, sauna.id, jpeg);
    const second = await addSaunaPhoto(t.db, owner, storage, sauna.id, jpeg);
    expect(first).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);
    expect((await row(sauna.id)).images).toEqual(["/images/saunas/barrel-beach-sunset.jpg", first, second]);
    expect((await t.db.select().from(photoUploads).where(eq(photoUploads.saunaId, sauna.id))).map((p) => p.url).sort()).toEqual([first, second].sort());
    await expect(addSaunaPhoto(t.db, owner, storage, sauna.id, new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toMatchObject({ status: 400, message: expect.stringContaining("Only JPG") });
    // The same kinds as onboarding takes: a GIF (it would animate in the gallery) is refused by its bytes.
    const gif = Uint8Array.from(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));
    await expect(addSaunaPhoto(t.db, owner, storage, sauna.id, gif)).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or WebP photos can be uploaded." });
    expect((await row(sauna.id)).images).toHaveLength(3);

    expect(await reorderSaunaPhotos(t.db, owner, sauna.id, { photos: [second, "/images/saunas/barrel-beach-sunset.jpg", first] })).toEqual([second, "/images/saunas/barrel-beach-sunset.jpg", first]);
    expect((await getPublicSauna(t.db, ANONYMOUS, sauna.id)).images[0]).toBe(second);
    await expect(reorderSaunaPhotos(t.db, owner, sauna.id, { photos: [first, second] })).rejects.toMatchObject({ status: 409 });
    await expect(reorderSaunaPhotos(t.db, owner, sauna.id, { photos: [first, second, "/etc/passwd"] })).rejects.toMatchObject({ status: 409 });

    const file = path.join(uploads, first.replace("/uploads/", ""));
    expect(existsSync(file)).toBe(true);
    expect(await removeSaunaPhoto(t.db, owner, storage, sauna.id, { url: first })).toEqual([second, "/images/saunas/barrel-beach-sunset.jpg"]);
    expect(existsSync(file)).toBe(false);
    expect(await removeSaunaPhoto(t.db, owner, storage, sauna.id, { url: "/images/saunas/barrel-beach-sunset.jpg" })).toEqual([second]);
    await expect(removeSaunaPhoto(t.db, owner, storage, sauna.id, { url: first })).rejects.toMatchObject({ status: 404 });

    await refusedToOthers((actor) => addSaunaPhoto(t.db, actor, storage, sauna.id, jpeg));
    await refusedToOthers((actor) => removeSaunaPhoto(t.db, actor, storage, sauna.id, { url: second }));
    await refusedToOthers((actor) => reorderSaunaPhotos(t.db, actor, sauna.id, { photos: [second] }));
    expect((await row(sauna.id)).images).toEqual([second]);
  });

  it("decodes each photo: refuses a pixel bomb, a truncated file and a script behind a GIF header; stores what it takes re-encoded", async () => {
    const sauna = await ownSauna({ images: [] });
    await expectRefusesHostileImages((bytes) => addSaunaPhoto(t.db, owner, storage, sauna.id, bytes), "Only JPG, PNG or WebP photos can be uploaded.");
    expect((await row(sauna.id)).images).toEqual([]);
    const url = await addSaunaPhoto(t.db, owner, storage, sauna.id, await cameraPhoto());
    await expectStoredSafely(readFileSync(path.join(uploads, url.replace("/uploads/", ""))));
  });

  it("keeps a listing to twelve photos", async () => {
    const sauna = await ownSauna({ images: Array.from({ length: 11 }, (_, i) => `/images/saunas/demo-${i}.jpg`) });
    await addSaunaPhoto(t.db, owner, storage, sauna.id, jpeg);
    await expect(addSaunaPhoto(t.db, owner, storage, sauna.id, jpeg)).rejects.toMatchObject({ status: 400, message: expect.stringContaining("up to 12 photos") });
    expect((await row(sauna.id)).images).toHaveLength(12);
  });
});
