// Each test file gets its own fresh, migrated database: PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set (CI). Use `describeOnEachDatabase` to run a suite on both.
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { afterAll, beforeAll, describe, inject } from "vitest";
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
  // Cheap hashes: the tests sign up thousands of members (server/auth/password-hashing.ts).
  passwordHashing: "fast" as const,
};

/**
 * Runs `suite` once for each of `testDatabaseKinds`, named "<name> on pglite" / "… on postgres",
 * with a fresh database opened before the suite's own hooks and closed after them (Vitest's
 * default "stack" order runs after-hooks in reverse, so a suite's `afterAll` can still use it).
 *
 * `t` is one object per kind, filled in by the first `beforeAll`: read it in hooks and tests, not
 * while the suite is being collected. It is one object rather than a getter so that suites keep
 * writing `t.db` and passing `t` to the fixtures.
 */
export function describeOnEachDatabase(name: string, suite: (t: TestDatabase, kind: TestDatabaseKind) => void): void {
  describe.each(testDatabaseKinds)(`${name} on %s`, (kind) => {
    const t = {} as TestDatabase;
    beforeAll(async () => {
      Object.assign(t, await openTestDatabase(kind));
    });
    afterAll(async () => {
      // Absent when opening failed: that error is the one to show, not a second one here.
      if (t.close) await t.close();
    });
    suite(t, kind);
  });
}

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

