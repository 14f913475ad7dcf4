// Vitest global setup: migrate one PGlite once and hand its dump to every test file (~1 s
// instead of ~5 s each, docs/architecture.md#tests), and, when TEST_DATABASE_URL is set, migrate a template
// database on that PostgreSQL server from which each test file clones its own database.
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "#server/db/client";
import { TEMPLATE_DATABASE, withDatabase } from "./postgres-url";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const pglite = await openPglite();
  const dump = (await (pglite.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client.dumpDataDir("gzip"));
  await pglite.close();
  const file = path.join(os.tmpdir(), `sauna-eire-test-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  const teardown = () => rm(file, { force: true });

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide("postgresTemplate", null);
    return teardown;
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openPostgres(withDatabase(url, TEMPLATE_DATABASE), { max: 1 });
  await template.close();
  project.provide("postgresTemplate", TEMPLATE_DATABASE);
  return async () => {
    await teardown();
    const cleanup = postgres(url, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await cleanup.end();
  };
}
