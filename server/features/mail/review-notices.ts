// A review was published (admin approval): the reviewer and the host hear of it, in the
// moderation's transaction.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { publicReviewerName } from "#server/features/reviews/reviewer-name";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { newReviewMessage, reviewPublishedMessage } from "./messages/review-published";
import { notifiable } from "./recipients";

export async function notifyReviewPublished(tx: Db, reviewId: string): Promise<void> {
  const [r] = await tx
    .select({
      saunaId: reviews.saunaId,
      saunaName: saunas.name,
      hostId: saunas.ownerId,
      reviewerId: reviews.userId,
      reviewerName: publicReviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
    })
    .from(reviews)
    .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!r) return;
  const facts = { reviewId, saunaId: r.saunaId, saunaName: r.saunaName, rating: r.rating, comment: r.comment, reviewerName: r.reviewerName };
  const reviewer = await notifiable(tx, r.reviewerId, "reviewReplies");
  if (reviewer) await enqueueMail(tx, reviewPublishedMessage(reviewer, facts));
  const host = r.hostId === r.reviewerId ? null : await notifiable(tx, r.hostId, "newReviews");
  if (host) await enqueueMail(tx, newReviewMessage(host, facts));
}
