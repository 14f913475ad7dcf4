import { describe, expect, it } from "vitest";
import { saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { SITEMAP_FILE_TARGET, saunaFileCount, saunaFileIds, sitemapFiles, sitemapSaunas } from "./sitemap.service";

describeOnEachDatabase("the sitemap", (t) => {
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

  it("splits the public saunas into files of a few thousand, each a range of ids, each sauna exactly once", async () => {
    const total = 2 * SITEMAP_FILE_TARGET + 7;
    // Inserted in batches: one statement can't carry thousands of rows' parameters.
    for (let from = 0; from < total; from += 1000) {
      await t.db.insert(saunas).values(Array.from({ length: Math.min(1000, total - from) }, (_, i) => ({
        name: `Sitemap Sauna ${from + i}`, type: "Spa", county: "Laois", status: "active", isPublished: true,
      })));
    }
    await t.db.insert(saunas).values({ name: "Sitemap Hidden", type: "Spa", county: "Laois", status: "suspended", isPublished: true });
    const publicIds = (await t.db.select({ id: saunas.id }).from(saunas).where(isPublicSauna)).map((r) => `/sauna/${r.id}`);
    expect(saunaFileCount(publicIds.length)).toBe(4);

    const files = await sitemapFiles(t.db);
    expect(files.map((f) => f.path)).toEqual(["/sitemaps/pages.xml", ...[1, 2, 3, 4].map((n) => `/sitemaps/saunas-${n}.xml`)]);
    expect(files[1].lastModified).toBeInstanceOf(Date);
    const contents = await Promise.all([1, 2, 3, 4].map(async (n) => (await sitemapSaunas(t.db, n))!));
    for (const file of contents) {
      // Random ids share out evenly: about a thousand each here, never past the target.
      expect(file.length).toBeGreaterThan(0);
      expect(file.length).toBeLessThanOrEqual(SITEMAP_FILE_TARGET);
      expect(file.every((e) => e.lastModified instanceof Date)).toBe(true);
    }
    const listed = contents.flat().map((e) => e.path);
    expect(listed).toHaveLength(publicIds.length);
    expect(new Set(listed)).toEqual(new Set(publicIds));
    expect(await sitemapSaunas(t.db, 5)).toBeNull();
    expect(await sitemapSaunas(t.db, 0)).toBeNull();
  }, 120_000);
});

describe("sitemap files of saunas", () => {
  it("are the fewest powers of two that keep each file at the target on average", () => {
    expect([0, 1, SITEMAP_FILE_TARGET, SITEMAP_FILE_TARGET + 1, 100_000].map(saunaFileCount)).toEqual([0, 1, 1, 2, 64]);
    // The protocol's 50,000 files in an index is never passed.
    expect(saunaFileCount(10 ** 12)).toBe(32_768);
  });
  it("share the id space out in ranges that meet end to end", () => {
    expect(saunaFileIds(1, 1)).toEqual({ from: null, to: null });
    expect(saunaFileIds(1, 64)).toEqual({ from: null, to: "04000000-0000-0000-0000-000000000000" });
    expect(saunaFileIds(2, 64)).toEqual({ from: "04000000-0000-0000-0000-000000000000", to: "08000000-0000-0000-0000-000000000000" });
    expect(saunaFileIds(64, 64)).toEqual({ from: "fc000000-0000-0000-0000-000000000000", to: null });
    expect(saunaFileIds(32_768, 32_768).from).toBe("fffe0000-0000-0000-0000-000000000000");
  });
});
