// Previous / Next and page numbers for a list whose pages are links (admin tables). The current
// page is marked with aria-current; the caller says how each page's address is made.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { pageWindow } from "#app/routes/saunas/pagination";

const itemClass = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium";

export function PageLinks({ label, page, pages, href }: { label: string; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" preventScrollReset className={cn(itemClass, "text-cedar-900 hover:bg-sand-100")}>
          <ChevronLeft className="size-4" aria-hidden="true" />Previous
        </Link>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">…</li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                preventScrollReset
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
      {page < pages && (
        <Link to={href(page + 1)} rel="next" preventScrollReset className={cn(itemClass, "text-cedar-900 hover:bg-sand-100")}>
          Next<ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
