// Where a member's request spends its time (issue 23), on the built server with the embedded
// database and demo data, started as `npm run bench` starts it. Run `npm run build` first, then
// `npx tsx scripts/profile-members.ts`. Three parts:
//   1. Queries: the server with scripts/bench/query-log.mjs preloaded and the page cache off; each
//      page requested anonymously and with the demo guest's session, after a warm-up: the
//      statements each request ran, their time inside PGlite, and the request's own time.
//   2. CPU profile: the server under `node --cpu-prof` (page cache on, as visitors get it), loaded
//      by autocannon on one page with the guest's session (PROFILE_PAGE, default the sauna page;
//      "/my-account/bookings/{id}/calendar.ics" for the guest's first booking's file)
//      for PROFILE_SECONDS (default 10) on PROFILE_CONNECTIONS (default 10), then the same page
//      anonymously with the page cache off (what rendering alone costs); each profile summarised.
//   3. A stand-in for a member's own small piece (a booking's .ics: session, one query, a small
//      private answer) beside the cached and the signed-in sauna page, in one run.
// PROFILE_QUERIES=off, PROFILE_CPU=off (both profiles), PROFILE_ANONYMOUS=off (the second) and
// PROFILE_PIECE=off skip parts.
// All traffic stays on loopback. Timings are for comparing within one run, never for tests.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printSummary, summarise } from "./bench/cpu-profile-summary";
import { freePort, get } from "./bench/http";
import { lastOutput, startServer, stopServer, waitUntilAnswering, type ServerProcess } from "./bench/server-process";
import { DEMO_GUEST, signedInCookie } from "./bench/signed-in-session";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const queryLog = path.join(root, "scripts/bench/query-log.mjs");
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const PAGE = process.env.PROFILE_PAGE ?? "/sauna/{id}";
const PAGES = ["/", "/saunas", "/sauna/{id}", "/my-account/bookings"];

type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

type Started = { server: ServerProcess; base: string; dataDir: string };
const started: Started[] = [];

async function start(env: NodeJS.ProcessEnv, nodeArgs: string[]): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sauna-eire-profile-"));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, DATA_DIR: dataDir, BASE_URL: base, DEMO_DATA: "on", PORT: String(port) };
  delete childEnv.DATABASE_URL;
  delete childEnv.BETTER_AUTH_SECRET;
  const server = startServer(root, serverEntry, childEnv, nodeArgs);
  const s = { server, base, dataDir };
  started.push(s);
  await waitUntilAnswering(server, base);
  return s;
}

async function stop(s: Started) {
  await stopServer(s.server);
  await rm(s.dataDir, { recursive: true, force: true });
  started.splice(started.indexOf(s), 1);
}

async function firstSauna(base: string): Promise<string> {
  const id = /\/sauna\/([0-9a-f-]{36})/.exec((await get(`${base}/saunas`)).body.toString("utf8"))?.[1];
  if (!id) throw new Error("No sauna linked from /saunas.");
  return `/sauna/${id}`;
}

/** PROFILE_PAGE=ICS profiles the demo guest's first booking's .ics (part 3's stand-in). */
const ICS = "/my-account/bookings/{id}/calendar.ics";

async function firstCalendarFile(base: string, cookie: Record<string, string>): Promise<string> {
  const ics = /href="(\/my-account\/bookings\/[0-9a-f-]{36}\/calendar\.ics)"/.exec((await get(`${base}/my-account/bookings`, cookie)).body.toString("utf8"))?.[1];
  if (!ics) throw new Error("The demo guest's bookings page links no calendar file.");
  return ics;
}

/** Part 1: every statement one request runs, anonymous and signed in. */
async function countQueries() {
  const s = await start({ PAGE_CACHE: "off" }, ["--import", queryLog]);
  const lines: string[] = [];
  s.server.child.stderr!.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter((l) => l.startsWith("[query]"))));
  const cookie = await signedInCookie(s.base, DEMO_GUEST);
  const sauna = await firstSauna(s.base);
  console.log(`\nStatements per request (PGlite, demo data, page cache off; the best of 5 requests after 3 of warm-up). ${sauna}`);
  for (const page of PAGES) {
    const url = page === "/sauna/{id}" ? sauna : page;
    for (const who of page.startsWith("/my-account") ? ["member"] : ["anonymous", "member"]) {
      const headers: Record<string, string> = who === "member" ? { Cookie: cookie } : {};
      for (let i = 0; i < 3; i++) await get(s.base + url, headers);
      let best: { ms: number; statements: string[] } | undefined;
      for (let i = 0; i < 5; i++) {
        lines.length = 0;
        const t0 = performance.now();
        const response = await get(s.base + url, headers);
        const ms = performance.now() - t0;
        if (response.status !== 200) throw new Error(`${url} (${who}) answered ${response.status}.`);
        await new Promise((r) => setTimeout(r, 50));
        // The mail worker polls the outbox on its own every few seconds: not the request's.
        const statements = lines.filter((l) => !l.includes("mail_outbox"));
        if (!best || ms < best.ms) best = { ms, statements };
      }
      const dbMs = best!.statements.reduce((sum, l) => sum + Number(l.split(" ")[1]), 0);
      console.log(`\n${page} ${who}: ${best!.statements.length} statements, ${dbMs.toFixed(1)} ms inside PGlite (WebAssembly), ${best!.ms.toFixed(1)} ms for the whole request`);
      for (const l of best!.statements) console.log(`  ${l.slice("[query] ".length)}`);
    }
  }
  await stop(s);
}

/** Part 2: a CPU profile of the server under load on one page. */
async function profile(label: string, env: NodeJS.ProcessEnv, signedIn: boolean) {
  const profileDir = await mkdtemp(path.join(os.tmpdir(), "sauna-eire-cpuprofile-"));
  const s = await start(env, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  const headers: Record<string, string> = signedIn ? { Cookie: await signedInCookie(s.base, DEMO_GUEST) } : {};
  const url = s.base + (PAGE === "/sauna/{id}" ? await firstSauna(s.base) : PAGE === ICS ? await firstCalendarFile(s.base, headers) : PAGE);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  console.log(`\n=== ${label}: ${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ${run.non2xx + run.errors} failed`);
  const stopping = performance.now();
  await stop(s);
  // The load ended just before the server was told to stop: its samples are the profile's last
  // seconds before shutting down (a second's margin at each end).
  const stopMs = performance.now() - stopping;
  const [file] = (await readdir(profileDir)).filter((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("The server wrote no CPU profile.");
  const summary = summarise(JSON.parse(await readFile(path.join(profileDir, file), "utf8")), 30, { fromEndMs: stopMs + (SECONDS - 1) * 1000, toEndMs: stopMs + 1000 });
  console.log(`(the load's middle ${SECONDS - 2} s of samples; the whole profile is kept in ${path.join(profileDir, file)})`);
  printSummary(summary);
}

/**
 * Part 3: what a member's own small piece could cost next to the page. No such endpoint exists
 * yet; the nearest is a booking's .ics file: the session, one query and a small private answer
 * through the same Hono and React Router layers. Measured in one run beside the sauna page as an
 * anonymous visitor gets it (cached) and as a member gets it now.
 */
async function memberPieceProxy() {
  const s = await start({ PAGE_CACHE: "on" }, []);
  const cookie = { Cookie: await signedInCookie(s.base, DEMO_GUEST) };
  const sauna = await firstSauna(s.base);
  const ics = await firstCalendarFile(s.base, cookie);
  console.log(`\nOne run, page cache on, ${CONNECTIONS} connections:`);
  for (const [label, url, headers] of [
    ["sauna page, anonymous (cached)", sauna, {}],
    ["sauna page, signed in", sauna, cookie],
    ["a booking's .ics, signed in (session + 1 query)", ics, cookie],
  ] as const) {
    await autocannon({ url: s.base + url, headers, connections: CONNECTIONS, duration: 2 });
    const run = await autocannon({ url: s.base + url, headers, connections: CONNECTIONS, duration: SECONDS });
    console.log(`  ${label}: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ${run.non2xx + run.errors} failed`);
  }
  await stop(s);
}

try {
  if (process.env.PROFILE_QUERIES !== "off") await countQueries();
  if (process.env.PROFILE_PIECE !== "off") await memberPieceProxy();
  if (process.env.PROFILE_CPU !== "off") await profile("Signed in (demo guest), page cache on", { PAGE_CACHE: "on" }, true);
  if (process.env.PROFILE_CPU !== "off" && process.env.PROFILE_ANONYMOUS !== "off") await profile("Anonymous, page cache off", { PAGE_CACHE: "off" }, false);
} catch (error) {
  console.error(`\nProfiling failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const s of started) console.error(`Server output (last lines):\n${lastOutput(s.server)}`);
  process.exitCode = 1;
} finally {
  for (const s of [...started]) await stop(s);
}
