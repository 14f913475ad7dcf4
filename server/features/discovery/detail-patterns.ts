// Prices, capacities and Irish addresses as sauna websites write them in running text. Each
// reader returns the first acceptable value in the page's order, or undefined: an empty field
// leaves the admin's form alone, a wrong one would overwrite it (docs/product.md §5).
import { CAPACITY_MAX, CAPACITY_MIN } from "#domain/constants";

export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;

/** "35", "35.00", "35,50" (a decimal comma), "€ 1,000" is too much anyway. */
const AMOUNT = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const EURO = String.raw`(?:€|eur\b|euros?\b)`;
const PER_SESSION = String.raw`(?:per|a|/|each)\s*(?:session|person|head|adult|visit|guest|hour|sauna|slot|booking|seat)\b|pp\b|p\.p\.|each\b`;

// In order of trust: a price per session or person, then a "from" or labelled price. A bare
// "€100" is not taken: on a sauna's site it is as likely a gift voucher or a membership.
const PRICE_PATTERNS: RegExp[][] = [
  [
    new RegExp(String.raw`${EURO}\s?${AMOUNT}\s*(?:${PER_SESSION})`, "gi"),
    new RegExp(String.raw`\b${AMOUNT}\s*${EURO}\s*(?:${PER_SESSION})`, "gi"),
  ],
  [
    new RegExp(String.raw`\b(?:from|only|just|at)\s*${EURO}\s?${AMOUNT}`, "gi"),
    new RegExp(String.raw`\b(?:prices?|costs?|rates?|fees?)\b[^€\d\n]{0,20}${EURO}\s?${AMOUNT}`, "gi"),
    new RegExp(String.raw`\bsessions?\b[^€\d\n]{0,20}${EURO}\s?${AMOUNT}`, "gi"),
  ],
];

/** A price in euro between 0 and 1,000, to the cent, or undefined. */
export function parsePrice(value: unknown): number | undefined {
  let amount: number;
  if (typeof value === "number") amount = value;
  else if (typeof value === "string") {
    const match = /(?<![\d.,-])\d{1,4}(?:[.,]\d{1,2})?(?!\d)/.exec(value.replace(/(\d),(\d{3})\b/g, "$1$2"));
    if (!match) return undefined;
    amount = Number(match[0].replace(",", "."));
  } else return undefined;
  if (!Number.isFinite(amount) || amount < PRICE_MIN || amount > PRICE_MAX) return undefined;
  return Math.round(amount * 100) / 100;
}

export function priceInText(lines: readonly string[]): number | undefined {
  for (const patterns of PRICE_PATTERNS) {
    for (const match of matchesInOrder(lines, patterns, /€|eur/i)) {
      const price = parsePrice(match[1]);
      if (price !== undefined) return price;
    }
  }
  return undefined;
}

const NUMBER_WORDS = [
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];
const COUNT = String.raw`(\d{1,3}|${NUMBER_WORDS.join("|")})`;
const PEOPLE = String.raw`(?:people|persons|person|guests|adults|bathers|sauna-?goers|pax|users|visitors|swimmers)\b`;

const CAPACITY_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bup to\s+${COUNT}\s+${PEOPLE}`, "gi"),
  new RegExp(String.raw`\bcapacity\b\s*(?:of|:|is|for)?\s*(?:up to\s+)?${COUNT}\b`, "gi"),
  new RegExp(String.raw`\b(?:fits|seats|holds|accommodates|takes)\s+(?:up to\s+)?${COUNT}\b(?!\s*(?:minutes|mins|hours|days|weeks|months|years|%))`, "gi"),
  new RegExp(String.raw`\bmax(?:imum|\.)?\s*(?:of\s+)?${COUNT}\s+${PEOPLE}`, "gi"),
  new RegExp(String.raw`\broom for\s+${COUNT}\s+${PEOPLE}`, "gi"),
  new RegExp(String.raw`\b${COUNT}[\s-](?:person|people|seater|seat)\s+(?:sauna|cabin|barrel)\b`, "gi"),
];

/** A line can only hold a capacity if it has one of these words (a cheap test before the patterns). */
const CAPACITY_HINT = /up to|capacity|fits|seats|holds|accommodates|takes|max|room for|person|people|seat/i;

/** A whole number of people between 1 and 20, or undefined. */
export function parseCapacity(value: unknown): number | undefined {
  let count: number;
  if (typeof value === "number") count = value;
  else if (typeof value === "string") {
    const word = NUMBER_WORDS.indexOf(value.trim().toLowerCase());
    count = word >= 0 ? word + 1 : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  } else return undefined;
  return Number.isInteger(count) && count >= CAPACITY_MIN && count <= CAPACITY_MAX ? count : undefined;
}

export function capacityInText(lines: readonly string[]): number | undefined {
  for (const match of matchesInOrder(lines, CAPACITY_PATTERNS, CAPACITY_HINT)) {
    const capacity = parseCapacity(match[1]);
    if (capacity !== undefined) return capacity;
  }
  return undefined;
}

/** An Eircode: routing key (A65, D6W …) and unique identifier, letters from Eircode's own set. */
export const EIRCODE = /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}\b/;
/** "Address:", "Find us at", "We are located at …": words before the address itself. */
const LEAD_IN = /^(?:.*?\b(?:located|situated|based|find us|visit us|you'll find us|we are|we're)\s+(?:at|on|in)\b|(?:our\s+)?(?:address|location|where to find us|where we are|find us|visit us)\s*[:\-–—])\s*:?\s*/i;
/** Parts of a footer line: "© Kinsale Sauna · Pier Road, Kinsale P17 W620 · 021 555 0100". */
const LINE_PARTS = /\s+[·|•–—]\s+/;
const MAX_ADDRESS_LENGTH = 200;

/**
 * An Irish address in the text: the part of a line that ends with an Eircode (Irish addresses
 * end with it), or, when the Eircode stands almost alone on its line (an address written one
 * part per line), that line with up to three short lines before it that look like address parts.
 */
export function addressInText(lines: readonly string[]): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    const part = lines[i].split(LINE_PARTS).find((p) => EIRCODE.test(p));
    if (!part) continue;
    const eircode = EIRCODE.exec(part)!;
    const line = tidyAddress(part.slice(0, eircode.index + eircode[0].length));
    if (line.length > MAX_ADDRESS_LENGTH) continue;
    if (line.includes(",") || line.replace(EIRCODE, "").trim().split(/\s+/).length >= 3) return line;
    const parts = [line];
    for (let j = i - 1; j >= 0 && parts.length < 4 && looksLikeAddressPart(lines[j]); j--) parts.unshift(tidyAddress(lines[j]));
    return parts.filter(Boolean).join(", ");
  }
  return undefined;
}

/** Joins an address written one part per line (an <address> element) into one line. */
export function addressFromLines(lines: readonly string[]): string | undefined {
  const address = lines.filter(looksLikeAddressPart).map(tidyAddress).filter(Boolean).join(", ");
  return address && address.length <= MAX_ADDRESS_LENGTH ? address : undefined;
}

function tidyAddress(text: string): string {
  return text.replace(LEAD_IN, "").replace(/^[\s,.;:–—-]+|[\s,;:–—-]+$/g, "");
}

function looksLikeAddressPart(line: string): boolean {
  return (
    line.length > 0 &&
    line.length <= 60 &&
    !/[:?!]$/.test(line) &&
    !/^(?:address|find us|contact(?: us)?|location|where to find us|visit us|get in touch|opening hours)$/i.test(line) &&
    !line.includes("@") &&
    !/(?:\d[\s-]?){7,}/.test(line)
  );
}

/** Every match of any of the patterns, in the page's order (line by line, left to right), on lines with the hint. */
function* matchesInOrder(lines: readonly string[], patterns: readonly RegExp[], hint: RegExp): Generator<RegExpMatchArray> {
  for (const line of lines) {
    if (!hint.test(line)) continue;
    const found = patterns.flatMap((p) => [...line.matchAll(p)]).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    yield* found;
  }
}
