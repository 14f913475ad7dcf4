// A guest's own reviews: write (pending until moderated), list, edit (back to pending) and
// delete. The sauna's rating is recomputed in the same transaction whenever it can change.
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { and, desc, eq } from "drizzle-orm";
import { OWN_SAUNA_REVIEW, REVIEW_MAX_PHOTOS, ReviewRequestSchema } from "#domain/review-request";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { conflict, forbidden, invalid, notFound, parseOrInvalid } from "#server/features/errors";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { recomputeSaunaRating } from "./sauna-rating";
import { Uuid } from "#domain/uuid";

export const SIGN_IN_TO_REVIEW = "Please sign in to leave a review";
export const ALREADY_REVIEWED = "You've already reviewed this sauna. You can edit your review from My Account.";

/** Stores up to three photos; if anything fails, the ones already stored are removed. */
async function storePhotos(storage: PhotoStorage, photos: Uint8Array[]): Promise<string[]> {
  if (photos.length > REVIEW_MAX_PHOTOS) throw invalid(`You can add up to ${REVIEW_MAX_PHOTOS} photos.`);
  const urls: string[] = [];
  try {
    for (const photo of photos) urls.push(await storage.save(photo, "reviews"));
    return urls;
  } catch (error) {
    await Promise.all(urls.map((u) => storage.remove(u)));
    throw error;
  }
}

export async function createReview(
  db: Db, actor: Actor, storage: PhotoStorage, saunaId: string, input: unknown, photos: Uint8Array[] = [],
) {
  const me = requireUser(actor, SIGN_IN_TO_REVIEW);
  if (!Uuid.safeParse(saunaId).success) throw notFound(SAUNA_NOT_FOUND);
  const review = parseOrInvalid(ReviewRequestSchema, input);
  const [sauna] = await db.select({ id: saunas.id, ownerId: saunas.ownerId }).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  // Reviews are guests' word to other guests; the host has their reply for that.
  if (sauna.ownerId === me.userId) throw forbidden(OWN_SAUNA_REVIEW);
  const images = await storePhotos(storage, photos);
  try {
    const [row] = await db.insert(reviews).values({ ...review, saunaId, userId: me.userId, images, status: "pending" }).returning();
    return row;
  } catch (error) {
    await Promise.all(images.map((u) => storage.remove(u)));
    if (isUniqueViolation(error, "reviews_one_per_guest_sauna")) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}

export async function listMyReviews(db: Db, actor: Actor) {
  const me = requireUser(actor);
  return db
    .select({
      id: reviews.id, saunaId: reviews.saunaId, saunaName: saunas.name, rating: reviews.rating, comment: reviews.comment,
      heatRating: reviews.heatRating, cleanlinessRating: reviews.cleanlinessRating, viewRating: reviews.viewRating,
      staffRating: reviews.staffRating, valueRating: reviews.valueRating, wouldRecommend: reviews.wouldRecommend,
      images: reviews.images, status: reviews.status, ownerReply: reviews.ownerReply, createdAt: reviews.createdAt, updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
    .where(eq(reviews.userId, me.userId))
    .orderBy(desc(reviews.createdAt));
}

async function ownReview(db: Db, userId: string, reviewId: string) {
  if (!Uuid.safeParse(reviewId).success) throw notFound("Review not found");
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  if (!row) throw notFound("Review not found");
  return row;
}

/** An edit goes back to pending until a moderator publishes it again. */
export async function updateMyReview(db: Db, actor: Actor, reviewId: string, input: unknown) {
  const me = requireUser(actor);
  const review = parseOrInvalid(ReviewRequestSchema, input);
  const existing = await ownReview(db, me.userId, reviewId);
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ ...review, status: "pending", featured: false, updatedAt: new Date() }).where(eq(reviews.id, existing.id));
    await recomputeSaunaRating(tx, existing.saunaId);
  });
}

export async function deleteMyReview(db: Db, actor: Actor, storage: PhotoStorage, reviewId: string) {
  const me = requireUser(actor);
  const existing = await ownReview(db, me.userId, reviewId);
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, existing.id));
    await recomputeSaunaRating(tx, existing.saunaId);
  });
  await Promise.all(existing.images.map((u) => storage.remove(u)));
}
