// What a page loads before it is interactive: its scripts (src, modulepreload and the modules the
// inline entry script imports) and stylesheets, with their raw sizes and what the server sends a
// browser that accepts gzip.
import { get, gzipWireSize } from "./http";

export type AssetTotal = { count: number; raw: number; gzip: number };

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) result[m[1].toLowerCase()] = m[2] ?? m[3];
  return result;
}

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.src) urls.add(attrs.src);
    // React Router starts the app from an inline module script that imports the entry modules.
    else if (attrs.type === "module") for (const i of m[2].matchAll(/import\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)) urls.add(i[1]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.rel === "modulepreload" && attrs.href) urls.add(attrs.href);
  }
  return [...urls];
}

export function stylesheetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.rel === "stylesheet" && attrs.href) urls.add(attrs.href);
  }
  return [...urls];
}

/** Downloads each URL (same origin only: all traffic stays on loopback) and adds up the sizes. */
export async function gzipTotal(base: string, page: string, urls: string[]): Promise<AssetTotal> {
  let raw = 0;
  let gzip = 0;
  for (const href of urls) {
    const url = new URL(href, base + page);
    if (url.origin !== base) throw new Error(`${page} loads ${url} from another origin; this benchmark only measures loopback.`);
    const response = await get(url.toString());
    if (response.status !== 200) throw new Error(`${page} refers to ${href}, which answered ${response.status}.`);
    raw += response.body.length;
    gzip += (await gzipWireSize(url.toString())).bytes;
  }
  return { count: urls.length, raw, gzip };
}
