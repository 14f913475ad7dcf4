// Keyset pages for the admin lists, newest first: a page continues after (or before) the row a
// cursor names, so page 4,000 costs what page 1 does and no request counts the whole table
// (docs/architecture.md#queries-at-scale: OFFSET paging and count(*) per request collapse at scale).
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type PageCursor } from "#domain/admin-people";
import { Uuid } from "#domain/uuid";

export type KeysetColumns = { createdAt: AnyColumn; id: AnyColumn; idKind: "uuid" | "text" };

export type Page<T> = {
  rows: T[];
  /** Cursor of the next (older) page, if there is one. */
  next: string | null;
  /** Cursor of the previous (newer) page, if there is one. */
  prev: string | null;
};

/** The selected column that names each row's place: microseconds since 1970, a dot, the id. */
export function cursorColumn(cols: KeysetColumns) {
  return sql<string>`(extract(epoch from ${cols.createdAt}) * 1000000)::bigint::text || '.' || ${cols.id}::text`;
}


/**
 * The WHERE, ORDER BY and LIMIT of one page, and `finish` to turn the fetched rows into the page.
 * A cursor whose id can't be one of this table's ids is ignored (first page), never an error.
 */
export function keysetPage(cols: KeysetColumns, query: { after?: PageCursor; before?: PageCursor }, pageSize = ADMIN_PAGE_SIZE) {
  const fits = (c: PageCursor | undefined) => (c && (cols.idKind === "text" || Uuid.safeParse(c.id).success) ? c : undefined);
  const after = fits(query.after);
  const before = after ? undefined : fits(query.before);
  const cursor = after ?? before;
  let where: SQL | undefined;
  if (cursor) {
    const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
    // The plain comparison on created_at lets an index on it alone narrow the scan; the row
    // comparison breaks ties between rows created in the same microsecond.
    where = before
      ? sql`(${cols.createdAt} >= ${at} and (${cols.createdAt}, ${cols.id}) > (${at}, ${cursor.id}))`
      : sql`(${cols.createdAt} <= ${at} and (${cols.createdAt}, ${cols.id}) < (${at}, ${cursor.id}))`;
  }
  const orderBy = before ? [asc(cols.createdAt), asc(cols.id)] : [desc(cols.createdAt), desc(cols.id)];

  function finish<T extends { cursor: string }>(fetched: T[]): Page<Omit<T, "cursor">> {
    const more = fetched.length > pageSize;
    const rows = fetched.slice(0, pageSize);
    if (before) rows.reverse();
    const first = rows[0]?.cursor ?? null;
    const last = rows.at(-1)?.cursor ?? null;
    return {
      rows: rows.map(({ cursor: _cursor, ...row }) => row),
      next: before ? last : more ? last : null,
      prev: before ? (more ? first : null) : after ? first : null,
    };
  }

  return { where, orderBy, limit: pageSize + 1, finish };
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
