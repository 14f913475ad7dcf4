// A host's listing photos, uploaded one by one while the onboarding draft lives in the browser.
// Each upload is stored (content-checked, random name) and recorded with its owner in
// photo_uploads, so Publish accepts only the host's own photos; an unused one can be removed.
import { and, count, eq, isNull } from "drizzle-orm";
import { MAX_LISTING_PHOTOS } from "#domain/listing";
import { LISTING_PHOTO_TYPES } from "#domain/listing-photos";
import { PHOTO_MAX_BYTES, PHOTO_MISSING, PHOTO_TOO_LARGE } from "#domain/photos";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { photoUploads } from "#server/db/schema/photo-uploads";
import { conflict, invalid, notFound, tooManyRequests } from "#server/features/errors";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";

export const SIGN_IN_TO_UPLOAD = "Please sign in to add photos to your listing";
export const PHOTO_NOT_FOUND = "That photo wasn't found. It may have been removed already.";
export const PHOTO_IN_USE = "This photo is part of a listing. Change a listing's photos in Sauna Settings.";
/** Photos waiting for a listing: enough for a few drafts' worth, not a free file host. */
export const MAX_UNUSED_UPLOADS = 3 * MAX_LISTING_PHOTOS;

/** Stores one listing photo and returns its address. */
export async function uploadListingPhoto(db: Db, actor: Actor, storage: PhotoStorage, bytes: Uint8Array): Promise<{ url: string }> {
  const host = requireUser(actor, SIGN_IN_TO_UPLOAD);
  if (bytes.byteLength === 0) throw invalid(PHOTO_MISSING);
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw invalid(PHOTO_TOO_LARGE);
  const [{ waiting }] = await db
    .select({ waiting: count() })
    .from(photoUploads)
    .where(and(eq(photoUploads.ownerId, host.userId), isNull(photoUploads.saunaId)));
  if (waiting >= MAX_UNUSED_UPLOADS) {
    throw tooManyRequests(`You have ${waiting} photos waiting to be used. Please remove some you don't need, then try again.`);
  }
  const url = await storage.save(bytes, "saunas", { types: LISTING_PHOTO_TYPES });
  try {
    await db.insert(photoUploads).values({ url, ownerId: host.userId });
  } catch (error) {
    await storage.remove(url); // no record, no file
    throw error;
  }
  return { url };
}

/**
 * Removes one of the host's photos that no listing uses yet. Someone else's photo is "not found",
 * so nothing about it is revealed; one a listing uses stays (the listing still shows it).
 */
export async function removeListingPhoto(db: Db, actor: Actor, storage: PhotoStorage, url: unknown): Promise<void> {
  const host = requireUser(actor, SIGN_IN_TO_UPLOAD);
  if (typeof url !== "string" || url === "") throw notFound(PHOTO_NOT_FOUND);
  // One statement decides: a publish that takes this photo at the same moment either ran first
  // (the photo has its sauna: nothing deleted) or waits and finds the photo gone.
  const [removed] = await db
    .delete(photoUploads)
    .where(and(eq(photoUploads.url, url), eq(photoUploads.ownerId, host.userId), isNull(photoUploads.saunaId)))
    .returning({ url: photoUploads.url });
  if (!removed) {
    const [mine] = await db.select({ saunaId: photoUploads.saunaId }).from(photoUploads).where(and(eq(photoUploads.url, url), eq(photoUploads.ownerId, host.userId)));
    throw mine ? conflict(PHOTO_IN_USE) : notFound(PHOTO_NOT_FOUND);
  }
  await storage.remove(removed.url);
}
