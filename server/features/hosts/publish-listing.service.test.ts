import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND, LONGITUDE_OUTSIDE_IRELAND, POSITION_BOTH_OR_NEITHER } from "#domain/sauna-position";
import { actorForUser, ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { uploadListingPhoto } from "./listing-photos.service";
import { DRAFT_TAKEN, DRAFT_UNREADABLE, PHOTOS_NOT_YOURS, publishListing, SIGN_IN_TO_PUBLISH } from "./publish-listing.service";

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

type Range = { start: string; end: string };

/** A complete draft as the wizard sends it on Publish. */
function draft(photos: string[] = []) {
  return {
    id: randomUUID() as string,
    claimType: "new",
    step: 5,
    saunaDetails: {
      name: "Lough Hyne Barrel Sauna",
      description: "A cedar barrel sauna on the shore of Lough Hyne, with a ladder straight into the lake.",
      type: "barrel",
      capacity: "8",
      duration: "75",
      amenities: ["Wood-Fired", "Lake Access", "Changing Rooms"],
      photos,
      // The pin dropped on the wizard's map: text as typed, or numbers.
      location: { address: "Lough Hyne, Skibbereen", county: "Cork", eircode: "p81 x285", latitude: "51.5007" as string | number | null, longitude: "-9.301" as string | number | null },
    },
    pricing: { privateSession: "60", sharedSession: "20", groupSession: "15", offPeakDiscount: true, offPeakRate: "20" },
    availability: {
      schedule: { "1": [{ start: "08:00", end: "13:00" }], "6": [{ start: "10:00", end: "21:00" }] } as Record<string, Range[]>,
      icsUrl: "https://calendar.example.ie/lough-hyne.ics",
    },
    payments: { stripeConnected: true, businessName: "Lough Hyne Saunas Ltd", vatNumber: "1234567 t" },
    confirmed: true,
  };
}
type Draft = ReturnType<typeof draft>;

describeOnEachDatabase("publishing the onboarding draft", (t, kind) => {
  const uploads = mkdtempSync(path.join(os.tmpdir(), "listing-photos-"));
  const storage = localDiskPhotoStorage(uploads);
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  async function photosOf(host: SignedInUser, n: number): Promise<string[]> {
    const urls: string[] = [];
    for (let i = 0; i < n; i++) urls.push((await uploadListingPhoto(t.db, host, storage, PNG)).url);
    return urls;
  }

  async function reload(actor: SignedInUser) {
    const [row] = await t.db.select().from(users).where(eq(users.id, actor.userId));
    return actorForUser(t.db, row);
  }

  it("creates the guest's listing as pending and unpublished, with everything from the draft, and makes them an owner", async () => {
    const guest = await createTestUser(t);
    expect(guest.isOwner).toBe(false);
    const photos = await photosOf(guest, 3);
    const sent = draft(photos);
    const published = await publishListing(t.db, guest, JSON.stringify(sent));
    expect(published).toEqual({ id: sent.id, name: "Lough Hyne Barrel Sauna", created: true });

    const [sauna] = await t.db.select().from(saunas).where(eq(saunas.id, sent.id));
    expect(sauna).toMatchObject({
      ownerId: guest.userId,
      name: "Lough Hyne Barrel Sauna",
      description: sent.saunaDetails.description,
      status: "pending",
      isPublished: false,
      isClaimed: true,
      ownerVerified: true,
      style: "barrel",
      type: "Wood-Fired", // a barrel with a wood-fired stove (publicTypeFor)
      capacity: 8,
      sessionMinutes: 75,
      amenities: ["Wood-Fired", "Lake Access", "Changing Rooms"],
      images: photos,
      county: "Cork",
      address: "Lough Hyne, Skibbereen",
      eircode: "P81 X285",
      latitude: 51.5007,
      longitude: -9.301,
      pricePerSession: 60,
      pricePrivate: 60,
      priceShared: 20,
      priceGroup: 15,
      groupMinGuests: 6,
      offPeakPercent: 20,
      weeklySchedule: { "1": [{ start: "08:00", end: "13:00" }], "6": [{ start: "10:00", end: "21:00" }] },
      icsImportUrl: "https://calendar.example.ie/lough-hyne.ics",
    });
    const used = await t.db.select().from(photoUploads).where(eq(photoUploads.ownerId, guest.userId));
    expect(used.map((p) => p.saunaId)).toEqual([sent.id, sent.id, sent.id]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, guest.userId));
    expect(profile).toMatchObject({ isOwner: true, paymentsConnected: true, businessName: "Lough Hyne Saunas Ltd", vatNumber: "IE1234567T" });
    expect((await reload(guest)).isOwner).toBe(true);
  });

  it("stores only what was chosen: no optional prices, no off-peak rate, default hours, no Eircode, pin or VAT number", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const sent = draft();
    sent.saunaDetails.type = "mobile";
    sent.saunaDetails.location = { address: "The Pier, Carrick-on-Shannon", county: "Leitrim", eircode: "", latitude: "", longitude: "" };
    sent.pricing = { privateSession: "0", sharedSession: "", groupSession: "", offPeakDiscount: false, offPeakRate: "15" };
    sent.availability = { schedule: {}, icsUrl: "" };
    sent.payments.vatNumber = "";
    await publishListing(t.db, owner, sent);
    const [sauna] = await t.db.select().from(saunas).where(eq(saunas.id, sent.id));
    expect(sauna).toMatchObject({
      type: "Mobile", county: "Leitrim", eircode: null, latitude: null, longitude: null, pricePrivate: 0, priceShared: null, priceGroup: null,
      offPeakPercent: null, weeklySchedule: null, icsImportUrl: null, images: [],
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(profile.vatNumber).toBeNull();
  });

  it("creates one listing however often the same draft is published", async () => {
    const guest = await createTestUser(t);
    const sent = draft(await photosOf(guest, 1));
    const first = await publishListing(t.db, guest, JSON.stringify(sent));
    const again = await publishListing(t.db, guest, JSON.stringify(sent));
    expect(first).toMatchObject({ id: sent.id, created: true });
    expect(again).toMatchObject({ id: sent.id, created: false });
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.ownerId, guest.userId))).toHaveLength(1);
  });

  if (kind === "postgres") {
    it("creates one listing when Publish arrives several times at once", async () => {
      const guest = await createTestUser(t);
      const sent = JSON.stringify(draft(await photosOf(guest, 2)));
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => publishListing(t.db, guest, sent)));
      expect(results.every((r) => r.status === "fulfilled")).toBe(true);
      const created = results.filter((r) => r.status === "fulfilled" && r.value.created);
      expect(created).toHaveLength(1);
      expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.ownerId, guest.userId))).toHaveLength(1);
    });
  }

  it("refuses a visitor, and someone else's draft id", async () => {
    const sent = draft();
    await expect(publishListing(t.db, ANONYMOUS, sent)).rejects.toMatchObject({ status: 401, message: SIGN_IN_TO_PUBLISH });
    expect(await t.db.select().from(saunas).where(eq(saunas.id, sent.id))).toEqual([]);

    const first = await createTestUser(t);
    const second = await createTestUser(t);
    await publishListing(t.db, first, sent);
    await expect(publishListing(t.db, second, sent)).rejects.toMatchObject({ status: 409, message: DRAFT_TAKEN });
    const [sauna] = await t.db.select().from(saunas).where(eq(saunas.id, sent.id));
    expect(sauna.ownerId).toBe(first.userId);
    expect((await reload(second)).isOwner).toBe(false);
  });

  it("accepts only the host's own photos that no listing uses yet, and changes nothing otherwise", async () => {
    const host = await createTestUser(t);
    const other = await createTestUser(t);
    const [mine] = await photosOf(host, 1);
    const [theirs] = await photosOf(other, 1);
    const refused = [
      [mine, theirs], // someone else's upload
      [mine, "/uploads/saunas/0123456789abcdef0123456789abcdef.png"], // never uploaded
      [mine, "https://elsewhere.example/photo.jpg"], // not an upload at all
    ];
    for (const photos of refused) {
      const sent = draft(photos);
      await expect(publishListing(t.db, host, sent)).rejects.toMatchObject({
        status: 400, message: PHOTOS_NOT_YOURS, fieldErrors: { "saunaDetails.photos": PHOTOS_NOT_YOURS },
      });
      expect(await t.db.select().from(saunas).where(eq(saunas.id, sent.id))).toEqual([]);
    }
    const [upload] = await t.db.select().from(photoUploads).where(eq(photoUploads.url, mine));
    expect(upload.saunaId).toBeNull();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, host.userId));
    expect(profile).toMatchObject({ isOwner: false, paymentsConnected: false, businessName: null });

    // A photo that went into one listing can't be taken into a second one.
    await publishListing(t.db, host, draft([mine]));
    await expect(publishListing(t.db, host, draft([mine]))).rejects.toMatchObject({ message: PHOTOS_NOT_YOURS });
  });

  it("publishes without photos: the hint asks for three but doesn't insist (docs/product.md §5)", async () => {
    const host = await createTestUser(t);
    const sent = draft([]);
    await expect(publishListing(t.db, host, sent)).resolves.toMatchObject({ created: true });
  });

  // Every rule of docs/product.md §5 and the issue, each broken on its own in an otherwise complete draft.
  const refusals: [string, (d: Draft) => void, string, string][] = [
    ["a missing name", (d) => (d.saunaDetails.name = "  "), "saunaDetails.name", "Please enter your sauna's name"],
    ["a missing description", (d) => (d.saunaDetails.description = ""), "saunaDetails.description", "Please describe your sauna"],
    ["a type outside the five", (d) => (d.saunaDetails.type = "igloo"), "saunaDetails.type", "Please choose the type of sauna"],
    ["no capacity", (d) => (d.saunaDetails.capacity = ""), "saunaDetails.capacity", "Capacity must be a whole number from 1 to 20"],
    ["capacity 0", (d) => (d.saunaDetails.capacity = "0"), "saunaDetails.capacity", "Capacity must be a whole number from 1 to 20"],
    ["capacity 21", (d) => (d.saunaDetails.capacity = "21"), "saunaDetails.capacity", "Capacity must be a whole number from 1 to 20"],
    ["capacity 2.5", (d) => (d.saunaDetails.capacity = "2.5"), "saunaDetails.capacity", "Capacity must be a whole number from 1 to 20"],
    ["no duration", (d) => (d.saunaDetails.duration = ""), "saunaDetails.duration", "Session length must be at least 30 minutes, in steps of 15"],
    ["a 15-minute session", (d) => (d.saunaDetails.duration = "15"), "saunaDetails.duration", "Session length must be at least 30 minutes, in steps of 15"],
    ["a 50-minute session", (d) => (d.saunaDetails.duration = "50"), "saunaDetails.duration", "Session length must be at least 30 minutes, in steps of 15"],
    ["an amenity outside the eleven", (d) => (d.saunaDetails.amenities = ["Hot Tub"]), "saunaDetails.amenities.0", "Please choose amenities from the list"],
    ["more than 12 photos", (d) => (d.saunaDetails.photos = Array.from({ length: 13 }, (_, i) => `/uploads/saunas/${i}.png`)), "saunaDetails.photos", "You can add up to 12 photos"],
    ["a missing address", (d) => (d.saunaDetails.location.address = ""), "saunaDetails.location.address", "Please enter the address"],
    ["a county that isn't one of the 26", (d) => (d.saunaDetails.location.county = "Atlantis"), "saunaDetails.location.county", "Please choose a county"],
    ["a malformed Eircode", (d) => (d.saunaDetails.location.eircode = "12345"), "saunaDetails.location.eircode", "Please enter a valid Eircode, such as D02 X285"],
    ["a pin's latitude without its longitude", (d) => (d.saunaDetails.location.longitude = ""), "saunaDetails.location.longitude", POSITION_BOTH_OR_NEITHER],
    ["a pin's longitude without its latitude", (d) => (d.saunaDetails.location.latitude = null), "saunaDetails.location.latitude", POSITION_BOTH_OR_NEITHER],
    ["a pin outside Ireland", (d) => (d.saunaDetails.location.latitude = 48.85), "saunaDetails.location.latitude", LATITUDE_OUTSIDE_IRELAND],
    ["a pin beyond the ends of the Earth", (d) => (d.saunaDetails.location.longitude = "-200"), "saunaDetails.location.longitude", LONGITUDE_OUTSIDE_IRELAND],
    ["a pin's latitude that isn't a number", (d) => (d.saunaDetails.location.latitude = "fifty-one"), "saunaDetails.location.latitude", LATITUDE_NOT_A_NUMBER],
    ["no private price", (d) => (d.pricing.privateSession = ""), "pricing.privateSession", "Please enter the price of a private session"],
    ["a negative price", (d) => (d.pricing.privateSession = "-5"), "pricing.privateSession", "Prices can't be below €0"],
    ["a price off the €5 steps", (d) => (d.pricing.privateSession = "42"), "pricing.privateSession", "Prices go in steps of €5"],
    ["a shared price off the €5 steps", (d) => (d.pricing.sharedSession = "22"), "pricing.sharedSession", "Prices go in steps of €5"],
    ["off-peak on without a rate", (d) => (d.pricing.offPeakRate = ""), "pricing.offPeakRate", "Please enter the off-peak discount"],
    ["an off-peak rate over 90%", (d) => (d.pricing.offPeakRate = "95"), "pricing.offPeakRate", "The off-peak discount is from 1% to 90%"],
    ["a group price for a sauna too small for a group", (d) => (d.saunaDetails.capacity = "4"), "pricing.groupSession", "Group sessions are for 6 or more guests, and your sauna holds 4. Leave the group price empty, or raise the capacity."],
    ["hours that end before they start", (d) => (d.availability.schedule = { "1": [{ start: "13:00", end: "09:00" }] }), "availability.schedule.1.0", "Each range must end after it starts"],
    ["hours that fit no session", (d) => (d.availability.schedule = { "2": [{ start: "08:00", end: "09:00" }] }), "availability.schedule", "With 75-minute sessions, these hours leave no session to book. Please give a day more hours, or shorten the session."],
    ["a calendar address that isn't http(s)", (d) => (d.availability.icsUrl = "ftp://calendar.example.ie/a.ics"), "availability.icsUrl", "Please enter the calendar's full address, starting with https://, http:// or webcal://"],
    ["payments not connected", (d) => (d.payments.stripeConnected = false), "payments.stripeConnected", "Please connect your payment account to continue"],
    ["no business name", (d) => (d.payments.businessName = ""), "payments.businessName", "Please enter your business name"],
    ["a VAT number that isn't Irish", (d) => (d.payments.vatNumber = "GB123456789"), "payments.vatNumber", "Please enter an Irish VAT number, such as IE1234567T"],
    ["the confirm box unticked", (d) => (d.confirmed = false), "confirmed", "Please confirm the details are correct"],
    ["a claim draft", (d) => (d.claimType = "claim"), "claimType", "Invalid input: expected \"new\""],
    ["a draft without an id", (d) => (d.id = "1"), "id", "Please start the listing again"],
  ];
  it.each(refusals)("refuses %s", async (_what, breakIt, field, message) => {
    const host = await createTestUser(t);
    const sent = draft();
    breakIt(sent);
    const error = await publishListing(t.db, host, JSON.stringify(sent)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.ownerId, host.userId))).toEqual([]);
  });

  // The form gate sees the draft as JSON text, where a NUL is the escape \u0000 (decision 005).
  const textFields: [string, (d: Draft, text: string) => void][] = [
    ["saunaDetails.name", (d, x) => (d.saunaDetails.name = `Lough${x}Hyne`)],
    ["saunaDetails.description", (d, x) => (d.saunaDetails.description = `a${x}b`)],
    ["saunaDetails.type", (d, x) => (d.saunaDetails.type = `barrel${x}`)],
    ["saunaDetails.amenities.1", (d, x) => (d.saunaDetails.amenities[1] = `Lake${x}Access`)],
    ["saunaDetails.photos.0", (d, x) => (d.saunaDetails.photos = [`/uploads/saunas/a${x}.png`])],
    ["saunaDetails.location.address", (d, x) => (d.saunaDetails.location.address = `Lough Hyne${x}`)],
    ["saunaDetails.location.eircode", (d, x) => (d.saunaDetails.location.eircode = `P81${x}X285`)],
    ["saunaDetails.location.latitude", (d, x) => (d.saunaDetails.location.latitude = `51.5${x}`)],
    ["availability.icsUrl", (d, x) => (d.availability.icsUrl = `https://calendar.example.ie/${x}.ics`)],
    ["availability.schedule.1.0.start", (d, x) => (d.availability.schedule["1"][0].start = `08:00${x}`)],
    ["payments.businessName", (d, x) => (d.payments.businessName = `Lough${x}Saunas`)],
    ["payments.vatNumber", (d, x) => (d.payments.vatNumber = `1234567${x}T`)],
    ["id", (d, x) => (d.id = `${d.id}${x}`)],
  ];
  it.each(textFields.flatMap(([field, put]) => [["NUL", "\u0000"], ["ESC", "\u001b[31m"]].map(([what, c]) => [field, what, put, c] as const)))(
    "refuses a control character in %s (%s) with a 400 that names the field, storing nothing",
    async (field, _what, put, character) => {
      const host = await createTestUser(t);
      const sent = draft();
      put(sent, character);
      const error = await publishListing(t.db, host, JSON.stringify(sent)).catch((e: unknown) => e);
      const message = `The field “${field.split(".").at(-1)}” contains characters that can't be stored. Please remove them and try again.`;
      expect(error).toMatchObject({ status: 400, message, fieldErrors: { [field]: message } });
      expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.ownerId, host.userId))).toEqual([]);
    },
  );

  it("refuses a control character in a key of the draft too", async () => {
    const host = await createTestUser(t);
    const sent = { ...draft(), "x\u0000": "y" };
    await expect(publishListing(t.db, host, JSON.stringify(sent))).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a draft that isn't JSON", async () => {
    const host = await createTestUser(t);
    await expect(publishListing(t.db, host, "{not json")).rejects.toMatchObject({ status: 400, message: DRAFT_UNREADABLE });
    await expect(publishListing(t.db, host, undefined)).rejects.toMatchObject({ status: 400 });
  });

  it("shows the pending listing to its owner and to admins only; everyone else gets 'Sauna Not Found'", async () => {
    const host = await createTestUser(t);
    const sent = draft();
    await publishListing(t.db, host, sent);
    const owner = await reload(host);
    const admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);
    const otherOwner = await createTestUser(t, { isOwner: true });
    await createTestSauna(t, { ownerId: otherOwner.userId, isClaimed: true, ownerVerified: true });
    expect(await getPublicSauna(t.db, owner, sent.id)).toMatchObject({ id: sent.id, status: "pending", isPublic: false });
    expect(await getPublicSauna(t.db, admin, sent.id)).toMatchObject({ id: sent.id, isPublic: false });
    for (const someoneElse of [ANONYMOUS, guest, otherOwner]) {
      await expect(getPublicSauna(t.db, someoneElse, sent.id)).rejects.toMatchObject({ status: 404, message: "Sauna Not Found" });
    }
  });
});
