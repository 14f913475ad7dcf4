// A listing's photos: upload (checked by content, stored under a random name by PhotoStorage,
// recorded in photo_uploads with the sauna), remove, and reorder (the first is the cover). The
// host changes them in Sauna Settings (the functions below, for the sauna's own owner); an
// administrator in Edit Sauna (admin-sauna-photos.service.ts), through the same three changes.
// The list is changed with single conditional statements, so two tabs can't push it past the
// limit or lose a photo to a stale order.
import { and, eq, sql } from "drizzle-orm";
import { MAX_LISTING_PHOTOS } from "#domain/listing";
import { LISTING_PHOTO_TYPES } from "#domain/listing-photos";
import { SaunaPhotoOrderSchema, SaunaPhotoSchema } from "#domain/host-settings-schema";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid, notFound, parseOrInvalid } from "#server/features/errors";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { runnableSauna } from "./owned-saunas";

const TOO_MANY = `A listing can have up to ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`;
const CHANGED_MEANWHILE = "The photos have changed in the meantime. Please reload the page and try again.";

/** The sauna whose photos change: its id, photos as they are, and owner (whose upload a new photo counts as). */
export type SaunaWithPhotos = { id: string; images: string[]; ownerId: string | null };
/** Written in the same transaction as the change (an admin's change is logged with it). */
type AlsoInTransaction = (tx: Db) => Promise<void>;

/** Adds a photo at the end of the sauna's photos; returns its address. Listing photos are JPEG, PNG or WebP, as in onboarding. */
export async function addSaunaPhoto(db: Db, actor: Actor, storage: PhotoStorage, saunaId: unknown, bytes: Uint8Array): Promise<string> {
  return addPhoto(db, storage, await runnableSauna(db, actor, saunaId), bytes);
}

/** Takes a photo off the listing, and deletes the file if it was uploaded for it. */
export async function removeSaunaPhoto(db: Db, actor: Actor, storage: PhotoStorage, saunaId: unknown, input: unknown) {
  return removePhoto(db, storage, await runnableSauna(db, actor, saunaId), input);
}

/** Puts the sauna's photos in the given order; it must hold exactly the photos it has. */
export async function reorderSaunaPhotos(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  return reorderPhotos(db, await runnableSauna(db, actor, saunaId), input);
}

export async function addPhoto(db: Db, storage: PhotoStorage, sauna: SaunaWithPhotos, bytes: Uint8Array, also?: AlsoInTransaction): Promise<string> {
  if (sauna.images.length >= MAX_LISTING_PHOTOS) throw invalid(TOO_MANY);
  const url = await storage.save(bytes, "saunas", { types: LISTING_PHOTO_TYPES });
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(saunas)
      .set({ images: sql`array_append(${saunas.images}, ${url}::text)`, updatedAt: new Date() })
      .where(and(eq(saunas.id, sauna.id), sql`cardinality(${saunas.images}) < ${MAX_LISTING_PHOTOS}`))
      .returning({ id: saunas.id });
    if (!row) return false;
    await tx.insert(photoUploads).values({ url, ownerId: sauna.ownerId, saunaId: sauna.id });
    await also?.(tx);
    return true;
  });
  if (!added) {
    await storage.remove(url);
    throw invalid(TOO_MANY);
  }
  return url;
}

export async function removePhoto(db: Db, storage: PhotoStorage, sauna: SaunaWithPhotos, input: unknown, also?: AlsoInTransaction) {
  const { url } = parseOrInvalid(SaunaPhotoSchema, input);
  const { images, upload } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(saunas)
      .set({ images: sql`array_remove(${saunas.images}, ${url}::text)`, updatedAt: new Date() })
      .where(and(eq(saunas.id, sauna.id), sql`${url}::text = any(${saunas.images})`))
      .returning({ images: saunas.images });
    if (!row) throw notFound("That photo isn't one of this sauna's.");
    // Only a file uploaded for this sauna is deleted; a photo shipped with the site stays.
    const [uploaded] = await tx
      .delete(photoUploads)
      .where(and(eq(photoUploads.url, url), eq(photoUploads.saunaId, sauna.id)))
      .returning({ url: photoUploads.url });
    await also?.(tx);
    return { images: row.images, upload: uploaded };
  });
  if (upload) await storage.remove(upload.url);
  return images;
}

export async function reorderPhotos(db: Db, sauna: SaunaWithPhotos, input: unknown, also?: AlsoInTransaction) {
  const { photos } = parseOrInvalid(SaunaPhotoOrderSchema, input);
  const same = photos.length === sauna.images.length && [...photos].sort().join("\n") === [...sauna.images].sort().join("\n");
  if (!same) throw conflict(CHANGED_MEANWHILE);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(saunas)
      .set({ images: photos, updatedAt: new Date() })
      // Only if nobody changed the list since we read it.
      .where(and(eq(saunas.id, sauna.id), sql`${saunas.images} = ${sql`array[${sql.join(sauna.images.map((u) => sql`${u}`), sql`, `)}]::text[]`}`))
      .returning({ images: saunas.images });
    if (!row) throw conflict(CHANGED_MEANWHILE);
    await also?.(tx);
    return row.images;
  });
}
