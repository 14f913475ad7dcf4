// The filters sauna-goers ask for: the chips on /saunas. Each is one of the listing's
// amenities (LISTING_AMENITIES, which hosts tick in onboarding and Sauna Settings), so there is
// one list of what a sauna can have and the filter reads the amenities column (its GIN index,
// migration 0029). Pure: the page, the URL and the service share it.
import type { ListingAmenity } from "./listing";

export type AmenityFilterDef = {
  /** What the URL says (`/saunas?amenities=cold-plunge,dog-friendly`). */
  slug: string;
  /** The amenity a sauna must list. (The chip's words are the `amenity.<slug>` message of `saunas`.) */
  amenity: ListingAmenity;
};

/**
 * In the order the chips are shown: heat, water, comfort, access. A chip's place is also its bit
 * in saunas.amenity_mask (server/db/schema/saunas.ts): changing the list changes that column's
 * expression, which then needs a migration (drizzle-kit generate sees it).
 */
export const AMENITY_FILTERS = [
  { slug: "wood-fired", amenity: "Wood-Fired" },
  { slug: "electric", amenity: "Electric Heater" },
  { slug: "infrared", amenity: "Infrared Heater" },
  { slug: "cold-plunge", amenity: "Cold Plunge" },
  { slug: "sea-swim", amenity: "Sea Access" },
  { slug: "lake-swim", amenity: "Lake Access" },
  { slug: "river-swim", amenity: "River Access" },
  { slug: "showers", amenity: "Shower" },
  { slug: "changing-rooms", amenity: "Changing Rooms" },
  { slug: "towels", amenity: "Towels Provided" },
  { slug: "step-free", amenity: "Step-Free Access" },
  { slug: "dog-friendly", amenity: "Dog-Friendly" },
  { slug: "parking", amenity: "Parking" },
  { slug: "private-hire", amenity: "Private Hire" },
] as const satisfies readonly AmenityFilterDef[];

export type AmenityFilter = (typeof AMENITY_FILTERS)[number]["slug"];

const BY_SLUG = new Map<string, (typeof AMENITY_FILTERS)[number]>(AMENITY_FILTERS.map((f) => [f.slug, f]));

/** The bit mask of the given chips (bit n: AMENITY_FILTERS[n]), as in saunas.amenity_mask. */
export function amenityMaskOf(slugs: readonly AmenityFilter[]): number {
  return AMENITY_FILTERS.reduce((mask, f, bit) => (slugs.includes(f.slug) ? mask | (1 << bit) : mask), 0);
}

/** The amenity a filter asks for. */
export function amenityOf(slug: AmenityFilter): ListingAmenity {
  return BY_SLUG.get(slug)!.amenity;
}

/**
 * The known filters in a URL's `amenities` values (comma-separated, any letter case, repeated or
 * not), in the chips' order and each once: unknown ones are ignored, like every listing parameter.
 */
export function parseAmenityFilters(values: readonly unknown[]): AmenityFilter[] {
  const wanted = new Set<string>();
  for (const value of values.slice(0, 50)) {
    if (typeof value !== "string") continue;
    for (const part of value.slice(0, 1000).split(",")) wanted.add(part.trim().toLowerCase());
  }
  return AMENITY_FILTERS.filter((f) => wanted.has(f.slug)).map((f) => f.slug);
}

/** The filters with `slug` added, or taken away if it was on (a chip's link). */
export function toggleAmenityFilter(current: readonly AmenityFilter[], slug: AmenityFilter): AmenityFilter[] {
  const next = new Set(current);
  if (next.has(slug)) next.delete(slug);
  else next.add(slug);
  return AMENITY_FILTERS.filter((f) => next.has(f.slug)).map((f) => f.slug);
}
