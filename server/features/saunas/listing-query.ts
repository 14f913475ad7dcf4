// Parses the All Saunas listing's URL parameters. Anything a visitor can type into the address
// bar must lead to a normal page: invalid values are ignored or clamped, never an error.
import { z } from "zod";
import { parseAmenityFilters } from "#domain/amenity-filters";
import { COUNTIES, SAUNA_TYPES } from "#domain/constants";
import { FREE_WINDOWS, SEARCH_GUESTS_MAX, type FreeWindow } from "#domain/free-windows";
import { findTown } from "#domain/irish-towns";
import { parseNear } from "#domain/search-origin";
import { isCalendarDate } from "#domain/session-slots";
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
  // A named window in any letter case, or a real date; whether the date can still be searched
  // (not past, within a year) the search decides, with the time.
  when: single.transform((v): FreeWindow | undefined => {
    if (typeof v !== "string") return undefined;
    const text = v.trim().toLowerCase();
    if ((FREE_WINDOWS as readonly string[]).includes(text)) return text as FreeWindow;
    return text.length === 10 && isCalendarDate(text) ? (text as FreeWindow) : undefined;
  }),
  guests: single.transform((v) => {
    const n = typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : typeof v === "number" ? v : NaN;
    return Number.isInteger(n) && n >= 1 ? Math.min(n, SEARCH_GUESTS_MAX) : undefined;
  }),
  near: single.transform((v) => parseNear(v) ?? undefined),
  town: single.transform((v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim().slice(0, 100) : "")),
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
  // The date field (`on`, empty unless a date was picked) names the window when it is filled.
  const on = input instanceof URLSearchParams ? input.get("on") : (raw as Record<string, unknown>).on;
  const onDate = typeof on === "string" && on.trim().length === 10 && isCalendarDate(on.trim()) ? (on.trim() as FreeWindow) : undefined;
  if (onDate ?? parsed.when) query.when = onDate ?? parsed.when;
  if (parsed.guests && parsed.guests > 1) query.guests = parsed.guests;
  if (parsed.town) {
    const town = findTown(parsed.town);
    if (town) query.town = town.name;
    else query.unknownTown = parsed.town;
  }
  if (parsed.near && !query.town) query.near = parsed.near;
  if (parsed.sort) query.sort = parsed.sort;
  return query;
}

