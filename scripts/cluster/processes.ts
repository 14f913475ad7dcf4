// The parts of the cluster test (scripts/cluster-test.ts), each a real program from this machine:
// a throwaway PostgreSQL cluster from Debian's binaries, the built app as `npm start` runs it,
// and HAProxy from Debian's package. Everything listens on 127.0.0.1 only.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChild, type Child } from "../bench/child-process";
import { freePort } from "../bench/http";

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = ` (last: ${error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}` : String(error)})`;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s${last}`);
}

// --- PostgreSQL ----------------------------------------------------------------------------------

export type Postgres = { url: string; version: string; stop(): Promise<void> };

/** Debian's server binaries by full path (this machine may have an unrelated pg_ctl on PATH). */
function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin/initdb"))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error("No PostgreSQL server under /usr/lib/postgresql/*/bin: apt-get install -y postgresql");
  return path.join(root, versions[versions.length - 1], "bin");
}

export async function startPostgres(database: string): Promise<Postgres> {
  const bin = postgresBin();
  const root = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-cluster-pg-"));
  const data = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then belongs to the `postgres` OS user (as in .ci/run).
  if (asRoot) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(root, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    chmodSync(root, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const result = spawnSync(command, commandArgs as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth-local=trust", "--auth-host=trust", "--encoding=UTF8", "--no-locale", "--no-sync"]);
  run("pg_ctl", [
    "-D", data, "-l", path.join(root, "server.log"), "-w", "-t", "60", "start", "-o",
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root} -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  const version = run("postgres", ["--version"]).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    version,
    async stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "60", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// --- HAProxy -------------------------------------------------------------------------------------

export type Balancer = { child: Child; base: string; statsUrl: string; configFile: string };

export function haproxyBinary(): string {
  const which = spawnSync("sh", ["-c", "command -v haproxy || ls /usr/sbin/haproxy"], { encoding: "utf8" });
  const found = which.stdout.trim().split("\n")[0];
  if (!found) throw new Error("HAProxy is not installed: apt-get install -y haproxy");
  return found;
}

/**
 * Round robin over the app processes, each checked on /readyz every 500 ms (out after 2 failures,
 * back after 2 successes). A request whose connection is refused is sent to another process
 * (option redispatch); X-Forwarded-For tells the app the client; X-Request-Id is set per request
 * and X-Served-By names the process that answered.
 */
export function haproxyConfig(port: number, statsPort: number, servers: { name: string; port: number }[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A busy process answers /readyz late, not never: without this HAProxy would wait only "inter"
  # (500 ms) and take a loaded process out of rotation.
  timeout check 3s
  retries 3
  option redispatch
  option forwardfor

frontend web
  bind 127.0.0.1:${port}
  unique-id-format %{+X}o%ci%cp%fi%fp%Ts%rt%pid
  unique-id-header X-Request-Id
  http-response set-header X-Served-By %s
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startHaproxy(servers: { name: string; port: number }[], dir: string): Promise<Balancer> {
  const port = await freePort();
  const statsPort = await freePort();
  const configFile = path.join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(port, statsPort, servers));
  const binary = haproxyBinary();
  const check = spawnSync(binary, ["-c", "-f", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`);
  // -db: stay in the foreground, so this script owns the process.
  const child = startChild("haproxy", binary, ["-db", "-f", configFile]);
  return { child, base: `http://127.0.0.1:${port}`, statsUrl: `http://127.0.0.1:${statsPort}/stats;csv`, configFile };
}

/** Each app server's state as HAProxy sees it (UP, DOWN, "UP 1/2"…). */
export async function serverStates(balancer: Balancer): Promise<Record<string, string>> {
  const csv = await (await fetch(balancer.statsUrl)).text();
  const [header, ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const columns = header.split(",");
  const status = columns.indexOf("status");
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(",");
    if (cells[0] === "app" && cells[1] !== "BACKEND") states[cells[1]] = cells[status];
  }
  return states;
}
