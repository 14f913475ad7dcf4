// GET /sauna/{id}/reviews?cursor=…: the next page of a public sauna's published reviews
// ('Load More Reviews').
import { data } from "react-router";
import type { Route } from "./+types/sauna-reviews";
import { publishedReviews } from "#server/features/reviews/sauna-reviews.service";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { getApp } from "#app/lib/context.server";
import { serviceLoader } from "#app/lib/service-errors.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, actor } = getApp(context);
  const sauna = await serviceLoader(() => getPublicSauna(db, actor, params.id));
  const cursor = new URL(request.url).searchParams.get("cursor");
  const page = await serviceLoader(() => publishedReviews(db, sauna.id, { cursor }));
  return data(page, { headers: { "Cache-Control": "no-store" } });
}
