// The words a text search finds an amenity by (docs/product.md §2 All Saunas: search finds what
// the filters find). A sauna stores its amenities by name ('Sea Access'), but guests search by
// what the pages call them: the chip on /saunas ('Sea swim', 'Snámh farraige') and the host's
// checkbox ('Sea access', 'Rochtain ar an bhfarraige'), in either language, and Irish often
// typed without its fadas ('snamh'). Those words go into each sauna's search document beside the
// amenity (server/db/schema/saunas.ts), so one full-text index still answers every search.
//
// Read from the message catalogues: a changed label changes the search document's expression,
// which drizzle-kit then sees (the migration rebuilds the column and its index).
import { AMENITY_FILTERS } from "#domain/amenity-filters";
import { LISTING_AMENITIES, type ListingAmenity } from "#domain/listing";
import { LOCALES } from "#domain/locales";
import { CATALOGUES } from "#server/i18n/messages";

/** Words as the search cuts a query into them (toPrefixTsQuery): runs of letters and digits, lower case. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** 'snámh' → 'snamh': what a keyboard without fadas types. */
const withoutAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/** Every label an amenity is shown with, in every language. */
function labelsOf(amenity: ListingAmenity): string[] {
  const english = LISTING_AMENITIES.find((a) => a.value === amenity)!.label;
  // The host's checkbox: the members catalogue's amenity entry whose English is the domain's label.
  const checkboxKey = Object.entries(CATALOGUES.en.members).find(([key, text]) => key.startsWith("amenity.") && text === english)?.[0];
  if (!checkboxKey) throw new Error(`No members catalogue entry for the amenity ${amenity} ('${english}')`);
  const chip = AMENITY_FILTERS.find((f) => f.amenity === amenity);
  return LOCALES.flatMap((locale) => {
    const catalogue = CATALOGUES[locale];
    const checkbox = (catalogue.members as Record<string, unknown>)[checkboxKey];
    const chipLabel = chip ? (catalogue.saunas as Record<string, unknown>)[`amenity.${chip.slug}`] : undefined;
    return [checkbox, chipLabel].filter((text): text is string => typeof text === "string");
  });
}

/** Each amenity's search words (its stored name's are in the document already), each once. */
export const AMENITY_SEARCH_WORDS: Record<ListingAmenity, string[]> = Object.fromEntries(
  LISTING_AMENITIES.map(({ value }) => {
    const own = new Set(searchWords(value));
    const words = labelsOf(value).flatMap(searchWords).flatMap((w) => [w, withoutAccents(w)]);
    return [value, [...new Set(words)].filter((w) => !own.has(w))];
  }),
) as Record<ListingAmenity, string[]>;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL text of the words of the amenities a row lists (`amenities`), for to_tsvector: one CASE per
 * amenity, joined with text concatenation, which (unlike concat_ws) is immutable, as a generated
 * column needs.
 */
export const amenityWordsSql = LISTING_AMENITIES.map(
  ({ value }) => `(case when ${quoted(value)} = any(amenities) then ${quoted(AMENITY_SEARCH_WORDS[value].join(" ") + " ")} else '' end)`,
).join(" || ");
