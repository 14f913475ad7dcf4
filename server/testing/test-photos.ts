// Photos for upload tests: real ones made by sharp, and the hostile files an audit sent, made by hand
// (each accepted by its first bytes before every upload was decoded).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import { PHOTO_DAMAGED, PHOTO_TOO_MANY_PIXELS } from "#domain/photos";

/** A real photo of the given kind (40×30 unless told), as a browser would send it. */
export async function realPhoto(format: "jpeg" | "png" | "gif" | "webp" = "jpeg", size = { width: 40, height: 30 }): Promise<Uint8Array> {
  const canvas = sharp({ create: { ...size, channels: 3, background: "#c0703a" } });
  return new Uint8Array(await canvas[format]().toBuffer());
}

/**
 * A phone photo taken sideways (EXIF orientation 6: stored 40×30, shown 30×40) that says where it
 * was taken (EXIF GPS) and with what camera.
 */
export async function cameraPhoto(): Promise<Uint8Array> {
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0703a" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 20/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "6/1 15/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(photo);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG written byte by byte, so it can claim anything: `rows` are its scanlines (a filter byte,
 * then the pixels), 1-bit grey or 8-bit RGB, compressed at zlib `level`.
 */
export function handMadePng({ width, height, bits }: { width: number; height: number; bits: 1 | 8 }, rows: Buffer, level = 9): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set(bits === 1 ? [1, 0] : [8, 2], 8); // 1-bit greyscale or 8-bit RGB; no interlacing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A "decompression bomb": a valid PNG of 20000×20000 pixels (400 megapixels: 1.2 GB once decoded
 * as RGB) in about 50 KB, because its rows of zeros compress to almost nothing.
 */
export function pixelBomb({ width, height } = { width: 20_000, height: 20_000 }): Uint8Array {
  return new Uint8Array(handMadePng({ width, height, bits: 1 }, Buffer.alloc((1 + Math.ceil(width / 8)) * height)));
}

/** A real PNG cut off half-way, as an interrupted upload or a broken disk leaves it. */
export async function truncatedPng(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  return new Uint8Array(png.subarray(0, Math.floor(png.length / 2)));
}

/** A script that starts like a GIF ("GIF89a/*…*\/"): served as an image it passed a first-bytes check. */
export function gifScriptPolyglot(): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from("GIF89a/*", "latin1"), Buffer.from([0x0a, 0x00, 0x00, 0xff, 0x00]), Buffer.from("*/=1;alert(document.domain);//", "latin1")]));
}

/** Refuses each hostile file with a 400 in plain words (`notAnImage`: this upload's "Only … photos" message). */
export async function expectRefusesHostileImages(upload: (bytes: Uint8Array) => Promise<unknown>, notAnImage: string): Promise<void> {
  await expect(upload(pixelBomb())).rejects.toMatchObject({ status: 400, message: PHOTO_TOO_MANY_PIXELS });
  await expect(upload(await truncatedPng())).rejects.toMatchObject({ status: 400, message: PHOTO_DAMAGED });
  await expect(upload(gifScriptPolyglot())).rejects.toMatchObject({ status: 400, message: notAnImage });
}

/** What was stored for cameraPhoto(): our own upright WebP, with no EXIF (so no GPS position) left. */
export async function expectStoredSafely(stored: Uint8Array): Promise<void> {
  const metadata = await sharp(stored, { failOn: "error" }).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 30, height: 40 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(await sharp(stored, { failOn: "error" }).raw().toBuffer()).toHaveLength(30 * 40 * 3);
}
