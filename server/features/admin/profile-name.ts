// How the admin pages name a person they only know by id (who decided, who asked, who owns):
// the profile's full name, or null when it is blank or the profile is gone; the page then says
// 'No name' or 'Unknown'. A subquery, so the select needs no join of its own for each person.
import { sql, type AnyColumn } from "drizzle-orm";

/**
 * The name of the profile `id` points at. Use it in a select with a join: Drizzle qualifies the
 * column's table then, which the subquery needs (docs/architecture.md#known-pitfalls).
 */
export function profileName(id: AnyColumn) {
  return sql<string | null>`(select nullif(trim(p.full_name), '') from profiles p where p.id = ${id})`;
}
