// What the admin Owners, Users, Bookings and Reviews pages accept, as zod schemas (kept apart
// from domain/admin-people.ts so pages don't ship zod to the browser).
import { z } from "zod";
import {
  ADMIN_BOOKING_FILTERS, ADMIN_REVIEW_FILTERS, ADMIN_SEARCH_MAX_LENGTH, REVIEW_ACTIONS, REVIEW_RESTORED_TO, parseCursor,
  type PageCursor, type RestorableStatus, type ReviewAction,
} from "./admin-people";
import { ModerationReasonSchema } from "./moderation-reason";
import { REASON_REQUIRED } from "./sauna-moderation";

/** Anything typed into the address bar leads to a normal page: bad values are ignored. */
const searchText = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim().slice(0, ADMIN_SEARCH_MAX_LENGTH).trim() || undefined : undefined),
  z.string().optional(),
);
const cursor = z.preprocess(parseCursor, z.custom<PageCursor>().optional());

function oneOf<T extends string>(values: readonly [T, ...T[]], fallback: T) {
  return z.preprocess((v) => (typeof v === "string" && (values as readonly string[]).includes(v) ? v : fallback), z.enum(values));
}

export const AdminListQuerySchema = z.object({ q: searchText, after: cursor, before: cursor });
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;

export const AdminBookingQuerySchema = AdminListQuerySchema.extend({ status: oneOf(ADMIN_BOOKING_FILTERS, "all") });
export type AdminBookingQuery = z.output<typeof AdminBookingQuerySchema>;

/** Reviews are filtered by status (pending first) and paged; there is no search. */
export const AdminReviewQuerySchema = z.object({ status: oneOf(ADMIN_REVIEW_FILTERS, "pending"), after: cursor, before: cursor });
export type AdminReviewQuery = z.output<typeof AdminReviewQuerySchema>;

export const ReviewModerationSchema = z.object({
  reviewId: z.string({ error: "Review not found" }),
  transition: z.enum(REVIEW_ACTIONS as [ReviewAction, ...ReviewAction[]], { error: "Unknown moderation action" }),
});

/** Restore or Remove a flagged or rejected review: the status the admin saw, so a list another admin has changed acts on nothing. */
export const ReviewTakenDownSchema = z.object({
  reviewId: z.string({ error: "Review not found" }),
  status: z.enum(Object.keys(REVIEW_RESTORED_TO) as [RestorableStatus, ...RestorableStatus[]], { error: "Only a flagged or rejected review can be restored or removed" }),
});

export const ReviewFeaturedSchema = z.object({
  reviewId: z.string({ error: "Review not found" }),
  featured: z.enum(["true", "false"], { error: "Say whether the review is featured" }).transform((v) => v === "true"),
});

/** A record's id in a form or URL: the ids we make (uuids, better-auth's) and nothing else. */
export const RecordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** An admin cancels a booking (booking details): which one, and the reason the guest and host read. */
export const AdminCancelBookingSchema = z.object({
  bookingId: z.string({ error: "Booking not found" }).uuid("Booking not found"),
  reason: ModerationReasonSchema.pipe(z.string({ error: REASON_REQUIRED })),
});
