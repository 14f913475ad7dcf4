import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS } from "../../auth/actor";
import { bookings } from "../../db/schema/bookings";
import { reviews } from "../../db/schema/reviews";
import { createTestSauna, createTestUser } from "../../testing/fixtures";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { publishedReviews } from "../reviews/sauna-reviews.service";
import { getSaunaForPage, hostStats, nearbySaunas, similarSaunas } from "./sauna-detail.service";

describe.each(testDatabaseKinds)("the sauna page's data on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses unknown and malformed ids with 'Sauna Not Found'", async () => {
    await expect(getSaunaForPage(t.db, ANONYMOUS, "00000000-0000-4000-8000-000000000000")).rejects.toThrow("Sauna Not Found");
    await expect(getSaunaForPage(t.db, ANONYMOUS, "'; drop table saunas; --")).rejects.toThrow("Sauna Not Found");
  });

  it("hides pending and suspended saunas from visitors and guests, not from their owner or an admin", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const admin = await createTestUser(t, { roles: ["admin"] });
    for (const values of [{ status: "pending", isPublished: false }, { status: "suspended" }, { status: "active", isPublished: false }]) {
      const hidden = await createTestSauna(t, { ...values, ownerId: owner.userId, isClaimed: true });
      await expect(getSaunaForPage(t.db, ANONYMOUS, hidden.id)).rejects.toThrow("Sauna Not Found");
      await expect(getSaunaForPage(t.db, guest, hidden.id)).rejects.toThrow("Sauna Not Found");
      expect((await getSaunaForPage(t.db, owner, hidden.id)).isPublic).toBe(false);
      expect((await getSaunaForPage(t.db, admin, hidden.id)).isPublic).toBe(false);
    }
  });

  it("lists similar saunas from the same county and nearby ones within 50 km, public only", async () => {
    const here = await createTestSauna(t, { county: "Clare", latitude: 52.9339, longitude: -9.3497 });
    const sameCounty = await createTestSauna(t, { county: "Clare", latitude: 52.6817, longitude: -9.6436 });
    await createTestSauna(t, { county: "Clare", status: "pending", isPublished: false, latitude: 52.93, longitude: -9.35 });
    const galway = await createTestSauna(t, { county: "Galway", latitude: 53.2586, longitude: -9.0853 });
    const far = await createTestSauna(t, { county: "Dublin", latitude: 53.2887, longitude: -6.1136 });
    const similar = (await similarSaunas(t.db, here)).map((s) => s.id);
    expect(similar).toContain(sameCounty.id);
    expect(similar).not.toContain(here.id);
    expect(similar).not.toContain(galway.id);
    const nearby = await nearbySaunas(t.db, here);
    expect(nearby.map((n) => n.id)).toEqual([sameCounty.id, galway.id]);
    expect(nearby[0].distanceKm).toBeLessThan(nearby[1].distanceKm);
    expect(nearby.map((n) => n.id)).not.toContain(far.id);
    expect(await nearbySaunas(t.db, { id: here.id, latitude: null, longitude: null })).toEqual([]);
  });

  it("pages published reviews newest first, names reviewers, marks verified visits", async () => {
    const sauna = await createTestSauna(t);
    const visitor = await createTestUser(t, { name: "Bríd Visitor" });
    const startsAt = new Date(Date.now() - 3 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
    await t.db.insert(bookings).values({ saunaId: sauna.id, userId: visitor.userId, bookingDate: "2026-01-01", startTime: "10:00", endTime: "11:30", startsAt, endsAt, totalAmount: 45, platformFee: 6.75, hostPayout: 38.25, payoutDueAt: endsAt, status: "completed" });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: visitor.userId, rating: 5, comment: "Verified and lovely", status: "published", createdAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 6; i++) {
      const other = await createTestUser(t);
      await t.db.insert(reviews).values({ saunaId: sauna.id, userId: other.userId, rating: 4, comment: `Review ${i}`, status: "published", createdAt: new Date(Date.now() - (i + 2) * 86_400_000) });
    }
    const hidden = await createTestUser(t);
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: hidden.userId, rating: 1, comment: "Not yet moderated", status: "pending" });
    const first = await publishedReviews(t.db, sauna.id, 1);
    expect(first.total).toBe(7);
    expect(first.hasMore).toBe(true);
    expect(first.reviews[0]).toMatchObject({ reviewerName: "Bríd Visitor", verifiedVisit: true });
    expect(first.reviews[1].verifiedVisit).toBe(false);
    const second = await publishedReviews(t.db, sauna.id, 2);
    expect(second.hasMore).toBe(false);
    expect([...first.reviews, ...second.reviews].map((r) => r.comment)).not.toContain("Not yet moderated");
    expect((await publishedReviews(t.db, sauna.id, -3)).reviews).toHaveLength(first.reviews.length);
  });

  it("computes the host's year and rating", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 4, totalReviews: 2 });
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 5, totalReviews: 2 });
    expect(await hostStats(t.db, owner.userId)).toMatchObject({ rating: 4.5, reviews: 4, listings: 2, joinedYear: new Date().getFullYear() });
    expect(await hostStats(t.db, null)).toBeNull();
  });
});
