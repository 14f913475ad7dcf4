// Photo storage behind a small interface: local disk by default (served under /uploads),
// S3-compatible storage later. Uploads are checked by their content, not their name or the
// browser's claimed type, capped in size, and stored under random names.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "#domain/photos";
import { invalid } from "#server/features/errors";


export interface PhotoStorage {
  /** Stores the photo and returns its public URL. */
  save(bytes: Uint8Array, folder: "reviews" | "saunas" | "avatars" | "articles"): Promise<string>;
  remove(url: string): Promise<void>;
}

const SIGNATURES: { type: string; extension: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", extension: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", extension: "png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: "image/gif", extension: "gif", test: (b) => ascii(b, 0, 4) === "GIF8" },
  { type: "image/webp", extension: "webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The photo's real type from its first bytes, or an error in plain words. */
export function sniffPhotoType(bytes: Uint8Array): { type: string; extension: string } {
  if (bytes.byteLength === 0) throw invalid("The photo is empty.");
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw invalid(PHOTO_TOO_LARGE);
  const match = SIGNATURES.find((s) => s.test(bytes));
  if (!match) throw invalid("Only JPG, PNG, GIF or WebP photos can be uploaded.");
  return { type: match.type, extension: match.extension };
}

export function localDiskPhotoStorage(uploadsDir: string): PhotoStorage {
  return {
    async save(bytes, folder) {
      const { extension } = sniffPhotoType(bytes);
      const name = `${randomBytes(16).toString("hex")}.${extension}`;
      await mkdir(path.join(uploadsDir, folder), { recursive: true });
      await writeFile(path.join(uploadsDir, folder, name), bytes, { flag: "wx" });
      return `/uploads/${folder}/${name}`;
    },
    async remove(url) {
      const match = /^\/uploads\/(reviews|saunas|avatars|articles)\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/.exec(url);
      if (!match) return; // not one of ours (e.g. a demo image): nothing to delete
      await rm(path.join(uploadsDir, match[1], match[2]), { force: true });
    },
  };
}
