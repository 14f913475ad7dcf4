// The All Saunas listing's URL parameters (q, county, type, minPrice, maxPrice, amenities, sort, page):
// their shape, labels and links, shared by the page and the service. Parsing (with zod) lives in
// server/features/saunas/listing-query.ts so that zod stays out of the browser bundle.
import type { AmenityFilter } from "./amenity-filters";
import type { County, SaunaType } from "./constants";

export const LISTING_SORTS = ["relevance", "rating", "price-asc", "price-desc", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Best match",
  rating: "Top rated",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest",
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
  /** Undefined means the default: relevance when q is given, otherwise rating. */
  sort?: ListingSort;
  page: number;
};

/** The sort actually used: relevance only makes sense with a text query. */
export function effectiveSort(query: Pick<ListingQuery, "q" | "sort">): ListingSort {
  if (!query.sort) return query.q ? "relevance" : "rating";
  if (query.sort === "relevance" && !query.q) return "rating";
  return query.sort;
}

/** True when the visitor narrowed the list (a 'Clear filters' link makes sense). */
export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(query.q || query.county || query.type || query.minPrice !== undefined || query.maxPrice !== undefined || query.amenities?.length);
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
  if (merged.sort) params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  const search = params.toString();
  return search ? `/saunas?${search}` : "/saunas";
}
