/** The rows of `db.execute(sql…)`: PGlite answers { rows }, postgres.js an array of rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
