import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { listingHref, type ListingQuery } from "#domain/listing-query";
import { cn } from "#app/lib/cn";

/** The pages to show: the first, the last, the current one and its neighbours; null is a gap. */
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

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium";

/** Previous / Next and page numbers; the current page is marked with aria-current. */
export function Pagination({ query, page, pages }: { query: ListingQuery; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (p: number) => listingHref(query, { page: p });
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(itemClass, "text-cedar-900 hover:bg-sand-100")}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(itemClass, "invisible")}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </span>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">…</li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                className={cn(itemClass, p === page ? "bg-cedar-900 text-white" : "text-cedar-900 hover:bg-sand-100")}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={cn(itemClass, "text-cedar-900 hover:bg-sand-100")}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={cn(itemClass, "invisible")}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
