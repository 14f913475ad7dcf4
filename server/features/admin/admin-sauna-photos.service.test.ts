// Edit Sauna's photos: an admin adds, reorders and removes the photos of any listing
// (a host's, or one nobody owns) through the host's own photo changes, each logged; the host
// can still remove what the admin added. Refused to a visitor, a guest, another owner and the
// sauna's own owner (who uses Sauna Settings); a super admin may.
import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type Actor, type SignedInUser } from "#server/auth/actor";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { adminActivityLog } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { removeSaunaPhoto } from "#server/features/hosts/host-settings-photos.service";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { adminAddSaunaPhoto, adminRemoveSaunaPhoto, adminReorderSaunaPhotos } from "./admin-sauna-photos.service";

const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0703a" } }).jpeg().toBuffer());
const SHIPPED = "/images/saunas/barrel-beach-sunset.jpg";

describeOnEachDatabase("Edit Sauna's photos", (t) => {
  let admin: SignedInUser;
  let owner: SignedInUser;
  const uploads = mkdtempSync(path.join(os.tmpdir(), "admin-photos-"));
  const storage = localDiskPhotoStorage(uploads);
  const images = async (id: string) => (await t.db.select({ images: saunas.images }).from(saunas).where(eq(saunas.id, id)))[0].images;
  const fileOf = (url: string) => path.join(uploads, url.replace("/uploads/", ""));

  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    owner = await createTestUser(t, { isOwner: true });
  });
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  it("adds, reorders and removes a host's photos, and logs each change", async () => {
    const sauna = await createTestSauna(t, { name: "Harbour Heat", ownerId: owner.userId, images: [SHIPPED] });
    const first = await adminAddSaunaPhoto(t.db, admin, storage, sauna.id, jpeg);
    const second = await adminAddSaunaPhoto(t.db, admin, storage, sauna.id, jpeg);
    expect(first).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);
    expect(await images(sauna.id)).toEqual([SHIPPED, first, second]);
    // Recorded as the sauna's own uploads, so the host can take them off again.
    expect(await t.db.select({ url: photoUploads.url, ownerId: photoUploads.ownerId }).from(photoUploads).where(eq(photoUploads.saunaId, sauna.id))).toEqual(
      expect.arrayContaining([{ url: first, ownerId: owner.userId }, { url: second, ownerId: owner.userId }]),
    );

    expect(await adminReorderSaunaPhotos(t.db, admin, sauna.id, { photos: [second, SHIPPED, first] })).toEqual([second, SHIPPED, first]);
    expect((await getPublicSauna(t.db, ANONYMOUS, sauna.id)).images[0]).toBe(second);
    // A stale order (a photo added or removed meanwhile) is refused, as on the host's side.
    await expect(adminReorderSaunaPhotos(t.db, admin, sauna.id, { photos: [first, second] })).rejects.toMatchObject({ status: 409 });

    expect(existsSync(fileOf(first))).toBe(true);
    expect(await adminRemoveSaunaPhoto(t.db, admin, storage, sauna.id, { url: first })).toEqual([second, SHIPPED]);
    expect(existsSync(fileOf(first))).toBe(false);
    // A photo shipped with the site leaves the listing; its file stays.
    expect(await adminRemoveSaunaPhoto(t.db, admin, storage, sauna.id, { url: SHIPPED })).toEqual([second]);
    await expect(adminRemoveSaunaPhoto(t.db, admin, storage, sauna.id, { url: first })).rejects.toMatchObject({ status: 404 });

    // The host removes the photo the admin added, file and all.
    expect(await removeSaunaPhoto(t.db, owner, storage, sauna.id, { url: second })).toEqual([]);
    expect(existsSync(fileOf(second))).toBe(false);

    const log = await t.db.select({ action: adminActivityLog.action, actorId: adminActivityLog.actorId }).from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(log.map((l) => l.action).sort()).toEqual(
      ["Added a photo to Harbour Heat", "Added a photo to Harbour Heat", "Removed a photo from Harbour Heat", "Removed a photo from Harbour Heat", "Reordered the photos of Harbour Heat"].sort(),
    );
    expect(new Set(log.map((l) => l.actorId))).toEqual(new Set([admin.userId]));
  });

  it("changes the photos of a listing nobody owns, within the twelve-photo limit, and refuses what isn't a photo", async () => {
    const sauna = await createTestSauna(t, { ownerId: null, images: Array.from({ length: 11 }, (_, i) => `/images/saunas/demo-${i}.jpg`) });
    await expect(adminAddSaunaPhoto(t.db, admin, storage, sauna.id, new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toMatchObject({ status: 400, message: expect.stringContaining("Only JPG") });
    const url = await adminAddSaunaPhoto(t.db, admin, storage, sauna.id, jpeg);
    await expect(adminAddSaunaPhoto(t.db, admin, storage, sauna.id, jpeg)).rejects.toMatchObject({ status: 400, message: expect.stringContaining("up to 12 photos") });
    expect(await images(sauna.id)).toHaveLength(12);
    await adminRemoveSaunaPhoto(t.db, admin, storage, sauna.id, { url });
    expect(existsSync(fileOf(url))).toBe(false);
    await expect(adminAddSaunaPhoto(t.db, admin, storage, "00000000-0000-4000-8000-000000000000", jpeg)).rejects.toMatchObject({ status: 404 });
    await expect(adminReorderSaunaPhotos(t.db, admin, "../etc", { photos: [] })).rejects.toMatchObject({ status: 404 });
  });

  it("lets a super admin; refuses a visitor, a guest, another owner and the sauna's own owner, changing nothing", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const guest = await createTestUser(t);
    const otherOwner = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: owner.userId, images: [SHIPPED] });
    const added = await adminAddSaunaPhoto(t.db, superAdmin, storage, sauna.id, jpeg);
    const refusals: [Actor, number][] = [[ANONYMOUS, 401], [guest, 403], [otherOwner, 403], [owner, 403]];
    for (const [actor, status] of refusals) {
      await expect(adminAddSaunaPhoto(t.db, actor, storage, sauna.id, jpeg)).rejects.toMatchObject({ status });
      await expect(adminRemoveSaunaPhoto(t.db, actor, storage, sauna.id, { url: added })).rejects.toMatchObject({ status });
      await expect(adminReorderSaunaPhotos(t.db, actor, sauna.id, { photos: [added, SHIPPED] })).rejects.toMatchObject({ status });
    }
    expect(await images(sauna.id)).toEqual([SHIPPED, added]);
  });
});
