// Photo storage behind a small interface: local disk by default, an S3-compatible bucket when
// PHOTO_STORAGE_URL is set (s3-photo-objects.ts); served under /uploads either way
// (serve-photos.ts). Every upload is decoded and re-encoded first (images/uploaded-photo.ts), so
// what is stored is our own WebP, never the bytes that were sent, under a random name.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { socialImagePath } from "#domain/social-image";
import { socialImage } from "#server/integrations/images/social-image";
import { checkedPhoto, type PhotoOptions, type PhotoType } from "#server/integrations/images/uploaded-photo";

export type PhotoFolder = "reviews" | "saunas" | "avatars" | "articles";

export interface PhotoStorage {
  /** Checks and stores the photo (see uploaded-photo.ts) and returns its public URL. */
  save(bytes: Uint8Array, folder: PhotoFolder, options?: Pick<PhotoOptions, "types">): Promise<string>;
  remove(url: string): Promise<void>;
}

/** How large a stored photo needs to be where it is shown: profile photos are never shown large. */
const LONGEST_SIDE: Record<PhotoFolder, number> = { avatars: 512, reviews: 2560, saunas: 2560, articles: 2560 };
/** Listing photos and article images appear in link previews, which need a raster 1200×630. */
const WITH_LINK_PREVIEW: readonly PhotoFolder[] = ["saunas", "articles"];

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

/** The Content-Type of a stored file, from the extension we gave it (older uploads kept their kind). */
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
      const photo = await checkedPhoto(bytes, { ...options, longestSide: LONGEST_SIDE[folder] });
      const name = `${randomBytes(16).toString("hex")}.${photo.extension}`;
      const url = `/uploads/${folder}/${name}`;
      const preview = WITH_LINK_PREVIEW.includes(folder) ? await socialImage(photo.bytes) : undefined;
      await objects.put(`${folder}/${name}`, photo.bytes, photo.type);
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
