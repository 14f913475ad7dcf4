// /robots.txt: crawl the public site, not the private areas, and find every sauna in the sitemap.
import type { Route } from "./+types/robots";
import { getApp } from "#app/lib/context.server";

const PRIVATE = ["/my-account", "/dashboard", "/admin", "/onboard", "/review", "/auth", "/api/", "/calendar/"];

export function loader({ context }: Route.LoaderArgs) {
  const { baseUrl } = getApp(context).config;
  const body = ["User-agent: *", "Allow: /", ...PRIVATE.map((p) => `Disallow: ${p}`), "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
