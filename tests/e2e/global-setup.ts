// Starts the built app for the whole end-to-end run, on a free port with a data directory of its
// own (a copy of the demo data, loaded once for the run: app-server.ts makeDemoData), and stops it
// afterwards: one app for each test worker (E2E_WORKERS, see vitest.e2e.config.ts), so that files
// running at the same time never share demo data.
import type { TestProject } from "vitest/node";
import { makeDemoData, startAppServer } from "./app-server";
import { e2eWorkers } from "./workers";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const demoData = await makeDemoData();
  project.provide("e2eDemoData", demoData.dir);
  const apps = await Promise.all(Array.from({ length: e2eWorkers() }, () => startAppServer({ demoData: demoData.dir })));
  project.provide(
    "e2eBaseUrls",
    apps.map((app) => app.baseUrl),
  );
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
    demoData.remove();
  };
}
