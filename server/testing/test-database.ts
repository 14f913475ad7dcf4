// Each test file gets its own fresh, migrated database: PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set (CI). Use `describe.each(testDatabaseKinds)` to run a suite on both.
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { createAuth, type Auth } from "#server/auth/auth";
import { openPglite, openPostgres, type Database } from "#server/db/client";
import { withDatabase } from "./postgres-url";

export type TestDatabaseKind = "pglite" | "postgres";
/** `url`: the PostgreSQL database's address, for a test that gives it to another process. */
export type TestDatabase = Database & { auth: Auth; url?: string };

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const TEST_CONFIG = {
  authSecret: "test-secret-that-is-long-enough-for-better-auth-0123456789",
  baseUrl: "http://localhost:3000",
};

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const database = kind === "pglite" ? await openPgliteFromDump() : await openPostgresClone();
  return { ...database, auth: createAuth(database.db, TEST_CONFIG) };
}

async function openPgliteFromDump(): Promise<Database> {
  const dump = await readFile(inject("pgliteDump"));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

async function openPostgresClone(): Promise<Database & { url: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!url || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `sauna_eire_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), { max: 20 });
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

