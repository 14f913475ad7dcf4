import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { socialImagePath } from "#domain/social-image";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely, realPhoto } from "#server/testing/test-photos";
import { localDiskPhotoStorage } from "./photo-storage";

describe("photo storage", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const onDisk = (url: string) => path.join(dir, url.replace("/uploads/", ""));

  it("stores its own re-encoded WebP under a random name, and removes only its own files", async () => {
    const storage = localDiskPhotoStorage(dir);
    const url = await storage.save(await cameraPhoto(), "reviews");
    expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.webp$/);
    await expectStoredSafely(readFileSync(onDisk(url)));
    await storage.remove("/uploads/reviews/../../etc/passwd");
    await storage.remove(url);
    expect(existsSync(onDisk(url))).toBe(false);
  });

  it("checks every photo the same way, whichever folder it goes to", async () => {
    const storage = localDiskPhotoStorage(dir);
    for (const folder of ["reviews", "saunas", "avatars", "articles"] as const) {
      await expectRefusesHostileImages((bytes) => storage.save(bytes, folder), "Only JPG, PNG, GIF or WebP photos can be uploaded.");
    }
    await expect(storage.save(await realPhoto("gif"), "saunas", { types: ["image/jpeg", "image/png", "image/webp"] })).rejects.toThrow("Only JPG, PNG or WebP");
  });

  it("keeps profile photos small: they are never shown large", async () => {
    const storage = localDiskPhotoStorage(dir);
    const url = await storage.save(await realPhoto("jpeg", { width: 2000, height: 1000 }), "avatars");
    expect(await sharp(onDisk(url)).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it("keeps a 1200×630 JPEG beside each listing photo and article image for link previews, and removes it with the photo", async () => {
    const storage = localDiskPhotoStorage(dir);
    for (const folder of ["saunas", "articles"] as const) {
      const url = await storage.save(await realPhoto("png", { width: 800, height: 600 }), folder);
      const social = onDisk(socialImagePath(url));
      expect(await sharp(social).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      await storage.remove(url);
      expect(existsSync(social)).toBe(false);
    }
  });
});
