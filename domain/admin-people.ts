// The admin area's Owners, Users, Bookings and Reviews pages (docs/product.md §2 Admin area, §4, §9): what
// their URLs may say, the display fallbacks, and the review moderation rules. Shared by the
// services that enforce them and the pages that show them.
import { DISPLAYED_BOOKING_STATUSES } from "./booking-status";
import { HOME_COMMUNITY_STORIES, REVIEW_STATUSES, type ReviewStatus } from "./constants";

/** Rows per admin list page. Pages are keyset pages: no OFFSET, no count(*) per request. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** docs/product.md §8/§9 fallback texts. */
export const NO_NAME = "No name";
export const UNKNOWN = "Unknown";
export const ANONYMOUS = "Anonymous";

/** docs/product.md §9: a booking ID is shown as its first 8 characters. */
export function shortBookingId(id: string): string {
  return id.slice(0, 8);
}

/**
 * Where a list page continues: the row's creation time in microseconds since 1970 and its id,
 * e.g. `1795434781533123.2b1c…`. Microseconds, because PostgreSQL keeps them and a cursor
 * rounded to milliseconds would skip or repeat rows created in the same millisecond.
 */
const CURSOR = /^(\d{1,17})\.([A-Za-z0-9_-]{1,64})$/;
export type PageCursor = { micros: string; id: string };

export function parseCursor(value: unknown): PageCursor | undefined {
  if (typeof value !== "string") return undefined;
  const match = CURSOR.exec(value);
  return match ? { micros: match[1], id: match[2] } : undefined;
}

/** The Bookings page's status filter: every status an admin sees, or all. */
export const ADMIN_BOOKING_FILTERS = ["all", ...DISPLAYED_BOOKING_STATUSES] as const;
export type AdminBookingFilter = (typeof ADMIN_BOOKING_FILTERS)[number];

/** The Reviews page's status filter: pending first (what needs an admin), then the others, then all. */
export const ADMIN_REVIEW_FILTERS = [...REVIEW_STATUSES, "all"] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/**
 * docs/product.md §4 review transitions: pending → published (approve) or rejected (reject); published →
 * flagged (flag). Nothing else: a review is never moved from a state this table doesn't name.
 */
export const REVIEW_TRANSITIONS = {
  approve: { from: "pending", to: "published", label: "Approve" },
  reject: { from: "pending", to: "rejected", label: "Reject" },
  flag: { from: "published", to: "flagged", label: "Flag" },
} as const satisfies Record<string, { from: ReviewStatus; to: ReviewStatus; label: string }>;
export type ReviewAction = keyof typeof REVIEW_TRANSITIONS;
export const REVIEW_ACTIONS = Object.keys(REVIEW_TRANSITIONS) as ReviewAction[];

/** The moderation actions a review in this status offers. */
export function reviewActionsFor(status: string): ReviewAction[] {
  return REVIEW_ACTIONS.filter((a) => REVIEW_TRANSITIONS[a].from === status);
}

/**
 * Flagged and rejected reviews: Restore undoes the move that put them there, so a
 * flagged review, which was published, is published again, and a rejected one, which was never
 * approved, goes back to pending to be approved or rejected afresh (and approving it then tells
 * the reviewer and the host, as any approval does). Remove deletes the review for good.
 */
export const REVIEW_RESTORED_TO = { flagged: "published", rejected: "pending" } as const satisfies Partial<Record<ReviewStatus, ReviewStatus>>;
export type RestorableStatus = keyof typeof REVIEW_RESTORED_TO;

export function isRestorable(status: string): status is RestorableStatus {
  return Object.hasOwn(REVIEW_RESTORED_TO, status);
}

/** Only a review an admin has already taken down (flagged or rejected) can be removed. */
export const isRemovable = isRestorable;

/** The home page's community stories are the newest featured reviews that are published. */
export const FEATURED_REVIEW_RULE = `Featured reviews are the home page's community stories (the ${HOME_COMMUNITY_STORIES} newest) while they are published.`;

/** Why a featured review is not among the community stories, or null. */
export function featuredReviewNote(review: { featured: boolean; status: string }): string | null {
  return review.featured && review.status !== "published" ? "Not on the home page unless published" : null;
}

/** docs/product.md §8: the toast after a transition, 'Review {status}'. */
export function reviewStatusToast(status: ReviewStatus): string {
  return `Review ${status}`;
}

/** Review status badges in the same palette: published green, pending yellow, flagged orange, rejected red. */
export const ADMIN_REVIEW_STATUS_STYLE: Record<string, string> = {
  published: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-950",
  flagged: "bg-orange-100 text-orange-950",
  rejected: "bg-red-100 text-red-900",
};
