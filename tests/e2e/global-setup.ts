// Loads the demo data once for the whole end-to-end run (an app started on an empty data
// directory, then stopped), and starts the shared app on a copy of it, one per test worker (see
// vitest.e2e.config.ts), each on a free port, stopping them afterwards. Test files that run at
// the same time thus never share an app. Apps the tests start themselves copy the same data
// (app-server.ts).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared apps' addresses, one per worker: worker n uses the n-th. */
    e2eBaseUrls: string[];
    /** A stopped app's data directory holding the demo data, to copy. */
    e2eDemoDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const demoData = mkdtempSync(path.join(os.tmpdir(), "sauna-eire-e2e-demo-"));
  await (await startAppServer({ dataDir: demoData, demoData: "" })).stop();
  project.provide("e2eDemoDataDir", demoData);
  const apps = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startAppServer({ demoData })));
  project.provide("e2eBaseUrls", apps.map((app) => app.baseUrl));
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
    rmSync(demoData, { recursive: true, force: true });
  };
}
