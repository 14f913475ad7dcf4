// Starts the built app once for the whole end-to-end run, on a free port with a fresh data
// directory (so the demo data loads), and stops it afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ["build/server/index.js"], {
    // The browser contexts pose as different clients behind a trusted proxy (see harness.ts), so
    // better-auth's per-client sign-in limit (3 in 10 s) applies to each test, not to the run.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, DATABASE_URL: "", TRUSTED_PROXIES: "127.0.0.1,::1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (d) => (output += d));
  server.stderr?.on("data", (d) => (output += d));
  await waitUntilReady(baseUrl, () => output);
  project.provide("e2eBaseUrl", baseUrl);
  return async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve) ?? resolve(null));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilReady(baseUrl: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The app exited while starting:\n${output()}`);
    try {
      const res = await fetch(baseUrl + "/");
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer within 60 s:\n${output()}`);
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
