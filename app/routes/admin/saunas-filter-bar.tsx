import Search from "lucide-react/icons/search";
import { useEffect, useRef } from "react";
import type { AdminSaunaFilters } from "#domain/admin-sauna-edit";
import { SAUNA_STATUSES, type SaunaStatus } from "#domain/constants";
import { ADMIN_SAUNAS_MAX_QUERY_LENGTH } from "#domain/sauna-moderation";
import { FilterForm, filterFieldClass as fieldClass, filterLabelClass as labelClass, followUrl } from "#app/components/filter-form";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

const STATUS_LABELS = { pending: "saunas.filter.pending", active: "saunas.filter.active", suspended: "saunas.filter.suspended" } as const satisfies Record<SaunaStatus, string>;

/**
 * Search (name or county), status and, with card payments on, only the listings that can't take
 * bookings: a GET form, so each view has its own address and works
 * without JavaScript. A new search starts from the first page; empty fields stay out of the URL.
 */
export function SaunasFilterBar({ query, cardPayments }: { query: AdminSaunaFilters; cardPayments: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT("admin");
  const localePath = useLocalePath();

  // Follow the URL when it changes by a link or the back button, without remounting the fields.
  useEffect(() => {
    if (formRef.current) followUrl(formRef.current, { q: query.q ?? "", status: query.status ?? "", ...(cardPayments ? { bookings: query.bookings ?? "" } : {}) });
  }, [query, cardPayments]);

  return (
    <FilterForm ref={formRef} action={localePath("/admin/saunas")} label={t("saunas.filter.label")} className={cn("grid gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:items-end", cardPayments ? "sm:grid-cols-2 lg:grid-cols-[1fr_11rem_16rem_auto]" : "sm:grid-cols-[1fr_12rem_auto]")}>
      <div>
        <label htmlFor="admin-saunas-q" className={labelClass}>{t("search.label")}</label>
        <input
          id="admin-saunas-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          maxLength={ADMIN_SAUNAS_MAX_QUERY_LENGTH}
          placeholder={t("saunas.filter.placeholder")}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="admin-saunas-status" className={labelClass}>{t("column.status")}</label>
        <select id="admin-saunas-status" name="status" defaultValue={query.status ?? ""} className={fieldClass}>
          <option value="">{t("filter.allStatuses")}</option>
          {SAUNA_STATUSES.map((s) => (
            <option key={s} value={s}>{t(STATUS_LABELS[s])}</option>
          ))}
        </select>
      </div>
      {cardPayments && (
        <div>
          <label htmlFor="admin-saunas-bookings" className={labelClass}>{t("saunas.filter.bookings")}</label>
          <select id="admin-saunas-bookings" name="bookings" defaultValue={query.bookings ?? ""} className={fieldClass}>
            <option value="">{t("saunas.filter.allListings")}</option>
            <option value="closed">{t("saunas.filter.cantTakeBookings")}</option>
          </select>
        </div>
      )}
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" /> {t("search.button")}
      </Button>
    </FilterForm>
  );
}
