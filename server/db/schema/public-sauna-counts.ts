import { integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * How many public saunas (active and published, docs/product.md §4) each county has, kept exact by
 * triggers on saunas (migration 0017: every insert, update, delete and truncate adjusts it in
 * the same transaction), so the home page's county tiles and the sitemap's number of files
 * read a few rows instead of counting 100,000 saunas.
 */
export const publicSaunaCounts = pgTable("public_sauna_counts", {
  county: text("county").primaryKey(),
  saunas: integer("saunas").notNull().default(0),
});
