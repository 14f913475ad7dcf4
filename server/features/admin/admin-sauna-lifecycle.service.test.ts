// An administrator adds a sauna by hand (the Edit Sauna fields, live at once or pending
// as chosen) and deletes one nobody has booked; a sauna with any booking, past, future or
// cancelled, is refused in plain words, and the database refuses it too. Visitors, guests and
// hosts are refused both.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SAUNA_HAS_BOOKINGS } from "#domain/admin-sauna-lifecycle";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { favorites } from "#server/db/schema/favorites";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { adminActivityLog } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { localDiskPhotoObjects, photoStorageOn, type PhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { realPhoto } from "#server/testing/test-photos";
import { addSauna, deleteSauna } from "./admin-sauna-lifecycle.service";

const DAY = 86_400_000;

/** Every field of the form, as the browser sends it. */
const form = (values: Record<string, unknown> = {}) => ({
  name: "Inch Beach Sauna", description: "A barrel sauna in the dunes.", county: "Kerry", type: "Sea View", location: "Inch",
  address: "Inch Beach, Co. Kerry", capacity: "8", privateSession: "30", sharedSession: "15", groupSession: "", latitude: "52.13", longitude: "-9.98",
  website: "inchsauna.ie", amenities: ["Sea View", "Cold Plunge"], status: "active", ...values,
});

describeOnEachDatabase("adding and deleting a sauna by hand", (t, kind) => {
  let admin: SignedInUser;
  let uploads: string;
  let storage: PhotoStorage;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    uploads = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-delete-"));
    storage = photoStorageOn(localDiskPhotoObjects(uploads));
  });
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ""));

  it("adds a sauna live at once: active, published, on /saunas and its page, with every field as typed", async () => {
    const added = await addSauna(t.db, admin, form({ name: `Inch Beach Sauna ${kind}` }));
    expect(added).toMatchObject({ name: `Inch Beach Sauna ${kind}`, status: "active" });
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, added.id));
    expect(row).toMatchObject({
      status: "active", isPublished: true, ownerId: null, isClaimed: false, county: "Kerry", type: "Sea View", location: "Inch",
      address: "Inch Beach, Co. Kerry", capacity: 8, pricePerSession: 30, pricePrivate: 30, priceShared: 15, priceGroup: null, latitude: 52.13, longitude: -9.98,
      website: "https://inchsauna.ie", amenities: ["Sea View", "Cold Plunge"], description: "A barrel sauna in the dunes.",
    });
    expect((await listPublicSaunas(t.db, { q: `Inch Beach Sauna ${kind}` })).saunas.map((s) => s.id)).toContain(added.id);
    expect(await getPublicSauna(t.db, ANONYMOUS, added.id)).toMatchObject({ name: `Inch Beach Sauna ${kind}`, isPublic: true });
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, added.id));
    expect(entry).toMatchObject({ action: `Added Inch Beach Sauna ${kind}`, actorId: admin.userId, details: { status: "active" } });
  });

  it("adds one as pending: hidden until an administrator approves it", async () => {
    const added = await addSauna(t.db, admin, form({ name: "Pendingwordrho Sauna", status: "pending", latitude: "", longitude: "" }));
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, added.id));
    expect(row).toMatchObject({ status: "pending", isPublished: false, latitude: null, longitude: null });
    await expect(getPublicSauna(t.db, ANONYMOUS, added.id)).rejects.toMatchObject({ status: 404 });
  });

  it("checks the form as Edit Sauna does, with a message on each field, and adds nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(saunas);
    await expect(addSauna(t.db, admin, form({ name: " ", capacity: "30", privateSession: "12", latitude: "53", longitude: "", status: "deleted" }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        name: "Please enter the sauna's name",
        capacity: "Capacity must be a whole number from 1 to 20",
        privateSession: "Prices go in steps of €5",
        status: "Please choose whether the sauna goes live now or waits for approval",
      },
    });
    await expect(addSauna(t.db, admin, form({ name: "Inj\r\nBcc: all@example.ie" }))).rejects.toMatchObject({ status: 400, fieldErrors: { name: expect.stringContaining("one line") } });
    // An id sent along is not a way to overwrite another listing: it is simply not part of the form.
    const other = await createTestSauna(t, { name: "Untouchedwordsigma" });
    const added = await addSauna(t.db, admin, form({ name: "Newwordtau", saunaId: other.id }));
    expect(added.id).not.toBe(other.id);
    expect((await t.db.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, other.id)))[0].name).toBe("Untouchedwordsigma");
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(saunas);
    expect(after[0].n).toBe(before[0].n + 2);
  });

  it("deletes a sauna nobody has booked, with its reviews, favourites and photo files", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const listingPhoto = await storage.save(await realPhoto(), "saunas");
    const reviewPhoto = await storage.save(await realPhoto("png"), "reviews");
    const sauna = await createTestSauna(t, { name: "Deletewordupsilon", ownerId: host.userId, images: [listingPhoto, "https://images.example.ie/stock.jpg"] });
    await t.db.insert(photoUploads).values({ url: listingPhoto, ownerId: host.userId, saunaId: sauna.id });
    const guest = await createTestUser(t);
    await t.db.insert(favorites).values({ userId: guest.userId, saunaId: sauna.id });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 4, comment: "Lovely heat and a fine view of the bay.", images: [reviewPhoto], status: "published" });
    expect(existsSync(fileOf(listingPhoto))).toBe(true);

    expect(await deleteSauna(t.db, admin, storage, { saunaId: sauna.id })).toEqual({ id: sauna.id, name: "Deletewordupsilon" });
    expect(await t.db.select().from(saunas).where(eq(saunas.id, sauna.id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.saunaId, sauna.id))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.saunaId, sauna.id))).toEqual([]);
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.url, listingPhoto))).toEqual([]);
    expect(existsSync(fileOf(listingPhoto))).toBe(false);
    expect(existsSync(fileOf(reviewPhoto))).toBe(false);
    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(entry).toMatchObject({ action: "Deleted Deletewordupsilon", actorId: admin.userId });
    await expect(deleteSauna(t.db, admin, storage, { saunaId: sauna.id })).rejects.toMatchObject({ status: 404 });
    await expect(deleteSauna(t.db, admin, storage, { saunaId: "not-a-uuid" })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to delete a sauna with any booking, past, future or cancelled, and so does the database", async () => {
    const guest = await createTestUser(t);
    for (const [when, status] of [[-30 * DAY, "confirmed"], [10 * DAY, "confirmed"], [5 * DAY, "cancelled"]] as const) {
      const sauna = await createTestSauna(t, { name: `Bookedwordphi ${status} ${when}` });
      await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + when), status });
      await expect(deleteSauna(t.db, admin, storage, { saunaId: sauna.id })).rejects.toMatchObject({ status: 409, message: SAUNA_HAS_BOOKINGS(sauna.name) });
      expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.id, sauna.id))).toHaveLength(1);
      // Not only this service: a plain DELETE is refused by the bookings' foreign key.
      await expect(t.db.execute(sql`delete from saunas where id = ${sauna.id}`)).rejects.toThrow();
      expect(await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id))).toEqual([]);
    }
  });

  it("is refused to a visitor, a guest, the sauna's own host and another host; super admins may", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const otherHost = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId });
    for (const [who, status] of [[ANONYMOUS, 401], [guest, 403], [host, 403], [otherHost, 403]] as const) {
      await expect(addSauna(t.db, who, form({ name: "Sneakywordchi" }))).rejects.toMatchObject({ status });
      await expect(deleteSauna(t.db, who, storage, { saunaId: sauna.id })).rejects.toMatchObject({ status });
    }
    expect((await listPublicSaunas(t.db, { q: "Sneakywordchi" })).total).toBe(0);
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.id, sauna.id))).toHaveLength(1);

    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const added = await addSauna(t.db, superAdmin, form({ name: "Superwordpsi", status: "pending" }));
    expect(await deleteSauna(t.db, superAdmin, storage, { saunaId: added.id })).toMatchObject({ name: "Superwordpsi" });
  });
});
