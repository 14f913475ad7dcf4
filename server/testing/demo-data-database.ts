// Suites about the demo data run on a database holding it, loaded as `npm start` loads it into an
// empty embedded database.
import { beforeAll } from "vitest";
import { loadDemoDataIfEmpty } from "#server/db/demo-data/load-demo-data";
import { describeOnEachDatabase, type TestDatabase, type TestDatabaseKind } from "./test-database";

/** `describeOnEachDatabase` with the demo data loaded before the suite's own hooks run. */
export function describeOnDemoData(name: string, suite: (t: TestDatabase, kind: TestDatabaseKind) => void): void {
  describeOnEachDatabase(name, (t, kind) => {
    // Two minutes, not the usual one: loading signs up every demo user through better-auth.
    beforeAll(async () => {
      await loadDemoDataIfEmpty(t.db, t.auth);
    }, 120_000);
    suite(t, kind);
  });
}
