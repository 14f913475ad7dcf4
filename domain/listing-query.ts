// The All Saunas listing's URL parameters (q, county, type, minPrice, maxPrice, sort, page).
// Shared by the page (to build links) and the service (to query). Anything a visitor can type
// into the address bar must lead to a normal page: invalid values are ignored or clamped,
// never turned into an error.
import { z } from "zod";
import { COUNTIES, SAUNA_TYPES, type County, type SaunaType } from "./constants";

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
const MAX_PRICE = 100_000;

export type ListingQuery = {
  q?: string;
  county?: County;
  type?: SaunaType;
  minPrice?: number;
  maxPrice?: number;
  /** Undefined means the default: relevance when q is given, otherwise rating. */
  sort?: ListingSort;
  page: number;
};

/** First value of a parameter, or undefined. */
const single = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.unknown());

function oneOf<T extends string>(values: readonly T[]) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return single.transform((v) => (typeof v === "string" ? byLower.get(v.trim().toLowerCase()) : undefined));
}

const price = single.transform((v) => {
  if (typeof v === "string" && v.trim() === "") return undefined;
  const n = typeof v === "string" || typeof v === "number" ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.min(n, MAX_PRICE) : undefined;
});

const ListingQuerySchema = z.object({
  q: single.transform((v) => {
    if (typeof v !== "string") return undefined;
    const text = v.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
    return text === "" ? undefined : text;
  }),
  county: oneOf(COUNTIES),
  type: oneOf(SAUNA_TYPES),
  minPrice: price,
  maxPrice: price,
  sort: oneOf(LISTING_SORTS),
  page: single.transform((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), MAX_PAGE) : 1;
  }),
});

/**
 * Parses URL search parameters (or a plain object, or an already parsed query) into a valid
 * listing query; never throws.
 */
export function parseListingQuery(input: URLSearchParams | Record<string, unknown> | ListingQuery): ListingQuery {
  const raw = input instanceof URLSearchParams ? Object.fromEntries(input.entries()) : input;
  const parsed = ListingQuerySchema.parse(raw);
  let { minPrice, maxPrice } = parsed;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const query: ListingQuery = { page: parsed.page };
  if (parsed.q) query.q = parsed.q;
  if (parsed.county) query.county = parsed.county;
  if (parsed.type) query.type = parsed.type;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (parsed.sort) query.sort = parsed.sort;
  return query;
}

/** The sort actually used: relevance only makes sense with a text query. */
export function effectiveSort(query: Pick<ListingQuery, "q" | "sort">): ListingSort {
  if (!query.sort) return query.q ? "relevance" : "rating";
  if (query.sort === "relevance" && !query.q) return "rating";
  return query.sort;
}

/** True when the visitor narrowed the list (a 'Clear filters' link makes sense). */
export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(query.q || query.county || query.type || query.minPrice !== undefined || query.maxPrice !== undefined);
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
  if (merged.sort) params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  const search = params.toString();
  return search ? `/saunas?${search}` : "/saunas";
}
