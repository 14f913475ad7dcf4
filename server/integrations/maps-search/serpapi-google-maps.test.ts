// The SerpApi client against a local server that answers in SerpApi's own format (no internet).
import { afterEach, describe, expect, it } from "vitest";
import type { DiscoveredPlace } from "#domain/discovery";
import { loadConfig } from "#server/config";
import { failureOf } from "#server/testing/failure";
import { LOCAL_SERPAPI_KEY, startLocalSerpApi, type LocalSerpApi, type LocalSerpApiAnswer } from "#server/testing/local-serpapi";
import { mapsSearchFromConfig } from "./maps-search-from-config";
import { MapsSearchError, type MapsSearchResult } from "./maps-search-provider";
import { mapsSearchText, serpApiGoogleMaps } from "./serpapi-google-maps";

let provider: LocalSerpApi | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

const searchFailure = (promise: Promise<unknown>) => failureOf(promise, MapsSearchError);

/** Our client against a new local SerpApi answering as told (by default as SerpApi would); the last one is closed first. */
async function mapsAnswering(answer?: () => LocalSerpApiAnswer, client: { timeoutMs?: number } = {}) {
  await provider?.close();
  provider = await startLocalSerpApi(answer ? { answer } : {});
  return serpApiGoogleMaps({ apiKey: provider.apiKey, baseUrl: provider.url, ...client });
}

describe("SerpApi Google Maps search", () => {
  it("asks Google Maps through SerpApi for the business type in the place, in English, from Ireland", async () => {
    provider = await startLocalSerpApi();
    const maps = serpApiGoogleMaps({ apiKey: provider.apiKey, baseUrl: provider.url });
    await maps.search({ query: "spa sauna", location: "Salthill", county: "Galway" });
    expect(provider.requests).toHaveLength(1);
    expect(Object.fromEntries(provider.requests[0])).toEqual({
      engine: "google_maps",
      type: "search",
      q: "spa sauna in Salthill, County Galway, Ireland",
      hl: "en",
      gl: "ie",
      api_key: LOCAL_SERPAPI_KEY,
    });
    expect(mapsSearchText({ query: "sauna", county: "Mayo" })).toBe("sauna in County Mayo, Ireland");
    expect(mapsSearchText({ query: "mobile sauna", location: " Tramore " })).toBe("mobile sauna in Tramore, Ireland");
  });

  it("reads the places, tolerating missing and malformed fields, and skips places without a title", async () => {
    const maps = await mapsAnswering();
    const results = await maps.search({ query: "sauna", county: "Galway" });
    expect(results).toEqual<MapsSearchResult[]>([
      {
        title: "Salthill Sea Sauna",
        address: "Salthill Promenade, Salthill, Galway, H91 X2C4",
        latitude: 53.2586215,
        longitude: -9.0853372,
        website: "https://salthillseasauna.ie/",
        phone: "+353 91 555 0142",
        rating: 4.8,
        reviews: 312,
        thumbnail: "https://lh5.googleusercontent.com/p/AF1QipN8salthill=w80-h106-k-no",
        placeId: "ChIJ4Y2rQ0mWW0gR8sPVzJ5v1aE",
      },
      // No website, no thumbnail.
      {
        title: "Kinvara Bay Wood-Fired Sauna",
        address: "The Quay, Kinvara, Co. Galway",
        latitude: 53.1393,
        longitude: -8.9383,
        phone: "+353 87 555 0190",
        rating: 4.9,
        reviews: 87,
        placeId: "ChIJb0Xx1yTjW0gRkinvaraBay01",
      },
      // No phone.
      {
        title: "Connemara Coast Hotel Leisure Club",
        address: "Furbo, Co. Galway, H91 K2T8",
        latitude: 53.2425,
        longitude: -9.3022,
        website: "https://connemaracoasthotel.example.ie/leisure",
        rating: 4.3,
        reviews: 1254,
        thumbnail: "https://lh5.googleusercontent.com/p/AF1QipOconnemara=w80-h106-k-no",
        placeId: "ChIJ7cK1kq-XW0gRConnemara777",
      },
      // No rating yet, and a latitude sent as text: the point is dropped, the place kept.
      { title: "Tuam Mobile Sauna", address: "Dublin Road, Tuam, Co. Galway", placeId: "ChIJtuamMobileSauna0000001" },
    ]);
    // A result is what the discovery rules take as a found place.
    const place: DiscoveredPlace = results[0];
    expect(place.title).toBe("Salthill Sea Sauna");
  });

  it("answers a single-place answer (place_results) with that place", async () => {
    const maps = await mapsAnswering(() => ({
      body: {
        search_metadata: { id: "1", status: "Success" },
        search_parameters: { engine: "google_maps", type: "search", q: "Myrtleville Sauna" },
        place_results: { title: "Myrtleville Cove Sauna", place_id: "ChIJmyrtle", address: "Myrtleville, Co. Cork", gps_coordinates: { latitude: 51.783, longitude: -8.3017 } },
      },
    }));
    expect(await maps.search({ query: "Myrtleville Sauna", county: "Cork" })).toEqual([
      { title: "Myrtleville Cove Sauna", address: "Myrtleville, Co. Cork", latitude: 51.783, longitude: -8.3017, placeId: "ChIJmyrtle" },
    ]);
  });

  it("answers an empty list when Google found nothing (a success with an error text)", async () => {
    const maps = await mapsAnswering(() => ({
      body: {
        search_metadata: { id: "2", status: "Success" },
        search_parameters: { engine: "google_maps", type: "search", q: "sauna in County Leitrim, Ireland" },
        search_information: { local_results_state: "Fully empty" },
        error: "Google hasn't returned any results for this query.",
      },
    }));
    expect(await maps.search({ query: "sauna", county: "Leitrim" })).toEqual([]);
  });

  it("says plainly when the key is refused, without the key in the message", async () => {
    provider = await startLocalSerpApi();
    const maps = serpApiGoogleMaps({ apiKey: "wrong-key-0123456789", baseUrl: provider.url });
    const error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(error.message).toBe("The maps search failed: Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key.");
    expect(error).toMatchObject({ failure: "http", status: 401 });
    expect(error.message).not.toContain("wrong-key");
  });

  it("passes on the provider's reason for a failed search", async () => {
    const maps = await mapsAnswering(() => ({ status: 429, body: { error: "Your account has run out of searches." } }));
    const error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(error.message).toBe("The maps search failed: Your account has run out of searches.");
    expect(error.status).toBe(429);

    const again = await mapsAnswering(() => ({ body: { search_metadata: { id: "3", status: "Error" }, error: "We couldn't get valid results for this search. Please try again later." } }));
    const providerError = await searchFailure(again.search({ query: "sauna", county: "Cork" }));
    expect(providerError.message).toBe("The maps search failed: We couldn't get valid results for this search. Please try again later.");
    expect(providerError.failure).toBe("provider");
  });

  it("reports a server error page or an unreadable answer", async () => {
    let maps = await mapsAnswering(() => ({ status: 500, body: "<html><body><h1>500 Internal Server Error</h1></body></html>" }));
    let error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(error.message).toBe("The maps search failed: the maps service answered with HTTP 500.");
    expect(error).toMatchObject({ failure: "http", status: 500 });

    maps = await mapsAnswering(() => ({ status: 200, body: "{\"search_metadata\": {\"status\": \"Succ", contentType: "application/json" }));
    error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(error.message).toBe("The maps search failed: the maps service sent an answer that could not be read.");
    expect(error.failure).toBe("invalid_response");

    maps = await mapsAnswering(() => ({ body: ["not", "an", "object"] }));
    expect((await searchFailure(maps.search({ query: "sauna", county: "Cork" }))).failure).toBe("invalid_response");
  });

  it("gives up on a provider that does not answer in time", async () => {
    const maps = await mapsAnswering(() => ({ delayMs: 2_000, body: { search_metadata: { status: "Success" }, local_results: [] } }), { timeoutMs: 150 });
    const started = Date.now();
    const error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.failure).toBe("timeout");
    expect(error.message).toMatch(/^The maps search failed: the maps service did not answer within \d+ seconds\./);
  });

  it("reports a provider that cannot be reached", async () => {
    provider = await startLocalSerpApi();
    const closedUrl = provider.url;
    await provider.close();
    provider = undefined;
    const maps = serpApiGoogleMaps({ apiKey: LOCAL_SERPAPI_KEY, baseUrl: closedUrl });
    const error = await searchFailure(maps.search({ query: "sauna", county: "Cork" }));
    expect(error.failure).toBe("network");
    expect(error.message).toBe("The maps search failed: the maps service could not be reached. Please try again later.");
  });
});

describe("maps search from the configuration", () => {
  const env = { BETTER_AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/sauna-eire-maps-search-config-test" };

  it("has no provider without MAPS_SEARCH_API_KEY", () => {
    expect(mapsSearchFromConfig(loadConfig(env))).toBeNull();
    expect(mapsSearchFromConfig(loadConfig({ ...env, MAPS_SEARCH_API_KEY: "" }))).toBeNull();
    expect(loadConfig(env).mapsSearchUrl).toBe("https://serpapi.com");
  });

  it("refuses a MAPS_SEARCH_URL that is not an http(s) address", () => {
    expect(() => loadConfig({ ...env, MAPS_SEARCH_URL: "serpapi.com" })).toThrow(/MAPS_SEARCH_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ ...env, MAPS_SEARCH_URL: "ftp://serpapi.com" })).toThrow(/MAPS_SEARCH_URL must be an http\(s\) URL/);
  });

  it("searches SerpApi at MAPS_SEARCH_URL with MAPS_SEARCH_API_KEY", async () => {
    provider = await startLocalSerpApi();
    const maps = mapsSearchFromConfig(loadConfig({ ...env, MAPS_SEARCH_API_KEY: provider.apiKey, MAPS_SEARCH_URL: `${provider.url}/` }));
    expect(maps).not.toBeNull();
    const results = await maps!.search({ query: "sauna", county: "Galway" });
    expect(results.map((r) => r.title)).toContain("Salthill Sea Sauna");
    expect(provider.requests[0].get("api_key")).toBe(provider.apiKey);
  });
});
