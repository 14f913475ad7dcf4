// A sauna's published reviews for its page: newest first, a page at a time, with the
// reviewer's name, a 'Verified visit' mark and the host's reply.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { REVIEWS_PAGE_SIZE } from "../../../domain/constants";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { profiles } from "../../db/schema/profiles";
import { reviews } from "../../db/schema/reviews";

export type PublishedReview = {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string | null;
  subRatings: { heat: number | null; cleanliness: number | null; view: number | null; staff: number | null; value: number | null };
  wouldRecommend: boolean | null;
  images: string[];
  verifiedVisit: boolean;
  ownerReply: string | null;
  createdAt: Date;
};

export async function publishedReviews(db: Db, saunaId: string, page = 1): Promise<{ reviews: PublishedReview[]; total: number; hasMore: boolean }> {
  const safePage = Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1;
  const published = and(eq(reviews.saunaId, saunaId), eq(reviews.status, "published"));
  // A completed visit: a booking there that was not cancelled and has ended.
  const visited = sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${reviews.userId} and ${bookings.saunaId} = ${reviews.saunaId} and ${bookings.status} in ('confirmed', 'completed') and ${bookings.endsAt} <= now())`;
  const rows = await db
    .select({ review: reviews, reviewerName: profiles.fullName, verifiedVisit: visited })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((safePage - 1) * REVIEWS_PAGE_SIZE);
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(published);
  const total = Number(n);
  return {
    total,
    hasMore: safePage * REVIEWS_PAGE_SIZE < total,
    reviews: rows.map(({ review: r, reviewerName, verifiedVisit }) => ({
      id: r.id,
      reviewerName: reviewerName ?? "Anonymous",
      rating: r.rating,
      comment: r.comment,
      subRatings: { heat: r.heatRating, cleanliness: r.cleanlinessRating, view: r.viewRating, staff: r.staffRating, value: r.valueRating },
      wouldRecommend: r.wouldRecommend,
      images: r.images,
      verifiedVisit: Boolean(verifiedVisit),
      ownerReply: r.ownerReply,
      createdAt: r.createdAt,
    })),
  };
}
