// Whether a guest has already reviewed a sauna (one review per guest and sauna), as a left join
// and a column for queries that have the sauna in them. A join rather than an EXISTS subquery:
// Drizzle leaves columns unqualified in a one-table select, so a correlated subquery there
// would compare reviews with themselves.
import { and, eq, sql } from "drizzle-orm";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";

/** Join condition: the given guest's review of the query's sauna (at most one row). */
export const ownReviewOfSauna = (userId: string) => and(eq(reviews.saunaId, saunas.id), eq(reviews.userId, userId));

/** Column: true when the joined review exists. */
export const hasOwnReview = sql<boolean>`${reviews.id} is not null`;
