import { eq } from "drizzle-orm";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely, realPhoto } from "#server/testing/test-photos";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { createReview, deleteMyReview, listMyReviews, updateMyReview } from "./guest-reviews.service";
import { recomputeAllSaunaRatings } from "./sauna-rating";

const png = await realPhoto("png");
const text = "A glorious wood-fired heat with the Atlantic right outside.";

describeOnEachDatabase("a guest's reviews", (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "review-photos-"));
  const storage = localDiskPhotoStorage(dir);

  const rating = async (saunaId: string) => {
    const [row] = await t.db.select({ a: saunas.averageRating, n: saunas.totalReviews }).from(saunas).where(eq(saunas.id, saunaId));
    return row;
  };

  it("inserts a pending review with its photos, not counted until published", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const review = await createReview(t.db, guest, storage, sauna.id, { rating: 5, heatRating: 9, comment: `  ${text}  `, wouldRecommend: true }, [png]);
    expect(review).toMatchObject({ status: "pending", rating: 5, heatRating: 9, comment: text });
    expect(review.images[0]).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.webp$/);
    expect(await rating(sauna.id)).toEqual({ a: 0, n: 0 });
  });

  it("refuses visitors, short text, bad ratings, too many photos and a second review", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await expect(createReview(t.db, ANONYMOUS, storage, sauna.id, { rating: 5, comment: text })).rejects.toThrow("Please sign in to leave a review");
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 5, comment: "   too short text    " })).rejects.toThrow("Minimum 20 characters required");
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 0, comment: text })).rejects.toThrow(/1 to 5 stars/);
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 4, heatRating: 11, comment: text })).rejects.toThrow("Ratings go from 0 to 10");
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text }, [png, png, png, png])).rejects.toThrow("up to 3 photos");
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text }, [new TextEncoder().encode("<svg/>")])).rejects.toThrow(/Only JPG/);
    await createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text });
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text })).rejects.toThrow(/already reviewed/);
  });

  it("decodes each photo: refuses a pixel bomb, a truncated file and a script behind a GIF header, keeping nothing; stores what it takes re-encoded", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const stored = () => readdirSync(path.join(dir, "reviews")).sort();
    const before = stored();
    // The good photo is stored first, then removed when the next one is refused.
    await expectRefusesHostileImages((bytes) => createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text }, [png, bytes]), "Only JPG, PNG, GIF or WebP photos can be uploaded.");
    expect(stored()).toEqual(before);
    expect(await t.db.select().from(reviews).where(eq(reviews.saunaId, sauna.id))).toEqual([]);
    const review = await createReview(t.db, guest, storage, sauna.id, { rating: 4, comment: text }, [await cameraPhoto()]);
    await expectStoredSafely(readFileSync(path.join(dir, review.images[0].replace("/uploads/", ""))));
  });

  it("refuses a host's review of their own sauna", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    await expect(createReview(t.db, host, storage, sauna.id, { rating: 5, comment: text })).rejects.toMatchObject({
      status: 403, message: expect.stringContaining("can't review your own sauna"),
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.saunaId, sauna.id))).toEqual([]);
  });

  it("reads a form's text fields: numbers as text, 'yes' to recommend, and a plain message for nonsense", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: "abc", comment: text })).rejects.toThrow("Please choose a rating from 1 to 5 stars");
    await expect(createReview(t.db, guest, storage, sauna.id, { rating: "4", heatRating: "hot", comment: text })).rejects.toThrow("Ratings go from 0 to 10");
    const row = await createReview(t.db, guest, storage, sauna.id, { rating: "4", heatRating: "", valueRating: "8", comment: text, wouldRecommend: "yes" });
    expect(row).toMatchObject({ rating: 4, heatRating: null, valueRating: 8, wouldRecommend: true });
  });

  it("puts an edited review back to pending and keeps the sauna's rating exact", async () => {
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const mine = await createReview(t.db, guest, storage, sauna.id, { rating: 5, comment: text });
    const theirs = await createReview(t.db, other, storage, sauna.id, { rating: 2, comment: text });
    await t.db.update(reviews).set({ status: "published" }).where(eq(reviews.saunaId, sauna.id));
    await recomputeAllSaunaRatings(t.db);
    expect(await rating(sauna.id)).toEqual({ a: 3.5, n: 2 });
    await updateMyReview(t.db, guest, mine.id, { rating: 4, comment: "Edited: still a glorious heat by the sea." });
    expect((await listMyReviews(t.db, guest))[0]).toMatchObject({ status: "pending", rating: 4 });
    expect(await rating(sauna.id)).toEqual({ a: 2, n: 1 });
    await deleteMyReview(t.db, other, storage, theirs.id);
    expect(await rating(sauna.id)).toEqual({ a: 0, n: 0 });
  });

  it("never lets another guest edit or delete someone's review", async () => {
    const guest = await createTestUser(t);
    const intruder = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const review = await createReview(t.db, guest, storage, sauna.id, { rating: 5, comment: text });
    await expect(updateMyReview(t.db, intruder, review.id, { rating: 1, comment: text })).rejects.toThrow("Review not found");
    await expect(deleteMyReview(t.db, intruder, storage, review.id)).rejects.toThrow("Review not found");
    expect(await listMyReviews(t.db, intruder)).toEqual([]);
  });
});
