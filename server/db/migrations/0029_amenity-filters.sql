CREATE TABLE IF NOT EXISTS "public_amenity_counts" (
	"county" text NOT NULL,
	"type" text NOT NULL,
	"amenity" text NOT NULL,
	"saunas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_amenity_counts_county_type_amenity_pk" PRIMARY KEY("county","type","amenity")
);
--> statement-breakpoint
ALTER TABLE "saunas" ADD COLUMN IF NOT EXISTS "amenity_mask" integer GENERATED ALWAYS AS ((('Wood-Fired' = any(amenities))::int << 0) | (('Electric Heater' = any(amenities))::int << 1) | (('Infrared Heater' = any(amenities))::int << 2) | (('Cold Plunge' = any(amenities))::int << 3) | (('Sea Access' = any(amenities))::int << 4) | (('Lake Access' = any(amenities))::int << 5) | (('River Access' = any(amenities))::int << 6) | (('Shower' = any(amenities))::int << 7) | (('Changing Rooms' = any(amenities))::int << 8) | (('Towels Provided' = any(amenities))::int << 9) | (('Step-Free Access' = any(amenities))::int << 10) | (('Dog-Friendly' = any(amenities))::int << 11) | (('Parking' = any(amenities))::int << 12) | (('Private Hire' = any(amenities))::int << 13)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saunas_public_amenities_idx" ON "saunas" USING gin ("amenities") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- Written by hand from here (Drizzle declares neither INCLUDE columns nor triggers).
-- The chips: the list-order indexes carry amenity_mask, and price_per_session where it
-- is not a key, so a search by county, type, price range and chips, its capped total and the
-- chips' counts, and the page's ids all come from one index without reading the table (a
-- sauna's row is ~1.2 KB, its entry in these ~60 bytes). saunas_public_rank_idx and
-- saunas_public_type_rank_idx keep geo (migration 0017).
DROP INDEX IF EXISTS "saunas_public_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_rank_idx" ON "saunas" USING btree ("average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("geo", "amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_county_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_county_rank_idx" ON "saunas" USING btree ("county","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_type_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_type_rank_idx" ON "saunas" USING btree ("type","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("geo", "amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_price_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_price_idx" ON "saunas" USING btree ("price_per_session","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_newest_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_newest_idx" ON "saunas" USING btree ("created_at" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_county_type_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_rank_idx" ON "saunas" USING btree ("county","type","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_county_type_price_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_price_idx" ON "saunas" USING btree ("county","type","price_per_session","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX IF EXISTS "saunas_public_county_type_newest_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_newest_idx" ON "saunas" USING btree ("county","type","created_at" DESC NULLS FIRST,"id") INCLUDE ("amenity_mask", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- public_amenity_counts stays exact as public_sauna_counts does (migration 0017): after each statement on saunas, each amenity of the
-- rows it made public is added to its county and type, and each of the rows it made no longer
-- public (hidden, suspended, deleted, moved, the amenity unticked) taken off, in the same
-- transaction; rows are locked in key order, so two statements cannot deadlock. An amenity
-- listed twice by one sauna counts once.
CREATE OR REPLACE FUNCTION count_public_amenities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public_amenity_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO public_amenity_counts AS c (county, type, amenity, saunas)
    SELECT s.county, s.type, a.amenity, count(*) FROM new_saunas s, LATERAL (SELECT DISTINCT unnest(s.amenities) AS amenity) a
    WHERE s.status = 'active' AND s.is_published AND a.amenity IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (county, type, amenity) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public_amenity_counts AS c (county, type, amenity, saunas)
    SELECT s.county, s.type, a.amenity, -count(*) FROM old_saunas s, LATERAL (SELECT DISTINCT unnest(s.amenities) AS amenity) a
    WHERE s.status = 'active' AND s.is_published AND a.amenity IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (county, type, amenity) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  ELSE
    INSERT INTO public_amenity_counts AS c (county, type, amenity, saunas)
    SELECT county, type, amenity, sum(delta) FROM (
      SELECT s.county, s.type, a.amenity, 1 AS delta FROM new_saunas s, LATERAL (SELECT DISTINCT unnest(s.amenities) AS amenity) a
      WHERE s.status = 'active' AND s.is_published AND a.amenity IS NOT NULL
      UNION ALL
      SELECT s.county, s.type, a.amenity, -1 FROM old_saunas s, LATERAL (SELECT DISTINCT unnest(s.amenities) AS amenity) a
      WHERE s.status = 'active' AND s.is_published AND a.amenity IS NOT NULL
    ) d GROUP BY county, type, amenity HAVING sum(delta) <> 0 ORDER BY county, type, amenity
    ON CONFLICT (county, type, amenity) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS saunas_count_public_amenities_insert ON saunas;--> statement-breakpoint
CREATE TRIGGER saunas_count_public_amenities_insert AFTER INSERT ON saunas REFERENCING NEW TABLE AS new_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_amenities();
--> statement-breakpoint
DROP TRIGGER IF EXISTS saunas_count_public_amenities_update ON saunas;--> statement-breakpoint
CREATE TRIGGER saunas_count_public_amenities_update AFTER UPDATE ON saunas REFERENCING OLD TABLE AS old_saunas NEW TABLE AS new_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_amenities();
--> statement-breakpoint
DROP TRIGGER IF EXISTS saunas_count_public_amenities_delete ON saunas;--> statement-breakpoint
CREATE TRIGGER saunas_count_public_amenities_delete AFTER DELETE ON saunas REFERENCING OLD TABLE AS old_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_amenities();
--> statement-breakpoint
DROP TRIGGER IF EXISTS saunas_count_public_amenities_truncate ON saunas;--> statement-breakpoint
CREATE TRIGGER saunas_count_public_amenities_truncate AFTER TRUNCATE ON saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_amenities();
--> statement-breakpoint
-- The saunas there already.
DELETE FROM public_amenity_counts;--> statement-breakpoint
INSERT INTO public_amenity_counts (county, type, amenity, saunas)
SELECT s.county, s.type, a.amenity, count(*) FROM saunas s, LATERAL (SELECT DISTINCT unnest(s.amenities) AS amenity) a
WHERE s.status = 'active' AND s.is_published AND a.amenity IS NOT NULL
GROUP BY 1, 2, 3;
