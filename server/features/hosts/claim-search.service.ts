// Finding an unclaimed listing to claim (onboarding step 0, 'Claim Your Sauna'): public listings
// nobody has claimed, by name and/or county. The name goes through the same safe prefix query as
// the public search, so it uses the saunas' full-text GIN index; a county alone uses the county
// index. A short list: the host is looking for one sauna, not browsing.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { ClaimSearchSchema } from "#domain/claim-schema";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import { SIGN_IN_TO_CLAIM } from "#server/features/claims/claims.service";
import { parseOrInvalid } from "#server/features/errors";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { toPrefixTsQuery } from "#server/features/saunas/sauna-listing.service";

export const CLAIM_SEARCH_LIMIT = 20;

export type ClaimableSauna = { id: string; name: string; county: string; location: string | null; address: string | null; image: string | null };

/** `input`: the search form's fields (q, county). */
export async function searchClaimableSaunas(db: Db, actor: Actor, input: unknown): Promise<ClaimableSauna[]> {
  requireUser(actor, SIGN_IN_TO_CLAIM);
  const { q, county } = parseOrInvalid(ClaimSearchSchema, input);
  const tsQuery = toPrefixTsQuery(q);
  const tsq = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;
  // Words made only of punctuation leave nothing to look for: no guesses.
  if (!tsq && !county) return [];
  const conditions: SQL[] = [isPublicSauna!, eq(saunas.isClaimed, false)];
  if (tsq) conditions.push(sql`${saunas.searchDocument} @@ ${tsq}`);
  if (county) conditions.push(eq(saunas.county, county));
  const rows = await db
    .select({ id: saunas.id, name: saunas.name, county: saunas.county, location: saunas.location, address: saunas.address, images: saunas.images })
    .from(saunas)
    .where(and(...conditions))
    .orderBy(...(tsq ? [sql`ts_rank(${saunas.searchDocument}, ${tsq}) desc`] : []), asc(saunas.name), asc(saunas.id))
    .limit(CLAIM_SEARCH_LIMIT);
  return rows.map(({ images, ...r }) => ({ ...r, image: images[0] ?? null }));
}
