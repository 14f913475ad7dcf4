import { and, count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { isPublicSauna } from "./sauna-card";
import { countPublicSaunasByCounty } from "./sauna-listing.service";

const COUNTIES = ["Cork", "Galway", "Kerry", "Mayo"] as const;

// The home page's county tiles read public_sauna_counts, which triggers keep (migration 0017):
// every change that makes a sauna public or not, or moves it, must show at once and exactly.
describeOnEachDatabase("public sauna counts", (t) => {
  /** The truth, counted the slow way. */
  async function counted() {
    const rows = await t.db.select({ county: saunas.county, n: count() }).from(saunas).where(isPublicSauna).groupBy(saunas.county);
    const result = Object.fromEntries(COUNTIES.map((c) => [c, 0])) as Record<(typeof COUNTIES)[number], number>;
    for (const r of rows) if (r.county in result) result[r.county as keyof typeof result] = r.n;
    return result;
  }
  const counts = () => countPublicSaunasByCounty(t.db, COUNTIES);

  it("counts a listing when it is published, and no longer when hidden, suspended, moved or deleted", async () => {
    const before = await counts();
    expect(before).toEqual(await counted());

    const draft = await createTestSauna(t, { county: "Kerry", status: "pending", isPublished: false });
    expect((await counts()).Kerry).toBe(before.Kerry);

    await t.db.update(saunas).set({ status: "active", isPublished: true }).where(eq(saunas.id, draft.id));
    expect((await counts()).Kerry).toBe(before.Kerry + 1);

    // Editing anything else changes nothing.
    await t.db.update(saunas).set({ name: "Renamed", averageRating: 4.2 }).where(eq(saunas.id, draft.id));
    expect((await counts()).Kerry).toBe(before.Kerry + 1);

    await t.db.update(saunas).set({ county: "Mayo" }).where(eq(saunas.id, draft.id));
    expect(await counts()).toMatchObject({ Kerry: before.Kerry, Mayo: before.Mayo + 1 });

    await t.db.update(saunas).set({ isPublished: false }).where(eq(saunas.id, draft.id));
    expect((await counts()).Mayo).toBe(before.Mayo);

    await t.db.update(saunas).set({ isPublished: true, status: "suspended" }).where(eq(saunas.id, draft.id));
    expect((await counts()).Mayo).toBe(before.Mayo);

    await t.db.update(saunas).set({ status: "active" }).where(eq(saunas.id, draft.id));
    expect((await counts()).Mayo).toBe(before.Mayo + 1);

    await t.db.delete(saunas).where(eq(saunas.id, draft.id));
    expect(await counts()).toEqual(before);
    expect(await counts()).toEqual(await counted());
  });

  it("stays exact through bulk changes, several counties in one statement, and a rolled-back transaction", async () => {
    await t.db.insert(saunas).values([
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Bulk Cork ${i}`, type: "Spa", county: "Cork", status: "active", isPublished: true })),
      ...Array.from({ length: 20 }, (_, i) => ({ name: `Bulk Galway ${i}`, type: "Spa", county: "Galway", status: "active", isPublished: true })),
      ...Array.from({ length: 5 }, (_, i) => ({ name: `Bulk Draft ${i}`, type: "Spa", county: "Galway", status: "pending", isPublished: false })),
    ]);
    expect(await counts()).toEqual(await counted());

    // Swap the two counties' bulk listings in one statement, then hide a third of them.
    await t.db.update(saunas).set({ county: sql`case when ${saunas.county} = 'Cork' then 'Galway' else 'Cork' end` }).where(sql`${saunas.name} like 'Bulk %'`);
    expect(await counts()).toEqual(await counted());
    await t.db.update(saunas).set({ status: "suspended" }).where(and(sql`${saunas.name} like 'Bulk %'`, sql`right(${saunas.name}, 1) in ('0', '3', '6')`));
    expect(await counts()).toEqual(await counted());

    const before = await counts();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(saunas).where(sql`${saunas.name} like 'Bulk %'`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await counts()).toEqual(before);

    await t.db.delete(saunas).where(sql`${saunas.name} like 'Bulk %'`);
    expect(await counts()).toEqual(await counted());
  });

  it("counts listings published at the same moment on different connections", async () => {
    const drafts = await t.db.insert(saunas).values(
      Array.from({ length: 12 }, (_, i) => ({ name: `Race ${i}`, type: "Spa", county: i % 2 ? "Kerry" : "Mayo", status: "pending", isPublished: false })),
    ).returning({ id: saunas.id });
    const before = await counts();
    // Each in its own transaction, all at once (on PostgreSQL from a pool of connections).
    await Promise.all(drafts.map((d) => t.db.transaction(async (tx) => {
      await tx.update(saunas).set({ status: "active", isPublished: true }).where(eq(saunas.id, d.id));
    })));
    expect(await counts()).toEqual({ ...before, Kerry: before.Kerry + 6, Mayo: before.Mayo + 6 });
    expect(await counts()).toEqual(await counted());
  });

  it("starts again from nothing when the table is emptied", async () => {
    await createTestSauna(t, { county: "Cork" });
    await t.db.execute(sql`truncate saunas cascade`);
    expect(await counts()).toEqual({ Cork: 0, Galway: 0, Kerry: 0, Mayo: 0 });
    await createTestSauna(t, { county: "Galway" });
    expect(await counts()).toEqual({ Cork: 0, Galway: 1, Kerry: 0, Mayo: 0 });
  });
});
