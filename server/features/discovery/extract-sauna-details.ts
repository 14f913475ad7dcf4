// Extract Info (docs/product.md §2 'Edit Sauna', §3 'Scrape result fields', §5 'Admin scrape'; docs/product.md
// §2 Admin area): the description, price per session, capacity, address and amenities a
// sauna's own website states. Takes a page already fetched by the safe fetcher; fetches nothing.
//
// Each field comes from the first source that has it: schema.org JSON-LD (written for machines,
// so the most exact), then the page's meta description, then the visible text. A field that no
// source gives is left out (not set to undefined, not empty), so `{ ...form, ...details }`
// overwrites only what was found, as the spec asks. Everything returned is plain text.
import {
  addressOf,
  asArray,
  businessNodes,
  isObject,
  isOffer,
  jsonLdNodes,
  textOf,
  type JsonLdNode,
} from "./structured-data";
import { amenitiesMentioned, productAmenityName } from "./amenity-names";
import { addressFromLines, addressInText, capacityInText, parseCapacity, parsePrice, priceInText } from "./detail-patterns";
import { plainText, readPage } from "./read-page";

/** docs/product.md §3 'Scrape result fields' (description, price_per_session, capacity, address, amenities). */
export type ExtractedSaunaDetails = {
  description?: string;
  /** Euro, 0 to 1,000, to the cent. */
  pricePerSession?: number;
  /** Whole people, 1 to 20. */
  capacity?: number;
  address?: string;
  /** The product's amenity names where the site's words match one, else the site's own (JSON-LD) names. */
  amenities?: string[];
};

export const MAX_DESCRIPTION_LENGTH = 2_000;
const MAX_AMENITIES = 20;
const MAX_AMENITY_LENGTH = 40;
/** A paragraph shorter than this is a caption or a button, not a description. */
const MIN_PARAGRAPH_LENGTH = 80;

export function extractSaunaDetails(html: string, pageUrl: string): ExtractedSaunaDetails {
  const page = readPage(html);
  const nodes = jsonLdNodes(page.jsonLd);
  const businesses = businessNodes(nodes, pageUrl);
  const fromJsonLd: ExtractedSaunaDetails = {
    description: first(businesses, (b) => cleanDescription(textOf(b.description))),
    pricePerSession: first(businesses, priceOfBusiness) ?? first(nodes.filter(isOffer), priceOfOffer),
    capacity: first(businesses, (b) => parseCapacity(numberLike(b.maximumAttendeeCapacity)) ?? capacityOfOccupancy(b.occupancy)),
    address: first(businesses, (b) => cleanAddress(addressOf(b.address))),
    amenities: first(businesses, (b) => amenitiesOfFeatures(b.amenityFeature)),
  };
  const metaDescription = first(["description", "og:description", "twitter:description"], (key) => cleanDescription(page.meta.get(key)));
  const names = [...businesses.map((b) => textOf(b.name)), page.title].filter((n): n is string => Boolean(n));
  const addressBlocks = page.addresses.map((lines) => addressFromLines(withoutNameLine(lines, names))).filter((a): a is string => Boolean(a));
  const firstParagraph = () => first(page.paragraphs, (p) => (p.length >= MIN_PARAGRAPH_LENGTH ? cleanDescription(p) : undefined));

  const details: ExtractedSaunaDetails = {
    description: fromJsonLd.description ?? metaDescription ?? firstParagraph(),
    pricePerSession: fromJsonLd.pricePerSession ?? priceInText(page.lines),
    capacity: fromJsonLd.capacity ?? capacityInText(page.lines),
    // An <address> with a number in it (a house number, an Eircode) is the likeliest address.
    address: fromJsonLd.address ?? addressBlocks.find((a) => /\d/.test(a)) ?? addressInText(page.lines) ?? addressBlocks[0],
    amenities: fromJsonLd.amenities ?? nonEmpty(amenitiesMentioned(page.lines)),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as ExtractedSaunaDetails;
}

function first<T, R>(items: readonly T[], read: (item: T) => R | undefined): R | undefined {
  for (const item of items) {
    const value = read(item);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Plain text, whitespace collapsed, cut at a word near 2,000 characters; undefined when empty. */
function cleanDescription(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = plainText(value);
  if (!text) return undefined;
  if (text.length <= MAX_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > MAX_DESCRIPTION_LENGTH * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function cleanAddress(value: string | undefined): string | undefined {
  const text = value ? plainText(value) : "";
  return text && text.length <= 200 ? text : undefined;
}

/**
 * An <address> often starts with the business's name, which is no part of the address: a line
 * that is the JSON-LD name or a whole part of the page title ("Laragh Sauna | Forest sauna").
 */
function withoutNameLine(lines: string[], names: string[]): string[] {
  const [firstLine, ...rest] = lines;
  if (!firstLine || rest.length === 0) return lines;
  const wanted = firstLine.replace(/,$/, "").trim().toLowerCase();
  const isName = names.some((name) => name.split(/\s+[|–—·:-]\s+/).some((part) => part.trim().toLowerCase() === wanted));
  return isName ? rest : lines;
}

function numberLike(value: unknown): unknown {
  const text = typeof value === "number" ? value : textOf(value);
  return typeof text === "string" ? text.trim() : text;
}

/** Accommodation's occupancy: a QuantitativeValue with maxValue (or value). */
function capacityOfOccupancy(value: unknown): number | undefined {
  for (const item of asArray(value)) {
    if (!isObject(item)) continue;
    const capacity = parseCapacity(numberLike(item.maxValue)) ?? parseCapacity(numberLike(item.value));
    if (capacity !== undefined) return capacity;
  }
  return undefined;
}

/** offers, then makesOffer, then priceRange ("€30 - €60" is 30; "€€" is no price). */
function priceOfBusiness(business: JsonLdNode): number | undefined {
  const offered = [...asArray(business.offers), ...asArray(business.makesOffer)].filter(isObject);
  return first(offered, priceOfOffer) ?? parsePrice(textOf(business.priceRange));
}

/** An Offer's price (or an AggregateOffer's lowPrice, or its priceSpecification's), in euro only. */
function priceOfOffer(offer: JsonLdNode): number | undefined {
  const specifications = asArray(offer.priceSpecification).filter(isObject);
  for (const source of [offer, ...specifications]) {
    const currency = textOf(source.priceCurrency);
    if (currency && currency.trim().toUpperCase() !== "EUR") continue;
    const price = parsePrice(numberLike(source.price)) ?? parsePrice(numberLike(source.lowPrice));
    if (price !== undefined) return price;
  }
  return undefined;
}

/** amenityFeature: LocationFeatureSpecification names, except those whose value says "not here". */
function amenitiesOfFeatures(value: unknown): string[] | undefined {
  const names: string[] = [];
  for (const feature of asArray(value)) {
    const name = typeof feature === "string" ? feature : isObject(feature) && !deniedValue(feature.value) ? textOf(feature.name) : undefined;
    if (!name) continue;
    const text = plainText(name);
    const productName = productAmenityName(text) ?? (text.length <= MAX_AMENITY_LENGTH ? text : undefined);
    if (productName && !names.some((n) => n.toLowerCase() === productName.toLowerCase())) names.push(productName);
  }
  return nonEmpty(names.slice(0, MAX_AMENITIES));
}

/** { "name": "Parking", "value": false }: the site says it has no parking. */
function deniedValue(value: unknown): boolean {
  return value === false || (typeof value === "string" && /^(?:false|no|none)$/i.test(value.trim()));
}

function nonEmpty(list: string[]): string[] | undefined {
  return list.length > 0 ? list : undefined;
}
