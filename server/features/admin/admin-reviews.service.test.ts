import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, featuredReviewNote } from "#domain/admin-people";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { communityStories } from "#server/features/reviews/community-stories.service";
import { recomputeSaunaRating } from "#server/features/reviews/sauna-rating";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { listReviews, moderateReview, removeReview, restoreReview, setReviewFeatured } from "./admin-reviews.service";

const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0703a" } }).jpeg().toBuffer());

describeOnEachDatabase("admin Reviews", (t, kind) => {
  let admin: SignedInUser;
  const uploads = mkdtempSync(path.join(os.tmpdir(), "review-uploads-"));
  const storage = localDiskPhotoStorage(uploads);
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });
  afterAll(async () => {
    rmSync(uploads, { recursive: true, force: true });
  });

  async function review(saunaId: string, rating: number, status: string, name?: string) {
    const reviewer = await createTestUser(t, name ? { name } : {});
    const [row] = await t.db
      .insert(reviews)
      .values({ saunaId, userId: reviewer.userId, rating, comment: `A ${rating}-star visit: warm benches, cold sea, happy people.`, status })
      .returning();
    return row;
  }
  const rating = async (saunaId: string) => {
    const [s] = await t.db.select({ average: saunas.averageRating, total: saunas.totalReviews }).from(saunas).where(eq(saunas.id, saunaId));
    return s;
  };

  it("lists pending reviews first by default, newest first, with sauna and reviewer (or 'Anonymous')", async () => {
    const sauna = await createTestSauna(t, { name: "Moderation Sauna" });
    const older = await review(sauna.id, 4, "pending", "Ciara Reviewer");
    const newer = await review(sauna.id, 2, "pending");
    await t.db.update(reviews).set({ userId: null }).where(eq(reviews.id, newer.id)); // the reviewer deleted their account
    await review(sauna.id, 5, "published");
    const list = await listReviews(t.db, admin);
    expect(list.query.status).toBe("pending");
    expect(list.pendingCount).toBe(2);
    expect(list.rows.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(list.rows[1]).toMatchObject({ saunaName: "Moderation Sauna", reviewerName: "Ciara Reviewer", rating: 4, status: "pending", featured: false });
    expect(list.rows[0].reviewerName).toBeNull(); // shown as 'Anonymous'
    expect((await listReviews(t.db, admin, { status: "published" })).rows.map((r) => r.status)).toEqual(["published"]);
    expect((await listReviews(t.db, admin, { status: "all" })).rows).toHaveLength(3);
    expect((await listReviews(t.db, admin, { status: "nonsense" })).query.status).toBe("pending");
  });

  it("pages through many reviews without repeating one", async () => {
    const sauna = await createTestSauna(t);
    const reviewer = await createTestUser(t);
    const others = await Promise.all(Array.from({ length: ADMIN_PAGE_SIZE + 5 }, () => createTestSauna(t)));
    await t.db.insert(reviews).values(others.map((s) => ({ saunaId: s.id, userId: reviewer.userId, rating: 3, status: "flagged", createdAt: new Date("2026-01-01T10:00:00Z") })));
    void sauna;
    const page1 = await listReviews(t.db, admin, { status: "flagged" });
    const page2 = await listReviews(t.db, admin, { status: "flagged", after: page1.next });
    const ids = [...page1.rows, ...page2.rows].map((r) => r.id);
    // Same created_at for all: the id breaks the tie, nothing skipped or repeated.
    expect(new Set(ids).size).toBe(ADMIN_PAGE_SIZE + 5);
    expect(page2.next).toBeNull();
  });

  it("approves, rejects and flags as §4 allows, keeping the sauna's rating and count exact", async () => {
    const sauna = await createTestSauna(t, { name: "Rated Sauna" });
    await review(sauna.id, 5, "published");
    await recomputeSaunaRating(t.db, sauna.id);
    expect(await rating(sauna.id)).toEqual({ average: 5, total: 1 });
    const two = await review(sauna.id, 2, "pending");
    const four = await review(sauna.id, 4, "pending");

    expect(await moderateReview(t.db, admin, { reviewId: two.id, transition: "approve" })).toEqual({ status: "published" });
    expect(await rating(sauna.id)).toEqual({ average: 3.5, total: 2 });
    expect(await moderateReview(t.db, admin, { reviewId: four.id, transition: "reject" })).toEqual({ status: "rejected" });
    expect(await rating(sauna.id)).toEqual({ average: 3.5, total: 2 });
    expect(await moderateReview(t.db, admin, { reviewId: two.id, transition: "flag" })).toEqual({ status: "flagged" });
    expect(await rating(sauna.id)).toEqual({ average: 5, total: 1 });

    const log = await t.db.select({ action: adminActivityLog.action }).from(adminActivityLog).where(eq(adminActivityLog.entityId, two.id));
    expect(log.map((l) => l.action).sort()).toEqual(["Approved a review of Rated Sauna", "Flagged a review of Rated Sauna"]);
  });

  it("refuses a transition from a state §4 doesn't allow, and changes nothing", async () => {
    const sauna = await createTestSauna(t);
    const published = await review(sauna.id, 5, "published");
    const rejected = await review(sauna.id, 1, "rejected");
    const pending = await review(sauna.id, 3, "pending");
    await recomputeSaunaRating(t.db, sauna.id);
    await expect(moderateReview(t.db, admin, { reviewId: published.id, transition: "approve" })).rejects.toMatchObject({ status: 409, message: "This review is published, so it can't be approved now." });
    await expect(moderateReview(t.db, admin, { reviewId: published.id, transition: "reject" })).rejects.toMatchObject({ status: 409 });
    await expect(moderateReview(t.db, admin, { reviewId: rejected.id, transition: "approve" })).rejects.toMatchObject({ status: 409 });
    await expect(moderateReview(t.db, admin, { reviewId: pending.id, transition: "flag" })).rejects.toMatchObject({ status: 409 });
    await expect(moderateReview(t.db, admin, { reviewId: pending.id, transition: "publish" })).rejects.toMatchObject({ status: 400, message: "Unknown moderation action" });
    await expect(moderateReview(t.db, admin, { reviewId: "nope", transition: "approve" })).rejects.toMatchObject({ status: 404 });
    await expect(moderateReview(t.db, admin, { reviewId: "00000000-0000-4000-8000-000000000000", transition: "approve" })).rejects.toMatchObject({ status: 404 });
    const statuses = await t.db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(eq(reviews.saunaId, sauna.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [published.id]: "published", [rejected.id]: "rejected", [pending.id]: "pending" });
    expect(await rating(sauna.id)).toEqual({ average: 5, total: 1 });
  });

  it("features a review: once published it is one of the home page's community stories", async () => {
    const sauna = await createTestSauna(t, { name: "Story Sauna", county: "Clare" });
    const pending = await review(sauna.id, 5, "pending", "Eoin Storyteller");
    await t.db.update(profiles).set({ privacyPreferences: {} }).where(eq(profiles.fullName, "Eoin Storyteller"));
    expect(await setReviewFeatured(t.db, admin, { reviewId: pending.id, featured: "true" })).toEqual({ featured: true });
    expect((await communityStories(t.db, 50)).map((s) => s.id)).not.toContain(pending.id); // not published yet
    // ...which the star's note says beside it.
    const listed = async () => (await listReviews(t.db, admin, { status: "all" })).rows.find((r) => r.id === pending.id)!;
    expect(featuredReviewNote(await listed())).toBe("Not on the home page unless published");
    await moderateReview(t.db, admin, { reviewId: pending.id, transition: "approve" });
    expect(featuredReviewNote(await listed())).toBeNull();
    const story = (await communityStories(t.db, 50)).find((s) => s.id === pending.id);
    expect(story).toMatchObject({ reviewerName: "Eoin Storyteller", saunaName: "Story Sauna", county: "Clare", rating: 5 });
    // Flagged, it leaves the home page; and the star can be taken away.
    await moderateReview(t.db, admin, { reviewId: pending.id, transition: "flag" });
    expect((await communityStories(t.db, 50)).map((s) => s.id)).not.toContain(pending.id);
    expect(await setReviewFeatured(t.db, admin, { reviewId: pending.id, featured: "false" })).toEqual({ featured: false });
    const [row] = await t.db.select({ featured: reviews.featured }).from(reviews).where(eq(reviews.id, pending.id));
    expect(row.featured).toBe(false);
    const log = await t.db.select({ action: adminActivityLog.action }).from(adminActivityLog).where(eq(adminActivityLog.entityId, pending.id));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(["Featured a review of Story Sauna", "Removed a review of Story Sauna from featured"]));
    await expect(setReviewFeatured(t.db, admin, { reviewId: pending.id, featured: "maybe" })).rejects.toMatchObject({ status: 400 });
    await expect(setReviewFeatured(t.db, admin, { reviewId: "00000000-0000-4000-8000-000000000000", featured: "true" })).rejects.toMatchObject({ status: 404 });
  });

  it("restores a flagged review to published (the rating counts it again, nobody is mailed twice) and a rejected one to pending", async () => {
    const sauna = await createTestSauna(t, { name: "Second Chance Sauna" });
    await review(sauna.id, 5, "published");
    const flagged = await review(sauna.id, 1, "flagged");
    const rejected = await review(sauna.id, 3, "rejected");
    await recomputeSaunaRating(t.db, sauna.id);
    expect(await rating(sauna.id)).toEqual({ average: 5, total: 1 });
    const mailBefore = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);

    expect(await restoreReview(t.db, admin, { reviewId: flagged.id, status: "flagged" })).toEqual({ status: "published" });
    expect(await rating(sauna.id)).toEqual({ average: 3, total: 2 });
    expect(await restoreReview(t.db, admin, { reviewId: rejected.id, status: "rejected" })).toEqual({ status: "pending" });
    expect((await listReviews(t.db, admin)).rows.map((r) => r.id)).toContain(rejected.id);
    expect(await rating(sauna.id)).toEqual({ average: 3, total: 2 });
    // The flagged review had been approved, and its reviewer and host told, before.
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(mailBefore.length);

    const log = await t.db.select({ action: adminActivityLog.action, details: adminActivityLog.details }).from(adminActivityLog).where(eq(adminActivityLog.entityId, flagged.id));
    expect(log).toEqual([{ action: "Restored a review of Second Chance Sauna", details: { from: "flagged", to: "published" } }]);
  });

  it("restores or removes only from the status the admin saw, and only flagged or rejected reviews", async () => {
    const sauna = await createTestSauna(t);
    const published = await review(sauna.id, 5, "published");
    const pending = await review(sauna.id, 4, "pending");
    const flagged = await review(sauna.id, 2, "flagged");
    await expect(restoreReview(t.db, admin, { reviewId: published.id, status: "published" })).rejects.toMatchObject({ status: 400, message: "Only a flagged or rejected review can be restored or removed" });
    await expect(removeReview(t.db, admin, storage, { reviewId: pending.id, status: "pending" })).rejects.toMatchObject({ status: 400 });
    // The list said flagged, but another admin has restored it meanwhile.
    await expect(restoreReview(t.db, admin, { reviewId: published.id, status: "flagged" })).rejects.toMatchObject({ status: 409, message: "This review is published, so it can't be restored now." });
    await expect(removeReview(t.db, admin, storage, { reviewId: published.id, status: "flagged" })).rejects.toMatchObject({ status: 409, message: "This review is published, so it can't be removed now." });
    await expect(removeReview(t.db, admin, storage, { reviewId: flagged.id, status: "rejected" })).rejects.toMatchObject({ status: 409 });
    await expect(restoreReview(t.db, admin, { reviewId: "nope", status: "flagged" })).rejects.toMatchObject({ status: 404 });
    await expect(removeReview(t.db, admin, storage, { reviewId: "00000000-0000-4000-8000-000000000000", status: "flagged" })).rejects.toMatchObject({ status: 404 });
    const statuses = await t.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.saunaId, sauna.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(["flagged", "pending", "published"]);
  });

  it("removes a flagged or a rejected review for good, with its photos, and logs it", async () => {
    const sauna = await createTestSauna(t, { name: "Tidy Sauna" });
    await review(sauna.id, 4, "published");
    await recomputeSaunaRating(t.db, sauna.id);
    const photo = await storage.save(jpeg, "reviews");
    const flagged = await review(sauna.id, 1, "flagged");
    await t.db.update(reviews).set({ images: [photo] }).where(eq(reviews.id, flagged.id));
    const rejected = await review(sauna.id, 2, "rejected");
    const file = path.join(uploads, photo.replace("/uploads/", ""));
    expect(existsSync(file)).toBe(true);

    await removeReview(t.db, admin, storage, { reviewId: flagged.id, status: "flagged" });
    await removeReview(t.db, admin, storage, { reviewId: rejected.id, status: "rejected" });
    expect(await t.db.select().from(reviews).where(eq(reviews.saunaId, sauna.id))).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
    expect(await rating(sauna.id)).toEqual({ average: 4, total: 1 });
    const log = await t.db.select({ action: adminActivityLog.action, actorId: adminActivityLog.actorId }).from(adminActivityLog).where(eq(adminActivityLog.entityId, flagged.id));
    expect(log).toEqual([{ action: "Removed a flagged review of Tidy Sauna", actorId: admin.userId }]);
  });

  it("lets a super admin restore and remove too", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const sauna = await createTestSauna(t);
    const flagged = await review(sauna.id, 3, "flagged");
    const rejected = await review(sauna.id, 3, "rejected");
    expect(await restoreReview(t.db, superAdmin, { reviewId: flagged.id, status: "flagged" })).toEqual({ status: "published" });
    await removeReview(t.db, superAdmin, storage, { reviewId: rejected.id, status: "rejected" });
    expect(await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, rejected.id))).toEqual([]);
  });

  it("refuses every read and action to a visitor, a guest and an owner (the sauna's own)", async () => {
    const sauna = await createTestSauna(t);
    const pending = await review(sauna.id, 4, "pending");
    const owner = await createTestUser(t, { isOwner: true });
    const flagged = await review(sauna.id, 1, "flagged");
    await t.db.update(saunas).set({ ownerId: owner.userId, ownerVerified: true }).where(eq(saunas.id, sauna.id));
    const guest = await createTestUser(t);
    for (const actor of [ANONYMOUS, guest, owner]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(listReviews(t.db, actor)).rejects.toMatchObject({ status });
      await expect(moderateReview(t.db, actor, { reviewId: pending.id, transition: "approve" })).rejects.toMatchObject({ status });
      await expect(setReviewFeatured(t.db, actor, { reviewId: pending.id, featured: "true" })).rejects.toMatchObject({ status });
      await expect(restoreReview(t.db, actor, { reviewId: flagged.id, status: "flagged" })).rejects.toMatchObject({ status });
      await expect(removeReview(t.db, actor, storage, { reviewId: flagged.id, status: "flagged" })).rejects.toMatchObject({ status });
    }
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect(row).toMatchObject({ status: "pending", featured: false });
    const [stillFlagged] = await t.db.select().from(reviews).where(eq(reviews.id, flagged.id));
    expect(stillFlagged.status).toBe("flagged");
  });

  if (kind === "postgres") {
    it("keeps the rating exact when admins approve many reviews of one sauna at once, and decides each review once", async () => {
      const sauna = await createTestSauna(t);
      const ratings = [5, 4, 3, 2, 1, 5, 4, 3, 5, 2, 1, 4];
      const pending = [];
      for (const r of ratings) pending.push(await review(sauna.id, r, "pending"));
      const second = await createTestUser(t, { roles: ["super_admin"] });
      const results = await Promise.allSettled(
        pending.flatMap((p, i) => [
          moderateReview(t.db, i % 2 ? admin : second, { reviewId: p.id, transition: "approve" }),
          moderateReview(t.db, i % 2 ? second : admin, { reviewId: p.id, transition: i % 3 ? "approve" : "reject" }),
        ]),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(ratings.length);
      const rows = await t.db.select({ rating: reviews.rating, status: reviews.status }).from(reviews).where(eq(reviews.saunaId, sauna.id));
      const published = rows.filter((r) => r.status === "published").map((r) => r.rating);
      const expected = published.length ? Math.round((published.reduce((a, b) => a + b, 0) / published.length) * 100) / 100 : 0;
      expect(await rating(sauna.id)).toEqual({ average: expected, total: published.length });
    });
  }
});
