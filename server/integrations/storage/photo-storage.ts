// Photo storage behind a small interface: local disk by default, an S3-compatible bucket when
// PHOTO_STORAGE_URL is set (s3-photo-objects.ts); served under /uploads either way (serve-photos.ts). Uploads are checked by their content, not their name or the
// browser's claimed type, capped in size, and stored under random names.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
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

/**
 * Where photo files are kept: a folder (the embedded default) or an S3-compatible bucket
 * (s3-photo-objects.ts, PHOTO_STORAGE_URL). Keys are `folder/name`, e.g. `saunas/3f…a1.jpg`.
 */
export interface PhotoObjects {
  /** For the start-up log (never includes credentials). */
  readonly description: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<{ bytes: Uint8Array; etag: string } | null>;
  delete(key: string): Promise<void>;
}

/** `/uploads/<folder>/<name>` of a file we store: a photo or its link-preview JPEG. */
export const UPLOAD_PATH = /^\/uploads\/(reviews|saunas|avatars|articles)\/([0-9a-f]{32}(?:\.social)?\.(?:jpg|png|gif|webp))$/;

/** The Content-Type of a stored file, from the extension we gave it after sniffing its content. */
export function photoContentType(name: string): PhotoType {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return extension === "jpg" ? "image/jpeg" : (`image/${extension}` as PhotoType);
}

/**
 * Photos checked and named as described at the top, kept in `objects`. Their URLs are the same
 * whatever keeps them (`/uploads/<folder>/<random>.<ext>`, served by serve-photos.ts), so moving
 * from disk to a bucket changes no stored URL.
 */
export function photoStorageOn(objects: PhotoObjects): PhotoStorage {
  return {
    async save(bytes, folder, options) {
      const { type, extension } = sniffPhotoType(bytes, options);
      const name = `${randomBytes(16).toString("hex")}.${extension}`;
      const url = `/uploads/${folder}/${name}`;
      // Listing photos appear in link previews, which need a raster 1200×630 (issue 11). Making
      // it first also proves the file is a whole image, not just one with the right first bytes.
      let preview: Buffer | undefined;
      if (folder === "saunas") {
        try {
          preview = await socialImage(bytes);
        } catch {
          throw invalid("This photo couldn't be read. Please choose another one.");
        }
      }
      await objects.put(`${folder}/${name}`, bytes, type);
      if (preview) await objects.put(`${folder}/${path.basename(socialImagePath(url))}`, preview, "image/jpeg");
      return url;
    },
    async remove(url) {
      const match = UPLOAD_PATH.exec(url);
      if (!match || match[2].includes(".social.")) return; // not one of ours (e.g. a demo image): nothing to delete
      await objects.delete(`${match[1]}/${match[2]}`);
      await objects.delete(`${match[1]}/${path.basename(socialImagePath(url))}`);
    },
  };
}

/** Files in a folder on this machine (DATA_DIR/uploads): one process, or a shared file system. */
export function localDiskPhotoObjects(uploadsDir: string): PhotoObjects {
  return {
    description: `files in ${uploadsDir}`,
    async put(key, bytes) {
      await mkdir(path.dirname(path.join(uploadsDir, key)), { recursive: true });
      // "wx": a name is never written twice (random names; a clash would be a bug, not an update).
      await writeFile(path.join(uploadsDir, key), bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        const file = path.join(uploadsDir, key);
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        return { bytes, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(uploadsDir, key), { force: true });
    },
  };
}

export function localDiskPhotoStorage(uploadsDir: string): PhotoStorage {
  return photoStorageOn(localDiskPhotoObjects(uploadsDir));
}
