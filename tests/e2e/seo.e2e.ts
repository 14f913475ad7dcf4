// What search engines and social networks read (issue 11): robots.txt, raster link-preview
// images of 1200×630, and schema.org data of the right shape on Home, All Saunas and a sauna.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { baseUrl } from "./harness";

async function page(path: string) {
  const res = await fetch(baseUrl() + path);
  expect(res.status).toBe(200);
  return res.text();
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const WebSite = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("WebSite"),
  name: z.string().min(1),
  url: z.string().url(),
  inLanguage: z.string(),
  potentialAction: z.object({
    "@type": z.literal("SearchAction"),
    target: z.object({ "@type": z.literal("EntryPoint"), urlTemplate: z.string().regex(/\/saunas\?q=\{search_term_string\}$/) }),
    "query-input": z.literal("required name=search_term_string"),
  }),
});

const ItemList = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("ItemList"),
  numberOfItems: z.number().int().positive(),
  itemListElement: z.array(z.object({ "@type": z.literal("ListItem"), position: z.number().int().positive(), url: z.string().url(), name: z.string().min(1) })).min(1),
});

const LocalBusiness = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("HealthAndBeautyBusiness"),
  name: z.string().min(1),
  url: z.string().url(),
  image: z.array(z.string().url()).min(1),
  address: z.object({ "@type": z.literal("PostalAddress"), addressCountry: z.literal("IE") }),
  priceRange: z.string().min(1),
});

describe("search engines and link previews", () => {
  it("serves robots.txt that points to the sitemap and keeps crawlers out of private areas", async () => {
    const res = await fetch(baseUrl() + "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    for (const area of ["/my-account", "/dashboard", "/admin"]) expect(text).toContain(`Disallow: ${area}`);
  });

  it.each(["/", "/saunas", "/blog"])("gives %s a 1200×630 JPEG link preview and a large-image card", async (path) => {
    const html = await page(path);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const image = meta(html, "og:image")!;
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("describes the site and its search on Home", async () => {
    const [data] = jsonLd(await page("/"));
    expect(WebSite.parse(data).potentialAction.target.urlTemplate).toBe(`${baseUrl()}/saunas?q={search_term_string}`);
    // The Irish home page describes the Irish site, searched on the Irish listing.
    const irish = WebSite.parse(jsonLd(await page("/ga"))[0]);
    expect(irish).toMatchObject({ url: `${baseUrl()}/ga`, inLanguage: "ga-IE" });
    expect(irish.potentialAction.target.urlTemplate).toBe(`${baseUrl()}/ga/saunas?q={search_term_string}`);
  });

  it("lists the page's saunas in order on All Saunas, continuing on page 2", async () => {
    const first = ItemList.parse(jsonLd(await page("/saunas"))[0]);
    expect(first.itemListElement[0].position).toBe(1);
    const second = ItemList.parse(jsonLd(await page("/saunas?page=2"))[0]);
    expect(second.itemListElement[0].position).toBe(first.numberOfItems + 1);
    expect(second.itemListElement[0].url).not.toBe(first.itemListElement[0].url);
    const irish = ItemList.parse(jsonLd(await page("/ga/saunas"))[0]);
    expect(irish.itemListElement[0].url).toBe(first.itemListElement[0].url.replace(baseUrl(), `${baseUrl()}/ga`));
  });

  it("describes a sauna as a local business with a raster preview of its own photo", async () => {
    const listing = await page("/saunas");
    const path = /href="(\/sauna\/[0-9a-f-]{36})"/.exec(listing)![1];
    const html = await page(path);
    const business = LocalBusiness.parse(jsonLd(html)[0]);
    expect(business.url).toBe(`${baseUrl()}${path}`);
    expect(meta(html, "og:image")).toMatch(/\/images\/social\/.+\.jpg$/);
  });
});
