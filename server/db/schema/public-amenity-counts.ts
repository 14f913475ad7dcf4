import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many public saunas of each county and type list each amenity, kept exact by triggers on
 * saunas (migration 0029, as public_sauna_counts by migration 0017), so the amenity chips on
 * /saunas show their counts for the whole directory, a county, a type or both from a few rows
 * instead of counting 100,000 saunas.
 */
export const publicAmenityCounts = pgTable(
  "public_amenity_counts",
  {
    county: text("county").notNull(),
    type: text("type").notNull(),
    amenity: text("amenity").notNull(),
    saunas: integer("saunas").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.county, t.type, t.amenity] })],
);
