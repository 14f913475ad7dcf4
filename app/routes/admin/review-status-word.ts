// A review's status in words, for the admin Reviews list and a member's reviews: lower case as
// stored ('published'), the badge raising the first letter.
import type { ReviewStatus } from "#domain/constants";
import type { AdminT } from "./admin-meta";

const REVIEW_STATUS_WORD = {
  pending: "reviews.status.pending",
  published: "reviews.status.published",
  flagged: "reviews.status.flagged",
  rejected: "reviews.status.rejected",
} as const satisfies Record<ReviewStatus, string>;

/** The status in the page's language; one the app does not know yet shows as stored. */
export function reviewStatusWord(t: AdminT, status: string): string {
  const key = (REVIEW_STATUS_WORD as Record<string, (typeof REVIEW_STATUS_WORD)[ReviewStatus]>)[status];
  return key ? t(key) : status;
}
