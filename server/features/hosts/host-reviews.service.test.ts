import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type Actor, type SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { publishedReviews } from "#server/features/reviews/sauna-reviews.service";
import { createDashboardPeople, createTestSauna, createTestUser, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { HOST_REVIEWS_PAGE_SIZE, hostReviews, removeReviewReply, replyToReview } from "./host-reviews.service";

const DAY = 86_400_000;

describeOnEachDatabase("the owner dashboard's reviews", (t) => {
  let { owner, otherOwner, outsiders } = {} as DashboardPeople;
  beforeAll(async () => {
    ({ owner, otherOwner, outsiders } = await createDashboardPeople(t));
  });

  const refusedToOthers = (call: (actor: Actor) => Promise<unknown>) => expectRefusedToEach(outsiders, call);
  async function reviewer(name: string, showName = true) {
    const user = await createTestUser(t, { name });
    if (!showName) await t.db.update(profiles).set({ privacyPreferences: { showProfileOnReviews: false } }).where(eq(profiles.id, user.userId));
    return user;
  }
  async function review(saunaId: string, who: SignedInUser, rating: number, status: string, daysAgo: number, comment = "A lovely warm session by the sea, highly recommended.") {
    const [row] = await t.db.insert(reviews).values({ saunaId, userId: who.userId, rating, status, comment, createdAt: new Date(Date.now() - daysAgo * DAY) }).returning();
    return row;
  }

  it("shows the distribution of published ratings and every review, pending ones marked, names as reviewers chose", async () => {
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    await review(sauna.id, await reviewer("Niamh Byrne"), 5, "published", 1);
    await review(sauna.id, await reviewer("Hidden Person", false), 4, "published", 2);
    await review(sauna.id, await reviewer("Seán Kelly"), 5, "published", 3);
    await review(sauna.id, await reviewer("Pat Doyle"), 2, "published", 4);
    await review(sauna.id, await reviewer("Waiting Walsh"), 1, "pending", 0);
    await review(sauna.id, await reviewer("Gone Gallagher"), 1, "rejected", 5);

    const result = await hostReviews(t.db, owner, sauna.id);
    expect(result.distribution).toEqual([{ stars: 5, count: 2 }, { stars: 4, count: 1 }, { stars: 3, count: 0 }, { stars: 2, count: 1 }, { stars: 1, count: 0 }]);
    expect(result).toMatchObject({ published: 4, average: 4, total: 5, page: 1, pages: 1 });
    expect(result.reviews.map((r) => [r.reviewerName, r.status])).toEqual([
      ["Waiting Walsh", "pending"], ["Niamh Byrne", "published"], [null, "published"], ["Seán Kelly", "published"], ["Pat Doyle", "published"],
    ]);
    await refusedToOthers((actor) => hostReviews(t.db, actor, sauna.id));
  });

  it("pages through many reviews", async () => {
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    for (let i = 0; i < HOST_REVIEWS_PAGE_SIZE + 3; i++) await review(sauna.id, await reviewer(`Reviewer ${i}`), 5, "published", i);
    const second = await hostReviews(t.db, owner, sauna.id, { page: "2" });
    expect(second).toMatchObject({ page: 2, pages: 2, total: HOST_REVIEWS_PAGE_SIZE + 3 });
    expect(second.reviews.map((r) => r.reviewerName)).toEqual(["Reviewer 10", "Reviewer 11", "Reviewer 12"]);
    expect((await hostReviews(t.db, owner, sauna.id, { page: "nonsense" })).page).toBe(1);
    // Thirteen sign-ups (one review per guest and sauna), each hashing a password: on a busy
    // two-core machine that alone has taken over 30 s.
  }, 120_000);

  it("saves one reply per review, editable, and the sauna page shows it under the published review", async () => {
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    const r = await review(sauna.id, await reviewer("Orla Reilly"), 5, "published", 1);
    const now = new Date();
    await replyToReview(t.db, owner, sauna.id, { reviewId: r.id, reply: "  Thank you, Orla!\nCome back for a sunset session.  " }, now);
    const page = await publishedReviews(t.db, sauna.id);
    expect(page.reviews[0].ownerReply).toBe("Thank you, Orla!\nCome back for a sunset session.");

    await replyToReview(t.db, owner, sauna.id, { reviewId: r.id, reply: "Thank you, Orla! See you soon." });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, r.id));
    expect(row.ownerReply).toBe("Thank you, Orla! See you soon.");
    expect((await hostReviews(t.db, owner, sauna.id)).reviews[0]).toMatchObject({ ownerReply: "Thank you, Orla! See you soon." });

    await removeReviewReply(t.db, owner, sauna.id, { reviewId: r.id });
    expect((await publishedReviews(t.db, sauna.id)).reviews[0].ownerReply).toBeNull();
  });

  it("refuses empty and overlong replies, other saunas' reviews, rejected reviews and everyone but the owner", async () => {
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    const otherSauna = await createTestSauna(t, { ownerId: otherOwner.userId, isClaimed: true, ownerVerified: true });
    const mine = await review(sauna.id, await reviewer("Ciara Nolan"), 4, "pending", 1);
    const theirs = await review(otherSauna.id, await reviewer("Dara Quinn"), 3, "published", 1);
    const rejected = await review(sauna.id, await reviewer("Rory Flynn"), 1, "rejected", 1);

    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: mine.id, reply: "   " })).rejects.toMatchObject({ status: 400, message: "Please write your reply" });
    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: mine.id, reply: "x".repeat(2001) })).rejects.toMatchObject({ status: 400, message: "Please keep your reply under 2000 characters" });
    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: mine.id, reply: "x".repeat(2000) })).resolves.toMatchObject({ id: mine.id });
    // The owner can't reach another owner's review through their own sauna, nor through the other's.
    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: theirs.id, reply: "Hello" })).rejects.toMatchObject({ status: 404 });
    await expect(replyToReview(t.db, owner, otherSauna.id, { reviewId: theirs.id, reply: "Hello" })).rejects.toMatchObject({ status: 404 });
    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: rejected.id, reply: "Hello" })).rejects.toMatchObject({ status: 404 });
    await expect(replyToReview(t.db, owner, sauna.id, { reviewId: "not-an-id", reply: "Hello" })).rejects.toMatchObject({ status: 400 });
    await refusedToOthers((actor) => replyToReview(t.db, actor, sauna.id, { reviewId: mine.id, reply: "Hello" }));
    await refusedToOthers((actor) => removeReviewReply(t.db, actor, sauna.id, { reviewId: mine.id }));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, theirs.id));
    expect(row.ownerReply).toBeNull();
  });
});
