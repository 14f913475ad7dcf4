CREATE TABLE "sauna_session_hours" (
	"sauna_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"first_start" smallint NOT NULL,
	"last_start" smallint NOT NULL,
	"step" smallint NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sauna_session_hours_sauna_id_weekday_first_start_pk" PRIMARY KEY("sauna_id","weekday","first_start"),
	CONSTRAINT "sauna_session_hours_weekday_check" CHECK ("sauna_session_hours"."weekday" between 1 and 7),
	CONSTRAINT "sauna_session_hours_range_check" CHECK ("sauna_session_hours"."first_start" >= 0 and "sauna_session_hours"."last_start" >= "sauna_session_hours"."first_start" and "sauna_session_hours"."last_start" < 1440 and "sauna_session_hours"."step" > 0)
);
--> statement-breakpoint
ALTER TABLE "sauna_session_hours" ADD CONSTRAINT "sauna_session_hours_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sauna_session_hours_late_idx" ON "sauna_session_hours" USING btree ("weekday","last_start","first_start","average_rating" DESC NULLS LAST,"featured" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"sauna_id") WHERE "sauna_session_hours"."is_public";--> statement-breakpoint
CREATE INDEX "sauna_session_hours_early_idx" ON "sauna_session_hours" USING btree ("weekday","first_start","last_start","average_rating" DESC NULLS LAST,"featured" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"sauna_id") WHERE "sauna_session_hours"."is_public";--> statement-breakpoint
CREATE INDEX "sauna_session_hours_sauna_idx" ON "sauna_session_hours" USING btree ("sauna_id","weekday","last_start","first_start");--> statement-breakpoint
-- Written by hand from here (Drizzle declares neither functions nor triggers). Decision 014.
-- A weekly schedule (domain/availability.ts) as session grids: per weekday and range, the first
-- and the last session start (minutes after midnight). Sessions start at a range's start, then
-- every session length, as long as they end inside the range (sessionStartsInRange). No
-- schedule at all (SQL or JSON null) is the default, 09:00-21:00 every day; an empty week, or a
-- day not in it, has no sessions (sessionStartsOnWeekday).
CREATE FUNCTION sauna_session_grid(schedule jsonb, session_minutes integer)
RETURNS TABLE (weekday smallint, first_start smallint, last_start smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT r.weekday::smallint, r.first_start::smallint, max(r.first_start + ((r.range_end - r.first_start - session_minutes) / session_minutes) * session_minutes)::smallint
  FROM (
    SELECT days.day::int AS weekday,
           extract(hour FROM (rng ->> 'start')::time)::int * 60 + extract(minute FROM (rng ->> 'start')::time)::int AS first_start,
           extract(hour FROM (rng ->> 'end')::time)::int * 60 + extract(minute FROM (rng ->> 'end')::time)::int AS range_end
    FROM jsonb_each(CASE WHEN schedule IS NULL OR jsonb_typeof(schedule) = 'null'
                         THEN (SELECT jsonb_object_agg(d::text, '[{"start": "09:00", "end": "21:00"}]'::jsonb) FROM generate_series(1, 7) d)
                         ELSE schedule END) AS days(day, ranges)
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(ranges) = 'array' THEN ranges ELSE '[]'::jsonb END) AS rng
    WHERE days.day ~ '^[1-7]$'
  ) r
  WHERE r.range_end - r.first_start >= session_minutes
  GROUP BY r.weekday, r.first_start
$$;
--> statement-breakpoint
-- The trigger keeps each sauna's rows: its grid when its hours or session length change (or it
-- is added), and the public rule and rating order copied beside them when those change.
CREATE FUNCTION saunas_keep_session_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.weekly_schedule IS DISTINCT FROM OLD.weekly_schedule OR NEW.session_minutes <> OLD.session_minutes THEN
    -- A new sauna has no rows yet. Deleting anyway made a bulk load quadratic: the cached plan,
    -- made while the table was empty, scanned the whole growing table once per row.
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM sauna_session_hours WHERE sauna_id = NEW.id;
    END IF;
    INSERT INTO sauna_session_hours (sauna_id, weekday, first_start, last_start, step, is_public, average_rating, featured, total_reviews)
      SELECT NEW.id, g.weekday, g.first_start, g.last_start, NEW.session_minutes,
             NEW.status = 'active' AND NEW.is_published, NEW.average_rating, NEW.featured, NEW.total_reviews
      FROM sauna_session_grid(NEW.weekly_schedule, NEW.session_minutes) g;
  ELSIF (NEW.status = 'active' AND NEW.is_published) IS DISTINCT FROM (OLD.status = 'active' AND OLD.is_published)
     OR NEW.average_rating <> OLD.average_rating OR NEW.featured <> OLD.featured OR NEW.total_reviews <> OLD.total_reviews THEN
    UPDATE sauna_session_hours
      SET is_public = NEW.status = 'active' AND NEW.is_published, average_rating = NEW.average_rating, featured = NEW.featured, total_reviews = NEW.total_reviews
      WHERE sauna_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER saunas_keep_session_hours
  AFTER INSERT OR UPDATE OF weekly_schedule, session_minutes, status, is_published, average_rating, featured, total_reviews ON saunas
  FOR EACH ROW EXECUTE FUNCTION saunas_keep_session_hours();
--> statement-breakpoint
INSERT INTO sauna_session_hours (sauna_id, weekday, first_start, last_start, step, is_public, average_rating, featured, total_reviews)
  SELECT s.id, g.weekday, g.first_start, g.last_start, s.session_minutes, s.status = 'active' AND s.is_published, s.average_rating, s.featured, s.total_reviews
  FROM saunas s CROSS JOIN LATERAL sauna_session_grid(s.weekly_schedule, s.session_minutes) g;
--> statement-breakpoint
ANALYZE sauna_session_hours;
