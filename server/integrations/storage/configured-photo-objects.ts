// Which store keeps photos: the S3-compatible bucket of PHOTO_STORAGE_URL when set (several
// processes or machines), otherwise DATA_DIR/uploads on this machine (the embedded default).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";
import { localDiskPhotoObjects, type PhotoObjects } from "./photo-storage";

export function configuredPhotoObjects(config: Pick<Config, "dataDir" | "photoStorage">): PhotoObjects {
  const location = config.photoStorage;
  if (location) {
    // The AWS SDK is loaded only when a bucket is configured, on first use.
    let loaded: Promise<PhotoObjects> | undefined;
    const objects = () => (loaded ??= import("./s3-photo-objects").then((m) => m.s3PhotoObjects(location)));
    return {
      description: `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ""}`,
      put: async (key, bytes, contentType) => (await objects()).put(key, bytes, contentType),
      get: async (key) => (await objects()).get(key),
      delete: async (key) => (await objects()).delete(key),
    };
  }
  const uploadsDir = path.join(config.dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  return localDiskPhotoObjects(uploadsDir);
}
