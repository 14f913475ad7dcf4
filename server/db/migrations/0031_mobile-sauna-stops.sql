-- btree_gist lets one GiST index hold the sauna's id (compared with =) beside a date range
-- (compared with &&), which the exclusion constraint below needs. It is a trusted extension, so a
-- database owner without superuser may create it; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "sauna_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sauna_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"place_name" text NOT NULL,
	"address" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geo" "point" GENERATED ALWAYS AS (point(longitude * 0.5948, latitude)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sauna_stops_dates_check" CHECK ("sauna_stops"."ends_on" >= "sauna_stops"."starts_on" and "sauna_stops"."ends_on" - "sauna_stops"."starts_on" < 366),
	CONSTRAINT "sauna_stops_in_ireland_check" CHECK (latitude between 51.3 and 55.5 and longitude between -10.8 and -5.3),
	CONSTRAINT "sauna_stops_text_check" CHECK (char_length(place_name) between 1 and 120 and char_length(address) between 1 and 300 and char_length(county) between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "sauna_stops" ADD CONSTRAINT "sauna_stops_sauna_id_saunas_id_fk" FOREIGN KEY ("sauna_id") REFERENCES "public"."saunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sauna_stops_sauna_starts_idx" ON "sauna_stops" USING btree ("sauna_id","starts_on");--> statement-breakpoint
-- Written by hand from here (Drizzle declares neither exclusion constraints nor expression GiST
-- indexes nor triggers). Decision 015.
-- One sauna is in one place a day: no two of its stops share a day (both ends included). The
-- database refuses the second of two overlapping saves (SQLSTATE 23P01), however they race.
ALTER TABLE "sauna_stops" ADD CONSTRAINT "sauna_stops_no_overlap" EXCLUDE USING gist ("sauna_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);--> statement-breakpoint
-- The public side's question, "the stops standing on this date, nearest this point first" (the
-- sauna page's 'Nearby', and the window search's map and 'Near me'): the date narrows, geo orders.
CREATE INDEX "sauna_stops_on_date_geo_idx" ON "sauna_stops" USING gist (daterange("starts_on", "ends_on", '[]'), "geo");--> statement-breakpoint
-- A stop moves a sauna on the map, on its page and in other saunas' 'Nearby': the cached public
-- pages showing saunas go (migration 0012's function sends 'saunas' for any table but articles).
CREATE TRIGGER sauna_stops_page_cache AFTER INSERT OR UPDATE OR DELETE ON sauna_stops FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
