import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { SaunaStatus } from "#domain/constants";

const count = new Intl.NumberFormat("en-IE");

/** "Showing 25 of 1,000+ saunas", "3 saunas", "No saunas match". */
export function saunasSummary(shown: number, total: { count: number; capped: boolean }): string {
  if (total.count === 0) return "No saunas match";
  const all = `${count.format(total.count)}${total.capped ? "+" : ""}`;
  const noun = total.count === 1 && !total.capped ? "sauna" : "saunas";
  return shown === total.count && !total.capped ? `${all} ${noun}` : `Showing ${shown} of ${all} ${noun}`;
}

function href(query: { q?: string; status?: SaunaStatus }, page: { after?: string; before?: string }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (page.after) params.set("after", page.after);
  if (page.before) params.set("before", page.before);
  const search = params.toString();
  return `/admin/saunas${search ? `?${search}` : ""}`;
}

const linkClass = "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-cedar-900 hover:bg-sand-100";

/** Newer and older pages: a page is the rows after (or before) a cursor, so no page costs more than another. */
export function SaunasPagination({ query, newer, older }: { query: { q?: string; status?: SaunaStatus }; newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      {newer ? (
        <Link to={href(query, { before: newer })} rel="prev" className={linkClass}>
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={href(query, { after: older })} rel="next" className={linkClass}>
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
