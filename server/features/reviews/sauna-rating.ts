// A sauna's average_rating and total_reviews always equal what its PUBLISHED reviews give.
// Every path that publishes, unpublishes, edits or deletes a review calls this in its
// transaction (docs/product.md §4 Review status).
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

type Executor = Pick<Db, "execute">;

export async function recomputeSaunaRating(db: Executor, saunaId: string): Promise<void> {
  await db.execute(sql`
    update saunas set
      average_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews where sauna_id = ${saunaId} and status = 'published'), 0),
      total_reviews = (select count(*) from reviews where sauna_id = ${saunaId} and status = 'published')
    where id = ${saunaId}`);
}

export async function recomputeAllSaunaRatings(db: Executor): Promise<void> {
  await db.execute(sql`
    update saunas s set
      average_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews r where r.sauna_id = s.id and r.status = 'published'), 0),
      total_reviews = (select count(*) from reviews r where r.sauna_id = s.id and r.status = 'published')`);
}
