// Discover Saunas (docs/product.md §2 'Discovery', §5 'Discovery search', §9 discovery defaults; docs/product.md
// §2 Admin area): which businesses a super admin can search for, what a found place becomes
// when it is added to the directory, and when a found place is one we already list.
// Pure and free of zod so the admin page can use the same rules in the browser.
import { COUNTIES, type County, type SaunaStatus, type SaunaType } from "./constants";
import { PHONE_MAX_LENGTH } from "./phone";

/** The Business Type select, in the spec's order. `searchType` is also the text sent to the maps search. */
export const DISCOVERY_BUSINESS_TYPES = [
  { searchType: "sauna", label: "Sauna" },
  { searchType: "spa sauna", label: "Spa with Sauna" },
  { searchType: "wellness center sauna", label: "Wellness Center" },
  { searchType: "hotel sauna", label: "Hotel Sauna" },
  { searchType: "mobile sauna", label: "Mobile Sauna" },
] as const;
export type DiscoverySearchType = (typeof DISCOVERY_BUSINESS_TYPES)[number]["searchType"];
export const DEFAULT_DISCOVERY_SEARCH_TYPE: DiscoverySearchType = "sauna";

const SAUNA_TYPE_BY_SEARCH_TYPE: Record<DiscoverySearchType, SaunaType> = {
  sauna: "Traditional",
  "hotel sauna": "Traditional",
  "spa sauna": "Spa",
  "wellness center sauna": "Spa",
  "mobile sauna": "Mobile",
};

export function isDiscoverySearchType(value: string): value is DiscoverySearchType {
  return Object.hasOwn(SAUNA_TYPE_BY_SEARCH_TYPE, value);
}

/** The sauna type a found place is listed under; anything unknown is Traditional (docs/product.md §9). */
export function saunaTypeForSearchType(searchType: string | null | undefined): SaunaType {
  const key = (searchType ?? "").trim().toLowerCase();
  return isDiscoverySearchType(key) ? SAUNA_TYPE_BY_SEARCH_TYPE[key] : "Traditional";
}

// ---------------------------------------------------------------------------------------------
// The search form

export const LOCATION_REQUIRED_TITLE = "Location Required";
export const LOCATION_REQUIRED_MESSAGE = "Please enter a location or select a county to search";
/** Nobody types a longer place name; longer input is cut, not refused. */
export const MAX_DISCOVERY_LOCATION_LENGTH = 100;

export type DiscoverySearch = { searchType: DiscoverySearchType; location?: string; county?: County };

/** One of the 26 counties, whatever its case; anything else is "no county selected". */
export function asCounty(value: string | null | undefined): County | undefined {
  const wanted = (value ?? "").trim().toLowerCase();
  return COUNTIES.find((c) => c.toLowerCase() === wanted);
}

/** docs/product.md §5: at least one of location or county must be given. */
export function hasSearchArea(input: { location?: string | null; county?: string | null }): boolean {
  return Boolean((input.location ?? "").trim() || asCounty(input.county));
}

/**
 * Reads the Discover Saunas form (as posted, so every field may be missing or odd). An unknown
 * business type falls back to Sauna (the select always sends one of ours); a county that is not
 * one of the 26 counts as not selected.
 */
export function readDiscoverySearch(input: {
  searchType?: string | null;
  location?: string | null;
  county?: string | null;
}):
  | { ok: true; search: DiscoverySearch }
  | { ok: false; title: typeof LOCATION_REQUIRED_TITLE; message: typeof LOCATION_REQUIRED_MESSAGE } {
  if (!hasSearchArea(input)) return { ok: false, title: LOCATION_REQUIRED_TITLE, message: LOCATION_REQUIRED_MESSAGE };
  const searchType = (input.searchType ?? "").trim().toLowerCase();
  const location = collapseSpaces(input.location ?? "").slice(0, MAX_DISCOVERY_LOCATION_LENGTH).trim();
  const county = asCounty(input.county);
  return {
    ok: true,
    search: {
      searchType: isDiscoverySearchType(searchType) ? searchType : DEFAULT_DISCOVERY_SEARCH_TYPE,
      ...(location ? { location } : {}),
      ...(county ? { county } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// County and location of a found place

export const DEFAULT_DISCOVERY_COUNTY: County = "Dublin";

// "Co. Cork", "Co Cork", "Co.Cork", "County Cork": the address names the county outright.
const COUNTY_MARKER = String.raw`(?<marker>\b(?:co\b\.?|county)\s*)?`;
// A county name as a whole word, so "Meath" is not found inside "Westmeath" nor "Clare" inside
// "Clarecastle" …
const COUNTY_NAME = String.raw`\b(?<county>${COUNTIES.join("|")})\b`;
// … and not when it names a street: nearly every Irish town has a "Dublin Road" or a "Cork Street",
// so "Dublin Road, Salthill, Galway" is in Galway.
const NOT_A_STREET = String.raw`(?!\s+(?:road|rd|street|st|avenue|ave|lane|place|terrace|tce|quay|row|square|sq)\b)`;
const COUNTY_MENTION = new RegExp(COUNTY_MARKER + COUNTY_NAME + NOT_A_STREET, "gi");

/**
 * The county an address is in, or undefined when it names none of the 26.
 *
 * "The first of the 26 counties found in the address" (docs/product.md §9) is read as first by position in
 * the address, not first in the county list: the list's order (Dublin, Cork, …) says nothing about
 * the place. One exception comes before position: a county the address names outright ("Co.
 * Wicklow", "County Wicklow") wins over a bare county name earlier in the line, so "Dublin Bay
 * Saunas, Bray, Co. Wicklow" is in Wicklow. Matching is case-insensitive and by whole word
 * ("Cork City" and "CORK" are Cork; "Westmeath" is not Meath), and street names ("Cork Road") are
 * not counties.
 */
export function countyFromAddress(address: string | null | undefined): County | undefined {
  if (!address) return undefined;
  const mentions = [...address.matchAll(COUNTY_MENTION)];
  const chosen = mentions.find((m) => m.groups?.marker) ?? mentions[0];
  return asCounty(chosen?.groups?.county);
}

/** docs/product.md §9: the selected county, else the first county found in the address, else Dublin. */
export function countyForDiscoveredSauna(selectedCounty: string | null | undefined, address: string | null | undefined): County {
  return asCounty(selectedCounty) ?? countyFromAddress(address) ?? DEFAULT_DISCOVERY_COUNTY;
}

/** docs/product.md §9: the address, else the location typed into the search, else "{county}, Ireland". */
export function locationForDiscoveredSauna(input: {
  address?: string | null;
  typedLocation?: string | null;
  county: County;
}): string {
  return collapseSpaces(input.address ?? "") || collapseSpaces(input.typedLocation ?? "") || `${input.county}, Ireland`;
}

// ---------------------------------------------------------------------------------------------
// The new sauna row

/** docs/product.md §9: what every sauna added from discovery starts with; the host or an admin edits it later. */
export const DISCOVERED_SAUNA_DEFAULTS = {
  capacity: 4,
  pricePerSession: 50,
  status: "active",
  isPublished: true,
} as const satisfies { capacity: number; pricePerSession: number; status: SaunaStatus; isPublished: boolean };

const reviewCount = new Intl.NumberFormat("en-IE");

/**
 * docs/product.md §9: the description says the sauna was discovered through a maps search, with its rating
 * and review count, e.g. "Discovered through a maps search: rated 4.6 from 128 reviews."
 */
export function discoveredSaunaDescription(rating: number | null | undefined, reviews: number | null | undefined): string {
  const lead = "Discovered through a maps search";
  const hasRating = typeof rating === "number" && Number.isFinite(rating) && rating > 0;
  const count = typeof reviews === "number" && Number.isFinite(reviews) && reviews > 0 ? Math.floor(reviews) : 0;
  if (!hasRating) return `${lead}: no reviews yet.`;
  const stars = Math.min(rating, 5).toFixed(1);
  if (count === 0) return `${lead}: rated ${stars}.`;
  return `${lead}: rated ${stars} from ${reviewCount.format(count)} ${count === 1 ? "review" : "reviews"}.`;
}

/** A place found by the maps search, as far as a new listing needs it (the maps-search result fits). */
export type DiscoveredPlace = {
  title: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  website?: string | null;
  phone?: string | null;
  rating?: number | null;
  reviews?: number | null;
  placeId?: string | null;
};

/** The values of the new saunas row, named as the Drizzle schema names its columns. */
export type DiscoveredSaunaValues = {
  name: string;
  description: string;
  type: SaunaType;
  capacity: number;
  /** The headline price and the private price are the same number (the card shows the private price). */
  pricePerSession: number;
  pricePrivate: number;
  status: SaunaStatus;
  isPublished: boolean;
  county: County;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  phone: string | null;
  placeId: string | null;
};

export const MAX_DISCOVERED_NAME_LENGTH = 200;

/**
 * What a found place becomes in the directory (docs/product.md §7 'Insert into saunas (discovery)' and §9).
 * Left out on purpose: the owner (a discovered listing is unclaimed until its owner claims it, so
 * the adding admin goes into the activity log, not into owner_id) and the maps thumbnail (a
 * provider's image URL, not our photo). Coordinates outside the globe and links that are not
 * http(s) are dropped rather than stored.
 */
export function discoveredSaunaValues(
  place: DiscoveredPlace,
  search: { searchType?: string | null; location?: string | null; county?: string | null },
): DiscoveredSaunaValues {
  const address = collapseSpaces(place.address ?? "") || null;
  const county = countyForDiscoveredSauna(search.county, address);
  return {
    name: collapseSpaces(place.title).slice(0, MAX_DISCOVERED_NAME_LENGTH).trim(),
    description: discoveredSaunaDescription(place.rating, place.reviews),
    type: saunaTypeForSearchType(search.searchType),
    capacity: DISCOVERED_SAUNA_DEFAULTS.capacity,
    pricePerSession: DISCOVERED_SAUNA_DEFAULTS.pricePerSession,
    pricePrivate: DISCOVERED_SAUNA_DEFAULTS.pricePerSession,
    status: DISCOVERED_SAUNA_DEFAULTS.status,
    isPublished: DISCOVERED_SAUNA_DEFAULTS.isPublished,
    county,
    location: locationForDiscoveredSauna({ address, typedLocation: search.location, county }),
    address,
    latitude: inRange(place.latitude, 90),
    longitude: inRange(place.longitude, 180),
    website: httpUrl(place.website),
    phone: collapseSpaces(place.phone ?? "").slice(0, PHONE_MAX_LENGTH) || null,
    placeId: (place.placeId ?? "").trim() || null,
  };
}

// ---------------------------------------------------------------------------------------------
// Duplicates (Total / New / Existing)

/** What identifies a listing or a found place: its maps place id, else its name and address. */
export type DuplicateKeyInput = { placeId?: string | null; name: string; address?: string | null };

/**
 * Name or address reduced to what matters for "the same place": case, accents, punctuation,
 * "&"/"and", "Co."/"County", spaces inside an Eircode and a trailing "Ireland" do not count.
 */
export function normaliseForDuplicate(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\b([ac-fhknprtv-y]\d{2}|d6w)\s+([0-9ac-fhknprtv-y]{4})\b/g, "$1$2")
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w === "county" ? "co" : w));
  if (words.at(-1) === "ireland") words.pop();
  return words.join(" ");
}

/**
 * The keys under which a listing or a found place is known: "place:{id}" when it has a maps
 * place id, and "name-address:{name}|{address}" when it has both a name and an address. Two
 * places are the same when they share any key. A name alone is no key: "The Sauna" is many places.
 */
export function duplicateKeys(input: DuplicateKeyInput): string[] {
  const keys: string[] = [];
  const placeId = (input.placeId ?? "").trim();
  if (placeId) keys.push(`place:${placeId}`);
  const name = normaliseForDuplicate(input.name);
  const address = normaliseForDuplicate(input.address ?? "");
  if (name && address) keys.push(`name-address:${name}|${address}`);
  return keys;
}

export function isSamePlace(a: DuplicateKeyInput, b: DuplicateKeyInput): boolean {
  const keysOfA = new Set(duplicateKeys(a));
  return duplicateKeys(b).some((k) => keysOfA.has(k));
}

/**
 * Marks each found place new or existing against the listings that may match (the caller fetches
 * those by place id, name and address; no need to load the whole directory), drops repeats of a
 * place within the results, and counts them for the Total / New / Existing badges.
 */
export function markExistingPlaces<T>(
  found: readonly T[],
  listed: Iterable<DuplicateKeyInput>,
  keyOf: (place: T) => DuplicateKeyInput,
): { results: (T & { existing: boolean })[]; total: number; new: number; existing: number } {
  const listedKeys = new Set<string>();
  for (const listing of listed) for (const key of duplicateKeys(listing)) listedKeys.add(key);
  const seen = new Set<string>();
  const results: (T & { existing: boolean })[] = [];
  for (const place of found) {
    const keys = duplicateKeys(keyOf(place));
    if (keys.some((k) => seen.has(k))) continue;
    keys.forEach((k) => seen.add(k));
    results.push({ ...place, existing: keys.some((k) => listedKeys.has(k)) });
  }
  const existing = results.filter((r) => r.existing).length;
  return { results, total: results.length, new: results.length - existing, existing };
}

// ---------------------------------------------------------------------------------------------

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function inRange(value: number | null | undefined, limit: number): number | null {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Only http(s) links are kept: a "javascript:" website would become a link on the sauna page. */
function httpUrl(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:" ? text : null;
  } catch {
    return null;
  }
}
