import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { BookingStatus } from "#domain/booking-status";
import { REVIEWS_PAGE_SIZE } from "#domain/constants";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { recomputeSaunaRating } from "./sauna-rating";
import { publishedReviews } from "./sauna-reviews.service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeOnEachDatabase("a sauna's published reviews", (t) => {
  async function review(saunaId: string, values: Partial<typeof reviews.$inferInsert> = {}) {
    const author = await createTestUser(t);
    const [row] = await t.db.insert(reviews).values({ saunaId, userId: author.userId, rating: 4, comment: "Warm and friendly, lovely views.", status: "published", ...values }).returning();
    return { row, author };
  }

  const booking = (saunaId: string, userId: string, startsAt: Date, status: BookingStatus) =>
    createTestBooking(t, { saunaId, userId, startsAt, status });

  async function allReviews(saunaId: string) {
    let page = await publishedReviews(t.db, saunaId);
    const all = [...page.reviews];
    while (page.nextCursor) {
      page = await publishedReviews(t.db, saunaId, { cursor: page.nextCursor });
      all.push(...page.reviews);
    }
    return all;
  }

  it("shows only published reviews, newest first, a page at a time, until there are no more", async () => {
    const sauna = await createTestSauna(t);
    const total = REVIEWS_PAGE_SIZE * 2 + 2;
    for (let i = 0; i < total; i++) await review(sauna.id, { comment: `Published ${i}`, createdAt: new Date(Date.now() - (i + 1) * DAY) });
    for (const status of ["pending", "rejected", "flagged"]) await review(sauna.id, { comment: `Hidden ${status}`, status, createdAt: new Date() });
    await review((await createTestSauna(t)).id, { comment: "Another sauna's review" });
    // Every path that publishes keeps the sauna's count exact; the page reads that count.
    await recomputeSaunaRating(t.db, sauna.id);

    const seen: string[] = [];
    let page = await publishedReviews(t.db, sauna.id);
    const pages = [page];
    while (page.nextCursor) {
      page = await publishedReviews(t.db, sauna.id, { cursor: page.nextCursor });
      pages.push(page);
    }
    for (const p of pages) seen.push(...p.reviews.map((r) => r.comment ?? ""));
    expect(pages.map((p) => p.reviews.length)).toEqual([REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE, 2]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.every((p) => p.total === total)).toBe(true);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => `Published ${i}`));
  });

  it("neither repeats nor skips a review when one is published between pages, or when timestamps tie", async () => {
    const sauna = await createTestSauna(t);
    // Same instant to the millisecond, different microseconds, and exact ties: the cursor keeps them apart.
    const base = new Date(Date.now() - 10 * DAY);
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 3; i++) {
      const { row } = await review(sauna.id, { comment: `Tie ${i}`, createdAt: base });
      if (i % 2 === 0) await t.db.update(reviews).set({ createdAt: sql`${reviews.createdAt} + ${`${i} microseconds`}::interval` }).where(eq(reviews.id, row.id));
    }
    const first = await publishedReviews(t.db, sauna.id);
    await review(sauna.id, { comment: "Arrived meanwhile", createdAt: new Date() });
    const second = await publishedReviews(t.db, sauna.id, { cursor: first.nextCursor });
    const ids = [...first.reviews, ...second.reviews].map((r) => r.comment);
    expect(new Set(ids).size).toBe(REVIEWS_PAGE_SIZE + 3);
    expect(ids).not.toContain("Arrived meanwhile");
    expect(second.hasMore).toBe(false);
  });

  it("refuses a cursor it did not make", async () => {
    const sauna = await createTestSauna(t);
    for (const cursor of ["2", "abc_def", "1' or 1=1 --", "123_not-a-uuid"]) {
      await expect(publishedReviews(t.db, sauna.id, { cursor })).rejects.toMatchObject({ kind: "invalid" });
    }
  });

  it("names the reviewer, or no one ('Anonymous' on the page), with sub-ratings and the host's reply", async () => {
    const sauna = await createTestSauna(t);
    const { author } = await review(sauna.id, {
      rating: 5, heatRating: 9, cleanlinessRating: 10, viewRating: 8, staffRating: 7, valueRating: 6, wouldRecommend: true,
      ownerReply: "Thank you, come back soon!", createdAt: new Date(Date.now() - DAY),
    });
    await t.db.update(profiles).set({ fullName: "Aoife Byrne" }).where(eq(profiles.id, author.userId));
    // A guest who deleted their account leaves an anonymised review behind.
    await review(sauna.id, { userId: null, comment: null, createdAt: new Date(Date.now() - 2 * DAY) });
    const { reviews: shown } = await publishedReviews(t.db, sauna.id);
    expect(shown[0]).toMatchObject({
      reviewerName: "Aoife Byrne", rating: 5, wouldRecommend: true, ownerReply: "Thank you, come back soon!",
      subRatings: { heat: 9, cleanliness: 10, view: 8, staff: 7, value: 6 },
    });
    expect(shown[1]).toMatchObject({ reviewerName: null, comment: null, ownerReply: null, subRatings: { heat: null, cleanliness: null, view: null, staff: null, value: null } });
  });

  it("gives no name ('Anonymous' on the page) when the reviewer turned off 'Show my name on my reviews', and their name again when they turn it on", async () => {
    const sauna = await createTestSauna(t);
    const { author } = await review(sauna.id);
    await t.db.update(profiles).set({ fullName: "Niamh Kelly", privacyPreferences: { showProfileOnReviews: false } }).where(eq(profiles.id, author.userId));
    expect((await publishedReviews(t.db, sauna.id)).reviews[0].reviewerName).toBeNull();
    await t.db.update(profiles).set({ privacyPreferences: { showProfileOnReviews: true } }).where(eq(profiles.id, author.userId));
    expect((await publishedReviews(t.db, sauna.id)).reviews[0].reviewerName).toBe("Niamh Kelly");
  });

  it("marks a verified visit only for a completed, or confirmed and ended, booking at that sauna", async () => {
    const sauna = await createTestSauna(t);
    const elsewhere = await createTestSauna(t);
    // Each booking in its own slot: the database refuses two private bookings of one slot.
    let slot = 0;
    const past = () => new Date(Date.now() - 3 * DAY + slot++ * 2 * HOUR);
    const future = () => new Date(Date.now() + 3 * DAY + slot++ * 2 * HOUR);
    const cases: [string, (userId: string) => Promise<unknown>, boolean][] = [
      ["completed", (u) => booking(sauna.id, u, past(), "completed"), true],
      ["confirmed and ended", (u) => booking(sauna.id, u, past(), "confirmed"), true],
      ["confirmed, still to come", (u) => booking(sauna.id, u, future(), "confirmed"), false],
      ["cancelled", (u) => booking(sauna.id, u, past(), "cancelled"), false],
      ["pending", (u) => booking(sauna.id, u, past(), "pending"), false],
      ["completed at another sauna", (u) => booking(elsewhere.id, u, past(), "completed"), false],
      ["no booking", async () => {}, false],
    ];
    for (const [label, book] of cases) {
      const { author } = await review(sauna.id, { comment: label, createdAt: new Date(Date.now() - cases.findIndex((c) => c[0] === label) * HOUR) });
      await book(author.userId);
    }
    const shown = await allReviews(sauna.id);
    expect(Object.fromEntries(shown.map((r) => [r.comment, r.verifiedVisit]))).toEqual(Object.fromEntries(cases.map(([label, , verified]) => [label, verified])));
  });

  it("has nothing for a sauna without published reviews", async () => {
    const sauna = await createTestSauna(t);
    await review(sauna.id, { status: "pending" });
    expect(await publishedReviews(t.db, sauna.id)).toEqual({ reviews: [], total: 0, hasMore: false, nextCursor: null });
  });
});
