// Previous / Next and page numbers, for any list whose pages are links: the public listing and the
// admin tables. The current page is marked with aria-current; the caller says how each page's
// address is made.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { pageWindow } from "#domain/page-window";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

const looks = {
  /** The public listing: larger, and Previous/Next keep their room when absent so the numbers don't move. */
  page: { nav: "mt-12 gap-1 sm:gap-2", item: "h-10 min-w-10", keepRoom: true, keepScroll: false },
  /** A table inside a page: smaller, and a new page keeps the scroll where the table is. */
  table: { nav: "mt-4 gap-1", item: "h-9 min-w-9", keepRoom: false, keepScroll: true },
};

export function Pagination({
  label,
  page,
  pages,
  href,
  look = "page",
}: {
  /** The navigation landmark's name: 'Pagination' unless told. */
  label?: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  look?: keyof typeof looks;
}) {
  const t = useT("common");
  // Each page's address in the page's language (`/ga/saunas?page=2` on an Irish page).
  const localize = useLocalePath();
  if (pages <= 1) return null;
  const { nav, item, keepRoom, keepScroll } = looks[look];
  const itemClass = cn("inline-flex items-center justify-center gap-1 rounded-full px-3 text-sm font-medium", item);
  const stepClass = cn(itemClass, "text-cedar-900 hover:bg-sand-100");
  const previous = (
    <>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t("pagination.previous")}
    </>
  );
  const next = (
    <>
      {t("pagination.next")}
      <ChevronRight className="size-4" aria-hidden="true" />
    </>
  );
  return (
    <nav aria-label={label ?? t("pagination.label")} className={cn("flex flex-wrap items-center justify-center", nav)}>
      {page > 1 ? (
        <Link to={localize(href(page - 1))} rel="prev" preventScrollReset={keepScroll} className={stepClass}>
          {previous}
        </Link>
      ) : (
        keepRoom && <span aria-hidden="true" className={cn(stepClass, "invisible")}>{previous}</span>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">…</li>
          ) : (
            <li key={p}>
              <Link
                to={localize(href(p))}
                preventScrollReset={keepScroll}
                aria-label={t("pagination.page", { page: String(p) })}
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
        <Link to={localize(href(page + 1))} rel="next" preventScrollReset={keepScroll} className={stepClass}>
          {next}
        </Link>
      ) : (
        keepRoom && <span aria-hidden="true" className={cn(stepClass, "invisible")}>{next}</span>
      )}
    </nav>
  );
}
