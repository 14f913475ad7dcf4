// /sitemap.xml: the home page, the listing and every public sauna.
import { desc } from "drizzle-orm";
import type { Route } from "./+types/sitemap";
import { saunas } from "../../server/db/schema/saunas";
import { isPublicSauna } from "../../server/features/saunas/sauna-card";
import { getApp } from "../lib/context.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getApp(context);
  const rows = await db.select({ id: saunas.id, createdAt: saunas.createdAt }).from(saunas).where(isPublicSauna).orderBy(desc(saunas.createdAt)).limit(50_000);
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(config.baseUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url("/"),
    url("/saunas"),
    ...rows.map((r) => url(`/sauna/${r.id}`, r.createdAt)),
    "</urlset>",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
