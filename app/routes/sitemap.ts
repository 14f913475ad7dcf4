// /sitemap.xml: the index of the sitemap files (server/features/sitemap/sitemap.service.ts).
import type { Route } from "./+types/sitemap";
import { sitemapFiles } from "#server/features/sitemap/sitemap.service";
import { getApp } from "#app/lib/context.server";
import { sitemapResponse } from "./seo/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getApp(context);
  return sitemapResponse("sitemapindex", config.baseUrl, await sitemapFiles(db));
}
