// Every query each public page runs, with its EXPLAIN ANALYZE time (docs/performance.md):
// calls the services the pages' loaders call, against a PostgreSQL database (e.g. the scale
// data set of `npm run seed:scale`), records each SQL statement Drizzle sends, then runs it
// again under EXPLAIN (ANALYZE, BUFFERS) — five times, keeping the best, as a warm database
// answers. Read-only: the public pages only read.
//   EXPLAIN_DATABASE_URL=postgres://…/sauna_scale npx tsx scripts/explain-public-pages.ts
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { HOME_COUNTIES } from "#domain/constants";
import { ANONYMOUS } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { schema } from "#server/db/schema/all";
import { getPublishedArticle, listPublishedArticles } from "#server/features/articles/articles.service";
import { isFavourite } from "#server/features/favorites/favorites.service";
import { hostStats } from "#server/features/hosts/host-stats.service";
import { communityStories } from "#server/features/reviews/community-stories.service";
import { publishedReviews } from "#server/features/reviews/sauna-reviews.service";
import { getPublicSauna, nearbySaunas, similarSaunas } from "#server/features/saunas/sauna-detail.service";
import { countPublicSaunasByCounty, listPublicSaunas, mapMarkerSet, topRatedSaunas } from "#server/features/saunas/sauna-listing.service";
import { findFreeSaunas } from "#server/features/saunas/free-session-search";
import { platformTerms } from "#server/features/settings/platform-settings";
import { sitemapFiles, sitemapPages, sitemapSaunas } from "#server/features/sitemap/sitemap.service";

const url = process.env.EXPLAIN_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set EXPLAIN_DATABASE_URL to a PostgreSQL database (e.g. one filled by `npm run seed:scale`).");
const RUNS = 5;

const client = postgres(url, { max: 1, onnotice: () => {} });
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(client, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db;

/** Runs a page's service calls one after another and returns the statements they sent. */
async function statementsOf(run: () => Promise<unknown>) {
  captured = [];
  await run();
  return captured;
}

async function explain(query: string, params: unknown[]): Promise<{ ms: number; plan: string }> {
  let best = Infinity;
  let plan = "";
  for (let i = 0; i < RUNS; i++) {
    const rows = await client.unsafe(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${query}`, params as never[]);
    const lines = rows.map((r) => String(Object.values(r)[0]));
    const ms = lines.reduce((sum, l) => sum + Number(/(?:Planning|Execution) Time: ([\d.]+) ms/.exec(l)?.[1] ?? 0), 0);
    if (ms < best) {
      best = ms;
      plan = lines.join("\n");
    }
  }
  return { ms: best, plan };
}

/** The operations of a plan worth naming: which index or scan answers. */
function access(plan: string): string {
  const ops = [...plan.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Parallel Seq Scan)(?: Backward)?(?: using (\S+))? on (\S+)/g)].map(
    (m) => (m[2] ? `${m[1]} ${m[2]}` : `${m[1]} on ${m[3]}`),
  );
  return [...new Set(ops)].join("; ") || "—";
}

function summary(query: string): string {
  const q = query.replace(/\s+/g, " ");
  const from = /from "?(\w+)"?/i.exec(q)?.[1] ?? "?";
  return `${q.slice(0, 6).toLowerCase() === "select" ? "select" : q.split(" ")[0].toLowerCase()} … from ${from}`;
}

/** The window searches, each at a fixed moment (Friday 4 Dec 2026, Irish time = UTC in winter). */
function freeSoonPages(): [string, () => Promise<unknown>][] {
  const at = (time: string) => new Date(`2026-12-04T${time}:00Z`);
  const free = (params: Record<string, string>, now: Date) => () => findFreeSaunas(db, new URLSearchParams(params), now);
  return [
    ["/saunas?when=next-2-hours (Fri 15:00)", free({ when: "next-2-hours" }, at("15:00"))],
    ["/saunas?when=next-2-hours (Fri 07:10, early)", free({ when: "next-2-hours" }, at("07:10"))],
    ["/saunas?when=next-2-hours (Fri 20:10, late)", free({ when: "next-2-hours" }, at("20:10"))],
    ["/saunas?when=next-2-hours (Fri 22:30, none: next window)", free({ when: "next-2-hours" }, at("22:30"))],
    ["/saunas?when=this-evening (Fri 12:00)", free({ when: "this-evening" }, at("12:00"))],
    ["/saunas?when=tomorrow-morning (Fri 12:00)", free({ when: "tomorrow-morning" }, at("12:00"))],
    ["/saunas?when=2026-12-12&county=Cork&type=Wood-Fired", free({ when: "2026-12-12", county: "Cork", type: "Wood-Fired" }, at("12:00"))],
    ["/saunas?when=this-evening&near=53.35,-6.26", free({ when: "this-evening", near: "53.35,-6.26" }, at("12:00"))],
    ["/saunas?when=next-2-hours&town=Kinsale&amenities=cold-plunge", free({ when: "next-2-hours", town: "Kinsale", amenities: "cold-plunge" }, at("15:00"))],
    ["/saunas?when=next-2-hours&guests=6&county=Leitrim", free({ when: "next-2-hours", guests: "6", county: "Leitrim" }, at("15:00"))],
    ["/saunas?when=this-evening&page=3 (last)", free({ when: "this-evening", page: "3" }, at("12:00"))],
    ["/saunas?near=53.35,-6.26 (nearest first, no window)", () => listPublicSaunas(db, new URLSearchParams({ near: "53.35,-6.26" }))],
  ];
}

/**
 * Searches on the day (issue 24 item 2, decision 015): a county or nearest first places each
 * Mobile sauna at its stop of the day (the listing today, a window on its first day).
 */
function onTheDayPages(): [string, () => Promise<unknown>][] {
  const at = (time: string) => new Date(`2026-12-04T${time}:00Z`);
  const list = (params: Record<string, string>) => () => listPublicSaunas(db, new URLSearchParams(params));
  const free = (params: Record<string, string>, now: Date) => () => findFreeSaunas(db, new URLSearchParams(params), now);
  return [
    ["/saunas?county=Kerry (on the day)", list({ county: "Kerry" })],
    ["/saunas?county=Kerry&sort=price-asc&page=3 (on the day)", list({ county: "Kerry", sort: "price-asc", page: "3" })],
    ["/saunas?county=Dublin&page=50 (on the day, last)", list({ county: "Dublin", page: "50" })],
    ["/saunas?county=Kerry&type=Mobile&sort=newest (on the day)", list({ county: "Kerry", type: "Mobile", sort: "newest" })],
    ["/saunas?county=Cork&amenities=cold-plunge,sea-swim (on the day)", list({ county: "Cork", amenities: "cold-plunge,sea-swim" })],
    ["/saunas?near=52.14,-9.98 (on the day, Inch)", list({ near: "52.14,-9.98" })],
    ["/saunas?near=52.14,-9.98&page=50 (on the day, last)", list({ near: "52.14,-9.98", page: "50" })],
    ["/saunas?town=Galway&county=Galway (on the day)", list({ town: "Galway", county: "Galway" })],
    ["/saunas?q=sauna&county=Kerry (on the day, relevance)", list({ q: "sauna", county: "Kerry" })],
    ["/saunas?when=this-evening&county=Kerry (on the day)", free({ when: "this-evening", county: "Kerry" }, at("12:00"))],
    ["/saunas?when=this-evening&near=52.14,-9.98 (on the day)", free({ when: "this-evening", near: "52.14,-9.98" }, at("12:00"))],
    ["/saunas?when=next-2-hours&town=Kinsale (on the day)", free({ when: "next-2-hours", town: "Kinsale" }, at("15:00"))],
    ["/saunas?when=next-2-hours&near=52.14,-9.98&type=Mobile (on the day)", free({ when: "next-2-hours", near: "52.14,-9.98", type: "Mobile" }, at("15:00"))],
    ["/saunas?when=2026-12-12&county=Cork&type=Mobile (on the day)", free({ when: "2026-12-12", county: "Cork", type: "Mobile" }, at("12:00"))],
    ["/saunas?when=next-2-hours&county=Kerry (Fri 20:10, late; on the day)", free({ when: "next-2-hours", county: "Kerry" }, at("20:10"))],
    // Ranked in a county larger than COUNTY_HASHED_SAUNAS: the first round sized by its share.
    ["/saunas?when=next-2-hours&county=Cork (Fri 20:10, late; a large county)", free({ when: "next-2-hours", county: "Cork" }, at("20:10"))],
    ["/saunas?when=next-2-hours&county=Dublin (Fri 20:10, late; the largest county)", free({ when: "next-2-hours", county: "Dublin" }, at("20:10"))],
    ["/api/map-markers?type=Mobile (on the day)", () => mapMarkerSet(db, new URLSearchParams({ type: "Mobile" }))],
    ["/api/map-markers?bbox=(Dingle peninsula) (on the day)", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-10.5,52.0,-9.7,52.3" }))],
  ];
}

async function main() {
  const [{ id: saunaId }] = await client<{ id: string }[]>`
    select id from saunas where status = 'active' and is_published order by total_reviews desc, id limit 1`;
  const [{ slug }] = await client<{ slug: string }[]>`select slug from articles where is_published order by published_at desc limit 1`.catch(
    () => [{ slug: "" }],
  );
  const firstListing = await listPublicSaunas(db, new URLSearchParams());
  const searchAll = await listPublicSaunas(db, new URLSearchParams({ q: "sauna" }));
  const sitemapIndex = await sitemapFiles(db);

  const pages: [string, () => Promise<unknown>][] = [
    ["/ (home)", async () => {
      await countPublicSaunasByCounty(db, HOME_COUNTIES);
      await topRatedSaunas(db, 4);
      await communityStories(db, 3);
      await listPublishedArticles(db, 3);
      await platformTerms(db);
    }],
    ["/api/map-markers", () => mapMarkerSet(db, new URLSearchParams())],
    ["/api/map-markers?bbox=(Galway Bay)", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-9.5,53.0,-8.8,53.5" }))],
    ["/api/map-markers?bbox=(all of Ireland)&type=Spa", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-10.7,51.3,-5.4,55.4", type: "Spa" }))],
    ["/api/map-markers?bbox=(all of Ireland)&type=Infrared", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-10.7,51.3,-5.4,55.4", type: "Infrared" }))],
    ["/api/map-markers?bbox=(Galway city)", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-9.1,53.2,-9.0,53.3" }))],
    ["/api/map-markers?bbox=(Galway Bay)&type=Infrared", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-9.5,53.0,-8.8,53.5", type: "Infrared" }))],
    ["/api/map-markers?bbox=(Connemara)&type=Infrared", () => mapMarkerSet(db, new URLSearchParams({ bbox: "-10.2,53.2,-9.4,53.6", type: "Infrared" }))],
    ["/saunas", () => listPublicSaunas(db, new URLSearchParams())],
    [`/saunas?page=${firstListing.pages} (last)`, () => listPublicSaunas(db, new URLSearchParams({ page: String(firstListing.pages) }))],
    ["/saunas?q=sauna (matches all)", () => listPublicSaunas(db, new URLSearchParams({ q: "sauna" }))],
    [`/saunas?q=sauna&page=${searchAll.pages} (last)`, () => listPublicSaunas(db, new URLSearchParams({ q: "sauna", page: String(searchAll.pages) }))],
    ["/saunas?county=Cork&type=Wood-Fired&sort=price-asc", () => listPublicSaunas(db, new URLSearchParams({ county: "Cork", type: "Wood-Fired", sort: "price-asc" }))],
    ["/saunas?county=Dublin&type=Wood-Fired&page=50 (last)", () => listPublicSaunas(db, new URLSearchParams({ county: "Dublin", type: "Wood-Fired", page: "50" }))],
    ["/saunas?county=Dublin&type=Wood-Fired&sort=price-desc", () => listPublicSaunas(db, new URLSearchParams({ county: "Dublin", type: "Wood-Fired", sort: "price-desc" }))],
    ["/saunas?county=Dublin&type=Wood-Fired&sort=newest&page=50 (last)", () => listPublicSaunas(db, new URLSearchParams({ county: "Dublin", type: "Wood-Fired", sort: "newest", page: "50" }))],
    // The amenity chips (issue 24): one on, two on with a county, with a price range, with text, and one nobody has.
    ["/saunas?amenities=cold-plunge", () => listPublicSaunas(db, new URLSearchParams({ amenities: "cold-plunge" }))],
    ["/saunas?county=Cork&amenities=cold-plunge,sea-swim", () => listPublicSaunas(db, new URLSearchParams({ county: "Cork", amenities: "cold-plunge,sea-swim" }))],
    ["/saunas?county=Leitrim&type=Infrared&amenities=cold-plunge,sea-swim", () => listPublicSaunas(db, new URLSearchParams({ county: "Leitrim", type: "Infrared", amenities: "cold-plunge,sea-swim" }))],
    ["/saunas?minPrice=40&maxPrice=60&amenities=parking", () => listPublicSaunas(db, new URLSearchParams({ minPrice: "40", maxPrice: "60", amenities: "parking" }))],
    ["/saunas?q=galway (amenities: the same text search, no chip)", () => listPublicSaunas(db, new URLSearchParams({ q: "galway" }))],
    ["/saunas?q=galway&amenities=towels", () => listPublicSaunas(db, new URLSearchParams({ q: "galway", amenities: "towels" }))],
    ["/saunas?q=sauna&sort=newest (amenities: a text search matching every sauna)", () => listPublicSaunas(db, new URLSearchParams({ q: "sauna", sort: "newest" }))],
    ["/saunas?amenities=dog-friendly", () => listPublicSaunas(db, new URLSearchParams({ amenities: "dog-friendly" }))],
    ["/saunas?county=Galway&type=Spa (chip counts from public_amenity_counts)", () => listPublicSaunas(db, new URLSearchParams({ county: "Galway", type: "Spa" }))],
    // 'Free soon' (issue 24 item 1, decision 014), at fixed Irish times of a Friday in winter:
    // the busy middle of the day and the edges, where few saunas have hours.
    ...freeSoonPages(),
    ...onTheDayPages(),
    ["/sauna/{id} (most reviews)", async () => {
      const sauna = await getPublicSauna(db, ANONYMOUS, saunaId);
      await similarSaunas(db, sauna);
      await nearbySaunas(db, sauna);
      await publishedReviews(db, sauna.id);
      await hostStats(db, sauna.host.id);
      await isFavourite(db, ANONYMOUS, sauna.id);
      await platformTerms(db);
    }],
    ["/blog", () => listPublishedArticles(db)],
    ["/blog/{slug}", async () => {
      if (slug) await getPublishedArticle(db, slug);
      await listPublishedArticles(db, 4);
    }],
    ["/sitemap.xml", () => sitemapFiles(db)],
    ["/sitemaps/pages.xml", () => sitemapPages(db)],
    ["/sitemaps/saunas-2.xml", () => sitemapSaunas(db, 2)],
    [`/sitemaps/saunas-${sitemapIndex.length - 1}.xml (last)`, () => sitemapSaunas(db, sitemapIndex.length - 1)],
  ];

  const rows: string[] = ["| Page | Query | Answered by | EXPLAIN ANALYZE (planning + execution) |", "|---|---|---|---|"];
  const plans: string[] = [];
  let worst = 0;
  // EXPLAIN_ONLY=amenities: only the pages whose name contains it.
  for (const [page, run] of pages.filter(([name]) => name.includes(process.env.EXPLAIN_ONLY ?? ""))) {
    const statements = await statementsOf(run);
    for (const { query, params } of statements) {
      const { ms, plan } = await explain(query, params);
      worst = Math.max(worst, ms);
      rows.push(`| ${page} | \`${summary(query)}\` | ${access(plan)} | ${ms.toFixed(2)} ms${ms > 5 ? " **over 5 ms**" : ""} |`);
      if (process.env.EXPLAIN_PLANS) plans.push(`-- ${page}\n${query}\n${plan}\n`);
    }
  }
  console.log(rows.join("\n"));
  console.log(`\nSlowest query: ${worst.toFixed(2)} ms (best of ${RUNS}).`);
  if (plans.length) console.log(`\n${plans.join("\n")}`);
}

try {
  await main();
} finally {
  await client.end();
}
