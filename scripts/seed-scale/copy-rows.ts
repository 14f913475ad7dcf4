// COPY … FROM STDIN through postgres.js: the fastest way to put a million rows into PostgreSQL,
// and still an INSERT as far as constraints, foreign keys and triggers are concerned.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";

export type CopyValue = string | number | boolean | Date | null | readonly string[] | Record<string, unknown>;

/** Roughly this many characters are sent to the server at a time. */
const CHUNK_CHARS = 1 << 20;

/** Writes `rows` (values in `columns` order) to `table`; returns how many were written. */
export async function copyRows(
  sql: Sql,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
  onProgress?: (written: number) => void,
): Promise<number> {
  let written = 0;
  function* chunks() {
    let chunk = "";
    for (const row of rows) {
      chunk += row.map(copyText).join("\t") + "\n";
      written++;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = "";
        onProgress?.(written);
      }
    }
    if (chunk) yield chunk;
  }
  const into = await sql`copy ${sql(table)} (${sql(columns as string[])}) from stdin`.writable();
  await pipeline(Readable.from(chunks()), into);
  onProgress?.(written);
  return written;
}

/** One value in COPY's text format (tab-separated, \N for null, backslash escapes). */
function copyText(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeCopy(arrayLiteral(value));
  if (typeof value === "object") return escapeCopy(JSON.stringify(value));
  return escapeCopy(value as string);
}

function escapeCopy(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
}

/** {"a","b \"c\""}: every element quoted, so spaces and commas are safe. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
