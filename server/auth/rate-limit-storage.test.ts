// better-auth's own rate limit (3 sign-in attempts per 10 s per client address) counts in the
// database when the app runs on PostgreSQL, so it holds across processes: here two
// better-auth instances on one database stand for two processes behind a load balancer.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createAuth, type Auth } from "./auth";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";

function signIn(auth: Auth, address: string) {
  return auth.handler(
    new Request(`${TEST_CONFIG.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_CONFIG.baseUrl, [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ email: "nobody@example.ie", password: "Not-The-Password-1" }),
    }),
  );
}

describeOnEachDatabase("sign-in rate limit kept in the database", (t) => {
  let processA: Auth;
  let processB: Auth;
  beforeAll(async () => {
    const onPostgres = { ...TEST_CONFIG, databaseUrl: "postgres://configured" };
    processA = createAuth(t.db, onPostgres);
    processB = createAuth(t.db, onPostgres);
  });

  it("refuses the fourth attempt within 10 s from one address, whichever process answers", async () => {
    const statuses = [];
    for (const auth of [processA, processB, processA, processB, processA]) statuses.push((await signIn(auth, "203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another address has its own count.
    expect((await signIn(processB, "203.0.113.8")).status).toBe(401);
    const result = await t.db.execute(sql`select key, count from rate_limit order by key`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string; count: number }[];
    expect(rows.map((r) => [r.key.includes("203.0.113.7"), r.count])).toContainEqual([true, 3]);
  });
});
