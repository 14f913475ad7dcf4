// The name a review shows to everyone else (sauna page, home stories, a host's dashboard): the
// reviewer's full name, unless they turned off 'Show my name on my reviews' in Settings, or have
// no profile any more. Then no name: the page says 'Anonymous' in its language (members
// "names.anonymous"; docs/product.md §2: reviewer without profile).
import { eq, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { PRIVACY_DEFAULTS, SHOW_NAME_ON_REVIEWS } from "#domain/privacy-preferences";

/** The choice's default when never saved, as an SQL literal (a constant, so no parameter). */
const SHOW_NAME_BY_DEFAULT = sql.raw(PRIVACY_DEFAULTS[SHOW_NAME_ON_REVIEWS] ? "true" : "false");

/**
 * The review's author's profile, which the name below reads: `.leftJoin(profiles, reviewAuthor)`
 * (a left join: a deleted account leaves the review without one).
 */
export const reviewAuthor = eq(profiles.id, reviews.userId);

/** Select with `reviewAuthor` joined; null means 'Anonymous'. */
export const publicReviewerName = sql<string | null>`case
  when coalesce((${profiles.privacyPreferences} ->> ${SHOW_NAME_ON_REVIEWS}::text)::boolean, ${SHOW_NAME_BY_DEFAULT})
  then nullif(trim(${profiles.fullName}), '') end`;

/** The name to show, or null for 'Anonymous' (said by the page in its language). */
export function shownReviewerName(name: string | null): string | null {
  return name?.trim() || null;
}
