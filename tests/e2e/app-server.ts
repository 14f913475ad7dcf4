// Starts the built app (build/server/index.js) as its own process, the way `npm start` does:
// on a fresh embedded database with the demo data, or on a PostgreSQL database. setUpApp gives a
// test file (or describe block) an app of its own for the length of its tests.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { withDatabase } from "#server/testing/postgres-url";

export type AppServer = {
  baseUrl: string;
  stop: () => Promise<void>;
  /** Everything the app has written to standard output and error so far (its log lines). */
  output: () => string;
};

declare module "vitest" {
  export interface ProvidedContext {
    e2eDemoData: string;
  }
}

/**
 * `dataDir` and `port` let a test stop the app and start it again on the same data and address
 * (the browser's pages keep working); a data directory given here is the caller's to remove.
 * An embedded database with the demo data starts as a copy of `demoData` (by default the run's,
 * see `makeDemoData`), as if it had just loaded it.
 */
export async function startAppServer(
  options: { databaseUrl?: string; env?: Record<string, string>; dataDir?: string; port?: number; demoData?: string } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "sauna-eire-e2e-"));
  const demoData = options.demoData ?? runDemoData();
  if (demoData && !options.databaseUrl && options.env?.DEMO_DATA !== "off" && !existsSync(path.join(dataDir, "pglite"))) {
    cpSync(demoData, dataDir, { recursive: true });
  }
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    // The browser contexts pose as different clients behind a trusted proxy (see harness.ts), so
    // better-auth's per-client sign-in limit (3 in 10 s) applies to each test, not to the run.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: options.databaseUrl ?? "",
      BETTER_AUTH_SECRET: options.databaseUrl ? "e2e-secret-that-is-long-enough-for-better-auth-0123456789" : "",
      TRUSTED_PROXIES: "127.0.0.1,::1",
      // Cheap password hashes: every sign-up and sign-in of the run pays for one.
      TEST_PASSWORD_HASHING: "fast",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (d) => (output += d));
  server.stderr?.on("data", (d) => (output += d));
  const stop = async (signal: NodeJS.Signals) => {
    server.kill(signal);
    await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once("exit", resolve)));
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, baseUrl, () => output);
  } catch (error) {
    // Not left running after the failed start: it would slow down every test that follows.
    await stop("SIGKILL");
    throw error;
  }
  return { baseUrl, stop: () => stop("SIGTERM"), output: () => output };
}

/**
 * A data directory in which the app has loaded the demo data and stopped: loading it takes a fresh
 * app 15-30 s on a loaded two-core machine, copying it well under one. global-setup.ts makes it
 * once for the run, and every app on the embedded database starts from a copy of it.
 */
export async function makeDemoData(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-e2e-demo-"));
  const app = await startAppServer({ dataDir: dir, demoData: "" });
  await app.stop();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The run's demo data (global-setup.ts), in a test worker; none elsewhere. */
function runDemoData(): string | undefined {
  try {
    return inject("e2eDemoData");
  } catch {
    return undefined;
  }
}

/** An app of the tests' own (see `setUpApp`), which a test may stop and start again. */
export type OwnApp<A extends AppServer> = A & {
  /** Stops the app, runs `whileStopped`, and starts it again on the same address. */
  restart(whileStopped?: () => Promise<unknown>): Promise<void>;
};

/**
 * An app of the tests' own (a file's, or a describe block's): `start` starts it before them, and
 * it is stopped after them. The object returned takes the running app's fields (`baseUrl`, `stop`,
 * a PostgreSQL app's `databaseUrl`) once it has started. `restart` gives `start` the port to keep;
 * the app keeps its data when `start` gives it the same `dataDir` each time (see `setUpDataDir`).
 */
export function setUpApp<A extends AppServer>(start: (port?: number) => Promise<A>, timeout?: number): OwnApp<A> {
  const app = {
    async restart(whileStopped?: () => Promise<unknown>) {
      const port = Number(new URL(app.baseUrl).port);
      await app.stop();
      await whileStopped?.();
      Object.assign(app, await start(port));
    },
  } as OwnApp<A>;
  beforeAll(async () => {
    Object.assign(app, await start());
  }, timeout);
  afterAll(async () => {
    await app.stop?.();
  });
  return app;
}

/** A data directory of the tests' own, made before them and removed after them. */
export function setUpDataDir(prefix: string): { readonly path: string } {
  const dir = { path: "" };
  beforeAll(() => {
    dir.path = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => {
    if (dir.path) rmSync(dir.path, { recursive: true, force: true });
  });
  return dir;
}

/**
 * The built app on a PostgreSQL database of its own, made on TEST_DATABASE_URL's server and
 * dropped again by `stop`. A test adds its own rows through `databaseUrl`: PostgreSQL
 * deployments have no demo data.
 */
export async function startAppServerOnPostgres(
  name: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<AppServer & { databaseUrl: string }> {
  const server = process.env.TEST_DATABASE_URL!;
  const dropDatabase = async ({ thenCreate }: { thenCreate: boolean }) => {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (thenCreate) await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
  };
  await dropDatabase({ thenCreate: true });
  const databaseUrl = withDatabase(server, name);
  const app = await startAppServer({ databaseUrl, dataDir: options.dataDir, env: options.env });
  return {
    baseUrl: app.baseUrl,
    databaseUrl,
    output: app.output,
    stop: async () => {
      await app.stop();
      await dropDatabase({ thenCreate: false });
    },
  };
}

async function waitUntilReady(server: ChildProcess, baseUrl: string, output: () => string) {
  // Loading the demo data alone takes 15 s on a shared two-core machine under load: a deadline for
  // a start that hangs, not a measure of speed.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited while starting:\n${output()}`);
    try {
      const res = await fetch(baseUrl + "/");
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer within 180 s:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, empty or a copy of `template` (a
 * database nobody is connected to); `drop` removes it.
 */
export async function newPostgresDatabase(name: string, { template }: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const onServer = async (statement: string) => {
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(statement);
    await admin.end();
  };
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return { url: withDatabase(process.env.TEST_DATABASE_URL!, name), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
