import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "#server/testing/test-database";
import { SITEMAP_FILE_SIZE, sitemapFiles, sitemapSaunas } from "./sitemap.service";

describe.each(testDatabaseKinds)("the sitemap on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every public sauna and nothing else", async () => {
    const [shown, pending, suspended] = await t.db.insert(saunas).values([
      { name: "Sitemap Shown", type: "Spa", county: "Cork", status: "active", isPublished: true },
      { name: "Sitemap Pending", type: "Spa", county: "Cork", status: "pending", isPublished: false },
      { name: "Sitemap Suspended", type: "Spa", county: "Cork", status: "suspended", isPublished: true },
    ]).returning();
    const paths = ((await sitemapSaunas(t.db, 1)) ?? []).map((e) => e.path);
    expect(paths).toContain(`/sauna/${shown.id}`);
    expect(paths).not.toContain(`/sauna/${pending.id}`);
    expect(paths).not.toContain(`/sauna/${suspended.id}`);
  });

  it("splits the public saunas into files of at most the file size, each sauna exactly once", async () => {
    const total = SITEMAP_FILE_SIZE + 7;
    // Inserted in batches: one statement can't carry 45,000 rows' parameters.
    for (let from = 0; from < total; from += 5000) {
      await t.db.insert(saunas).values(Array.from({ length: Math.min(5000, total - from) }, (_, i) => ({
        name: `Sitemap Sauna ${from + i}`, type: "Spa", county: "Laois", status: "active", isPublished: true,
      })));
    }
    await t.db.insert(saunas).values({ name: "Sitemap Hidden", type: "Spa", county: "Laois", status: "suspended", isPublished: true });
    const files = await sitemapFiles(t.db);
    expect(files.map((f) => f.path)).toEqual(["/sitemaps/pages.xml", "/sitemaps/saunas-1.xml", "/sitemaps/saunas-2.xml"]);
    expect(files[1].lastModified).toBeInstanceOf(Date);
    const first = (await sitemapSaunas(t.db, 1))!;
    const second = (await sitemapSaunas(t.db, 2))!;
    const [{ publicSaunas }] = await t.db.select({ publicSaunas: count() }).from(saunas).where(isPublicSauna);
    expect(first).toHaveLength(SITEMAP_FILE_SIZE);
    expect(second).toHaveLength(publicSaunas - SITEMAP_FILE_SIZE);
    expect(new Set([...first, ...second].map((e) => e.path)).size).toBe(publicSaunas);
    expect(await sitemapSaunas(t.db, 3)).toBeNull();
    expect(await sitemapSaunas(t.db, 0)).toBeNull();
  }, 120_000);
});
