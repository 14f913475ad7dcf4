// Where the saunas of a search are on the day searched (decision 015): the
// listing and the window search ask "which saunas are in Kerry on that day" and "which are
// nearest this point on that day". A Mobile sauna on a stop that day is at its stop, on any other
// day at its listing's place (the rule itself: sauna-place-on-date.ts).
//
// A search that depends on place reads two sources and merges them in its order:
// (a) saunas at their listing's place, through the list's own index as before; a Mobile sauna
//     met on the walk is probed for a stop that day (a LATERAL … LIMIT 1 on the exclusion
//     constraint's index) and left out when it has one;
// (b) the stops standing that day (GiST on (daterange, geo) walked nearest first with a LIMIT
//     that grows, or on (county, daterange) for a county: a county's stops of a day are few),
//     each stop's sauna looked up by its key and filtered as (a) is.
// Neither reads all the stops of a day nor every sauna of a county (docs/performance.md,
// "Searches on the day"). A search that does not depend on place reads as it always did.
import { sql, type SQL } from "drizzle-orm";
import { findTown } from "#domain/irish-towns";
import { effectiveSort, type ListingQuery } from "#domain/listing-query";
import type { GeoPoint } from "#domain/search-origin";
import type { Db } from "#server/db/client";
import { rowsOf } from "#server/db/rows-of";
import { GEO_LONGITUDE_SCALE, saunas } from "#server/db/schema/saunas";
import { stopDays } from "./sauna-place-on-date";

/** The point a search measures from: the typed town, else the guest's rounded position; null for neither. */
export function searchOrigin(query: Pick<ListingQuery, "near" | "town">): GeoPoint | null {
  if (query.town) {
    const town = findTown(query.town);
    if (town) return { lat: town.lat, lng: town.lng };
  }
  return query.near ?? null;
}

/** What a search asks of places: a county, a point to measure from (nearest first), or neither. */
export type SearchPlace = { date: string; county: string | null; origin: GeoPoint | null };

export function searchPlace(query: ListingQuery, date: string): SearchPlace {
  const origin = effectiveSort(query) === "distance" ? searchOrigin(query) : null;
  return { date, county: query.county ?? null, origin };
}

/** Whether where the saunas are that day changes what the search finds or its order. */
export const dependsOnPlace = (place: SearchPlace) => place.county !== null || place.origin !== null;

/** The plane point the geo indexes measure from (as saunas.geo and sauna_stops.geo). */
export const planePoint = (p: GeoPoint) => sql`point(${p.lng * GEO_LONGITUDE_SCALE}::float8, ${p.lat}::float8)`;

// The `saunas` row of the enclosing query, written by hand: Drizzle leaves a column unqualified
// in some selects (docs/architecture.md#known-pitfalls).
const SAUNA = { id: sql.raw('"saunas"."id"'), type: sql.raw('"saunas"."type"'), county: sql.raw('"saunas"."county"'), geo: sql.raw('"saunas"."geo"') };

/**
 * The query's sauna's last stop starting on or before `date`, as a subquery: one descent of the
 * btree sauna_stops_sauna_starts_idx (sauna_id, starts_on). Stops never overlap
 * (sauna_stops_no_overlap), so a stop standing that day can only be this one; it stands when its
 * last day is not before the date. A btree descent costs a third of a probe of the exclusion
 * constraint's GiST index by daterange (~2 µs against ~7 µs a row: a county's count at 100,000
 * saunas probes a few hundred Mobile rows; docs/performance.md, "Fast at scale").
 */
function lastStopBy(date: string, columns: SQL): SQL {
  return sql`select ${columns} from sauna_stops
    where sauna_stops.sauna_id = ${SAUNA.id} and sauna_stops.starts_on <= ${date}::date
    order by sauna_stops.starts_on desc limit 1`;
}

/**
 * Joins `today`, the stop the query's sauna stands on that day (no row: at its listing), probed
 * for a Mobile sauna only, one index lookup each (lastStopBy; its LIMIT also keeps PostgreSQL
 * from turning the probe into a hash of every stop of the day).
 */
export function stopOfTheDay(date: string): SQL {
  return sql`left join lateral (
    select last.county, last.geo, last.latitude, last.longitude, last.place_name, last.address
    from (${lastStopBy(date, sql`sauna_stops.county, sauna_stops.geo, sauna_stops.latitude, sauna_stops.longitude, sauna_stops.place_name, sauna_stops.address, sauna_stops.ends_on`)}) as last
    where ${SAUNA.type} = 'Mobile' and last.ends_on >= ${date}::date) as today on true`;
}

/** With stopOfTheDay joined: where the sauna is that day. */
export const today = {
  county: sql`coalesce(today.county, ${SAUNA.county})`,
  geo: sql`coalesce(today.geo, ${SAUNA.geo})`,
};

/** With stopOfTheDay joined: the search's place conditions on where each sauna is that day. */
export function placedThatDay(place: SearchPlace): SQL {
  const parts: SQL[] = [];
  if (place.county !== null) parts.push(sql`${today.county} = ${place.county}`);
  if (place.origin) parts.push(sql`${today.geo} is not null`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** With stopOfTheDay joined: nearest first from the search's point on that day. */
export const distanceThatDay = (origin: GeoPoint) => sql`${today.geo} <-> ${planePoint(origin)}`;

/**
 * Source (a)'s condition on a `saunas` row: at its listing's place that day (not Mobile, or
 * Mobile without a stop then) and matching the place there. The probe runs for Mobile rows only.
 */
export function atHomeThatDay(place: SearchPlace): SQL {
  const parts: SQL[] = [sql`not (${SAUNA.type} = 'Mobile' and coalesce((${lastStopBy(place.date, sql`sauna_stops.ends_on >= ${place.date}::date`)}), false))`];
  if (place.county !== null) parts.push(sql`${SAUNA.county} = ${place.county}`);
  if (place.origin) parts.push(sql`${SAUNA.geo} is not null`);
  return sql.join(parts, sql` and `);
}

/** Source (a)'s order for nearest first: the listing's pin. */
export const distanceAtHome = (origin: GeoPoint) => sql`${SAUNA.geo} <-> ${planePoint(origin)}`;

/** A county's stops of one day are read whole (the GiST index on (county, daterange)), up to this many. */
export const COUNTY_STOPS_CAP = 2_000;

/**
 * Source (b), the stops standing that day where the search looks, as a subquery of
 * (sauna_id, distance), walked no further than `walk` stops: the nearest first from the search's
 * point, or a county's stops of the day (all of them up to COUNTY_STOPS_CAP, in no order).
 */
export function stopsThatDay(place: SearchPlace, walk: number): SQL {
  const distance = place.origin ? sql`sauna_stops.geo <-> ${planePoint(place.origin)}` : sql`null::float8`;
  if (place.county !== null) {
    return sql`select sauna_stops.sauna_id, ${distance} as distance from sauna_stops
      where sauna_stops.county = ${place.county} and ${stopDays} @> ${place.date}::date limit ${COUNTY_STOPS_CAP}`;
  }
  return sql`select sauna_stops.sauna_id, ${distance} as distance from sauna_stops
    where ${stopDays} @> ${place.date}::date order by sauna_stops.geo <-> ${planePoint(place.origin!)} limit ${walk}`;
}

/** Whether a walk of `walk` stops read all there are (a county's are read whole). */
export const stopsWalkedAll = (place: SearchPlace, walked: number, walk: number) => place.county !== null || walked < walk;

/**
 * The stops' saunas that match `where` (the search's filters on `saunas`, none of them on its
 * place), walked further until `needed` match, no stop is left, or (nearest first) the walk has
 * gone past `within`, the plane distance beyond which a stop's sauna can't make the page (the
 * farthest of the page's saunas at home): rows of `columns` plus `distance` (from the search's
 * point, null without one), in the walk's order.
 */
export async function saunasOnStops<T>(
  db: Db,
  place: SearchPlace,
  where: SQL,
  columns: SQL,
  needed: number,
  within = Infinity,
): Promise<(T & { distance: number | null })[]> {
  for (let walk = Math.min(needed, 48) + 16; ; walk *= 4) {
    // Every walked stop comes back, with whether its sauna matches, so the walk knows how far it got.
    const rows = rowsOf<T & { distance: number | null; matches: boolean }>(await db.execute(sql`
      select ${columns}, w.distance, coalesce(${saunas.type} = 'Mobile' and ${where}, false) as matches
      from (${stopsThatDay(place, walk)}) w
      join ${saunas} on ${saunas.id} = w.sauna_id`));
    const matching = rows.filter((r) => r.matches).map(({ matches: _, ...r }) => ({ ...r, distance: r.distance === null ? null : Number(r.distance) }) as T & { distance: number | null });
    const farthest = rows.reduce((most, r) => Math.max(most, Number(r.distance)), 0);
    if (matching.length >= needed || stopsWalkedAll(place, rows.length, walk) || (place.origin && farthest > within)) {
      return place.origin ? matching.sort((a, b) => a.distance! - b.distance!) : matching;
    }
  }
}
