import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { PHOTO_MAX_BYTES } from "#domain/photos";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely } from "#server/testing/test-photos";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { MAX_UNUSED_UPLOADS, PHOTO_IN_USE, PHOTO_NOT_FOUND, removeListingPhoto, SIGN_IN_TO_UPLOAD, uploadListingPhoto } from "./listing-photos.service";

// Real images: every upload is decoded.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const canvas = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0703a" } });
const JPEG = await canvas().jpeg().toBuffer();
const WEBP = await canvas().webp().toBuffer();

describeOnEachDatabase("listing photos", (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "listing-uploads-"));
  const storage = localDiskPhotoStorage(dir);
  const fileOf = (url: string) => path.join(dir, url.replace("/uploads/", ""));
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores JPEG, PNG and WebP photos under random names and records who uploaded them", async () => {
    const host = await createTestUser(t);
    for (const bytes of [PNG, JPEG, WEBP]) {
      const { url } = await uploadListingPhoto(t.db, host, storage, bytes);
      expect(url).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(fileOf(url))).toBe(true);
      const [row] = await t.db.select().from(photoUploads).where(eq(photoUploads.url, url));
      expect(row).toMatchObject({ ownerId: host.userId, saunaId: null });
    }
  });

  it("refuses by content: a GIF, text named like a photo, an empty file, one over 5 MB; and a visitor", async () => {
    const host = await createTestUser(t);
    await expect(uploadListingPhoto(t.db, host, storage, GIF)).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or WebP photos can be uploaded." });
    await expect(uploadListingPhoto(t.db, host, storage, new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or WebP photos can be uploaded." });
    await expect(uploadListingPhoto(t.db, host, storage, new Uint8Array(0))).rejects.toMatchObject({ status: 400 });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(PNG);
    await expect(uploadListingPhoto(t.db, host, storage, big)).rejects.toMatchObject({ status: 400, message: "Each photo can be at most 5 MB." });
    await expect(uploadListingPhoto(t.db, ANONYMOUS, storage, PNG)).rejects.toMatchObject({ status: 401, message: SIGN_IN_TO_UPLOAD });
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.ownerId, host.userId))).toEqual([]);
  });

  it("decodes each photo: refuses a pixel bomb, a truncated file and a script behind a GIF header; stores what it takes re-encoded", async () => {
    const host = await createTestUser(t);
    await expectRefusesHostileImages((bytes) => uploadListingPhoto(t.db, host, storage, bytes), "Only JPG, PNG or WebP photos can be uploaded.");
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.ownerId, host.userId))).toEqual([]);
    const { url } = await uploadListingPhoto(t.db, host, storage, await cameraPhoto());
    await expectStoredSafely(readFileSync(fileOf(url)));
  });

  it("caps the photos waiting for a listing", async () => {
    const host = await createTestUser(t);
    await t.db.insert(photoUploads).values(Array.from({ length: MAX_UNUSED_UPLOADS }, (_, i) => ({ url: `/uploads/saunas/waiting-${host.userId}-${i}.png`, ownerId: host.userId })));
    await expect(uploadListingPhoto(t.db, host, storage, PNG)).rejects.toMatchObject({ status: 429 });
  });

  it("removes the host's own unused photo, file and record", async () => {
    const host = await createTestUser(t);
    const { url } = await uploadListingPhoto(t.db, host, storage, PNG);
    await removeListingPhoto(t.db, host, storage, url);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await t.db.select().from(photoUploads).where(eq(photoUploads.url, url))).toEqual([]);
    await expect(removeListingPhoto(t.db, host, storage, url)).rejects.toMatchObject({ status: 404, message: PHOTO_NOT_FOUND });
  });

  it("refuses to remove someone else's photo, one a listing uses, and refuses a visitor", async () => {
    const host = await createTestUser(t);
    const other = await createTestUser(t);
    const { url } = await uploadListingPhoto(t.db, host, storage, PNG);
    await expect(removeListingPhoto(t.db, other, storage, url)).rejects.toMatchObject({ status: 404, message: PHOTO_NOT_FOUND });
    await expect(removeListingPhoto(t.db, ANONYMOUS, storage, url)).rejects.toMatchObject({ status: 401 });
    await expect(removeListingPhoto(t.db, host, storage, "")).rejects.toMatchObject({ status: 404 });
    expect(existsSync(fileOf(url))).toBe(true);

    const sauna = await createTestSauna(t, { ownerId: host.userId, images: [url] });
    await t.db.update(photoUploads).set({ saunaId: sauna.id }).where(eq(photoUploads.url, url));
    await expect(removeListingPhoto(t.db, host, storage, url)).rejects.toMatchObject({ status: 409, message: PHOTO_IN_USE });
    expect(existsSync(fileOf(url))).toBe(true);
  });
});
