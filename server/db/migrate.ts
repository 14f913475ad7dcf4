// Migrations, applied once even when several processes start at the same moment (scale-out):
// on PostgreSQL each process takes one advisory lock around drizzle's migrator, so the
// first applies what is pending and the others, once they get the lock, find nothing left to do.
// Readiness (/readyz) asks the same journal whether this database has every migration.
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { projectRoot } from "#server/project-root";
import type { Db } from "./client";

export const migrationsFolder = path.join(projectRoot(), "server/db/migrations");

/** Any fixed 64-bit number: every process of this app asks for the same one. */
export const MIGRATION_LOCK_KEY = 7_344_213_902_117n;

/**
 * Applies pending migrations to the PostgreSQL database at `url` under an advisory lock, on a
 * connection of its own (a session-level lock belongs to one connection), then closes it.
 */
export async function migratePostgresOnce(url: string, options: { log?: (line: string) => void } = {}): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ locked }] = await client<{ locked: boolean }[]>`select pg_try_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint) as locked`;
    if (!locked) {
      options.log?.("Another process is applying migrations; waiting for it.");
      await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    }
    await migrate(drizzle(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
  } finally {
    // Ending the session also releases the lock if migrating failed half-way.
    await client.end();
  }
}

type Journal = { entries: { when: number; tag: string }[] };

let latest: { when: number; tag: string } | undefined;

/** The newest migration this build ships (drizzle's journal). */
export function latestMigration(): { when: number; tag: string } {
  if (!latest) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
    latest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  }
  return latest;
}

/**
 * Whether the database has every migration this build ships. drizzle records each applied one in
 * drizzle.__drizzle_migrations with the journal's `when`, and treats all up to the newest recorded
 * as applied; so do we.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: string | null }[];
  const newest = Number(rows[0]?.newest ?? 0);
  return newest >= latestMigration().when;
}
