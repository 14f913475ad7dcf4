// `npm run bench`: throughput and latency of the public pages for an anonymous visitor and of the
// pages a member uses most with a member's session (rows "(signed in)"), each next to a static
// file of the same size served by the same process in the same run (the ceiling), and the gzip
// size of the JavaScript and CSS each page loads. The member is the demo guest on the embedded
// database; on PostgreSQL the seeded guest with the most bookings, or a guest the benchmark signs
// up (bench/signed-in-session.ts). Starts the built server (build/server/index.js) as the
// README does on a free loopback port, first with a fresh embedded database and demo data, then,
// when BENCH_DATABASE_URL is set, on that PostgreSQL database (e.g. the scale data set of
// `npm run seed:scale`). Each database is measured with the
// page cache on and off (BENCH_PAGE_CACHE=on|off|both, default both): off shows what rendering
// costs, on what an anonymous visitor gets. All traffic stays on loopback.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { freePort, get } from "./bench/http";
import { gzipTotal, scriptUrls, stylesheetUrls } from "./bench/page-assets";
import { resultsTable, type Measurement } from "./bench/results-table";
import { benchGuest, DEMO_GUEST, heldStylesheetCookie, signedInCookie, type Member } from "./bench/signed-in-session";
import { todayInIreland } from "#domain/session-slots";
import { SCALE_EMAIL, SCALE_PASSWORD } from "./seed-scale/users";
import { bundleSizeTable, publicBundleSizes } from "./bundle-size";
import { lastOutput, startServer, stopServer, waitUntilAnswering, type ServerProcess } from "./bench/server-process";

/** Measuring settings; each can be overridden from the environment (BENCH_DURATION=30 npm run bench). */
const DURATION_SECONDS = fromEnv("BENCH_DURATION", 10);
const WARMUP_SECONDS = fromEnv("BENCH_WARMUP", 2);
const CONNECTIONS = fromEnv("BENCH_CONNECTIONS", 10);
/** A request slower than this counts as failed (deep listing pages at scale take seconds). */
const REQUEST_TIMEOUT_SECONDS = 20;

/** The pages measured, by the name they have in the table; some URLs are found per database. */
const PAGES = [
  "/",
  "/ (signed in)",
  "/saunas",
  "/saunas (signed in)",
  "/saunas?page=<last>",
  "/saunas?q=sauna",
  "/saunas?when=next-2-hours&town=Galway",
  "/saunas?when=next-2-hours&town=Galway (signed in)",
  "/saunas?when=this-evening",
  "/saunas?when=this-evening (signed in)",
  "/saunas?when=<in a week>&county=Kerry",
  "/saunas?when=<in a week>&county=Kerry (signed in)",
  "/saunas?amenities=<two chips>",
  "/saunas?amenities=<two chips> (signed in)",
  "/saunas?q=sauna&county=Kerry",
  "/sauna/{id}",
  "/sauna/{id} (signed in)",
  "/blog",
  "/blog/{slug}",
  "/auth",
  "/sitemap.xml",
  "/sitemaps/saunas-{n}.xml",
  "/api/map-markers",
  "/my-account/bookings (signed in)",
] as const;
type Page = (typeof PAGES)[number];
/** Rows whose name ends so are requested with the member's session cookie. */
const SIGNED_IN = " (signed in)";
/** The listing's last page when the pagination can't be read (the issue's 100,000-sauna figure). */
const FALLBACK_LAST_PAGE = 4000;

// autocannon ships no types; these are the parts of its programmatic API we use.
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (options: { url: string; connections: number; duration: number; timeout?: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const staticDir = path.join(root, "build/client");

type Lane = {
  name: string;
  env: (base: string, dataDir: string) => NodeJS.ProcessEnv;
  /** The sauna page to measure. */
  saunaId: (base: string) => Promise<string | undefined>;
  /** Whose session the signed-in rows use. */
  member: () => Member | Promise<Member>;
};

const databases: Lane[] = [
  // BENCH_PGLITE=off leaves the demo lane out (the scale data set alone, half the time on a shared machine).
  {
    name: "PGlite, demo data",
    // Always the embedded default with fresh demo data, whatever the calling shell has configured.
    env: (base, dataDir) => ({ ...withoutDatabase(process.env), DATA_DIR: dataDir, BASE_URL: base, DEMO_DATA: "on" }),
    saunaId: firstSaunaLinked,
    member: () => DEMO_GUEST,
  },
];
if (process.env.BENCH_PGLITE === "off") databases.pop();
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
if (benchDatabaseUrl) {
  databases.push({
    name: `PostgreSQL, ${new URL(benchDatabaseUrl).pathname.slice(1) || "database"}`,
    env: (base, dataDir) => ({
      ...withoutDatabase(process.env),
      DATA_DIR: dataDir,
      BASE_URL: base,
      DATABASE_URL: benchDatabaseUrl,
      BETTER_AUTH_SECRET: randomBytes(48).toString("base64url"),
    }),
    saunaId: () => saunaWithMostReviews(benchDatabaseUrl),
    member: memberOn(benchDatabaseUrl),
  });
}
/** BENCH_PAGES="/,/sitemap.xml" measures only those rows (names as in the table). */
const onlyPages = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());

const cacheModes = { on: ["on"], off: ["off"], both: ["on", "off"] }[process.env.BENCH_PAGE_CACHE ?? "both"];
if (!cacheModes) throw new Error("BENCH_PAGE_CACHE must be on, off or both.");
/** Every database with the page cache on and off. */
const lanes: Lane[] = databases.flatMap((db) =>
  cacheModes.map((mode) => ({
    ...db,
    name: `${db.name}, cache ${mode}`,
    env: (base: string, dataDir: string) => ({ ...db.env(base, dataDir), PAGE_CACHE: mode }),
  })),
);

/** Everything together: per database, start-up plus warm-up and load on every page and its ceiling. */
const OVERALL_TIMEOUT_MS = lanes.length * (4 * 60 + PAGES.length * 2 * (WARMUP_SECONDS + DURATION_SECONDS + REQUEST_TIMEOUT_SECONDS)) * 1000;

let running: { server: ServerProcess; dataDir: string; staticFiles: string[] } | undefined;

async function main() {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first (npm run bench does).");
  const results = new Map<string, Map<Page, Measurement>>();
  const urls = new Map<string, Map<Page, string>>();
  let assets: Record<string, string | number>[] = [];

  for (const lane of lanes) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "sauna-eire-bench-"));
    console.log(`\n${lane.name}: starting the built server on ${base} …`);
    const server = startServer(root, serverEntry, { ...lane.env(base, dataDir), PORT: String(port) });
    running = { server, dataDir, staticFiles: [] };
    const startedAt = Date.now();
    await waitUntilAnswering(server, base);
    console.log(`Server answered after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

    const laneUrls = await pageUrls(lane, base);
    urls.set(lane.name, laneUrls);
    const laneResults = new Map<Page, Measurement>();
    results.set(lane.name, laneResults);
    const bodies: { url: string; label: string; body: Buffer; contentType: string }[] = [];
    const measured = [...laneUrls].filter(([page]) => !onlyPages || onlyPages.includes(page));
    let session: Record<string, string> = {};
    if (measured.some(([page]) => page.endsWith(SIGNED_IN))) {
      const member = await lane.member();
      // A member has been here before: their browser holds the stylesheet file, as it would.
      session = { Cookie: `${await signedInCookie(base, member)}; ${await heldStylesheetCookie(base)}` };
      console.log(`Signed in as ${member.email}; the "(signed in)" rows send that session's cookie and hold the stylesheet.`);
    }
    for (const [page, url] of measured) {
      const headers = page.endsWith(SIGNED_IN) ? session : {};
      const response = await get(base + url, headers);
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}; fix the page before benchmarking it.`);
      bodies.push({ url, label: page.endsWith(SIGNED_IN) ? url + SIGNED_IN : url, ...response });
      // The ceiling: a static file as large as this page, through the same Hono middleware.
      const staticName = `bench-static-${response.body.length}.html`;
      await writeFile(path.join(staticDir, staticName), fillerHtml(response.body.length));
      running.staticFiles.push(staticName);

      const also = memberPieceOf(page, url);
      for (const path of also) {
        const piece = await get(base + path, headers);
        if (piece.status !== 200 || !piece.body.toString("utf8").includes('"signedIn":true')) throw new Error(`GET ${path} did not answer for the member: ${piece.status}`);
      }
      console.log(`Measuring ${page.endsWith(SIGNED_IN) ? url + SIGNED_IN : url}${also.length ? ` with ${also.join(", ")} (a page view)` : ""} (${(response.body.length / 1024).toFixed(0)} KB) and a static file of that size, ${DURATION_SECONDS} s each …`);
      const pageRun = await measure(base + url, headers, also);
      const ceiling = await measure(`${base}/${staticName}`);
      laneResults.set(page, {
        reqPerSec: pageRun.requests.average,
        p50: pageRun.latency.p50,
        p97_5: pageRun.latency.p97_5,
        p99: pageRun.latency.p99,
        bodyBytes: response.body.length,
        ceiling: ceiling.requests.average,
        failures: pageRun.non2xx + pageRun.errors + pageRun.timeouts,
      });
    }
    // The same build serves the same scripts whatever the database: measured once.
    if (lane === lanes[0]) assets = await assetRows(base, bodies);
    await stopLane();
  }

  console.log(`\nAnonymous visitor, or a member where the row says "(signed in)"; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per URL after ${WARMUP_SECONDS} s of warm-up;`);
  console.log('"of static": the page\'s req/s as a share of a same-size static file\'s, same server, same run.');
  console.log("Signed-in public pages are page views: the page and the member's /api/me, one after the other on each connection; req/s counts page views, latencies each request.");
  for (const db of databases) console.log(resultsTable(lanes.filter((l) => l.name.startsWith(`${db.name},`)).map((l) => l.name), [...PAGES], results));
  for (const lane of lanes) {
    const laneUrls = urls.get(lane.name)!;
    console.log(`${lane.name}: ${laneUrls.get("/saunas?page=<last>")}, ${laneUrls.get("/sauna/{id}")}`);
  }
  console.log("\nWhat each page loads before it is interactive (<script src>, modulepreload, inline imports; gzip bytes as served):");
  console.table(assets);
  console.log(`\n${bundleSizeTable(publicBundleSizes(staticDir))}`);
  if (!benchDatabaseUrl) console.log("Set BENCH_DATABASE_URL to a PostgreSQL database (e.g. one filled by `npm run seed:scale`) to measure it too.");
}

/**
 * `also`: further paths each connection requests after the page, in turn (a member's page view
 * is the shared page and its /api/me); req/s is then page views per second, so moving work into
 * the second request cannot flatter the figure. Latencies stay per request.
 */
async function measure(url: string, headers: Record<string, string> = {}, also: string[] = []): Promise<AutocannonResult> {
  const requests = also.length ? [{ path: new URL(url).pathname + new URL(url).search }, ...also.map((path) => ({ path }))] : undefined;
  const options = { url, headers, connections: CONNECTIONS, timeout: REQUEST_TIMEOUT_SECONDS, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (also.length) result.requests.average /= 1 + also.length;
  return result;
}

/** What a member's browser asks beside a public page (decision 013): their own bits, from /api/me. */
function memberPieceOf(page: Page, url: string): string[] {
  if (!page.endsWith(SIGNED_IN) || url.startsWith("/my-account")) return [];
  const sauna = /^\/sauna\/([0-9a-f-]{36})$/.exec(url);
  return [sauna ? `/api/me?sauna=${sauna[1]}` : "/api/me"];
}

async function pageUrls(lane: Lane, base: string): Promise<Map<Page, string>> {
  const saunaId = await lane.saunaId(base);
  if (!saunaId) throw new Error("No public sauna found to measure the sauna page with.");
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec((await get(`${base}/blog`)).body.toString("utf8"))?.[1];
  if (!article) throw new Error("No article linked from /blog.");
  const inAWeekInKerry = `/saunas?when=${todayInIreland(new Date(Date.now() + 7 * 86_400_000))}&county=Kerry`;
  return new Map<Page, string>([
    ["/", "/"],
    ["/ (signed in)", "/"],
    ["/saunas", "/saunas"],
    ["/saunas (signed in)", "/saunas"],
    ["/saunas?page=<last>", `/saunas?page=${await lastListingPage(base)}`],
    ["/saunas?q=sauna", "/saunas?q=sauna"],
    // 'Free soon' and the filters (issue 24 item 5): a window from a typed town (nearest first),
    // a window best rated first, a date in a county (mobile saunas' stops of that day), two chips.
    // A window search is never cached, so a member's page differs from a visitor's only by the
    // session's lookups: both rows are measured side by side.
    ["/saunas?when=next-2-hours&town=Galway", "/saunas?when=next-2-hours&town=Galway"],
    ["/saunas?when=next-2-hours&town=Galway (signed in)", "/saunas?when=next-2-hours&town=Galway"],
    ["/saunas?when=this-evening", "/saunas?when=this-evening"],
    ["/saunas?when=this-evening (signed in)", "/saunas?when=this-evening"],
    ["/saunas?when=<in a week>&county=Kerry", inAWeekInKerry],
    ["/saunas?when=<in a week>&county=Kerry (signed in)", inAWeekInKerry],
    ["/saunas?amenities=<two chips>", "/saunas?amenities=cold-plunge,sea-swim"],
    ["/saunas?amenities=<two chips> (signed in)", "/saunas?amenities=cold-plunge,sea-swim"],
    // Text in a county on the day: the count walks the county's rating order (issue 24 item 5).
    ["/saunas?q=sauna&county=Kerry", "/saunas?q=sauna&county=Kerry"],
    ["/sauna/{id}", `/sauna/${saunaId}`],
    ["/sauna/{id} (signed in)", `/sauna/${saunaId}`],
    ["/blog", "/blog"],
    ["/blog/{slug}", article],
    ["/auth", "/auth"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/sitemaps/saunas-{n}.xml", await lastSitemapFile(base)],
    ["/api/map-markers", "/api/map-markers"],
    ["/my-account/bookings (signed in)", "/my-account/bookings"],
  ]);
}

/** The last file of saunas the sitemap index lists (each is one slice of the sauna ids). */
async function lastSitemapFile(base: string): Promise<string> {
  const index = (await get(`${base}/sitemap.xml`)).body.toString("utf8");
  const files = [...index.matchAll(/\/sitemaps\/saunas-(\d+)\.xml/g)].map((m) => Number(m[1]));
  if (files.length === 0) throw new Error("The sitemap index lists no file of saunas.");
  return `/sitemaps/saunas-${Math.max(...files)}.xml`;
}

/** The highest page number the listing's pagination links to. */
async function lastListingPage(base: string): Promise<number> {
  const html = (await get(`${base}/saunas`)).body.toString("utf8");
  const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
  return pages.length ? Math.max(...pages) : FALLBACK_LAST_PAGE;
}

async function firstSaunaLinked(base: string): Promise<string | undefined> {
  const pattern = /\/sauna\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
  for (const source of ["/sitemap.xml", "/saunas", "/"]) {
    const response = await get(base + source);
    const match = response.status === 200 ? pattern.exec(response.body.toString("utf8")) : null;
    if (match) return match[1];
  }
  return undefined;
}

/** On PostgreSQL the sauna page is the one with the most reviews: where the page works hardest. */
async function saunaWithMostReviews(url: string): Promise<string | undefined> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ id: string }[]>`
      select id from saunas where status = 'active' and is_published order by total_reviews desc, id limit 1`;
    return row?.id;
  } finally {
    await sql.end();
  }
}

/**
 * The member on PostgreSQL: with the scale data (`npm run seed:scale`), the seeded guest with the
 * most bookings; otherwise a guest of the benchmark's own, signed up in the first lane and signed
 * in again in the next (the database outlives the server; the account stays in it).
 */
function memberOn(url: string): () => Promise<Member> {
  const ownGuest = benchGuest();
  return async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ email: string }[]>`
        select u.email from "user" u join profiles p on p.id = u.id
        where not p.is_owner and u.email ~ ${SCALE_EMAIL.source}
        order by (select count(*) from bookings b where b.user_id = u.id) desc, u.email limit 1`;
      return rows[0] ? { email: rows[0].email, password: SCALE_PASSWORD } : ownGuest();
    } finally {
      await sql.end();
    }
  };
}

async function assetRows(base: string, bodies: { url: string; label: string; body: Buffer; contentType: string }[]) {
  const rows: Record<string, string | number>[] = [];
  for (const { url, label, body, contentType } of bodies) {
    if (!contentType.includes("text/html")) continue;
    const html = body.toString("utf8");
    const js = await gzipTotal(base, url, scriptUrls(html));
    const css = await gzipTotal(base, url, stylesheetUrls(html));
    rows.push({ page: label, "JS files": js.count, "JS bytes": js.raw, "JS gzip bytes": js.gzip, "CSS files": css.count, "CSS gzip bytes": css.gzip });
  }
  return rows;
}

/** Same-size HTML with nothing to compute: what serving these bytes costs at best. */
function fillerHtml(bytes: number): string {
  const head = '<!DOCTYPE html><html lang="en-IE"><head><meta charset="utf-8"><title>Benchmark ceiling</title></head><body><p>';
  const tail = "</p></body></html>\n";
  return head + "x".repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  delete copy.BETTER_AUTH_SECRET;
  return copy;
}

function fromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number.`);
  return value;
}

async function stopLane() {
  if (!running) return;
  const { server, dataDir, staticFiles } = running;
  running = undefined;
  for (const file of staticFiles) await rm(path.join(staticDir, file), { force: true });
  await stopServer(server);
  // Only after the server has closed its embedded database.
  await rm(dataDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${Math.round(OVERALL_TIMEOUT_MS / 60_000)} minutes; stopping.`);
  void stopLane().finally(() => process.exit(1));
}, OVERALL_TIMEOUT_MS);

for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.once(signal, () => void stopLane().finally(() => process.exit(code)));
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  if (running) {
    const { exitCode, signalCode } = running.server.child;
    if (exitCode !== null || signalCode !== null) console.error(`The server had stopped (exit code ${exitCode}, signal ${signalCode}).`);
    console.error(`Server output (last lines):\n${lastOutput(running.server)}`);
  }
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await stopLane();
}
