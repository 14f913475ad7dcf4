// Reads a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) and tells where the time went:
// the functions with the most self time, the most inclusive time (time with the function anywhere
// on the stack, counted once per sample), and self time by package (node_modules/<name>, the
// app's own bundle, Node itself). `npx tsx scripts/bench/cpu-profile-summary.ts file.cpuprofile`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

export type Row = { name: string; ms: number; share: number };
export type Summary = { totalMs: number; self: Row[]; inclusive: Row[]; packages: Row[]; callers: Row[] };

/** Where a script comes from: an npm package, the app's build, Node, or V8's own bookkeeping. */
export function packageOf(url: string, functionName = ""): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith("node:")) return "node";
  // The embedded database is PostgreSQL compiled to WebAssembly, running in the server's thread.
  if (url.startsWith("wasm://")) return "WebAssembly (PGlite)";
  if (url.includes("/build/server/")) return "app (build/server)";
  return url.replace(/^file:\/\//, "");
}

function frameName(frame: CallFrame): string {
  const pkg = packageOf(frame.url);
  const file = frame.url.split("/").pop();
  const where = !frame.url ? "" : pkg === "node" ? `${frame.url}:${frame.lineNumber + 1}` : `${pkg}:${file}:${frame.lineNumber + 1}`;
  return `${frame.functionName || "(anonymous)"} ${where}`.trim();
}

/**
 * `window`: only the samples taken between `fromEndMs` and `toEndMs` before the profile ended (a
 * profile from --cpu-prof covers the whole process; the load is its last seconds).
 */
export function summarise(profile: CpuProfile, top = 25, window?: { fromEndMs: number; toEndMs: number }): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const packages = new Map<string, number>();
  const callers = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += profile.timeDeltas[i] ?? 0;
    const beforeEndMs = (profile.endTime - at) / 1000;
    if (window && (beforeEndMs > window.fromEndMs || beforeEndMs < window.toEndMs)) return;
    total += ms;
    const node = byId.get(id)!;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    let caller: string | undefined;
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const n = byId.get(up)!;
      const key = frameName(n.callFrame);
      const from = packageOf(n.callFrame.url, n.callFrame.functionName);
      if (!caller && n.callFrame.url && from !== "node") caller = from;
      if (n.callFrame.functionName === "(root)" || seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
    caller ??= pkg;
    callers.set(caller, (callers.get(caller) ?? 0) + ms);
  });
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, share: ms / total }));
  return { totalMs: total, self: rows(self), inclusive: rows(inclusive), packages: rows(packages), callers: rows(callers) };
}

export function printSummary(summary: Summary) {
  const show = (title: string, rows: Row[]) => {
    console.log(`\n${title}`);
    for (const r of rows) console.log(`${(r.share * 100).toFixed(1).padStart(6)} %  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  };
  console.log(`Profile: ${(summary.totalMs / 1000).toFixed(1)} s of samples.`);
  show("Self time by package:", summary.packages);
  show("Self time by the nearest package on the stack (Node's and V8's own work charged to whoever called it):", summary.callers);
  show("Self time by function:", summary.self);
  show("Inclusive time by function (anywhere on the stack):", summary.inclusive);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top]");
  printSummary(summarise(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, Number(process.argv[3] ?? 25)));
}
