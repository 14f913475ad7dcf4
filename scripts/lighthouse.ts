// `npm run lighthouse`: Lighthouse (mobile: its default emulation and simulated slow 4G) in
// Debian's Chromium against the built app, on /, /ga/ (Irish), /saunas and a sauna page, and that sauna page
// again for a signed-in member (the demo guest: the shared page and her /api/me); prints the four
// scores, the core timings and every audit that keeps a score below 100. Starts the built
// server (build/server/index.js) as the README does, with a fresh embedded database and the
// demo data, on a free loopback port; all traffic stays on loopback (map tiles are blocked).
//   npm run lighthouse               (builds first)
//   LIGHTHOUSE_JSON=dir npm run lighthouse    also writes each report as JSON
//   LIGHTHOUSE_RUNS=5 npm run lighthouse      runs per page (default 3; the median run is shown,
//                                             as Lighthouse advises: one run varies with the load
//                                             of the machine)
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, get } from "./bench/http";
import { lastOutput, startServer, stopServer, waitUntilAnswering, type ServerProcess } from "./bench/server-process";
import { chromium } from "playwright-core";
import { DEMO_GUEST, signedInCookie } from "./bench/signed-in-session";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Row = { page: string; scores: Record<string, number>; metrics: Record<string, string>; failing: string[] };

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function main() {
  const port = await freePort();
  // localhost (not 127.0.0.1): a secure context, as the site is behind HTTPS in production.
  const base = `http://localhost:${port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "sauna-eire-lighthouse-"));
  server = startServer(root, path.join(root, "build/server/index.js"), {
    ...process.env,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    BASE_URL: base,
    DEMO_DATA: "on",
    PORT: String(port),
  });
  await waitUntilAnswering(server, base);
  const listing = (await get(`${base}/saunas`)).body.toString("utf8");
  const saunaPath = /href="(\/sauna\/[0-9a-f-]{36})"/.exec(listing)?.[1];
  if (!saunaPath) throw new Error("No sauna linked from /saunas.");

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"] });
  const rows: Row[] = [];
  const pages = [
    { page: "/", member: false },
    // Irish (issue 26): the same page's code with its messages in Irish.
    { page: "/ga/", member: false },
    { page: "/saunas", member: false },
    { page: saunaPath, member: false },
    { page: saunaPath, member: true },
  ];
  for (const { page, member } of pages) {
    // Once to warm the server (and its page cache, as in production), then the measured run.
    await get(base + page);
    // A member's browser holds her session and the marker the head script reads (document.cookie,
    // so not an extra header): put them in Chromium's cookie jar, which Lighthouse then keeps.
    if (member) await signIntoBrowser(chrome.port, base, await signedInCookie(base, DEMO_GUEST));
    console.log(`Lighthouse (mobile) on ${page}${member ? " as a signed-in member" : ""}, ${RUNS} run(s) …`);
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"][] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        // Lighthouse clears the origin's storage, cookies included, before a run: not the member's.
        disableStorageReset: member,
        // Map tiles come from the internet; the page must not depend on them to score.
        blockedUrlPatterns: ["*tile.openstreetmap.org*"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
      runs.push(result.lhr);
    }
    const perf = (l: (typeof runs)[number]) => l.categories.performance?.score ?? 0;
    const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)];
    console.log(`  performance per run: ${runs.map((l) => Math.round(perf(l) * 100)).join(", ")}`);
    if (process.env.LIGHTHOUSE_JSON) {
      await writeFile(path.join(process.env.LIGHTHOUSE_JSON, `lighthouse${page.replaceAll("/", "_") || "_home"}${member ? "_member" : ""}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "—";
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${c}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`.trim()),
    );
    rows.push({ page: member ? `${page} (signed in)` : page, scores, metrics: { FCP: metric("first-contentful-paint"), LCP: metric("largest-contentful-paint"), TBT: metric("total-blocking-time"), CLS: metric("cumulative-layout-shift"), SI: metric("speed-index") }, failing });
  }

  console.log("\nLighthouse, mobile (scores out of 100):");
  console.table(rows.map((r) => ({ page: r.page, ...r.scores, ...r.metrics })));
  for (const r of rows) if (r.failing.length) console.log(`\n${r.page} — audits below full marks:\n  ${r.failing.join("\n  ")}`);
}

/** Puts a member's session cookie, and the se_member marker sign-in sets beside it, into Chromium. */
async function signIntoBrowser(port: number, base: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const pairs = [...cookie.split("; "), "se_member=1"].map((pair) => pair.split("="));
    await browser.contexts()[0].addCookies(pairs.map(([name, ...value]) => ({ name, value: value.join("="), url: base })));
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse run failed: ${error instanceof Error ? error.message : String(error)}`);
  if (server) console.error(`Server output (last lines):\n${lastOutput(server)}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  if (server) await stopServer(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
