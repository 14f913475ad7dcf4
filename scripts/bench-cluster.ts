// `npm run bench:cluster`: throughput of the public pages through HAProxy with one app process
// and with two, side by side (issue 13). Same parts as the cluster test (scripts/cluster/): a
// throwaway PostgreSQL with the demo data, the built app as `npm start` runs it, HAProxy from
// Debian. The page cache is off by default (BENCH_PAGE_CACHE=on to measure it on), so the figures
// show rendering spread over processes. BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS
// (default 10 s, 2 s, 20) change how it measures. All traffic stays on 127.0.0.1.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { createAuth } from "#server/auth/auth";
import { openPostgres } from "#server/db/client";
import { loadDemoDataIfEmpty } from "#server/db/demo-data/load-demo-data";
import { saunas } from "#server/db/schema/saunas";
import { serverStates, startHaproxy, startPostgres, waitFor } from "./cluster/processes";
import { startChild, stopChild, tail, type Child } from "./bench/child-process";
import { freePort } from "./bench/http";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAGE_CACHE = process.env.BENCH_PAGE_CACHE === "on" ? "on" : "off";

type AutocannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
const autocannon = createRequire(import.meta.url)("autocannon") as (o: { url: string; connections: number; duration: number; timeout?: number }) => Promise<AutocannonResult>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const stops: (() => Promise<unknown>)[] = [];

async function main() {
  if (!existsSync(serverEntry)) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-bench-cluster-"));
  stops.push(async () => rmSync(work, { recursive: true, force: true }));
  const pg = await startPostgres("sauna_eire_bench");
  stops.push(() => pg.stop());
  const secret = randomBytes(48).toString("base64url");

  // The demo data, loaded once into PostgreSQL as the embedded default loads it.
  const database = await openPostgres(pg.url, { max: 2 });
  const ports = [await freePort(), await freePort()];
  await loadDemoDataIfEmpty(database.db, createAuth(database.db, { authSecret: secret, baseUrl: "http://127.0.0.1" }));
  const [sauna] = await database.db.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.isPublished, true), eq(saunas.status, "active"))).limit(1);
  await database.close();
  const pages = ["/", "/saunas", `/sauna/${sauna.id}`];

  const results = new Map<string, Map<string, AutocannonResult>>();
  for (const count of [1, 2]) {
    const servers = ports.slice(0, count).map((port, i) => ({ name: `app${i + 1}`, port }));
    const balancer = await startHaproxy(servers, work);
    const apps: Child[] = servers.map(({ name, port }) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env, PORT: String(port), DATA_DIR: path.join(work, name), DATABASE_URL: pg.url, BETTER_AUTH_SECRET: secret,
        BASE_URL: balancer.base, TRUSTED_PROXIES: "127.0.0.1", PAGE_CACHE, LOG_LEVEL: "warn",
      };
      delete env.NODE_ENV;
      return startChild(name, process.execPath, [serverEntry], { cwd: root, env });
    });
    try {
      await waitFor(`${count} process(es) UP in HAProxy`, async () => {
        const states = await serverStates(balancer);
        return servers.every((s) => states[s.name] === "UP");
      }, 180_000, 250);
      console.log(`\n${count} app process${count > 1 ? "es" : ""} behind HAProxy (${balancer.base}), page cache ${PAGE_CACHE}:`);
      const lane = new Map<string, AutocannonResult>();
      for (const page of pages) {
        const first = await fetch(balancer.base + page);
        if (first.status !== 200) throw new Error(`GET ${page} through HAProxy answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
        await first.arrayBuffer().catch(() => {});
        await autocannon({ url: balancer.base + page, connections: CONNECTIONS, duration: WARMUP_SECONDS, timeout: 20 });
        const r = await autocannon({ url: balancer.base + page, connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 20 });
        console.log(`  ${page}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts + r.non2xx}`);
        lane.set(page, r);
      }
      results.set(`${count}`, lane);
    } catch (error) {
      for (const app of apps) console.error(`--- ${app.name} ---\n${tail(app)}`);
      throw error;
    } finally {
      await Promise.all(apps.map((a) => stopChild(a)));
      await stopChild(balancer.child, 5000);
    }
  }

  console.log(`\nThroughput through HAProxy, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page, page cache ${PAGE_CACHE}, ${os.cpus().length} cores:`);
  console.log(`| page | 1 process req/s | 2 processes req/s | 2 ÷ 1 |`);
  console.log(`|---|---:|---:|---:|`);
  for (const page of pages) {
    const one = results.get("1")!.get(page)!.requests.average;
    const two = results.get("2")!.get(page)!.requests.average;
    console.log(`| ${page.startsWith("/sauna/") ? "/sauna/{id}" : page} | ${one.toFixed(0)} | ${two.toFixed(0)} | ${(two / one).toFixed(2)}× |`);
  }
}

async function cleanup() {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

main().then(
  async () => {
    await cleanup();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await cleanup();
    process.exit(1);
  },
);
