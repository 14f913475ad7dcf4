// The owner dashboard's Reviews: the rating distribution of the sauna's published
// reviews, every review of it (published, and those still awaiting moderation), and the host's
// reply to each: one per review, editable, shown under the review on the sauna page once it is
// published. Reviewers' names follow their privacy choice, as everywhere else.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { HostReviewsQuerySchema, ReviewReplyRemovalSchema, ReviewReplySchema } from "#domain/review-reply-schema";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { notFound, parseOrInvalid } from "#server/features/errors";
import { notifyReviewReply } from "#server/features/mail/review-notices";
import { publicReviewerName, reviewAuthor, shownReviewerName } from "#server/features/reviews/reviewer-name";
import { runnableSauna } from "./owned-saunas";

export const HOST_REVIEWS_PAGE_SIZE = 10;
/** Rejected reviews are gone from the site; the host sees the rest. */
const SHOWN_STATUSES = ["published", "pending", "flagged"];
const REVIEW_NOT_FOUND = "That review doesn't exist, or it isn't one of this sauna's.";

export type HostReview = {
  id: string;
  /** Null: 'Anonymous', said by the page in its language. */
  reviewerName: string | null;
  rating: number;
  comment: string | null;
  status: "published" | "pending" | "flagged";
  createdAt: Date;
  ownerReply: string | null;
  ownerRepliedAt: Date | null;
};

export async function hostReviews(db: Db, actor: Actor, saunaId: unknown, query: unknown = {}) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { page } = HostReviewsQuerySchema.parse(query ?? {});
  const shown = and(eq(reviews.saunaId, sauna.id), inArray(reviews.status, SHOWN_STATUSES));
  const [byRating, [{ n: total }], rows] = await Promise.all([
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.saunaId, sauna.id), eq(reviews.status, "published")))
      .groupBy(reviews.rating),
    db.select({ n: count() }).from(reviews).where(shown),
    db
      .select({
        id: reviews.id, reviewerName: publicReviewerName, rating: reviews.rating, comment: reviews.comment, status: reviews.status,
        createdAt: reviews.createdAt, ownerReply: reviews.ownerReply, ownerRepliedAt: reviews.ownerRepliedAt,
      })
      .from(reviews)
      .leftJoin(profiles, reviewAuthor)
      .where(shown)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(HOST_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * HOST_REVIEWS_PAGE_SIZE),
  ]);
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(byRating.find((r) => r.rating === stars)?.n ?? 0) }));
  const published = distribution.reduce((n, d) => n + d.count, 0);
  const average = published === 0 ? 0 : distribution.reduce((sum, d) => sum + d.stars * d.count, 0) / published;
  const pages = Math.max(1, Math.ceil(Number(total) / HOST_REVIEWS_PAGE_SIZE));
  return {
    sauna: { id: sauna.id, name: sauna.name },
    distribution,
    published,
    average: Math.round(average * 10) / 10,
    total: Number(total),
    page: Math.min(page, pages),
    pages,
    reviews: rows.map((r): HostReview => ({ ...r, reviewerName: shownReviewerName(r.reviewerName), status: r.status as HostReview["status"] })),
  };
}

/** Writes or replaces the host's reply to one of the sauna's reviews. */
export async function replyToReview(db: Db, actor: Actor, saunaId: unknown, input: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { reviewId, reply } = parseOrInvalid(ReviewReplySchema, input);
  // The reviewer hears of the first reply ('Replies to my reviews'), written with it.
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ ownerReply: reply, ownerRepliedAt: now })
      .where(and(eq(reviews.id, reviewId), eq(reviews.saunaId, sauna.id), inArray(reviews.status, SHOWN_STATUSES)))
      .returning({ id: reviews.id, ownerReply: reviews.ownerReply, ownerRepliedAt: reviews.ownerRepliedAt });
    if (!updated) throw notFound(REVIEW_NOT_FOUND);
    await notifyReviewReply(tx, updated.id);
    return updated;
  });
}

/** Takes the host's reply off a review. */
export async function removeReviewReply(db: Db, actor: Actor, saunaId: unknown, input: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const { reviewId } = parseOrInvalid(ReviewReplyRemovalSchema, input);
  const [updated] = await db
    .update(reviews)
    .set({ ownerReply: null, ownerRepliedAt: null })
    .where(and(eq(reviews.id, reviewId), eq(reviews.saunaId, sauna.id), inArray(reviews.status, SHOWN_STATUSES)))
    .returning({ id: reviews.id });
  if (!updated) throw notFound(REVIEW_NOT_FOUND);
  return updated;
}
