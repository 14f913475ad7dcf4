import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { REVIEWS_PAGE_SIZE, SAUNA_TYPES } from "#domain/constants";
import { actorForUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { payouts } from "#server/db/schema/payouts";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { adminDashboard } from "#server/features/admin/admin-dashboard.service";
import { payoutsOverview } from "#server/features/admin/admin-payouts.service";
import { describeOnDemoData } from "#server/testing/demo-data-database";
import { loadDemoDataIfEmpty } from "./load-demo-data";
import { DEMO_PASSWORD } from "./demo-users";

describeOnDemoData("demo data", (t) => {
  it("has at least 30 saunas across 12 counties and all six types, some pending, suspended and unclaimed", async () => {
    const rows = await t.db.select().from(saunas);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((s) => s.county)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((s) => s.type))).toEqual(new Set(SAUNA_TYPES));
    expect(rows.some((s) => s.status === "pending")).toBe(true);
    expect(rows.some((s) => s.status === "suspended")).toBe(true);
    expect(rows.some((s) => !s.isClaimed && s.ownerId === null)).toBe(true);
  });

  it("leaves no mail waiting: demo addresses are verified and reach nobody", async () => {
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    const unverified = await t.db.select({ email: users.email }).from(users).where(eq(users.emailVerified, false));
    expect(unverified).toEqual([]);
  });

  it("keeps every sauna's rating equal to what its published reviews give", async () => {
    const mismatches: unknown = await t.db.execute(sql`
      select s.id from saunas s
      left join (select sauna_id, round(avg(rating)::numeric, 2) avg, count(*) n from reviews where status = 'published' group by sauna_id) r on r.sauna_id = s.id
      where s.average_rating <> coalesce(r.avg, 0) or s.total_reviews <> coalesce(r.n, 0)`);
    // PGlite answers { rows }, postgres.js an array of rows.
    const rows = Array.isArray(mismatches) ? mismatches : (mismatches as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(0);
    const [{ n }] = await t.db.select({ n: count() }).from(saunas).where(sql`${saunas.totalReviews} > 0`);
    expect(Number(n)).toBeGreaterThan(20);
  });

  it("has believable reviews: texts and sub-scores agree with the stars and the sauna, stories from different guests", async () => {
    const rows = await t.db
      .select({ rating: reviews.rating, comment: reviews.comment, heat: reviews.heatRating, value: reviews.valueRating, type: saunas.type, featured: reviews.featured, status: reviews.status, userId: reviews.userId, saunaId: reviews.saunaId })
      .from(reviews)
      .innerJoin(saunas, eq(saunas.id, reviews.saunaId));
    for (const r of rows) {
      if (r.rating <= 2) expect(r.comment ?? "", r.comment ?? "").not.toMatch(/unforgettable|magic|best|fantastic/i);
      if (r.rating <= 2) expect(Math.max(r.heat ?? 0, r.value ?? 0)).toBeLessThanOrEqual(6);
      if (r.rating === 5) expect(Math.min(r.heat ?? 10, r.value ?? 10)).toBeGreaterThanOrEqual(7);
      if (/infrared/i.test(r.comment ?? "")) expect(r.type).toBe("Infrared");
    }
    const stories = rows.filter((r) => r.featured && r.status === "published");
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(new Set(stories.map((r) => r.userId)).size).toBe(stories.length);
    // One sauna has more than a page of published reviews, so 'Load More Reviews' shows.
    const perSauna = new Map<string, number>();
    for (const r of rows.filter((r) => r.status === "published")) perSauna.set(r.saunaId, (perSauna.get(r.saunaId) ?? 0) + 1);
    expect(Math.max(...perSauna.values())).toBeGreaterThan(REVIEWS_PAGE_SIZE);
  });

  it("gives every public sauna a photo", async () => {
    const bare = await t.db.select({ name: saunas.name }).from(saunas).where(and(eq(saunas.status, "active"), sql`cardinality(${saunas.images}) = 0`));
    expect(bare).toEqual([]);
  });

  it("lets the four demo accounts sign in, with their roles", async () => {
    const expected = {
      "guest@demo.sauna-eire.ie": { roles: [], isOwner: false },
      "owner@demo.sauna-eire.ie": { roles: [], isOwner: true },
      "admin@demo.sauna-eire.ie": { roles: ["admin"], isOwner: false },
      "superadmin@demo.sauna-eire.ie": { roles: ["super_admin"], isOwner: false },
    };
    for (const [email, want] of Object.entries(expected)) {
      const res = await t.auth.api.signInEmail({ body: { email, password: DEMO_PASSWORD } });
      expect(res.user.email).toBe(email);
      const [u] = await t.db.select().from(users).where(eq(users.email, email));
      expect(await actorForUser(t.db, u)).toMatchObject(want);
    }
    const [owner] = await t.db.select().from(users).where(eq(users.email, "owner@demo.sauna-eire.ie"));
    const owned = await t.db.select().from(saunas).where(and(eq(saunas.ownerId, owner.id), eq(saunas.isClaimed, true)));
    expect(owned.length).toBeGreaterThanOrEqual(2);
  });

  it("has a payout ledger to show: paid bookings with their payout rows, and payouts due to the demo owner", async () => {
    const admin = await actorForUser(t.db, (await t.db.select().from(users).where(eq(users.email, "admin@demo.sauna-eire.ie")))[0]);
    const [owner] = await t.db.select().from(users).where(eq(users.email, "owner@demo.sauna-eire.ie"));
    const overview = await payoutsOverview(t.db, admin, { filter: "due" });
    expect(overview.hosts.rows.find((h) => h.hostId === owner.id)?.dueNow).toBeGreaterThan(0);
    expect(overview.summary.paid).toBeGreaterThan(0);
    const paid = await t.db.select().from(bookings).where(isNotNull(bookings.payoutPaidAt));
    const made = await t.db.select().from(payouts);
    expect(paid.every((b) => made.some((p) => p.id === b.payoutId && p.amount === b.hostPayout))).toBe(true);
  });

  it("gives the admin dashboard activity written as the admins' actions write it, so it reads in Irish too", async () => {
    const admin = await actorForUser(t.db, (await t.db.select().from(users).where(eq(users.email, "admin@demo.sauna-eire.ie")))[0]);
    const lines = async (locale: "en" | "ga") => (await adminDashboard(t.db, admin, locale)).activity.map((a) => a.action);
    expect(await lines("en")).toEqual(expect.arrayContaining(["Approved Salthill Prom Sauna", "Featured Salthill Prom Sauna", "Suspended Mullaghmore Head Sauna"]));
    expect(await lines("ga")).toEqual(expect.arrayContaining(["Ceadaíodh Salthill Prom Sauna", "Cuireadh Salthill Prom Sauna leis na cinn mholta", "Cuireadh Mullaghmore Head Sauna ar fionraí"]));
  });

  it("loads nothing the second time", async () => {
    const [before] = await t.db.select({ n: count() }).from(saunas);
    await loadDemoDataIfEmpty(t.db, t.auth);
    const [after] = await t.db.select({ n: count() }).from(saunas);
    expect(after.n).toBe(before.n);
  });
});
