// `npm run bench`: throughput and latency of the public pages for an anonymous visitor, next to
// a static file of the same size served by the same process (the ceiling), and the gzip size of
// the JavaScript and CSS each page loads. Starts the built server (build/server/index.js) on a
// free loopback port with a fresh embedded database and demo data; all traffic stays on loopback.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const START_TIMEOUT_MS = 120_000;
const FETCH_TIMEOUT_MS = 15_000;
/** Everything together: start-up, warm-up, 4 × 10 s of load, asset sizes, with room to spare. */
const OVERALL_TIMEOUT_MS = 6 * 60_000;

// autocannon ships no types; these are the parts of its programmatic API we use.
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const staticFile = path.join(root, "build/client/bench-static.html");

let server: ChildProcess | undefined;
let dataDir: string | undefined;
const serverOutput: string[] = [];

async function main() {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first (npm run bench does).");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "sauna-eire-bench-"));

  console.log(`Starting the built server on ${base} with demo data in ${dataDir} …`);
  server = startServer(port, base, dataDir);
  const startedAt = Date.now();
  await waitUntilAnswering(base);
  console.log(`Server answered after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

  const saunaId = await findSaunaId(base);
  if (!saunaId) console.warn("No /sauna/<id> link found in /sitemap.xml, /saunas or /: the sauna page is left out.");
  const pages = ["/", "/saunas", ...(saunaId ? [`/sauna/${saunaId}`] : [])];

  // The ceiling: a static file as large as the home page, through the same Hono middleware.
  const home = await get(`${base}/`);
  await writeFile(staticFile, fillerHtml(home.body.length));
  const targets = [...pages, "/bench-static.html"];

  const bodies = new Map<string, Buffer>();
  for (const target of targets) {
    const response = await get(base + target);
    if (response.status !== 200) throw new Error(`GET ${target} answered ${response.status}; fix the page before benchmarking it.`);
    bodies.set(target, response.body);
  }

  console.log(`Warming up (${WARMUP_SECONDS} s per URL) …`);
  for (const target of targets) await autocannon({ url: base + target, connections: CONNECTIONS, duration: WARMUP_SECONDS });

  const rows: Record<string, string | number>[] = [];
  for (const target of targets) {
    console.log(`Measuring ${target} for ${DURATION_SECONDS} s with ${CONNECTIONS} connections …`);
    const r = await autocannon({ url: base + target, connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 10 });
    rows.push({
      url: target === "/bench-static.html" ? "static file (ceiling)" : target,
      "req/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      "body bytes": bodies.get(target)!.length,
      "bytes/response": r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
      "non-2xx/errors": `${r.non2xx}/${r.errors + r.timeouts}`,
    });
  }
  console.log(`\nAnonymous visitor, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (bytes/response includes headers):`);
  console.table(rows);

  const assetRows: Record<string, string | number>[] = [];
  for (const page of pages) {
    const html = bodies.get(page)!.toString("utf8");
    const js = await gzipTotal(base, page, scriptUrls(html));
    const css = await gzipTotal(base, page, stylesheetUrls(html));
    assetRows.push({
      page,
      "JS files": js.count,
      "JS bytes": js.raw,
      "JS gzip bytes": js.gzip,
      "CSS files": css.count,
      "CSS gzip bytes": css.gzip,
    });
  }
  console.log("\nWhat each page loads before it is interactive (<script src>, modulepreload, inline imports; gzip level 6):");
  console.table(assetRows);
}

function startServer(port: number, base: string, dir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dir, BASE_URL: base, DEMO_DATA: "on" };
  // Always the embedded default with demo data, whatever the calling shell has configured.
  delete env.DATABASE_URL;
  delete env.BETTER_AUTH_SECRET;
  // Started exactly as the README's `npm start` starts it: whatever mode the server picks on its
  // own is the mode that gets measured.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    serverOutput.push(chunk.toString());
    if (serverOutput.length > 200) serverOutput.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return child;
}

async function waitUntilAnswering(base: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The server exited with code ${server?.exitCode} before answering.`);
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

async function findSaunaId(base: string): Promise<string | undefined> {
  const pattern = /\/sauna\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
  for (const source of ["/sitemap.xml", "/saunas", "/"]) {
    const response = await get(base + source);
    const match = response.status === 200 ? pattern.exec(response.body.toString("utf8")) : null;
    if (match) return match[1];
  }
  return undefined;
}

async function get(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "manual" });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** Same-size HTML with nothing to compute: what serving these bytes costs at best. */
function fillerHtml(bytes: number): string {
  const head = '<!DOCTYPE html><html lang="en-IE"><head><meta charset="utf-8"><title>Benchmark ceiling</title></head><body><p>';
  const tail = "</p></body></html>\n";
  return head + "x".repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) result[m[1].toLowerCase()] = m[2] ?? m[3];
  return result;
}

function scriptUrls(html: string): string[] {
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

function stylesheetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.rel === "stylesheet" && attrs.href) urls.add(attrs.href);
  }
  return [...urls];
}

async function gzipTotal(base: string, page: string, urls: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const href of urls) {
    const url = new URL(href, base + page);
    if (url.origin !== base) throw new Error(`${page} loads ${url} from another origin; this benchmark only measures loopback.`);
    const response = await get(url.toString());
    if (response.status !== 200) throw new Error(`${page} refers to ${href}, which answered ${response.status}.`);
    raw += response.body.length;
    gzip += gzipSync(response.body).length;
  }
  return { count: urls.length, raw, gzip };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function cleanUp() {
  await rm(staticFile, { force: true });
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server?.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  // Only after the server has closed its embedded database.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${OVERALL_TIMEOUT_MS / 60_000} minutes; stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, OVERALL_TIMEOUT_MS);

for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(code)));
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  if (serverOutput.length) console.error(`Server output (last lines):\n${serverOutput.join("").split("\n").slice(-30).join("\n")}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
