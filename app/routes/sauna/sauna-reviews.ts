// GET /sauna/{id}/reviews?page=n: the next page of a public sauna's published reviews.
import { data } from "react-router";
import type { Route } from "./+types/sauna-reviews";
import { getSaunaForPage } from "../../../server/features/saunas/sauna-detail.service";
import { publishedReviews } from "../../../server/features/reviews/sauna-reviews.service";
import { getApp } from "../../lib/context.server";
import { serviceLoader } from "../../lib/service-errors.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, actor } = getApp(context);
  const sauna = await serviceLoader(() => getSaunaForPage(db, actor, params.id));
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return data(await publishedReviews(db, sauna.id, page), { headers: { "Cache-Control": "no-store" } });
}
