-- Written by hand (Drizzle declares no expression GiST index). Decision 015:
-- the listing's and the window search's county filter on the day searched asks "the stops
-- standing in this county on this date"; a county's stops of one day are few, read whole from
-- this index (county by btree_gist's equality, installed by migration 0031; the date by range).
CREATE INDEX IF NOT EXISTS "sauna_stops_county_on_date_idx" ON "sauna_stops" USING gist ("county", daterange("starts_on", "ends_on", '[]'));
