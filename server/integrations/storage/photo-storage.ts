// Photo storage behind a small interface: local disk by default (served under /uploads),
// S3-compatible storage later. Uploads are checked by their content, not their name or the
// browser's claimed type, capped in size, and stored under random names.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "#domain/photos";
import { socialImagePath } from "#domain/social-image";
import { invalid } from "#server/features/errors";
import { socialImage } from "#server/integrations/images/social-image";


export type PhotoType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";
/** `types`: the kinds this upload may be (default: all four); anything else is refused. */
export type PhotoOptions = { types?: readonly PhotoType[] };

export interface PhotoStorage {
  /** Stores the photo and returns its public URL. */
  save(bytes: Uint8Array, folder: "reviews" | "saunas" | "avatars" | "articles", options?: PhotoOptions): Promise<string>;
  remove(url: string): Promise<void>;
}

const SIGNATURES: { type: PhotoType; label: string; extension: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", label: "JPG", extension: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", label: "PNG", extension: "png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: "image/gif", label: "GIF", extension: "gif", test: (b) => ascii(b, 0, 4) === "GIF8" },
  { type: "image/webp", label: "WebP", extension: "webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** "JPG, PNG or WebP" */
function typeList(labels: string[]): string {
  return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

/** The photo's real type from its first bytes, or an error in plain words. */
export function sniffPhotoType(bytes: Uint8Array, options: PhotoOptions = {}): { type: PhotoType; extension: string } {
  if (bytes.byteLength === 0) throw invalid("The photo is empty.");
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw invalid(PHOTO_TOO_LARGE);
  const allowed = SIGNATURES.filter((s) => !options.types || options.types.includes(s.type));
  const match = allowed.find((s) => s.test(bytes));
  if (!match) throw invalid(`Only ${typeList(allowed.map((s) => s.label))} photos can be uploaded.`);
  return { type: match.type, extension: match.extension };
}

export function localDiskPhotoStorage(uploadsDir: string): PhotoStorage {
  return {
    async save(bytes, folder, options) {
      const { extension } = sniffPhotoType(bytes, options);
      const name = `${randomBytes(16).toString("hex")}.${extension}`;
      await mkdir(path.join(uploadsDir, folder), { recursive: true });
      await writeFile(path.join(uploadsDir, folder, name), bytes, { flag: "wx" });
      const url = `/uploads/${folder}/${name}`;
      // Listing photos appear in link previews, which need a raster 1200×630 (issue 11). Making
      // it also proves the file is a whole image, not just one with the right first bytes.
      if (folder === "saunas") {
        let preview: Buffer;
        try {
          preview = await socialImage(bytes);
        } catch {
          await rm(path.join(uploadsDir, folder, name), { force: true });
          throw invalid("This photo couldn't be read. Please choose another one.");
        }
        await writeFile(path.join(uploadsDir, folder, path.basename(socialImagePath(url))), preview);
      }
      return url;
    },
    async remove(url) {
      const match = /^\/uploads\/(reviews|saunas|avatars|articles)\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/.exec(url);
      if (!match) return; // not one of ours (e.g. a demo image): nothing to delete
      await rm(path.join(uploadsDir, match[1], match[2]), { force: true });
      await rm(path.join(uploadsDir, match[1], path.basename(socialImagePath(url))), { force: true });
    },
  };
}
