// /healthz and /readyz as a load balancer sees them: ready only while the database
// answers with every migration applied and the process is not shutting down.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { describeOnEachDatabase, openTestDatabase, type TestDatabase } from "#server/testing/test-database";
import { createLogger } from "./logger";

describeOnEachDatabase("health checks", (t, kind) => {
  let stopping = false;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: `/tmp/sauna-eire-health-${process.pid}`, BETTER_AUTH_SECRET: "x".repeat(40) });
    app = createApp({
      config, db: t.db, auth: t.auth, mode: "development", logger: createLogger({ level: "silent" }),
      getBuild: () => { throw new Error("no pages in this test"); },
      health: { stopping: () => stopping },
    });
  });

  it("says the process is up and the database ready, never cached", async () => {
    const live = await app.request("/healthz");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while a migration of this build is missing from the database", async () => {
    const [newest] = await rows<{ id: number; hash: string; created_at: string }>(
      t, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not ready", reason: "migrations pending" });
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`);
    expect((await app.request("/readyz")).status).toBe(200);
  });

  it("is not ready once shutdown has begun, while still alive", async () => {
    stopping = true;
    try {
      const ready = await app.request("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not ready", reason: "shutting down" });
      expect((await app.request("/healthz")).status).toBe(200);
    } finally {
      stopping = false;
    }
  });

  it("is not ready when the database cannot be reached", async () => {
    const other = await openTestDatabase(kind);
    const config = loadConfig({ DATA_DIR: `/tmp/sauna-eire-health-${process.pid}`, BETTER_AUTH_SECRET: "x".repeat(40) });
    const lonely = createApp({
      config, db: other.db, auth: other.auth, mode: "development",
      getBuild: () => { throw new Error("no pages in this test"); },
      health: { stopping: () => false },
    });
    await other.close();
    const ready = await lonely.request("/readyz");
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { reason: string }).reason).toMatch(/^database (unreachable|did not answer)/);
    expect((await lonely.request("/healthz")).status).toBe(200);
  });
});

async function rows<T>(t: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
