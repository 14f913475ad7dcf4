import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/** docs/product.md §3 Review plus the host's reply (docs/product.md §3). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    heatRating: integer("heat_rating"),
    cleanlinessRating: integer("cleanliness_rating"),
    viewRating: integer("view_rating"),
    staffRating: integer("staff_rating"),
    valueRating: integer("value_rating"),
    comment: text("comment"),
    wouldRecommend: boolean("would_recommend"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("pending"),
    featured: boolean("featured").notNull().default(false),
    ownerReply: text("owner_reply"),
    ownerRepliedAt: timestamp("owner_replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_status_check", sql`${t.status} in ('pending', 'published', 'flagged', 'rejected')`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_sub_ratings_check",
      sql`coalesce(${t.heatRating}, 0) between 0 and 10 and coalesce(${t.cleanlinessRating}, 0) between 0 and 10
        and coalesce(${t.viewRating}, 0) between 0 and 10 and coalesce(${t.staffRating}, 0) between 0 and 10
        and coalesce(${t.valueRating}, 0) between 0 and 10`,
    ),
    check("reviews_images_check", sql`cardinality(${t.images}) <= 3`),
    // A sauna's published reviews newest first, by cursor; and the home page's featured stories.
    index("reviews_sauna_published_idx").on(t.saunaId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    index("reviews_featured_published_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published' and ${t.featured}`),
    index("reviews_user_idx").on(t.userId),
    // Admin Reviews: newest first within a status, and across all (keyset pages at 1 M reviews).
    index("reviews_status_created_idx").on(t.status, t.createdAt, t.id),
    index("reviews_created_idx").on(t.createdAt, t.id),
    // The owner dashboard's recent activity: a sauna's reviews in any status, newest first (without
    // it, the newest of 1.1 M reviews were walked until eight of the sauna's turned up: 289 ms).
    index("reviews_sauna_created_idx").on(t.saunaId, t.createdAt),
    // One review per guest and sauna: a second visit updates the first review.
    unique("reviews_one_per_guest_sauna").on(t.userId, t.saunaId),
  ],
);
