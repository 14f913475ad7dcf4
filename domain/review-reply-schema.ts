// A host's reply to a review (owner dashboard Reviews): one per review, editable.
import { z } from "zod";

export const REVIEW_REPLY_MAX = 2000;

const reviewId = z.string({ error: "That review doesn't exist" }).uuid("That review doesn't exist");

export const ReviewReplySchema = z.object({
  reviewId,
  reply: z
    .string({ error: "Please write your reply" })
    .trim()
    .min(1, "Please write your reply")
    .max(REVIEW_REPLY_MAX, `Please keep your reply under ${REVIEW_REPLY_MAX} characters`),
});

export const ReviewReplyRemovalSchema = z.object({ reviewId });

/** ?page=2 (anything else: the first page). */
export const HostReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
