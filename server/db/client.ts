// One database per process: PGlite (embedded, in DATA_DIR) by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same dialect and run the same migrations.
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { mkdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { migratePostgresOnce, migrationsFolder } from "./migrate";
import { schema } from "./schema/all";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any process, after the
   * notifying transaction commits). Resolves once listening; call the result to stop.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
};

/** Opens PGlite in `dataDir` (or in memory when undefined, or from a dump) and migrates it. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
  };
}

/** `max`: the pool size (DATABASE_POOL_SIZE); LISTEN and migrating each use one more connection. */
export async function openPostgres(url: string, options: { max?: number; log?: (line: string) => void } = {}): Promise<Database> {
  // Several processes may start together: only one applies the migrations (db/migrate.ts).
  await migratePostgresOnce(url, { log: options.log });
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    close: () => client.end(),
    // postgres.js keeps one dedicated connection for all listeners and reconnects it.
    listen: async (channel, onMessage) => {
      const { unlisten } = await client.listen(channel, onMessage);
      return unlisten;
    },
  };
}
