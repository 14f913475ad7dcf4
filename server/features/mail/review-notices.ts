// A review was published (admin approval): the reviewer and the host hear of it, in the
// moderation's transaction; a host's reply reaches the reviewer in the reply's transaction.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { publicReviewerName, reviewAuthor } from "#server/features/reviews/reviewer-name";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { newReviewMessage, reviewPublishedMessage, reviewReplyMessage } from "./messages/review-published";
import { notifiable } from "./recipients";

async function reviewFacts(tx: Db, reviewId: string) {
  const [r] = await tx
    .select({
      saunaId: reviews.saunaId,
      saunaName: saunas.name,
      hostId: saunas.ownerId,
      reviewerId: reviews.userId,
      reviewerName: publicReviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      ownerReply: reviews.ownerReply,
    })
    .from(reviews)
    .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
    .leftJoin(profiles, reviewAuthor)
    .where(eq(reviews.id, reviewId));
  return r ? { ...r, facts: { reviewId, ...r } } : null;
}

export async function notifyReviewPublished(tx: Db, reviewId: string): Promise<void> {
  const r = await reviewFacts(tx, reviewId);
  if (!r) return;
  const { facts } = r;
  const reviewer = await notifiable(tx, r.reviewerId, "reviewReplies");
  if (reviewer) await enqueueMail(tx, reviewPublishedMessage(reviewer, facts));
  const host = r.hostId === r.reviewerId ? null : await notifiable(tx, r.hostId, "newReviews");
  if (host) await enqueueMail(tx, newReviewMessage(host, facts));
}

/** The host replied to a review: the reviewer hears of it (the first reply only). */
export async function notifyReviewReply(tx: Db, reviewId: string): Promise<void> {
  const r = await reviewFacts(tx, reviewId);
  if (!r?.ownerReply) return;
  const reviewer = await notifiable(tx, r.reviewerId, "reviewReplies");
  if (reviewer) await enqueueMail(tx, reviewReplyMessage(reviewer, r.facts));
}
