// What a host says about their sauna (docs/product.md §2 onboarding wizard, §5 onboarding rules, §9), shared
// by the onboarding wizard, the dashboard's Sauna Settings and the server. Pure: no zod here, so
// the wizard's steps can use it freely (the schemas are in listing-schema.ts).
import type { SaunaType } from "./constants";
import { options } from "./options";

/** The wizard's five kinds of sauna (docs/product.md §1, §5). */
export const SAUNA_STYLES = options({ barrel: "Barrel", cabin: "Cabin", mobile: "Mobile", indoor: "Indoor", outdoor: "Outdoor" });
export type SaunaStyle = (typeof SAUNA_STYLES)[number]["value"];

/**
 * The spec's eleven amenity choices (§9), and the four more that guests filter by
 * (infrared heat, step-free access, dog-friendly, private hire): the value is the name the listing
 * stores and the sauna page shows (the public names the page gives icons: Wood-Fired, Shower,
 * Cold Plunge…). The filters on /saunas are chosen from these (amenity-filters.ts).
 */
export const LISTING_AMENITIES = options({
  "Wood-Fired": "Wood-fired stove",
  "Electric Heater": "Electric heater",
  "Infrared Heater": "Infrared heater",
  Shower: "Shower facilities",
  "Cold Plunge": "Cold plunge pool",
  "Sea Access": "Sea access",
  "Lake Access": "Lake access",
  "River Access": "River access",
  "Changing Rooms": "Changing rooms",
  "Towels Provided": "Towels provided",
  "Private Space": "Private space",
  Parking: "Parking available",
  "Step-Free Access": "Step-free access",
  "Dog-Friendly": "Dog-friendly",
  "Private Hire": "Private hire",
});
export type ListingAmenity = (typeof LISTING_AMENITIES)[number]["value"];

export const CAPACITY_RANGE = { min: 1, max: 20 } as const;
/** Session length: at least 30 minutes, in steps of 15 (docs/product.md §5, §9). */
export const DURATION_RULE = { min: 30, step: 15, max: 240 } as const;
/** Prices in euro, in steps of 5 (docs/product.md §5, §9). */
export const PRICE_RULE = { min: 0, step: 5, max: 1000 } as const;
export const OFF_PEAK_RANGE = { min: 1, max: 90 } as const;
/** The spec's hint; not enforced (docs/product.md §5). */
export const RECOMMENDED_PHOTOS = 3;
export const MAX_LISTING_PHOTOS = 12;

/**
 * Eircode: a routing key (a letter and two digits, or D6W) and a four-character unique
 * identifier, from the letters and digits An Post uses.
 */
const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i;

export function isEircode(value: string): boolean {
  return EIRCODE.test(value.trim());
}

/** "d02x285" → "D02 X285". */
export function formatEircode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/**
 * Irish VAT numbers: IE, then seven digits and one or two letters (the current format), or a
 * digit, a letter or + or *, five digits and a letter (the old one).
 */
const IRISH_VAT = /^(?:IE)?(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/i;

export function isIrishVatNumber(value: string): boolean {
  return IRISH_VAT.test(value.replace(/\s+/g, ""));
}

/**
 * The public category (the six types guests filter by) for a wizard listing: mobile saunas are
 * Mobile, indoor ones Spa; otherwise sea access makes it Sea View and a wood-fired stove Wood-
 * Fired, else Traditional. The host can pick another in Sauna Settings (decision 006).
 */
export function publicTypeFor(style: SaunaStyle, amenities: readonly string[]): SaunaType {
  if (style === "mobile") return "Mobile";
  if (style === "indoor") return "Spa";
  if (amenities.includes("Sea Access")) return "Sea View";
  if (amenities.includes("Wood-Fired")) return "Wood-Fired";
  return "Traditional";
}
