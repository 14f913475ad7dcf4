// Which maps search the app uses: SerpApi when MAPS_SEARCH_API_KEY is set, otherwise none, and
// the Discover Saunas page says that discovery is not configured.
import type { Config } from "#server/config";
import type { MapsSearchProvider } from "./maps-search-provider";
import { serpApiGoogleMaps } from "./serpapi-google-maps";

export function mapsSearchFromConfig(config: Pick<Config, "mapsSearchApiKey" | "mapsSearchUrl">): MapsSearchProvider | null {
  if (!config.mapsSearchApiKey) return null;
  return serpApiGoogleMaps({ apiKey: config.mapsSearchApiKey, baseUrl: config.mapsSearchUrl });
}
