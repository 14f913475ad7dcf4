CREATE TABLE "public_sauna_counts" (
	"county" text PRIMARY KEY NOT NULL,
	"saunas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_rank_idx" ON "saunas" USING btree ("county","type","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_price_idx" ON "saunas" USING btree ("county","type","price_per_session","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_county_type_newest_idx" ON "saunas" USING btree ("county","type","created_at" DESC NULLS FIRST,"id") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_id_updated_idx" ON "saunas" USING btree ("id","updated_at") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
CREATE INDEX "saunas_public_updated_idx" ON "saunas" USING btree ("updated_at") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- Written by hand from here (Drizzle declares neither INCLUDE columns nor triggers).
-- The rating order's indexes (all saunas, and of one type) also carry where a sauna is, so a
-- map's visible area with many saunas in it is found by walking the best rated and skipping the
-- others without reading the table (markerRows in server/features/saunas/sauna-listing.service.ts).
DROP INDEX "saunas_public_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_rank_idx" ON "saunas" USING btree ("average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("geo") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
DROP INDEX "saunas_public_type_rank_idx";--> statement-breakpoint
CREATE INDEX "saunas_public_type_rank_idx" ON "saunas" USING btree ("type","average_rating" DESC NULLS FIRST,"featured" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") INCLUDE ("geo") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- A map's visible area with few saunas in it: the geo index carrying every column a marker shows
-- and the rating order's columns, so the area's saunas are read from the index alone and sorted.
CREATE INDEX "saunas_public_geo_cover_idx" ON "saunas" USING gist ("geo") INCLUDE ("average_rating", "featured", "total_reviews", "id", "name", "type", "county", "latitude", "longitude", "price_per_session") WHERE "saunas"."status" = 'active' and "saunas"."is_published";--> statement-breakpoint
-- public_sauna_counts stays exact: after each statement on saunas, the rows it made public are
-- added to their county and the rows it made no longer public (hidden, suspended, deleted, or
-- moved away from the county) taken off, in the same transaction. Statement triggers with
-- transition tables, so a bulk load adjusts each county once; concurrent changes to one county
-- queue on its row, and the upsert re-reads the committed count. Counties are always locked in
-- name order, so two statements moving saunas between the same counties cannot deadlock.
CREATE FUNCTION count_public_saunas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public_sauna_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO public_sauna_counts AS c (county, saunas)
    SELECT county, count(*) FROM new_saunas WHERE status = 'active' AND is_published GROUP BY county ORDER BY county
    ON CONFLICT (county) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public_sauna_counts AS c (county, saunas)
    SELECT county, -count(*) FROM old_saunas WHERE status = 'active' AND is_published GROUP BY county ORDER BY county
    ON CONFLICT (county) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  ELSE
    INSERT INTO public_sauna_counts AS c (county, saunas)
    SELECT county, sum(delta) FROM (
      SELECT county, 1 AS delta FROM new_saunas WHERE status = 'active' AND is_published
      UNION ALL
      SELECT county, -1 FROM old_saunas WHERE status = 'active' AND is_published
    ) d GROUP BY county HAVING sum(delta) <> 0 ORDER BY county
    ON CONFLICT (county) DO UPDATE SET saunas = c.saunas + excluded.saunas;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_count_public_insert AFTER INSERT ON saunas REFERENCING NEW TABLE AS new_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_saunas();
--> statement-breakpoint
CREATE TRIGGER saunas_count_public_update AFTER UPDATE ON saunas REFERENCING OLD TABLE AS old_saunas NEW TABLE AS new_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_saunas();
--> statement-breakpoint
CREATE TRIGGER saunas_count_public_delete AFTER DELETE ON saunas REFERENCING OLD TABLE AS old_saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_saunas();
--> statement-breakpoint
CREATE TRIGGER saunas_count_public_truncate AFTER TRUNCATE ON saunas FOR EACH STATEMENT EXECUTE FUNCTION count_public_saunas();
--> statement-breakpoint
-- The saunas there already.
INSERT INTO public_sauna_counts (county, saunas)
SELECT county, count(*) FROM saunas WHERE status = 'active' AND is_published GROUP BY county;
