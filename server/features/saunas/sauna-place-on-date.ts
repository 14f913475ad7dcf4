// Where a sauna is on a date (decision 015), as SQL: the one place that says it,
// for every query that places a sauna on a day (the sauna page's map and 'Nearby', a booking's
// confirmation, .ics and the host's calendar feed, and the window search's map, county filter and
// 'Near me').
//
// The rule: a Mobile sauna stands at its stop whose dates hold the day (sauna_stops; at most one,
// the database refuses overlaps); on any other day, and for any other type of sauna, it is where
// its listing says (saunas.latitude, longitude, address, location, county). Dates are Irish days.
//
// Use it as a join plus columns:
//   db.select({ …, ...placeOnDateColumns }).from(saunas).leftJoin(saunaStops, stopOnDate(date))
//   db.select(…).from(bookings).innerJoin(saunas, …).leftJoin(saunaStops, stopOnDate(bookings.bookingDate, bookings.saunaId))
// and for "nearest first on a date", nearestPublicSaunasOnDate below.
import { and, eq, isNotNull, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { GEO_LONGITUDE_SCALE, saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "./sauna-card";

/** A stop counts only while its sauna is Mobile: a host who changes the type keeps the stops, unused. */
const MOBILE = sql`${saunas.type} = 'Mobile'`;

/** The stop's days as one range, both ends included: the expression the exclusion constraint and the GiST index hold. */
export const stopDays = sql`daterange(${saunaStops.startsOn}, ${saunaStops.endsOn}, '[]')`;

/**
 * Join condition: the stop of `saunaId`'s sauna standing on `date` (a YYYY-MM-DD string or a date
 * column). `saunas` must be in the query (its type decides whether stops count).
 */
export function stopOnDate(date: string | SQLWrapper, saunaId: SQLWrapper = saunas.id): SQL {
  const day = typeof date === "string" ? sql`${date}::date` : sql`${date}`;
  return and(eq(saunaStops.saunaId, saunaId as never), MOBILE, sql`${stopDays} @> ${day}`)!;
}

const fromStop = <T>(stopColumn: SQLWrapper, saunaColumn: SQLWrapper) =>
  sql<T>`case when ${saunaStops.id} is null then ${saunaColumn} else ${stopColumn} end`;

/** Where the sauna is on the joined date: the stop's place when one stands, else the listing's. */
export const placeOnDateColumns = {
  /** The stop standing that day; null: the sauna is at its listing's address. */
  stopId: saunaStops.id,
  /** The place's name: the stop's ("Inch Beach"), else the listing's town. */
  location: fromStop<string | null>(saunaStops.placeName, saunas.location),
  address: fromStop<string | null>(saunaStops.address, saunas.address),
  county: fromStop<string>(saunaStops.county, saunas.county),
  latitude: fromStop<number | null>(saunaStops.latitude, saunas.latitude),
  longitude: fromStop<number | null>(saunaStops.longitude, saunas.longitude),
};

export type PlacedSauna = { id: string; name: string; type: string; county: string; lat: number; lng: number };

/**
 * Public saunas nearest a point on a date, by the plane distance of the geo indexes, up to
 * `candidates` of them (the caller measures exactly and cuts). Two index walks, each stopping
 * after `candidates` rows however many saunas there are: saunas where their listing says
 * (saunas_public_geo_cover_idx, index only; a Mobile sauna with a stop that day is skipped there),
 * and the stops standing that day (sauna_stops_on_date_geo_idx). The nearest of both are the
 * nearest overall. On the scale data set (13,000 mobile saunas with ten stops each) both take
 * under a millisecond warm (docs/performance.md).
 */
export async function nearestPublicSaunasOnDate(
  db: Db,
  center: { lat: number; lng: number },
  date: string,
  options: { candidates: number; excludeId?: string },
): Promise<PlacedSauna[]> {
  const here = sql`point(${center.lng * GEO_LONGITUDE_SCALE}::float8, ${center.lat}::float8)`;
  const excluded = (id: SQLWrapper) => (options.excludeId ? ne(id as never, options.excludeId) : undefined);
  // A Mobile sauna standing on a stop that day is not at its listing: probed row by row as the geo
  // index walks out (a LATERAL with LIMIT 1, one probe of the exclusion constraint's index each).
  // A plain NOT EXISTS let PostgreSQL hash every stop of the day first: 20 ms with 13,000 mobile
  // saunas in the scale data set, against 0.2 ms this way. Outer columns are qualified by hand
  // (docs/architecture.md#known-pitfalls).
  const awayOnAStop = db
    .select({ away: sql<number>`1`.as("away") })
    .from(saunaStops)
    .where(and(
      sql`${saunaStops.saunaId} = ${sql.raw('"saunas"."id"')}`,
      sql`${sql.raw('"saunas"."type"')} = 'Mobile'`,
      sql`${stopDays} @> ${date}::date`,
    ))
    .limit(1)
    .as("away_on_a_stop");
  const [atHome, onStops] = await Promise.all([
    db
      .select({ id: saunas.id, name: saunas.name, type: saunas.type, county: saunas.county, lat: saunas.latitude, lng: saunas.longitude })
      .from(saunas)
      .leftJoinLateral(awayOnAStop, sql`true`)
      .where(and(isPublicSauna, excluded(saunas.id), isNotNull(saunas.geo), sql`${awayOnAStop.away} is null`))
      .orderBy(sql`${saunas.geo} <-> ${here}`)
      .limit(options.candidates),
    db
      .select({ id: saunas.id, name: saunas.name, type: saunas.type, county: saunaStops.county, lat: saunaStops.latitude, lng: saunaStops.longitude })
      .from(saunaStops)
      .innerJoin(saunas, eq(saunas.id, saunaStops.saunaId))
      .where(and(sql`${stopDays} @> ${date}::date`, MOBILE, isPublicSauna, excluded(saunas.id)))
      .orderBy(sql`${saunaStops.geo} <-> ${here}`)
      .limit(options.candidates),
  ]);
  return [...atHome, ...onStops].map((r) => ({ ...r, lat: r.lat!, lng: r.lng! }));
}
