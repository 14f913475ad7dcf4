// Edit Sauna: every field saved, checked on the server with a message per field, the private
// price kept in step, the capacity guard respected; refused to a visitor, a guest and an owner.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { adminActivityLog } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "#server/testing/test-database";
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
    pricePerSession: "47.50",
    latitude: "51.7059",
    longitude: "-8.5222",
    website: "kinsaleharboursauna.ie",
    amenities: ["Wood-Fired", "Cold Plunge", "Robes for hire"],
    ...changes,
  };
}

describe.each(testDatabaseKinds)("Edit Sauna on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("saves every field, the private price with the price per session, and logs who edited what", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { name: "Old Name", pricePerSession: 45, pricePrivate: 45 });
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
      pricePerSession: 47.5,
      pricePrivate: 47.5,
      latitude: 51.7059,
      longitude: -8.5222,
      website: "https://kinsaleharboursauna.ie",
      amenities: ["Wood-Fired", "Cold Plunge", "Robes for hire"],
    });
    // The card on the public listing shows the new price.
    expect((await listPublicSaunas(t.db, { q: "kinsale harbour" })).saunas.find((s) => s.id === sauna.id)?.pricePerSession).toBe(47.5);
    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(log).toEqual([expect.objectContaining({ action: "Edited Kinsale Harbour Sauna", actorId: admin.userId })]);
  });

  it("clears optional fields left blank", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { description: "Something", website: "https://x.ie", amenities: ["Shower"] });
    await updateSauna(t.db, admin, form(sauna.id, { description: "  ", location: "", address: "", latitude: "", longitude: "", website: "", amenities: [] }));
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({ description: null, location: null, address: null, latitude: null, longitude: null, website: null, amenities: [] });
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
      [{ pricePerSession: "-5" }, "pricePerSession", "Price per session must be an amount in euro from €0 to €1000"],
      [{ pricePerSession: "1e3" }, "pricePerSession", "Price per session must be an amount in euro from €0 to €1000"],
      [{ pricePerSession: "12.345" }, "pricePerSession", "Price per session can have at most 2 decimals (cents)"],
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
