// Edit Sauna: every field saved, every price (private, shared, group) under the hosts' price
// rules, the weekly schedule under Sauna Settings' rules, checked on the server with a message
// per field, all at once; the capacity guard respected; refused to a visitor, a guest and an
// owner, allowed to an admin and a super admin.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { adminActivityLog } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { createBooking, slotAvailability } from "#server/features/bookings/create-booking.service";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { updateSauna } from "./admin-saunas-edit.service";

/** The dialog's fields as the browser sends them: text. */
function form(saunaId: string, changes: Record<string, string | string[]> = {}) {
  return {
    saunaId,
    name: "Kinsale Harbour Sauna",
    description: "A Finnish-style cabin on the harbour.",
    county: "Cork",
    type: "Traditional",
    location: "Kinsale",
    address: "Pier Road, Kinsale, Co. Cork P17 W620",
    capacity: "8",
    privateSession: "50",
    sharedSession: "25",
    groupSession: "35",
    latitude: "51.7059",
    longitude: "-8.5222",
    website: "kinsaleharboursauna.ie",
    amenities: ["Wood-Fired", "Cold Plunge", "Robes for hire"],
    // As the dialog sends it: the week it showed (no availability is shown as every day 09:00–21:00).
    schedule: everyDay("09:00", "21:00"),
    ...changes,
  };
}
const everyDay = (start: string, end: string) => JSON.stringify(Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start, end }]])));
// A Sunday in January; the sessions below are later that month.
const NOW = new Date("2027-01-10T12:00:00Z");

describeOnEachDatabase("Edit Sauna", (t) => {
  const row = async (id: string) => (await t.db.select().from(saunas).where(eq(saunas.id, id)))[0];

  it("saves every field and every price, the private one as the price per session, and logs who edited what", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { name: "Old Name", pricePerSession: 45, pricePrivate: 45, priceShared: null, priceGroup: null });
    expect(await updateSauna(t.db, admin, form(sauna.id))).toEqual({ id: sauna.id, name: "Kinsale Harbour Sauna" });
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({
      name: "Kinsale Harbour Sauna",
      description: "A Finnish-style cabin on the harbour.",
      county: "Cork",
      type: "Traditional",
      location: "Kinsale",
      address: "Pier Road, Kinsale, Co. Cork P17 W620",
      capacity: 8,
      pricePerSession: 50,
      pricePrivate: 50,
      priceShared: 25,
      priceGroup: 35,
      latitude: 51.7059,
      longitude: -8.5222,
      website: "https://kinsaleharboursauna.ie",
      amenities: ["Wood-Fired", "Cold Plunge", "Robes for hire"],
    });
    // The card on the public listing shows the new price.
    expect((await listPublicSaunas(t.db, { q: "kinsale harbour" })).saunas.find((s) => s.id === sauna.id)?.pricePerSession).toBe(50);
    // A guest books a shared seat at the new price.
    const guest = await createTestUser(t);
    const booking = await createBooking(t.db, guest, { saunaId: sauna.id, date: "2027-01-15", time: "10:30", bookingType: "shared", guests: "2" }, NOW);
    expect(booking.totalAmount).toBe(50);
    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(log).toEqual([expect.objectContaining({ action: "Edited Kinsale Harbour Sauna", actorId: admin.userId })]);
  });

  it("clears optional fields left blank", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { description: "Something", website: "https://x.ie", amenities: ["Shower"] });
    await updateSauna(t.db, admin, form(sauna.id, { description: "  ", location: "", address: "", latitude: "", longitude: "", website: "", amenities: [], sharedSession: "", groupSession: "" }));
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({ description: null, location: null, address: null, latitude: null, longitude: null, website: null, amenities: [], priceShared: null, priceGroup: null });
  });

  it("refuses bad values with a message for each field, changing nothing", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { name: "Unchanged Sauna" });
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ name: "  " }, "name", "Please enter the sauna's name"],
      [{ county: "Atlantis" }, "county", "Please choose a county"],
      [{ type: "Steam" }, "type", "Please choose a type"],
      [{ capacity: "0" }, "capacity", "Capacity must be a whole number from 1 to 20"],
      [{ capacity: "4.5" }, "capacity", "Capacity must be a whole number from 1 to 20"],
      [{ capacity: "" }, "capacity", "Capacity must be a whole number from 1 to 20"],
      // The hosts' price rules (docs/product.md §5, §9: from €0, in steps of €5), from the one schema.
      [{ privateSession: "" }, "privateSession", "Please enter the price of a private session"],
      [{ privateSession: "-5" }, "privateSession", "Prices can't be below €0"],
      [{ privateSession: "47.50" }, "privateSession", "Prices go in steps of €5"],
      [{ privateSession: "1005" }, "privateSession", "Prices can be at most €1000"],
      [{ sharedSession: "18" }, "sharedSession", "Prices go in steps of €5"],
      [{ groupSession: "28" }, "groupSession", "Prices go in steps of €5"],
      [{ groupSession: "abc" }, "groupSession", "Please enter a price"],
      [{ schedule: "{}" }, "schedule", "Please open at least one day long enough for a session"],
      [{ schedule: JSON.stringify({ 1: [{ start: "10:00", end: "09:00" }] }) }, "schedule", "Each range must end after it starts"],
      [{ schedule: "not json" }, "schedule", "Please set your weekly availability"],
      [{ latitude: "91" }, "latitude", "Latitude must be a number from -90 to 90"],
      [{ longitude: "abc" }, "longitude", "Longitude must be a number from -180 to 180"],
      [{ longitude: "" }, "longitude", "Please enter both latitude and longitude, or neither"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter the website's full address, such as https://example.ie"],
      [{ description: "x".repeat(4001) }, "description", "Please use at most 4000 characters for the description"],
      [{ amenities: ["x".repeat(41)] }, "amenities", "An amenity's name can be at most 40 characters"],
    ];
    for (const [change, field, message] of cases) {
      await expect(updateSauna(t.db, admin, form(sauna.id, change)), JSON.stringify(change)).rejects.toMatchObject({
        status: 400,
        fieldErrors: expect.objectContaining({ [field]: message }),
      });
    }
    const [row] = await t.db.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.name).toBe("Unchanged Sauna");
  });

  it("names every field that needs a change at once, the latitude and longitude pair among them", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { name: "Patient Sauna" });
    // A county off the list stops zod early (it skips checks across fields after such a problem unless told not to).
    const bad = { name: "", county: "Atlantis", capacity: "30", sharedSession: "18", groupSession: "28", longitude: "", website: "javascript:alert(1)" };
    await expect(updateSauna(t.db, admin, form(sauna.id, bad))).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        name: "Please enter the sauna's name",
        county: "Please choose a county",
        capacity: "Capacity must be a whole number from 1 to 20",
        sharedSession: "Prices go in steps of €5",
        groupSession: "Prices go in steps of €5",
        longitude: "Please enter both latitude and longitude, or neither",
        website: "Please enter the website's full address, such as https://example.ie",
      },
    });
    const [row] = await t.db.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.name).toBe("Patient Sauna");
  });

  it("saves the weekly schedule under Sauna Settings' rules: a booked session is never left out unawares", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { name: "Scheduled Sauna", weeklySchedule: null });
    const late = await createBooking(t.db, guest, { saunaId: sauna.id, date: "2027-01-16", time: "19:30", bookingType: "private", guests: "2" }, NOW);
    const save = (schedule: string, keep?: string) => updateSauna(t.db, admin, form(sauna.id, { schedule, ...(keep ? { keepBookedSessions: keep } : {}) }), NOW);

    // Closing at 13:00 leaves Saturday's 19:30 session outside the hours: said beside the week.
    await expect(save(everyDay("09:00", "13:00"))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { keepBookedSessions: expect.stringContaining("These booked sessions fall outside your new hours: 16 Jan 2027 at 19:30.") },
    });
    expect((await row(sauna.id)).weeklySchedule).toBeNull();
    // Hours that would overlap the booked session are refused even when kept, beside the week.
    await expect(save(JSON.stringify({ 6: [{ start: "19:00", end: "21:00" }] }), "on")).rejects.toMatchObject({
      status: 409,
      fieldErrors: { schedule: expect.stringContaining("would overlap the new session times: 16 Jan 2027 at 19:30") },
    });
    // Kept on purpose: saved, the booking stands, and the log says the week changed.
    await save(everyDay("09:00", "13:00"), "on");
    expect((await row(sauna.id)).weeklySchedule).toEqual(JSON.parse(everyDay("09:00", "13:00")));
    const [booking] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, late.id));
    expect(booking.status).toBe("confirmed");
    expect((await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-01-18" }, NOW)).map((s) => s.time)).toEqual(["09:00", "10:30"]);

    // The week unchanged (whatever order the database wrote it in): other fields save, and the
    // session kept outside the hours doesn't stand in the way.
    await expect(updateSauna(t.db, admin, form(sauna.id, { name: "Renamed Sauna", schedule: everyDay("09:00", "13:00") }), NOW)).resolves.toMatchObject({ name: "Renamed Sauna" });
    const log = await t.db.select({ action: adminActivityLog.action, details: adminActivityLog.details }).from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(log).toEqual([
      { action: "Edited Kinsale Harbour Sauna", details: { weeklySchedule: JSON.parse(everyDay("09:00", "13:00")) } },
      { action: "Edited Renamed Sauna", details: null },
    ]);
  });

  it("keeps the capacity at least the guests already booked, and says so on the field", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { capacity: 10 });
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 5 * 86_400_000), bookingType: "group", guests: 8 });
    await expect(updateSauna(t.db, admin, form(sauna.id, { capacity: "6" }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { capacity: expect.stringContaining("more guests booked") },
    });
    await updateSauna(t.db, admin, form(sauna.id, { capacity: "8" }));
    const [row] = await t.db.select({ capacity: saunas.capacity }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.capacity).toBe(8);
  });

  it("answers 'not found' for an unknown or malformed sauna", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await expect(updateSauna(t.db, admin, form("00000000-0000-0000-0000-000000000000"))).rejects.toMatchObject({ status: 404 });
    await expect(updateSauna(t.db, admin, form("../etc"))).rejects.toMatchObject({ status: 404 });
    await expect(updateSauna(t.db, admin, { name: "x" })).rejects.toMatchObject({ status: 404 });
  });

  it("is allowed to an admin and a super admin", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const sauna = await createTestSauna(t, { name: "Super Sauna" });
    await expect(updateSauna(t.db, superAdmin, form(sauna.id, { name: "Super Sauna, Edited" }))).resolves.toMatchObject({ name: "Super Sauna, Edited" });
  });

  it("is refused to a visitor, a guest and the sauna's own owner", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { name: "Owner's Sauna", ownerId: owner.userId, ownerVerified: true });
    await expect(updateSauna(t.db, ANONYMOUS, form(sauna.id))).rejects.toMatchObject({ status: 401 });
    await expect(updateSauna(t.db, guest, form(sauna.id))).rejects.toMatchObject({ status: 403 });
    await expect(updateSauna(t.db, owner, form(sauna.id))).rejects.toMatchObject({ status: 403 });
    const [row] = await t.db.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.name).toBe("Owner's Sauna");
  });
});
