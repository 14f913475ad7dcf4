// The schema.org data a business puts in its pages (<script type="application/ld+json">): the
// most reliable source of a sauna's description, address, prices, capacity and amenities,
// because the site wrote it for machines. Tolerant of what real sites publish: several scripts,
// arrays, @graph, references by @id, types as arrays or URLs, numbers as text, broken JSON
// (skipped, never fatal).
export type JsonLdNode = Record<string, unknown>;

/** Reading stops here: a page's structured data is a few kilobytes, not thousands of nodes. */
const MAX_NODES = 2_000;
const MAX_DEPTH = 12;

// LocalBusiness and the subtypes a sauna, spa, leisure club or hotel uses, plus any type named
// after saunas, spas or wellness. Organization and Place come after them.
const BUSINESS_TYPES = new Set([
  "localbusiness", "healthandbeautybusiness", "dayspa", "beautysalon", "healthclub", "sportsactivitylocation",
  "exercisegym", "sportsclub", "publicswimmingpool", "lodgingbusiness", "hotel", "resort", "bedandbreakfast",
  "hostel", "campground", "touristattraction", "entertainmentbusiness", "medicalbusiness",
]);
const FALLBACK_TYPES = new Set(["organization", "corporation", "place", "civicstructure", "landmarksorhistoricalbuildings"]);
const OFFER_TYPES = new Set(["offer", "aggregateoffer"]);

/** Every object with a @type in the page's JSON-LD scripts, in the page's order. */
export function jsonLdNodes(scripts: readonly string[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of scripts) {
    const data = parseJsonLd(script);
    if (data !== undefined) collect(data, nodes, 0);
  }
  return resolveReferences(nodes);
}

function parseJsonLd(source: string): unknown {
  const cleaned = source
    .replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\]\]>)\s*$/, "")
    // Raw line breaks and tabs inside strings are invalid JSON, and common; outside strings they are spaces anyway.
    .replace(/[\n\r\t]/g, " ");
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function collect(value: unknown, into: JsonLdNode[], depth: number): void {
  if (depth > MAX_DEPTH || into.length >= MAX_NODES) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (value["@type"] !== undefined) into.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key !== "@context") collect(child, into, depth + 1);
  }
}

/** A property written as { "@id": "#offer" } stands for the node with that @id elsewhere on the page. */
function resolveReferences(nodes: JsonLdNode[]): JsonLdNode[] {
  const byId = new Map<string, JsonLdNode>();
  for (const node of nodes) if (typeof node["@id"] === "string") byId.set(node["@id"], node);
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) return byId.get(value["@id"]) ?? value;
    return value;
  };
  return nodes.map((node) => Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)])));
}

/** "DaySpa", ["LocalBusiness", "DaySpa"], "https://schema.org/DaySpa" → ["dayspa", "localbusiness"]. */
export function typesOf(node: JsonLdNode): string[] {
  return asArray(node["@type"])
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.split(/[/#:]/).pop()!.toLowerCase());
}

/**
 * The nodes that describe the business itself, best first: LocalBusiness-like types before
 * Organization and Place; within each, one whose url is on the page's own site before others
 * (a page may also name its partners or its parent company).
 */
export function businessNodes(nodes: JsonLdNode[], pageUrl: string): JsonLdNode[] {
  const rank = (node: JsonLdNode) => {
    const types = typesOf(node);
    if (types.some((t) => BUSINESS_TYPES.has(t) || /sauna|spa$|wellness/.test(t))) return 0;
    if (types.some((t) => FALLBACK_TYPES.has(t))) return 1;
    return undefined;
  };
  const host = hostOf(pageUrl);
  const sameSite = (node: JsonLdNode) => (host && typeof node.url === "string" && hostOf(node.url) === host ? 0 : 1);
  return nodes
    .map((node, order) => ({ node, order, rank: rank(node) }))
    .filter((n): n is typeof n & { rank: number } => n.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || sameSite(a.node) - sameSite(b.node) || a.order - b.order)
    .map((n) => n.node);
}

export function isOffer(node: JsonLdNode): boolean {
  return typesOf(node).some((t) => OFFER_TYPES.has(t));
}

/** The text of a property that may be a string, a number, an array of them or a { "@value" } object. */
export function textOf(value: unknown): string | undefined {
  for (const item of asArray(value)) {
    if (typeof item === "string" && item.trim()) return item;
    if (typeof item === "number") return String(item);
    if (isObject(item) && typeof item["@value"] === "string") return item["@value"];
  }
  return undefined;
}

/** A PostalAddress (or a plain string) as one line: street, town, county, Eircode. */
export function addressOf(value: unknown): string | undefined {
  for (const item of asArray(value)) {
    if (typeof item === "string" && item.trim()) return item;
    if (!isObject(item)) continue;
    const parts: string[] = [];
    for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode"]) {
      for (const piece of asArray(item[key])) {
        if (typeof piece !== "string") continue;
        const text = piece.trim();
        if (text && !parts.some((p) => p.toLowerCase() === text.toLowerCase())) parts.push(text);
      }
    }
    if (parts.length > 0) return parts.join(", ");
  }
  return undefined;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isObject(value: unknown): value is JsonLdNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return undefined;
  }
}
