// The maps search behind Discover Saunas (docs/architecture.md#integrations: they sit behind interfaces). The
// admin service depends on this interface only; serpapi-google-maps.ts is the real provider.

export type MapsSearchInput = {
  /** What to look for, e.g. "spa sauna" (the discovery search type). */
  query: string;
  /** Free text typed by the admin, e.g. "Salthill". */
  location?: string;
  /** One of the 26 counties. */
  county?: string;
};

/**
 * One place found (docs/product.md §3 'Maps search result'), in camelCase: title, address, latitude,
 * longitude, website, phone, rating, reviews (a count), thumbnail, placeId (the spec's place_id).
 * Everything but the title may be missing; links are http(s) only.
 */
export type MapsSearchResult = {
  title: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  website?: string;
  phone?: string;
  rating?: number;
  reviews?: number;
  thumbnail?: string;
  placeId?: string;
};

export interface MapsSearchProvider {
  search(input: MapsSearchInput): Promise<MapsSearchResult[]>;
}

export type MapsSearchFailure = "timeout" | "network" | "http" | "provider" | "invalid_response";

/** A maps search that did not work; the message is fit to show to the admin as it is. */
export class MapsSearchError extends Error {
  constructor(
    readonly failure: MapsSearchFailure,
    /** What went wrong, in plain words, without the request URL (it carries the API key). */
    reason: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`The maps search failed: ${reason}`);
    this.name = "MapsSearchError";
  }
}
