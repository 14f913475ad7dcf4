// Starts the built app once for the whole end-to-end run, on a free port with a fresh data
// directory (so the demo data loads), and stops it afterwards.
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startAppServer();
  project.provide("e2eBaseUrl", app.baseUrl);
  return app.stop;
}
