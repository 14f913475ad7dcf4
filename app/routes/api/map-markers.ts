// GET /api/map-markers[?type=…][&bbox=west,south,east,north]: the map's markers as a compact
// JSON, fetched when the map comes into view instead of being inlined in the page.
// The same for everyone, so it is cached like a public page (server/http/page-cache.ts).
import type { Route } from "./+types/map-markers";
import { encodeMarkers } from "#domain/map-markers";
import { mapMarkerSet } from "#server/features/saunas/sauna-listing.service";
import { getApp } from "#app/lib/context.server";
import { PUBLIC_CACHE_CONTROL } from "#app/lib/public-cache";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const set = await mapMarkerSet(db, new URL(request.url).searchParams);
  return Response.json(encodeMarkers(set), { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}
