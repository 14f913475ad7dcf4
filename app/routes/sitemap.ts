// /sitemap.xml: the home page, the listing and every public sauna.
import type { Route } from "./+types/sitemap";
import { publicSaunaIds } from "#server/features/saunas/sauna-detail.service";
import { getApp } from "#app/lib/context.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getApp(context);
  const ids = await publicSaunaIds(db);
  const url = (path: string) => `  <url><loc>${escapeXml(config.baseUrl + path)}</loc></url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url("/"),
    url("/saunas"),
    ...ids.map((id) => url(`/sauna/${id}`)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
