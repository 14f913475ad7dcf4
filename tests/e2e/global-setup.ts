// Starts the built app for the whole end-to-end run, once per test worker (see
// vitest.e2e.config.ts), each on a free port with a fresh data directory (so the demo data
// loads), and stops them afterwards. Test files that run at the same time thus never share an app.
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared apps' addresses, one per worker: worker n uses the n-th. */
    e2eBaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const apps = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startAppServer()));
  project.provide("e2eBaseUrls", apps.map((app) => app.baseUrl));
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
  };
}
