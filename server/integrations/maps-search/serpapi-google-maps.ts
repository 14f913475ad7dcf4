// The real maps search: SerpApi's Google Maps engine (https://serpapi.com/maps-local-results).
// GET {baseUrl}/search.json?engine=google_maps&type=search&q=…&hl=en&gl=ie&api_key=…
// answers { search_metadata, search_parameters, local_results: [...] }, or { error } with a
// 4xx/5xx status. Its answer is checked field by field: a result with a malformed field keeps
// its other fields, and only a result without a title is skipped.
import { z } from "zod";
import {
  MapsSearchError,
  type MapsSearchInput,
  type MapsSearchProvider,
  type MapsSearchResult,
} from "./maps-search-provider";

export const MAPS_SEARCH_TIMEOUT_MS = 15_000;

export type SerpApiGoogleMapsOptions = {
  apiKey: string;
  /** Default https://serpapi.com; tests point it at a local server. */
  baseUrl?: string;
  /** Default 15 seconds: an admin waits for the result, so a hung provider must not hang the page. */
  timeoutMs?: number;
};

/** The words Google Maps is asked for: "spa sauna in Salthill, County Galway, Ireland". */
export function mapsSearchText(input: MapsSearchInput): string {
  const area = [input.location?.trim(), input.county?.trim() ? `County ${input.county.trim()}` : "", "Ireland"].filter(Boolean);
  return `${input.query.trim()} in ${area.join(", ")}`;
}

// Optional fields turn into undefined when missing or malformed rather than failing the result.
const text = z.string().trim().min(1).optional().catch(undefined);
const httpLink = z.string().trim().url().regex(/^https?:\/\//i).optional().catch(undefined);
const coordinate = (limit: number) => z.number().finite().min(-limit).max(limit);

const SerpApiPlace = z.object({
  title: z.string().trim().min(1),
  address: text,
  gps_coordinates: z.object({ latitude: coordinate(90), longitude: coordinate(180) }).optional().catch(undefined),
  website: httpLink,
  phone: text,
  rating: z.number().finite().min(0).max(5).optional().catch(undefined),
  reviews: z.number().int().min(0).optional().catch(undefined),
  thumbnail: httpLink,
  place_id: text,
});

const SerpApiAnswer = z.object({
  search_metadata: z.object({ status: z.string().optional() }).optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  local_results: z.array(z.unknown()).optional().catch(undefined),
  /** When the query names one place, Google Maps opens it and SerpApi answers with it alone. */
  place_results: z.unknown().optional(),
});

export function serpApiGoogleMaps(options: SerpApiGoogleMapsOptions): MapsSearchProvider {
  const baseUrl = (options.baseUrl ?? "https://serpapi.com").replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? MAPS_SEARCH_TIMEOUT_MS;

  return {
    async search(input) {
      const url = new URL(`${baseUrl}/search.json`);
      url.search = new URLSearchParams({
        engine: "google_maps",
        type: "search",
        q: mapsSearchText(input),
        hl: "en",
        gl: "ie",
        api_key: options.apiKey,
      }).toString();

      let status: number;
      let ok: boolean;
      let body: string;
      try {
        const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
        ({ status, ok } = response);
        body = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError") {
          throw new MapsSearchError("timeout", `the maps service did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} seconds. Please try again.`);
        }
        throw new MapsSearchError("network", "the maps service could not be reached. Please try again later.");
      }

      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        if (!ok) throw new MapsSearchError("http", `the maps service answered with HTTP ${status}.`, status);
        throw new MapsSearchError("invalid_response", "the maps service sent an answer that could not be read.", status);
      }
      const answer = SerpApiAnswer.safeParse(json);
      if (!answer.success) {
        if (!ok) throw new MapsSearchError("http", `the maps service answered with HTTP ${status}.`, status);
        throw new MapsSearchError("invalid_response", "the maps service sent an answer that could not be read.", status);
      }
      const { error, search_metadata, local_results, place_results } = answer.data;

      // A search that found nothing is a success with an error text ("Google hasn't returned
      // any results for this query."); every other error text is a failure.
      if (error && ok && search_metadata?.status === "Success") return [];
      if (error) throw new MapsSearchError(ok ? "provider" : "http", providerReason(error, options.apiKey), status);
      if (!ok) throw new MapsSearchError("http", `the maps service answered with HTTP ${status}.`, status);

      const places = local_results ?? (place_results ? [place_results] : []);
      return places.flatMap((place) => {
        const parsed = SerpApiPlace.safeParse(place);
        return parsed.success ? [toResult(parsed.data)] : [];
      });
    },
  };
}

function toResult(place: z.output<typeof SerpApiPlace>): MapsSearchResult {
  const result: MapsSearchResult = { title: place.title };
  if (place.address) result.address = place.address;
  if (place.gps_coordinates) {
    result.latitude = place.gps_coordinates.latitude;
    result.longitude = place.gps_coordinates.longitude;
  }
  if (place.website) result.website = place.website;
  if (place.phone) result.phone = place.phone;
  if (place.rating !== undefined) result.rating = place.rating;
  if (place.reviews !== undefined) result.reviews = place.reviews;
  if (place.thumbnail) result.thumbnail = place.thumbnail;
  if (place.place_id) result.placeId = place.place_id;
  return result;
}

/** The provider's own words, as one tidy sentence, never with our key in it. */
function providerReason(error: string, apiKey: string): string {
  let reason = (apiKey.length >= 8 ? error.replaceAll(apiKey, "…") : error).replace(/\s+/g, " ").trim().slice(0, 300);
  if (!reason) reason = "the maps service reported an error";
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}
