import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PHOTO_MAX_BYTES } from "#domain/photos";
import { socialImagePath } from "#domain/social-image";
import { localDiskPhotoStorage, sniffPhotoType } from "./photo-storage";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe("photo storage", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("recognises images by their content", () => {
    expect(sniffPhotoType(png).type).toBe("image/png");
    expect(sniffPhotoType(jpeg).type).toBe("image/jpeg");
  });

  it("refuses non-images, even when named like one, and oversized files", () => {
    expect(() => sniffPhotoType(new TextEncoder().encode("<svg onload=alert(1)>"))).toThrow("Only JPG, PNG, GIF or WebP");
    expect(() => sniffPhotoType(new TextEncoder().encode("<?php system($_GET['c']); ?>"))).toThrow("Only JPG");
    expect(() => sniffPhotoType(new Uint8Array(0))).toThrow("empty");
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(jpeg);
    expect(() => sniffPhotoType(big)).toThrow("at most 5 MB");
  });

  it("refuses a kind the upload doesn't allow, by content and whatever the name says", async () => {
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
    expect(sniffPhotoType(gif).type).toBe("image/gif");
    const listingPhotos = { types: ["image/jpeg", "image/png", "image/webp"] as const };
    expect(() => sniffPhotoType(gif, listingPhotos)).toThrow("Only JPG, PNG or WebP photos can be uploaded.");
    expect(sniffPhotoType(png, listingPhotos).type).toBe("image/png");
    await expect(localDiskPhotoStorage(dir).save(gif, "saunas", listingPhotos)).rejects.toThrow("Only JPG, PNG or WebP");
  });

  it("stores under a random name with the real extension and removes only its own files", async () => {
    const storage = localDiskPhotoStorage(dir);
    const url = await storage.save(png, "reviews");
    expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.png$/);
    const file = path.join(dir, url.replace("/uploads/", ""));
    expect(readFileSync(file)).toEqual(Buffer.from(png));
    await storage.remove("/uploads/reviews/../../etc/passwd");
    await storage.remove(url);
    expect(existsSync(file)).toBe(false);
  });

  it("keeps a 1200×630 JPEG beside each listing photo for link previews, and removes it with the photo", async () => {
    const storage = localDiskPhotoStorage(dir);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b85c38" } }).png().toBuffer();
    const url = await storage.save(new Uint8Array(photo), "saunas");
    const social = path.join(dir, socialImagePath(url).replace("/uploads/", ""));
    expect(await sharp(social).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    await storage.remove(url);
    expect(existsSync(social)).toBe(false);
  });

  it("refuses a listing photo that only starts like an image", async () => {
    const storage = localDiskPhotoStorage(dir);
    await expect(storage.save(png, "saunas")).rejects.toThrow("couldn't be read");
  });
});
