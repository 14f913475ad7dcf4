// Where a sauna is on a given date, for 'Near me' and a typed town (issue 24 item 1): today the
// sauna's own pin (saunas.latitude/longitude and `geo`, its plane point for the nearest-first
// GiST index). A mobile sauna's stop of the day (item 2) will be looked up here, in this one
// function, and every search that measures distance follows it.
import { sql, type SQL } from "drizzle-orm";
import { findTown } from "#domain/irish-towns";
import type { ListingQuery } from "#domain/listing-query";
import type { GeoPoint } from "#domain/search-origin";
import { GEO_LONGITUDE_SCALE, saunas } from "#server/db/schema/saunas";

export type PositionSql = {
  /** The sauna has a position that day. */
  known: SQL;
  lat: SQL<number | null>;
  lng: SQL<number | null>;
  /** Order by this for nearest first: the index's plane distance (exact distances are computed for the page's rows). */
  distanceFrom: (origin: GeoPoint) => SQL;
};

export function saunaPositionOn(_date: Date | string): PositionSql {
  return {
    known: sql`${saunas.geo} is not null`,
    lat: sql<number | null>`${saunas.latitude}`,
    lng: sql<number | null>`${saunas.longitude}`,
    distanceFrom: (origin) => sql`${saunas.geo} <-> point(${origin.lng * GEO_LONGITUDE_SCALE}::float8, ${origin.lat}::float8)`,
  };
}

/** The point a search measures from: the typed town, else the guest's rounded position; null for neither. */
export function searchOrigin(query: Pick<ListingQuery, "near" | "town">): GeoPoint | null {
  if (query.town) {
    const town = findTown(query.town);
    if (town) return { lat: town.lat, lng: town.lng };
  }
  return query.near ?? null;
}
