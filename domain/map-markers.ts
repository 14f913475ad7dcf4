// The map's markers travel as a compact JSON: the home page no longer inlines them;
// the map fetches them when it comes into view, and by the visible area when the directory has
// more than one response holds. Shared by the endpoint and the browser, so no zod here.
import { SAUNA_TYPES, type SaunaType } from "./constants";

export type MapMarker = {
  id: string;
  name: string;
  type: string;
  county: string;
  lat: number;
  lng: number;
  rating: number;
  price: number;
};

/** A map's visible area in degrees. */
export type MapBounds = { west: number; south: number; east: number; north: number };

/** One response: the markers, and whether they are every public sauna of the asked area and type. */
export type MarkerSet = { markers: MapMarker[]; complete: boolean };

/** On the wire: one array per marker, in this order (keys repeated a thousand times cost more than the data). */
export type CompactMarkers = { complete: boolean; markers: [string, string, string, string, number, number, number, number][] };

/** Five decimals of a degree is about a metre: enough for a pin. */
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function encodeMarkers(set: MarkerSet): CompactMarkers {
  return {
    complete: set.complete,
    markers: set.markers.map((m) => [m.id, m.name, m.type, m.county, round(m.lat, 5), round(m.lng, 5), m.rating, m.price]),
  };
}

export function decodeMarkers(json: CompactMarkers): MarkerSet {
  return {
    complete: json.complete,
    markers: json.markers.map(([id, name, type, county, lat, lng, rating, price]) => ({ id, name, type, county, lat, lng, rating, price })),
  };
}

/** `bbox=west,south,east,north` from a URL; anything malformed or outside the globe is ignored. */
export function parseBounds(text: string | null | undefined): MapBounds | null {
  if (!text) return null;
  const parts = text.split(",");
  if (parts.length !== 4) return null;
  const [west, south, east, north] = parts.map((p) => (/^-?\d{1,3}(\.\d{1,6})?$/.test(p.trim()) ? Number(p) : NaN));
  const ok = [west, east].every((x) => x >= -180 && x <= 180) && [south, north].every((y) => y >= -90 && y <= 90);
  return ok && west < east && south < north ? { west, south, east, north } : null;
}

/**
 * The `bbox` parameter for a visible area, widened to whole tenths of a degree (about 11 km) so
 * that small pans ask for the same URL, which the page cache and the browser then answer.
 */
export function boundsParam(b: MapBounds): string {
  const down = (n: number) => (Math.floor(n * 10) / 10).toFixed(1);
  const up = (n: number) => (Math.ceil(n * 10) / 10).toFixed(1);
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  return [down(clamp(b.west, 180)), down(clamp(b.south, 90)), up(clamp(b.east, 180)), up(clamp(b.north, 90))].join(",");
}

export function parseSaunaType(text: string | null | undefined): SaunaType | undefined {
  return SAUNA_TYPES.find((t) => t === text);
}

/** Does a set fetched for `outer` also cover `inner`? (Then panning inside it needs no request.) */
export function boundsContain(outer: MapBounds, inner: MapBounds): boolean {
  return outer.west <= inner.west && outer.south <= inner.south && outer.east >= inner.east && outer.north >= inner.north;
}

/** The endpoint the map fetches (app/routes/api/map-markers.ts). */
export function markersUrl({ type, bounds }: { type?: string; bounds?: MapBounds | null }): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (bounds) params.set("bbox", boundsParam(bounds));
  const query = params.toString();
  return `/api/map-markers${query ? `?${query.replaceAll("%2C", ",")}` : ""}`;
}
