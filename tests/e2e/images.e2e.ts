// The largest first paint of /saunas and /sauna/{id} loads first; the rest waits until needed;
// bundled illustrations have content-hashed URLs that browsers keep for a year (issue 12).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, newPage, setUpBrowser, visit } from "./harness";

setUpBrowser();

const HASHED_ILLUSTRATION = /^\/images\/(saunas\/[a-z-]+|default-\d)\.[0-9a-f]{10}\.svg$/;

type Img = { src: string; loading: string | null; fetchpriority: string | null };
const imagesIn = (page: Page, selector: string): Promise<Img[]> =>
  page.$$eval(selector, (images) =>
    images.map((img) => ({ src: img.getAttribute("src")!, loading: img.getAttribute("loading"), fetchpriority: img.getAttribute("fetchpriority") })),
  );

describe("Images", () => {
  it("/saunas loads the first card's photo eagerly and first, the others lazily", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    const images = await imagesIn(page, "main article img");
    expect(images.length).toBeGreaterThan(2);
    expect(images[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
    for (const img of images.slice(1)) expect(img).toMatchObject({ loading: "lazy", fetchpriority: null });
  });

  it("/sauna/{id} loads the hero eagerly and first, the gallery lazily", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    const href = (await page.locator("main article h2 a").first().getAttribute("href"))!;
    await visit(page, href);
    const [hero] = await imagesIn(page, "header img");
    expect(hero).toMatchObject({ loading: "eager", fetchpriority: "high" });
    const gallery = await imagesIn(page, "main li img");
    expect(gallery.length).toBeGreaterThan(0);
    for (const img of gallery) expect(img.loading).toBe("lazy");
    // The server sends the hashed URLs; the browser holds no map of them (its JavaScript budget).
    for (const img of [hero, ...gallery]) expect(img.src).toMatch(HASHED_ILLUSTRATION);
  });

  it("sends hashed URLs to a sauna reached by a link in the browser, as to a first visit", async () => {
    const page = await newPage();
    await visit(page, "/saunas");
    const card = page.locator("main article h2 a").first();
    const href = (await card.getAttribute("href"))!;
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator("main header img").waitFor();
    const [hero] = await imagesIn(page, "header img");
    expect(hero.src).toMatch(HASHED_ILLUSTRATION);
    const cards = await imagesIn(page, "main article img");
    for (const img of cards) expect(img.src).toMatch(HASHED_ILLUSTRATION);
  });

  it("serves bundled illustrations under hashed URLs, cached for a year and compressed", async () => {
    const html = await (await fetch(`${baseUrl()}/saunas`)).text();
    const urls = [...new Set([...html.matchAll(/src="(\/images\/saunas\/[^"]+)"/g)].map((m) => m[1]))];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/images\/saunas\/[a-z-]+\.[0-9a-f]{10}\.svg$/);
    const hashed = await fetch(`${baseUrl()}${urls[0]}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(hashed.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    // The stored (unhashed) URL still answers, for a shorter time: it may change with a release.
    const original = await fetch(`${baseUrl()}${urls[0].replace(/\.[0-9a-f]{10}\.svg$/, ".svg")}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await original.text()).toBe(await hashed.text());
  });

  it("draws icons from one hashed sprite, kept a year, that has every icon a page uses (decision 019)", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const uses = [...html.matchAll(/<use href="(\/assets\/icons\.[0-9a-f]{10}\.svg)#([a-z0-9-]+)"/g)];
    expect(uses.length).toBeGreaterThan(2);
    expect(new Set(uses.map((u) => u[1])).size).toBe(1);
    const sprite = await fetch(`${baseUrl()}${uses[0][1]}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(sprite.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((m) => m[1]));
    for (const [, , name] of uses) expect(symbols).toContain(name);
  });
});
