// Public JavaScript per page (issue 12: ≤ 120 KB gzip): what each public page's HTML makes the
// browser load (modulepreload links and the inline entry's imports), in the bytes the server
// sends a browser asking for gzip, against scripts/bundle-size.ts; and, in Chromium on a phone,
// that this is all the page loads until someone scrolls or taps (sections further down and the
// toaster load then: app/components/lazy-section.tsx, app/components/toaster.tsx).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { gzipWireSize } from "../../scripts/bench/http";
import { scriptUrls } from "../../scripts/bench/page-assets";
import { localeOfPath, LOCALES, localizePath } from "../../domain/locales";
import { pageCeiling, PUBLIC_JS_BUDGET_BYTES, publicBundleSizes } from "../../scripts/bundle-size";
import { baseUrl, newPage, PHONE, setUpBrowser, visit } from "./harness";

/** Marks of code that must stay on the server: zod, Drizzle, the database drivers. */
const SERVER_ONLY = /ZodError|\$ZodType|drizzle-orm|PGlite|postgres\.js/;

/** Marks of the database layer, which no page of any kind may send to a browser. */
const DATABASE_CODE = /drizzle:entityKind|PGlite|postgres\.js/;

async function pageScripts(url: string) {
  const html = await (await fetch(baseUrl() + url)).text();
  const urls = scriptUrls(html);
  let gzipBytes = 0;
  const serverOnly: string[] = [];
  for (const src of urls) {
    const absolute = new URL(src, baseUrl()).href;
    gzipBytes += (await gzipWireSize(absolute)).bytes;
    if (SERVER_ONLY.test(await (await fetch(absolute)).text())) serverOnly.push(src);
  }
  return { urls, gzipBytes, serverOnly };
}

let pages: Record<string, string>;
setUpBrowser();
beforeAll(async () => {
  const listing = await (await fetch(`${baseUrl()}/saunas`)).text();
  const saunaPath = /href="(\/sauna\/[0-9a-f-]{36})"/.exec(listing)![1];
  const blog = await (await fetch(`${baseUrl()}/blog`)).text();
  const articlePath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1];
  const english = { "/": "/", "/saunas": "/saunas", "/sauna/{id}": saunaPath, "/blog": "/blog", "/blog/{slug}": articlePath, "/auth": "/auth", "/gift-vouchers": "/gift-vouchers" };
  // Each page in every language (issue 26): /ga/… must load no more than its English page.
  pages = Object.fromEntries(LOCALES.flatMap((l) => Object.entries(english).map(([page, url]) => [localizePath(page, l), localizePath(url, l)])));
});

describe("Public JavaScript", () => {
  it("no public page sends more than its ceiling, gzip, and the build's manifest agrees with what the HTML loads", async () => {
    const fromBuild = new Map(publicBundleSizes().map((b) => [b.page, b]));
    const measured: Record<string, number> = {};
    for (const [page, url] of Object.entries(pages)) {
      const { urls, gzipBytes, serverOnly } = await pageScripts(url);
      expect(serverOnly, `${page} loads server-only code`).toEqual([]);
      expect(new Set(urls), page).toEqual(new Set(fromBuild.get(page)!.files.map((f) => f.file)));
      expect(gzipBytes, page).toBe(fromBuild.get(page)!.gzipBytes);
      measured[page] = Math.round(gzipBytes / 102.4) / 10;
      expect(pageCeiling(page)).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
      expect(gzipBytes, `${page}: ${measured[page]} KB`).toBeLessThanOrEqual(pageCeiling(page));
    }
    console.log(`Public JavaScript (gzip KB; target ${PUBLIC_JS_BUDGET_BYTES / 1024}):`, measured);
  });

  it("sends no page, public or not, the database layer: no script of the browser build holds it", () => {
    const assets = path.resolve("build/client/assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(20);
    expect(scripts.filter((file) => DATABASE_CODE.test(readFileSync(path.join(assets, file), "utf8")))).toEqual([]);
  });

  it("sends scripts gzip-compressed to a browser that asks for it", async () => {
    const html = await (await fetch(baseUrl() + pages["/sauna/{id}"])).text();
    const [largest] = publicBundleSizes().find((b) => b.page === "/sauna/{id}")!.files;
    expect(scriptUrls(html)).toContain(largest.file);
    const { encoding, bytes } = await gzipWireSize(new URL(largest.file, baseUrl()).href);
    expect(encoding).toBe("gzip");
    expect(bytes).toBe(largest.gzipBytes);
  });

  it("on a phone, loads no script beyond those until someone scrolls or taps", async () => {
    for (const [page, url] of Object.entries(pages)) {
      const tab = await newPage(PHONE);
      // Someone who chose the page's language: a first visit from a browser preferring another of
      // ours also loads the suggestion's notice (app/components/language-suggestion.tsx), by design.
      await tab.context().addCookies([{ name: "se_lang", value: localeOfPath(url), url: baseUrl() }]);
      const loaded = new Set<string>();
      tab.on("request", (req) => {
        if (req.resourceType() === "script") loaded.add(new URL(req.url()).pathname);
      });
      await visit(tab, url);
      await tab.waitForLoadState("networkidle");
      const html = await (await fetch(baseUrl() + url)).text();
      expect([...loaded].sort(), page).toEqual(scriptUrls(html).sort());
      await tab.context().close();
    }
  });
});
