// The home page's community stories: reviews an administrator marked featured, once published,
// about saunas the public can see.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { publicReviewerName, reviewAuthor, shownReviewerName } from "./reviewer-name";
import { reviewComment } from "#domain/review-text";

export type CommunityStory = {
  id: string;
  saunaId: string;
  /** profiles.full_name, or null for 'Anonymous' (the page says it in its language). */
  reviewerName: string | null;
  /** Up to two letters for the avatar (null with no name). */
  initials: string | null;
  saunaName: string;
  county: string;
  rating: number;
  /** The review's comment, or 'No comment provided'. */
  text: string;
};

/** 'Aoife Murphy' → 'AM', 'Cher' → 'C', 'Anonymous' → 'A'. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join("") || "A";
}

export async function communityStories(db: Db, limit = 3): Promise<CommunityStory[]> {
  const rows = await db
    .select({
      id: reviews.id,
      saunaId: reviews.saunaId,
      fullName: publicReviewerName,
      saunaName: saunas.name,
      county: saunas.county,
      rating: reviews.rating,
      comment: reviews.comment,
    })
    .from(reviews)
    .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
    .leftJoin(profiles, reviewAuthor)
    .where(and(eq(reviews.status, "published"), eq(reviews.featured, true), isPublicSauna))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => {
    const reviewerName = shownReviewerName(r.fullName);
    return {
      id: r.id,
      saunaId: r.saunaId,
      reviewerName,
      /** Null with no name: the page takes the first letter of its 'Anonymous'. */
      initials: reviewerName ? nameInitials(reviewerName) : null,
      saunaName: r.saunaName,
      county: r.county,
      rating: r.rating,
      text: reviewComment(r.comment),
    };
  });
}
