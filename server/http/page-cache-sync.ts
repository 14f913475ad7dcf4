// Keeps a process's page cache in step with the database: every NOTIFY on 'page_cache' (from
// any process) drops the pages it names. After a request that changed something, `barrier()`
// waits until this process has heard every notification committed so far, so the next page the
// same visitor asks for already shows their change.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { PAGE_CACHE_CHANNEL, type PageCache } from "./page-cache";

const BARRIER_TIMEOUT_MS = 1000;

export async function connectPageCache(cache: PageCache, database: Pick<Database, "db" | "listen">) {
  const waiting = new Map<string, () => void>();
  const stop = await database.listen(PAGE_CACHE_CHANNEL, (payload) => {
    if (payload.startsWith("barrier:")) waiting.get(payload)?.();
    else cache.onNotify(payload);
  });
  return {
    async barrier(): Promise<void> {
      const id = `barrier:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await database.db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${id})`);
      await heard;
      waiting.delete(id);
    },
    stop,
  };
}

export type PageCacheSync = Awaited<ReturnType<typeof connectPageCache>>;
