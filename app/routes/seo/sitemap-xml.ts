// Writing sitemap XML (sitemaps.org): a URL set, or an index of sitemap files. A URL set lists
// each page in every language, each with its alternates (hreflang, as search engines read them
// in sitemaps), so both languages are indexed and each searcher is shown their own.
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, localizePath } from "#domain/locales";
import type { SitemapEntry } from "#server/features/sitemap/sitemap.service";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function item(tag: "url" | "sitemap", baseUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
  if (tag === "sitemap") return `  <${tag}><loc>${escapeXml(baseUrl + entry.path)}</loc>${lastmod}</${tag}>`;
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(baseUrl + path)}"/>`;
  const alternates = [
    ...LOCALES.map((l) => link(LOCALE_TAG[l], localizePath(entry.path, l))),
    link("x-default", localizePath(entry.path, DEFAULT_LOCALE)),
  ].join("");
  return LOCALES.map((l) => `  <url><loc>${escapeXml(baseUrl + localizePath(entry.path, l))}</loc>${lastmod}${alternates}</url>`).join("\n");
}

export function sitemapResponse(kind: "urlset" | "sitemapindex", baseUrl: string, entries: SitemapEntry[]): Response {
  const tag = kind === "urlset" ? "url" : "sitemap";
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    kind === "urlset"
      ? `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`
      : `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map((e) => item(tag, baseUrl, e)),
    `</${kind}>`,
    "",
  ].join("\n");
  // Shared caches may keep it a while; the page cache drops it when a sauna changes.
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" } });
}
