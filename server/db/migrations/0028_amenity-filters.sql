CREATE TABLE IF NOT EXISTS "public_amenity_counts" (
	"county" text NOT NULL,
	"type" text NOT NULL,
	"amenity" text NOT NULL,
	"saunas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_amenity_counts_county_type_amenity_pk" PRIMARY KEY("county","type","amenity")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saunas_public_amenities_idx" ON "saunas" USING gin ("amenities") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- Written by hand from here (Drizzle declares no triggers). public_amenity_counts stays exact as
-- public_sauna_counts does (migration 0017): after each statement on saunas, each amenity of the
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
