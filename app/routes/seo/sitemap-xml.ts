// Writing sitemap XML (sitemaps.org): a URL set, or an index of sitemap files.
import type { SitemapEntry } from "#server/features/sitemap/sitemap.service";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function item(tag: "url" | "sitemap", baseUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
  return `  <${tag}><loc>${escapeXml(baseUrl + entry.path)}</loc>${lastmod}</${tag}>`;
}

export function sitemapResponse(kind: "urlset" | "sitemapindex", baseUrl: string, entries: SitemapEntry[]): Response {
  const tag = kind === "urlset" ? "url" : "sitemap";
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map((e) => item(tag, baseUrl, e)),
    `</${kind}>`,
    "",
  ].join("\n");
  // Shared caches may keep it a while; the page cache drops it when a sauna changes.
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" } });
}
