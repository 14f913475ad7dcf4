// The All Saunas listing's URL parameters (q, county, type, minPrice, maxPrice, amenities, when,
// guests, near, town, sort, page):
// their shape, labels and links, shared by the page and the service. Parsing (with zod) lives in
// server/features/saunas/listing-query.ts so that zod stays out of the browser bundle.
import type { AmenityFilter } from "./amenity-filters";
import type { County, SaunaType } from "./constants";
import type { FreeWindow } from "./free-windows";
import type { GeoPoint } from "./search-origin";

export const LISTING_SORTS = ["relevance", "rating", "price-asc", "price-desc", "newest", "distance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Best match",
  rating: "Top rated",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest",
  distance: "Nearest first",
};

/** Longer queries are cut, not refused: nobody types more than this into a search box. */
export const MAX_QUERY_LENGTH = 100;
/** Pages beyond this are clamped (the service also clamps to the last page with results). */
export const MAX_PAGE = 10_000;
export const MAX_PRICE = 100_000;

export type ListingQuery = {
  q?: string;
  county?: County;
  type?: SaunaType;
  minPrice?: number;
  maxPrice?: number;
  /** What the sauna must have, all of them (the chips, amenity-filters.ts); never empty when set. */
  amenities?: AmenityFilter[];
  /** Only saunas with a bookable session starting in this window ('Free soon', decision 014). */
  when?: FreeWindow;
  /** How many are coming (1 when not given): a session must have room for them all. */
  guests?: number;
  /** The guest's position ('Near me'), rounded to ~1 km. */
  near?: GeoPoint;
  /** A town the guest typed, as found in irish-towns.ts; it wins over `near`. */
  town?: string;
  /** What the guest typed for a town that isn't in the list (said so on the page; never in links). */
  unknownTown?: string;
  /** Undefined means the default: relevance when q is given, otherwise rating. */
  sort?: ListingSort;
  page: number;
};

/** Distances are measured from a typed town or the guest's position. */
export function hasOrigin(query: Pick<ListingQuery, "near" | "town">): boolean {
  return Boolean(query.town || query.near);
}

/**
 * The sort actually used: relevance only makes sense with a text query, nearest first only with
 * a place to measure from, which makes it the default ('Near me' sorts by distance).
 */
export function effectiveSort(query: Pick<ListingQuery, "q" | "sort" | "near" | "town">): ListingSort {
  if (!query.sort) return hasOrigin(query) ? "distance" : query.q ? "relevance" : "rating";
  if (query.sort === "relevance" && !query.q) return "rating";
  if (query.sort === "distance" && !hasOrigin(query)) return query.q ? "relevance" : "rating";
  return query.sort;
}

/** True when the visitor narrowed the list (a 'Clear filters' link makes sense). */
export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(
    query.q || query.county || query.type || query.minPrice !== undefined || query.maxPrice !== undefined || query.amenities?.length ||
    query.when || (query.guests ?? 1) > 1 || query.near || query.town,
  );
}

/**
 * How many filters are on, as the phone's 'Filters' button says: the text, county, type, price
 * range, each amenity chip, the 'Free soon' window, a party over one, and a place to search near.
 */
export function activeFilterCount(query: ListingQuery): number {
  const price = query.minPrice !== undefined || query.maxPrice !== undefined;
  return [query.q, query.county, query.type, price, query.when, (query.guests ?? 1) > 1, query.near || query.town].filter(Boolean).length +
    (query.amenities?.length ?? 0);
}

/** The listing URL for a query, with only the parameters that are set (shareable and clean). */
export function listingHref(query: ListingQuery, overrides: Partial<ListingQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.county) params.set("county", merged.county);
  if (merged.type) params.set("type", merged.type);
  if (merged.minPrice !== undefined) params.set("minPrice", String(merged.minPrice));
  if (merged.maxPrice !== undefined) params.set("maxPrice", String(merged.maxPrice));
  if (merged.amenities?.length) params.set("amenities", merged.amenities.join(","));
  if (merged.when) params.set("when", merged.when);
  if (merged.guests && merged.guests > 1) params.set("guests", String(merged.guests));
  if (merged.town) params.set("town", merged.town);
  // A position here is already rounded (parseNear, or the page's Near me).
  else if (merged.near) params.set("near", `${merged.near.lat},${merged.near.lng}`);
  if (merged.sort) params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  const search = params.toString();
  return search ? `/saunas?${search}` : "/saunas";
}
