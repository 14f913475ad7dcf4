// Several processes starting together on one PostgreSQL apply each migration once.
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";
import { migrationsFolder } from "./migrate";
import { withDatabase } from "#server/testing/postgres-url";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("migrating from several processes at once", () => {
  it("applies every migration exactly once and every process opens the database", async () => {
    const name = `sauna_eire_migrate_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    try {
      const waiting: string[] = [];
      // Four "processes", each with its own pool, starting on an empty database together.
      const opened = await Promise.all(
        [1, 2, 3, 4].map(() => openPostgres(withDatabase(url!, name), { max: 2, log: (line) => waiting.push(line) })),
      );
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
      const check = postgres(withDatabase(url!, name), { max: 1, onnotice: () => {} });
      const [{ count }] = await check<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      const [{ tables }] = await check<{ tables: number }[]>`select count(*)::int as tables from information_schema.tables where table_name = 'saunas'`;
      await check.end();
      await Promise.all(opened.map((d) => d.close()));
      expect(count).toBe(journal.entries.length);
      expect(tables).toBe(1);
      // The lock was contended: at least one process waited for another.
      expect(waiting.length).toBeGreaterThan(0);
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
