// Photos in a shared S3-compatible bucket, against a local server speaking the S3
// protocol: stored through one app, served by another under the same stable URL with long-lived
// immutable caching, removed for all.
import sharp from "sharp";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { ConfigError, loadConfig, type Config } from "#server/config";
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from "#server/testing/local-s3";
import { openTestDatabase, type TestDatabase } from "#server/testing/test-database";
import { configuredPhotoObjects } from "./configured-photo-objects";
import { photoStorageOn } from "./photo-storage";
import { parsePhotoStorageUrl } from "./s3-location";

const base = { BETTER_AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/sauna-eire-s3-test" };

describe("PHOTO_STORAGE_URL", () => {
  it("reads bucket, prefix, region and an endpoint for S3-compatible servers", () => {
    expect(parsePhotoStorageUrl("s3://sauna-photos?region=eu-west-1")).toEqual({
      bucket: "sauna-photos", prefix: "", region: "eu-west-1", endpoint: undefined, forcePathStyle: false,
    });
    expect(parsePhotoStorageUrl("s3://photos/prod/?region=auto&endpoint=https://abc.r2.cloudflarestorage.com")).toEqual({
      bucket: "photos", prefix: "prod/", region: "auto", endpoint: "https://abc.r2.cloudflarestorage.com", forcePathStyle: true,
    });
    expect(loadConfig(base).photoStorage).toBeUndefined();
  });

  it("refuses anything else with a sentence, and credentials in the URL", () => {
    expect(() => loadConfig({ ...base, PHOTO_STORAGE_URL: "https://bucket.example.ie" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PHOTO_STORAGE_URL: "s3://bucket?endpoint=ftp://x" })).toThrow(/endpoint must be an http/);
    expect(() => loadConfig({ ...base, PHOTO_STORAGE_URL: "s3://KEY:hunter2@bucket" })).toThrow(/must not hold credentials/);
    expect(() => loadConfig({ ...base, PHOTO_STORAGE_URL: "s3://KEY:hunter2@bucket" })).not.toThrow(/hunter2/);
  });
});

describe("photos in an S3-compatible bucket", () => {
  let s3: LocalS3;
  let t: TestDatabase;
  let config: Config;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    s3 = await startLocalS3();
    // Credentials the standard AWS way, as a deployment sets them.
    for (const [name, value] of Object.entries(LOCAL_S3_CREDENTIALS)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    t = await openTestDatabase("pglite");
    config = loadConfig({ ...base, PHOTO_STORAGE_URL: s3.photoStorageUrl });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await t?.close();
    await s3?.close();
  });

  /** One app process; each builds its own S3 client from the configuration. */
  const appProcess = () =>
    createApp({ config, db: t.db, auth: t.auth, mode: "development", getBuild: () => { throw new Error("no pages here"); } });

  it("stores a listing photo and its link preview through one process and every process serves them, cached for a year", async () => {
    const storage = photoStorageOn(configuredPhotoObjects(config));
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b85c38" } }).jpeg().toBuffer();
    const url = await storage.save(new Uint8Array(photo), "saunas");
    expect(url).toMatch(/^\/uploads\/saunas\/[0-9a-f]{32}\.webp$/);
    let stored: Buffer | undefined;

    for (const app of [appProcess(), appProcess()]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // Every process serves the same stored file: the photo, re-encoded once when it was saved.
      const body = Buffer.from(await res.arrayBuffer());
      expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
      if (stored) expect(body).toEqual(stored);
      stored = body;
      const again = await app.request(url, { headers: { "If-None-Match": res.headers.get("etag")! } });
      expect(again.status).toBe(304);
      const preview = await app.request(url.replace(".webp", ".social.jpg"));
      expect(preview.status).toBe(200);
      expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }

    await storage.remove(url);
    const gone = await appProcess().request(url);
    expect(gone.status).toBe(404);
    expect((await appProcess().request(url.replace(".webp", ".social.jpg"))).status).toBe(404);
  });

  it("checks uploads by content as on disk, and serves only names it could have made", async () => {
    const storage = photoStorageOn(configuredPhotoObjects(config));
    await expect(storage.save(new TextEncoder().encode("<svg onload=alert(1)>"), "reviews")).rejects.toThrow("Only JPG, PNG, GIF or WebP");
    const app = appProcess();
    for (const bad of ["/uploads/reviews/..%2F..%2Fauth-secret", "/uploads/other/0123456789abcdef0123456789abcdef.png", "/uploads/reviews/x.svg"]) {
      expect((await app.request(bad)).status).toBe(404);
    }
  });
});

describe("photos on this machine's disk (the embedded default)", () => {
  it("are served under the same URLs with the same long-lived caching", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-photos-"));
    const t = await openTestDatabase("pglite");
    try {
      const config = loadConfig({ ...base, DATA_DIR: dataDir });
      const storage = photoStorageOn(configuredPhotoObjects(config));
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).png().toBuffer();
      const url = await storage.save(new Uint8Array(png), "avatars");
      const app = createApp({ config, db: t.db, auth: t.auth, mode: "development", getBuild: () => { throw new Error("no pages here"); } });
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 8, height: 8 });
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
