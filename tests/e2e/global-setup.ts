// Starts the built app for the whole end-to-end run, on a free port with a fresh data directory
// (so the demo data loads), and stops it afterwards: one app for each test worker (E2E_WORKERS,
// see vitest.e2e.config.ts), so that files running at the same time never share demo data.
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";
import { e2eWorkers } from "./workers";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const apps = await Promise.all(Array.from({ length: e2eWorkers() }, () => startAppServer()));
  project.provide(
    "e2eBaseUrls",
    apps.map((app) => app.baseUrl),
  );
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
  };
}
