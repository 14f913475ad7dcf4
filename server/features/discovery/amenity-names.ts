// The product's amenity names and the words a sauna's website uses for them. The names are the
// ones the sauna page has icons for (Wood-Fired, Sea View, WiFi, Shower, Cold Plunge), then the
// onboarding amenities (docs/product.md §9) written as the demo listings write them ("Changing Rooms",
// "Towels Provided"); "shower facilities" is Shower, "cold plunge pool" is Cold Plunge,
// "wood-fired stove" is Wood-Fired and "parking available" is Parking, so one amenity never
// appears under two names.

type AmenityWords = { name: string; words: RegExp };

// Whole words, any case (global: matchAll needs it); tried on a page's text or on one feature's name.
const AMENITIES: AmenityWords[] = [
  { name: "Wood-Fired", words: /\bwood[\s-]?(?:fired|burning|burner|stove|heated)\b|\bwood stove\b|\blog[\s-]?fired\b/gi },
  { name: "Electric Heater", words: /\belectric(?:al(?:ly)?)?\s+(?:heater|stove|heated|sauna heater)\b|\belectrically heated\b/gi },
  { name: "Sea View", words: /\b(?:sea|ocean|bay|harbour|harbor|atlantic|coastal)\s+views?\b|\bviews?\s+(?:of|over|across)\s+(?:the\s+)?(?:sea|ocean|bay|harbour|atlantic)\b|\boverlooking\s+(?:the\s+)?(?:sea|ocean|bay|atlantic)\b/gi },
  { name: "WiFi", words: /\b(?:free\s+)?wi-?fi\b|\bwireless internet\b/gi },
  { name: "Shower", words: /\bshowers?\b/gi },
  { name: "Cold Plunge", words: /\bcold[\s-]?(?:plunge|tub|pool|water immersion)s?\b|\bplunge[\s-]?(?:pool|bath|tub)s?\b|\bice[\s-]?baths?\b/gi },
  { name: "Sea Access", words: /\bsea (?:access|swim(?:ming)?|dip)s?\b|\bbeach access\b|\b(?:steps|metres|meters) from the (?:sea|beach|shore)\b|\bswim in the sea\b/gi },
  { name: "Lake Access", words: /\blake (?:access|swim(?:ming)?|dip)s?\b|\blakeside\b|\blake shore\b|\blough (?:swim|access|dip)s?\b/gi },
  { name: "River Access", words: /\briver (?:access|swim(?:ming)?|dip)s?\b|\briverside\b|\briver bank\b/gi },
  { name: "Changing Rooms", words: /\bchanging (?:rooms?|areas?|facilities|huts?|tents?)\b/gi },
  { name: "Towels Provided", words: /\btowels?\s+(?:are\s+)?(?:provided|included|supplied)\b|\b(?:robes?\s+and\s+)?towels?\s+and\s+robes?\b|\bfresh towels?\b/gi },
  { name: "Private Space", words: /\bprivate (?:space|hire|sauna|use)\b|\bexclusive use\b/gi },
  { name: "Parking", words: /\b(?:free\s+|on-?site\s+)?(?:car\s?park(?:ing)?|parking)\b/gi },
];

// "No parking", "without showers": the page says the amenity is missing (on the same line).
const NEGATION = /\b(?:no|not|without|lacks?)[^\S\n]+(?:\w+[^\S\n]+)?$/i;

function mentions(text: string, words: RegExp): boolean {
  for (const match of text.matchAll(words)) {
    if (!NEGATION.test(text.slice(Math.max(0, match.index - 30), match.index))) return true;
  }
  return false;
}

/** The product's name for an amenity a site names its own way, or undefined when it is not one of ours. */
export function productAmenityName(siteName: string): string | undefined {
  return AMENITIES.find((a) => mentions(siteName, a.words))?.name;
}

/** The product's amenities a page's text mentions (and does not deny), in the product's order. */
export function amenitiesMentioned(lines: readonly string[]): string[] {
  const text = lines.join("\n"); // one scan per amenity, not one per line: pages can be long
  return AMENITIES.filter((a) => mentions(text, a.words)).map((a) => a.name);
}
