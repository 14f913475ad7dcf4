// Which page numbers a numbered pagination shows, for any list of pages.

/**
 * The pages to show: the first, the last, the current one and its neighbours; null is a gap.
 * A gap of exactly one page shows that page instead of '…', which would take as much room.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const p of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && p - last === 2) result.push(last + 1);
    else if (typeof last === "number" && p - last > 2) result.push(null);
    result.push(p);
  }
  return result;
}
