// Admin Owners and Users list profiles the same way: newest first, a keyset page at a time, and a
// search that matches a name or an e-mail. Each table is scanned on its own (a scan of 100,000
// names, one of e-mails) and the ids united; matching on the joined rows would compare every
// pair first.
import { sql, type SQL } from "drizzle-orm";
import { type AdminListQuery, AdminListQuerySchema } from "#domain/admin-people-schemas";
import { profiles } from "#server/db/schema/profiles";
import { containsPattern, keysetPage } from "./keyset-page";

export const profileKeys = { createdAt: profiles.createdAt, id: profiles.id, idKind: "text" as const };

/**
 * The parsed query, its page and the search condition (undefined without a search). `names`
 * says which of a profile `p` match the search pattern: Owners also look at the business name.
 */
export function peoplePage(input: AdminListQuery | Record<string, unknown>, names: (pattern: string) => SQL) {
  const query = AdminListQuerySchema.parse(input);
  const page = keysetPage(profileKeys, query);
  const pattern = query.q ? containsPattern(query.q) : null;
  const search = pattern
    ? sql`${profiles.id} in (select p.id from profiles p where ${names(pattern)} union select u.id from "user" u where u.email ilike ${pattern})`
    : undefined;
  return { query, page, search };
}
