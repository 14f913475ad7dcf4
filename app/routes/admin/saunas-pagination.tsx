import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { AdminSaunaFilters } from "#domain/admin-sauna-edit";
import type { Locale } from "#domain/locales";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { formatNumber } from "#domain/messages/translate";
import type { AdminT } from "./admin-meta";

/** "Showing 25 of 1,000+ saunas", "3 saunas", "No saunas match": the noun counted by the total. */
export function saunasSummary(t: AdminT, locale: Locale, shown: number, total: { count: number; capped: boolean }): string {
  if (total.count === 0) return t("saunas.summary.none");
  // `all` is the total as the language writes it, with "+" when the count stopped there.
  const all = `${formatNumber(locale, total.count)}${total.capped ? "+" : ""}`;
  return shown === total.count && !total.capped
    ? t("saunas.summary.all", { count: total.count, all })
    : t("saunas.summary.showing", { count: total.count, shown, all });
}

function href(query: AdminSaunaFilters, page: { after?: string; before?: string }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.bookings) params.set("bookings", query.bookings);
  if (page.after) params.set("after", page.after);
  if (page.before) params.set("before", page.before);
  const search = params.toString();
  return `/admin/saunas${search ? `?${search}` : ""}`;
}

const linkClass = "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-cedar-900 hover:bg-sand-100";

/** Newer and older pages: a page is the rows after (or before) a cursor, so no page costs more than another. */
export function SaunasPagination({ query, newer, older }: { query: AdminSaunaFilters; newer: string | null; older: string | null }) {
  const t = useT("admin");
  const localePath = useLocalePath();
  if (!newer && !older) return null;
  return (
    <nav aria-label={t("saunas.pagination")} className="flex items-center justify-between gap-2">
      {newer ? (
        <Link to={localePath(href(query, { before: newer }))} rel="prev" className={linkClass}>
          <ChevronLeft className="size-4" aria-hidden="true" /> {t("saunas.previous")}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={localePath(href(query, { after: older }))} rel="next" className={linkClass}>
          {t("saunas.next")} <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
