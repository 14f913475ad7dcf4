// Discover Saunas (docs/product.md §2 'Discovery', §5, §7 'search-saunas' and 'Insert into saunas
// (discovery)', §9 defaults; docs/product.md §2 Admin area): a super administrator searches a maps
// provider for saunas in a place and adds the ones we don't list yet.
//
// A place is never added twice, even by two admins at once: the unique indexes on saunas.place_id
// and saunas.discovery_key decide, and their refusal is the same 'already in the directory' as
// the check that runs first. The adding admin goes into the activity log, not into owner_id, so
// the listing stays claimable by its real owner.
import { readDiscoverySearch, discoveredSaunaValues, type DiscoverySearch } from "#domain/discovery";
import { DiscoveredPlaceInputSchema } from "#domain/discovery-schema";
import type { Actor } from "#server/auth/actor";
import { requireAdmin, requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid, parseOrInvalid } from "#server/features/errors";
import { MapsSearchError, type MapsSearchProvider, type MapsSearchResult } from "#server/integrations/maps-search/maps-search-provider";
import { recordAdminActivity } from "./activity-log";
import { discoveryKeyOf, isListed, markListedPlaces } from "./discovery-duplicates";

export const DISCOVERY_NOT_CONFIGURED =
  "Discovery is not configured: the server has no maps search key (MAPS_SEARCH_API_KEY), so it can't search for saunas.";
/** docs/product.md §8 'Add, not signed in'. */
export const SIGN_IN_TO_ADD = "You must be logged in to add saunas";

export function alreadyInDirectory(title: string): string {
  return `${title} is already in the directory`;
}

export type DiscoveryResult = MapsSearchResult & { existing: boolean };

export type DiscoverySearchAnswer = {
  search: DiscoverySearch;
  results: DiscoveryResult[];
  total: number;
  new: number;
  existing: number;
};

/** search-saunas: `input` is the form (searchType, location, county); `maps` is null when not configured. */
export async function searchForSaunas(db: Db, actor: Actor, maps: MapsSearchProvider | null, input: Record<string, unknown>): Promise<DiscoverySearchAnswer> {
  requireAdmin(actor, "super_admin");
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string) : undefined);
  const read = readDiscoverySearch({ searchType: text("searchType"), location: text("location"), county: text("county") });
  if (!read.ok) throw invalid(read.message);
  if (!maps) throw invalid(DISCOVERY_NOT_CONFIGURED);
  const { search } = read;
  let found: MapsSearchResult[];
  try {
    found = await maps.search({ query: search.searchType, location: search.location, county: search.county });
  } catch (error) {
    // The provider's failure in plain words (never with our key in it): the admin can act on it.
    if (error instanceof MapsSearchError) throw invalid(error.message);
    throw error;
  }
  return { search, ...(await markListedPlaces(db, found, search.county)) };
}

/** Add to Directory: one found place, with the search it came from, becomes a listing (docs/product.md §9 defaults). */
export async function addDiscoveredSauna(db: Db, actor: Actor, input: unknown): Promise<{ id: string; name: string }> {
  const admin = requireAdmin(requireUser(actor, SIGN_IN_TO_ADD), "super_admin");
  const { searchType, location, county, ...place } = parseOrInvalid(DiscoveredPlaceInputSchema, input);
  const values = discoveredSaunaValues(place, { searchType, location, county });
  if (!values.name) throw invalid("The place has no name, so it can't be added");
  const discoveryKey = discoveryKeyOf(place, values.county);
  // Listings made another way (by a host, or before discovery keys) have no discovery key: look.
  if (await isListed(db, place, values.county)) throw conflict(alreadyInDirectory(values.name));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(saunas).values({ ...values, discoveryKey }).returning({ id: saunas.id, name: saunas.name });
      await recordAdminActivity(tx, admin, {
        key: "activity.sauna.addedFromDiscovery",
        values: { sauna: row.name },
        entityType: "sauna",
        entityId: row.id,
        details: { placeId: values.placeId, searchType: searchType ?? null },
      });
      return row;
    });
  } catch (error) {
    // Another admin added it a moment ago: the unique index refused the second row.
    if (isUniqueViolation(error, "saunas_place_id_unique") || isUniqueViolation(error, "saunas_discovery_key_unique")) {
      throw conflict(alreadyInDirectory(values.name));
    }
    throw error;
  }
}
