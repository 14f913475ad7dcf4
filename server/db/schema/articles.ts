import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Blog articles (docs/product.md §2 Home: the home page's blog teaser shows stored articles, each with its own page). */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    image: text("image"),
    category: text("category").notNull(),
    readMinutes: integer("read_minutes").notNull().default(5),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("articles_read_minutes_check", sql`${t.readMinutes} > 0`)],
);
