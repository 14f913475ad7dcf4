// Health checks for a process manager and a load balancer:
// - GET /healthz: the process is up and answering (liveness; no database involved, so a database
//   outage doesn't make every process look dead and get restarted).
// - GET /readyz: this process should get traffic: the database answers and has every migration
//   this build ships, and the process is not shutting down. 503 otherwise, with the reason.
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { migrationsApplied } from "#server/db/migrate";

export type HealthOptions = {
  db: Db;
  /** True from SIGTERM on: the balancer should stop sending before we stop accepting. */
  stopping: () => boolean;
  /** How long the database may take to answer before the process counts as not ready. */
  timeoutMs?: number;
};

export type Readiness = { ready: true } | { ready: false; reason: string };

export async function checkReadiness(options: HealthOptions): Promise<Readiness> {
  if (options.stopping()) return { ready: false, reason: "shutting down" };
  const timeoutMs = options.timeoutMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), timeoutMs)));
  try {
    const applied = await Promise.race([migrationsApplied(options.db), late]);
    if (applied === "late") return { ready: false, reason: `database did not answer within ${timeoutMs} ms` };
    return applied ? { ready: true } : { ready: false, reason: "migrations pending" };
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(options: HealthOptions) {
  const routes = new Hono();
  const noStore = { "Cache-Control": "no-store" };
  routes.on(["GET", "HEAD"], "/healthz", (c) => c.json({ status: "ok" }, 200, noStore));
  routes.on(["GET", "HEAD"], "/readyz", async (c) => {
    const readiness = await checkReadiness(options);
    return readiness.ready
      ? c.json({ status: "ready" }, 200, noStore)
      : c.json({ status: "not ready", reason: readiness.reason }, 503, noStore);
  });
  return routes;
}
