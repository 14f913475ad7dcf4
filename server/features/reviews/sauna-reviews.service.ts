// A sauna's published reviews for its page: newest first, a page at a time, with the
// reviewer's name, a 'Verified visit' mark and the host's reply.
//
// Pages follow a cursor (the last review's exact timestamp and id), not an offset, so a review
// published while someone reads never makes 'Load More Reviews' repeat or skip one.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { REVIEWS_PAGE_SIZE } from "#domain/constants";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { displayedAs } from "#server/features/bookings/booking-status-sql";
import { invalid } from "#server/features/errors";
import { publicReviewerName, reviewAuthor, shownReviewerName } from "./reviewer-name";

export type PublishedReview = {
  id: string;
  /** Null: 'Anonymous', said by the page in its language. */
  reviewerName: string | null;
  rating: number;
  comment: string | null;
  subRatings: { heat: number | null; cleanliness: number | null; view: number | null; staff: number | null; value: number | null };
  wouldRecommend: boolean | null;
  images: string[];
  verifiedVisit: boolean;
  ownerReply: string | null;
  createdAt: Date;
};

export type ReviewsPage = {
  reviews: PublishedReview[];
  /** All published reviews of the sauna. */
  total: number;
  hasMore: boolean;
  /** Pass back to get the next page; null on the last page. */
  nextCursor: string | null;
};

/** "<microseconds since 1970>_<uuid>": Postgres keeps microseconds, a JS Date only milliseconds. */
const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export async function publishedReviews(db: Db, saunaId: string, options: { cursor?: string | null } = {}): Promise<ReviewsPage> {
  const published = and(eq(reviews.saunaId, saunaId), eq(reviews.status, "published"));
  let after = sql`true`;
  if (options.cursor) {
    const m = CURSOR.exec(options.cursor);
    if (!m) throw invalid("That page of reviews doesn't exist. Reload the page to see the latest reviews.");
    after = sql`(${reviews.createdAt}, ${reviews.id}) < (timestamptz 'epoch' + ${m[1]}::bigint * interval '1 microsecond', ${m[2]}::uuid)`;
  }
  const rows = await db
    .select({
      review: reviews,
      reviewerName: publicReviewerName,
      cursor: sql<string>`(extract(epoch from ${reviews.createdAt}) * 1000000)::bigint::text || '_' || ${reviews.id}::text`,
    })
    .from(reviews)
    .leftJoin(profiles, reviewAuthor)
    .where(and(published, after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1);
  const hasMore = rows.length > REVIEWS_PAGE_SIZE;
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  // The sauna's count is kept exact with its published reviews (sauna-rating.ts): no count(*).
  const [[sauna], visitors] = await Promise.all([
    db.select({ total: saunas.totalReviews }).from(saunas).where(eq(saunas.id, saunaId)),
    verifiedVisitors(db, saunaId, page.map((r) => r.review.userId).filter((id): id is string => id !== null)),
  ]);
  return {
    total: sauna?.total ?? 0,
    hasMore,
    nextCursor: hasMore ? page[page.length - 1].cursor : null,
    reviews: page.map(({ review: r, reviewerName }) => ({
      id: r.id,
      reviewerName: shownReviewerName(reviewerName),
      rating: r.rating,
      comment: r.comment,
      subRatings: { heat: r.heatRating, cleanliness: r.cleanlinessRating, view: r.viewRating, staff: r.staffRating, value: r.valueRating },
      wouldRecommend: r.wouldRecommend,
      images: r.images,
      verifiedVisit: r.userId !== null && visitors.has(r.userId),
      ownerReply: r.ownerReply,
      createdAt: r.createdAt,
    })),
  };
}

/**
 * Which of these reviewers really visited: a booking at the sauna that completed, or was confirmed
 * and has ended. Asked for one page's reviewers only, after the page is chosen, so a sauna with
 * ten thousand reviews costs no more than one with ten.
 */
async function verifiedVisitors(db: Db, saunaId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: bookings.userId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.userId, userIds),
        eq(bookings.saunaId, saunaId),
        displayedAs("completed", sql`now()`),
      ),
    );
  return new Set(rows.map((r) => r.userId!));
}
