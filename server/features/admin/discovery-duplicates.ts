// Is a found place already in the directory? (docs/product.md §2 Discover Saunas: duplicates by place id, else
// name and address.) The rules are in domain/discovery.ts; here the few listings that could match are
// fetched through indexes — the place id and discovery key (unique indexes) and the name's words
// (the search document's GIN index) — so a search never reads the whole directory.
import { inArray, or, sql, type SQL } from "drizzle-orm";
import { countyForDiscoveredSauna, duplicateKeys, markExistingPlaces, normaliseForDuplicate, type DuplicateKeyInput } from "#domain/discovery";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";

/** What identifies a found place here: its maps title, address and place id. */
export type FoundPlace = { title: string; address?: string | null; placeId?: string | null };

/**
 * The value of saunas.discovery_key for a place added from discovery: its normalised name and
 * address; without an address, its name and county (unless its place id, itself unique, is key
 * enough). The unique index on the column is what stops two admins adding the place twice.
 */
export function discoveryKeyOf(place: FoundPlace, county: string): string | null {
  const nameAddress = duplicateKeys({ name: place.title, address: place.address }).find((k) => k.startsWith("name-address:"));
  if (nameAddress) return nameAddress;
  if (place.placeId?.trim()) return null;
  const name = normaliseForDuplicate(place.title);
  return name ? `name-county:${name}|${county.toLowerCase()}` : null;
}

/** Letters-only words of three or more letters, as the search document holds a name's words. */
function nameWords(title: string): string[] {
  return [...new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => /^\p{L}{3,}$/u.test(w) && w !== "and").slice(0, 8);
}

/** "salthill:A & sea:A & (dún:A | dun:A)": every word of the title, in the name (weight A). */
function nameQuery(title: string): string | null {
  const words = nameWords(title).map((word) => {
    const plain = word.normalize("NFKD").replace(/\p{M}/gu, "");
    return plain !== word && plain ? `('${word}':A | '${plain}':A)` : `'${word}':A`;
  });
  return words.length ? `(${words.join(" & ")})` : null;
}

/** No search page has more places than this; the cap only bounds a pathological name. */
const MAX_CANDIDATES = 500;

type Listed = DuplicateKeyInput & { discoveryKey: string | null };

/** Listings that may be one of these places: same place id, same discovery key, or every name word in common. */
async function listedCandidates(db: Db, places: readonly FoundPlace[], keys: readonly string[]): Promise<Listed[]> {
  const placeIds = [...new Set(places.map((p) => p.placeId?.trim()).filter((id): id is string => Boolean(id)))];
  const names = [...new Set(places.map((p) => nameQuery(p.title)).filter((q): q is string => Boolean(q)))];
  const conditions: SQL[] = [];
  if (placeIds.length) conditions.push(inArray(saunas.placeId, placeIds));
  if (keys.length) conditions.push(inArray(saunas.discoveryKey, [...keys]));
  if (names.length) conditions.push(sql`${saunas.searchDocument} @@ to_tsquery('simple', ${names.join(" | ")})`);
  if (conditions.length === 0) return [];
  return db
    .select({ placeId: saunas.placeId, name: saunas.name, address: saunas.address, discoveryKey: saunas.discoveryKey })
    .from(saunas)
    .where(or(...conditions))
    .limit(MAX_CANDIDATES);
}

/**
 * Marks each found place new or existing (spec: Total / New / Existing), dropping repeats of a
 * place within the results. `county`: the county selected in the search, if any.
 */
export async function markListedPlaces<T extends FoundPlace>(db: Db, found: readonly T[], county?: string) {
  const discoveryKey = (place: T) => discoveryKeyOf(place, countyForDiscoveredSauna(county, place.address));
  const keys = found.map(discoveryKey).filter((k): k is string => Boolean(k));
  const listed = await listedCandidates(db, found, keys);
  const storedKeys = new Set(listed.map((l) => l.discoveryKey).filter(Boolean));
  const marked = markExistingPlaces(found, listed, (p) => ({ placeId: p.placeId, name: p.title, address: p.address }));
  // A listing added from discovery keeps its discovery key when an admin later renames it.
  const results = marked.results.map((r) => (r.existing || !storedKeys.has(discoveryKey(r)) ? r : { ...r, existing: true }));
  const existing = results.filter((r) => r.existing).length;
  return { results, total: results.length, new: results.length - existing, existing };
}

/** True when the place is already listed (the check before adding it). */
export async function isListed(db: Db, place: FoundPlace, county: string): Promise<boolean> {
  const { existing } = await markListedPlaces(db, [place], county);
  return existing > 0;
}
