// Admin Reviews (docs/product.md §2 'Reviews Moderation', §4 review states, §7 'reviews with sauna name and
// profile full_name, newest first'): the list by status (pending first), the moderation
// transitions, Restore and Remove for flagged and rejected reviews, and the featured star. Each transition is one conditional UPDATE from the state
// the spec allows, and recomputes the sauna's average rating and review count in the same
// transaction, so they always equal what its published reviews give.
import { and, count, eq } from "drizzle-orm";
import { REVIEW_RESTORED_TO, REVIEW_TRANSITIONS, type RestorableStatus, type ReviewAction } from "#domain/admin-people";
import {
  type AdminReviewQuery, AdminReviewQuerySchema, ReviewFeaturedSchema, ReviewModerationSchema, ReviewTakenDownSchema,
} from "#domain/admin-people-schemas";
import type { ReviewStatus } from "#domain/constants";
import type { Actor, SignedInUser } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound, parseOrInvalid } from "#server/features/errors";
import { notifyReviewPublished } from "#server/features/mail/review-notices";
import { reviewAuthor } from "#server/features/reviews/reviewer-name";
import { recomputeSaunaRating } from "#server/features/reviews/sauna-rating";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { type ActivityKey, recordAdminActivity } from "./activity-log";
import { adminReviewColumns } from "./admin-rows";
import { cursorColumn, keysetPage } from "./keyset-page";
import { isUuid } from "#domain/uuid";

export const REVIEW_NOT_FOUND = "Review not found";

const reviewKeys = { createdAt: reviews.createdAt, id: reviews.id, idKind: "uuid" as const };
export async function listReviews(db: Db, actor: Actor, input: AdminReviewQuery | Record<string, unknown> = {}) {
  requireAdmin(actor);
  const query = AdminReviewQuerySchema.parse(input);
  const page = keysetPage(reviewKeys, query);
  const [rows, [pending]] = await Promise.all([
    db
      .select({ ...adminReviewColumns, reviewerId: reviews.userId, reviewerName: profiles.fullName, cursor: cursorColumn(reviewKeys) })
      .from(reviews)
      .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
      .leftJoin(profiles, reviewAuthor)
      .where(and(query.status === "all" ? undefined : eq(reviews.status, query.status), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    // What waits for an admin; read from the (status, created_at) index.
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")),
  ]);
  return { ...page.finish(rows), query, pendingCount: Number(pending.n) };
}
export type AdminReviewRow = Awaited<ReturnType<typeof listReviews>>["rows"][number];

const PAST_TENSE: Record<ReviewAction, string> = { approve: "Approved", reject: "Rejected", flag: "Flagged" };

/** Each move's line in the activity log. */
const MODERATED: Record<ReviewAction, ActivityKey> = { approve: "activity.review.approved", reject: "activity.review.rejected", flag: "activity.review.flagged" };
const REMOVED: Record<RestorableStatus, ActivityKey> = { flagged: "activity.review.removedFlagged", rejected: "activity.review.removedRejected" };

/**
 * Approve (pending → published), reject (pending → rejected) or flag (published → flagged).
 * A review that is no longer in the state the action starts from — another admin got there
 * first — is refused and nothing changes.
 */
export async function moderateReview(db: Db, actor: Actor, input: unknown): Promise<{ status: ReviewStatus }> {
  const admin = requireAdmin(actor);
  const { reviewId, transition: action } = parseOrInvalid(ReviewModerationSchema, input);
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  return moveReview(db, admin, reviewId, REVIEW_TRANSITIONS[action], PAST_TENSE[action], MODERATED[action]);
}

/**
 * Restore a flagged review (back to published) or a rejected one (back to pending, to be
 * moderated afresh): see REVIEW_RESTORED_TO. Only from the status the admin saw.
 */
export async function restoreReview(db: Db, actor: Actor, input: unknown): Promise<{ status: ReviewStatus }> {
  const admin = requireAdmin(actor);
  const { reviewId, status } = parseOrInvalid(ReviewTakenDownSchema, input);
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  return moveReview(db, admin, reviewId, { from: status, to: REVIEW_RESTORED_TO[status] }, "Restored", "activity.review.restored");
}

/** One review from one status to another, the sauna's rating recounted and the move logged, in one transaction. */
async function moveReview(
  db: Db, admin: SignedInUser, reviewId: string, { from, to }: { from: ReviewStatus; to: ReviewStatus }, done: string, logged: ActivityKey,
) {
  return db.transaction(async (tx) => {
    const saunaId = await lockReviewedSauna(tx, reviewId);
    const [moved] = await tx
      .update(reviews)
      .set({ status: to })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, from)))
      .returning({ saunaId: reviews.saunaId });
    if (!moved) throw await notThereAnyMore(tx, reviewId, done);
    await recomputeSaunaRating(tx, moved.saunaId);
    // An approval tells the reviewer and the host; a flagged review put back was published before, and they heard then.
    if (from === "pending" && to === "published") await notifyReviewPublished(tx, reviewId);
    await recordAdminActivity(tx, admin, {
      key: logged,
      values: { sauna: await saunaName(tx, saunaId) },
      entityType: "review",
      entityId: reviewId,
      details: { from, to },
    });
    return { status: to };
  });
}

/**
 * Remove: deletes a flagged or rejected review for good, with its photos. Guests
 * never saw it (only published reviews are public), so the sauna's rating stays as it was; it
 * is recounted all the same, as every change of reviews does.
 */
export async function removeReview(db: Db, actor: Actor, storage: PhotoStorage, input: unknown): Promise<void> {
  const admin = requireAdmin(actor);
  const { reviewId, status } = parseOrInvalid(ReviewTakenDownSchema, input);
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  const removed = await db.transaction(async (tx) => {
    const saunaId = await lockReviewedSauna(tx, reviewId);
    const [gone] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, status)))
      .returning({ images: reviews.images, rating: reviews.rating, userId: reviews.userId });
    if (!gone) throw await notThereAnyMore(tx, reviewId, "Removed");
    await recomputeSaunaRating(tx, saunaId);
    await recordAdminActivity(tx, admin, {
      key: REMOVED[status],
      values: { sauna: await saunaName(tx, saunaId) },
      entityType: "review",
      entityId: reviewId,
      details: { status, rating: gone.rating, reviewerId: gone.userId },
    });
    return gone;
  });
  // After the commit: a file is never deleted for a review that stays.
  await Promise.all(removed.images.map((url) => storage.remove(url)));
}

/**
 * One moderation per sauna at a time: the recount then sees every change committed before it.
 * Without the lock, two admins approving two reviews of one sauna at once would each count
 * without the other's, and the last to commit would leave a wrong average.
 */
async function lockReviewedSauna(tx: Db, reviewId: string): Promise<string> {
  const [target] = await tx.select({ saunaId: reviews.saunaId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!target) throw notFound(REVIEW_NOT_FOUND);
  await tx.select({ id: saunas.id }).from(saunas).where(eq(saunas.id, target.saunaId)).for("update");
  return target.saunaId;
}

/** The refusal when the review has moved on since the admin saw it (another admin, or the reviewer's edit). */
async function notThereAnyMore(tx: Db, reviewId: string, done: string) {
  const [current] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId));
  return conflict(`This review is ${current?.status ?? "gone"}, so it can't be ${done.toLowerCase()} now.`);
}

/** The reviewed sauna's name: it is there while its review is (the review's foreign key cascades). */
async function saunaName(tx: Db, saunaId: string): Promise<string> {
  const [sauna] = await tx.select({ name: saunas.name }).from(saunas).where(eq(saunas.id, saunaId));
  if (!sauna) throw notFound(REVIEW_NOT_FOUND);
  return sauna.name;
}

/**
 * The featured star: featured published reviews are the home page's community stories. Sets
 * the value asked for (not a toggle), so a double click can't undo itself.
 */
export async function setReviewFeatured(db: Db, actor: Actor, input: unknown): Promise<{ featured: boolean }> {
  const admin = requireAdmin(actor);
  const { reviewId, featured } = parseOrInvalid(ReviewFeaturedSchema, input);
  if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ featured })
      .where(eq(reviews.id, reviewId))
      .returning({ saunaId: reviews.saunaId });
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    await recordAdminActivity(tx, admin, {
      key: featured ? "activity.review.featured" : "activity.review.unfeatured",
      values: { sauna: await saunaName(tx, review.saunaId) },
      entityType: "review",
      entityId: reviewId,
    });
    return { featured };
  });
}
