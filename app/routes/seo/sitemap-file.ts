// /sitemaps/pages.xml and /sitemaps/saunas-{n}.xml: one sitemap file each.
import { data } from "react-router";
import type { Route } from "./+types/sitemap-file";
import { sitemapPages, sitemapSaunas } from "#server/features/sitemap/sitemap.service";
import { getApp } from "#app/lib/context.server";
import { sitemapResponse } from "./sitemap-xml";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, config } = getApp(context);
  if (params.file === "pages.xml") return sitemapResponse("urlset", config.baseUrl, await sitemapPages(db));
  const n = /^saunas-(\d{1,6})\.xml$/.exec(params.file)?.[1];
  const entries = n ? await sitemapSaunas(db, Number(n)) : null;
  if (!entries) throw data("No such sitemap file", { status: 404 });
  return sitemapResponse("urlset", config.baseUrl, entries);
}
