import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, pgTable, point, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { IRELAND_BOUNDS } from "#domain/sauna-position";
import { SAUNA_STOP_LIMITS } from "#domain/sauna-stops";
import { GEO_LONGITUDE_SCALE, saunas } from "./saunas";

const b = IRELAND_BOUNDS;
const L = SAUNA_STOP_LIMITS;

/**
 * Where a Mobile sauna stands, by date (decision 015): "Inch Beach, 1–14 Dec".
 * Dates are Irish calendar days, both ends included. One sauna's stops never overlap: an
 * exclusion constraint on (sauna_id, daterange) that migration 0031 adds by hand (Drizzle cannot
 * declare one), so two hosts' tabs saving at once can't both win. On a day without a stop the
 * sauna is where its listing says (saunas.latitude, address…): its home base.
 */
export const saunaStops = pgTable(
  "sauna_stops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    placeName: text("place_name").notNull(),
    address: text("address").notNull(),
    county: text("county").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** As saunas.geo: the plane point the nearest-first index orders by. */
    geo: point("geo", { mode: "xy" }).notNull().generatedAlwaysAs(sql`point(longitude * ${sql.raw(String(GEO_LONGITUDE_SCALE))}, latitude)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sauna_stops_dates_check", sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < ${sql.raw(String(L.maxDays))}`),
    check("sauna_stops_in_ireland_check", sql.raw(
      `latitude between ${b.south} and ${b.north} and longitude between ${b.west} and ${b.east}`,
    )),
    check("sauna_stops_text_check", sql.raw(
      `char_length(place_name) between 1 and ${L.placeName} and char_length(address) between 1 and ${L.address} and char_length(county) between 1 and 40`,
    )),
    // The public side's question, "which stops stand on this date, nearest this point first",
    // is asked of an expression index migration 0031 adds (daterange and geo, GiST).
    index("sauna_stops_sauna_starts_idx").on(t.saunaId, t.startsOn),
  ],
);
