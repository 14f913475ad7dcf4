// Public JavaScript per page (issue 12): what each public page's HTML makes the browser load
// (modulepreload links and the inline entry's imports), gzip, against scripts/bundle-size.ts.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptUrls } from "../../scripts/bench/page-assets";
import { PAGE_CEILING_BYTES, PUBLIC_JS_BUDGET_BYTES, publicBundleSizes } from "../../scripts/bundle-size";
import { baseUrl } from "./harness";

/** Marks of code that must stay on the server: zod, Drizzle, the database drivers. */
const SERVER_ONLY = /ZodError|\$ZodType|drizzle-orm|PGlite|postgres\.js/;

async function pageScripts(url: string): Promise<{ urls: string[]; gzipBytes: number; serverOnly: string[] }> {
  const html = await (await fetch(baseUrl() + url)).text();
  const urls = scriptUrls(html);
  let gzipBytes = 0;
  const serverOnly: string[] = [];
  for (const src of urls) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl()))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
    if (SERVER_ONLY.test(body.toString("utf8"))) serverOnly.push(src);
  }
  return { urls, gzipBytes, serverOnly };
}

describe("Public JavaScript", () => {
  it("no public page loads more than its ceiling, and the build's manifest agrees with what the HTML loads", async () => {
    const listing = await (await fetch(`${baseUrl()}/saunas`)).text();
    const saunaPath = /href="(\/sauna\/[0-9a-f-]{36})"/.exec(listing)![1];
    const blog = await (await fetch(`${baseUrl()}/blog`)).text();
    const articlePath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1];
    const pages: Record<string, string> = { "/": "/", "/saunas": "/saunas", "/sauna/{id}": saunaPath, "/blog": "/blog", "/blog/{slug}": articlePath, "/auth": "/auth" };
    const fromBuild = new Map(publicBundleSizes().map((b) => [b.page, b]));

    const measured: Record<string, number> = {};
    for (const [page, url] of Object.entries(pages)) {
      const { urls, gzipBytes, serverOnly } = await pageScripts(url);
      expect(serverOnly, `${page} loads server-only code`).toEqual([]);
      expect(new Set(urls), page).toEqual(new Set(fromBuild.get(page)!.files.map((f) => f.file)));
      measured[page] = Math.round(gzipBytes / 1024);
      expect(gzipBytes, `${page}: ${measured[page]} KB`).toBeLessThanOrEqual(PAGE_CEILING_BYTES[page]);
    }
    console.log(`Public JavaScript (gzip KB; target ${PUBLIC_JS_BUDGET_BYTES / 1024}):`, measured);
  });
});
