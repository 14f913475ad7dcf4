// Parses the All Saunas listing's URL parameters. Anything a visitor can type into the address
// bar must lead to a normal page: invalid values are ignored or clamped, never an error.
import { z } from "zod";
import { parseAmenityFilters } from "#domain/amenity-filters";
import { COUNTIES, SAUNA_TYPES } from "#domain/constants";
import { LISTING_SORTS, MAX_PAGE, MAX_PRICE, MAX_QUERY_LENGTH, type ListingQuery } from "#domain/listing-query";

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
  // `amenities` may come more than once (a form of checkboxes) as well as comma-separated.
  const rawAmenities = input instanceof URLSearchParams ? input.getAll("amenities") : (raw as Record<string, unknown>).amenities;
  const amenities = parseAmenityFilters(Array.isArray(rawAmenities) ? rawAmenities : [rawAmenities]);
  let { minPrice, maxPrice } = parsed;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const query: ListingQuery = { page: parsed.page };
  if (parsed.q) query.q = parsed.q;
  if (parsed.county) query.county = parsed.county;
  if (parsed.type) query.type = parsed.type;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (amenities.length) query.amenities = amenities;
  if (parsed.sort) query.sort = parsed.sort;
  return query;
}

