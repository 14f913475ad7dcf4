// Admin Bookings (docs/product.md §2): 'Bookings Management', every booking newest first with a status
// filter, search (booking id, guest, sauna) and pages.
import type { Route } from "./+types/bookings";
import { ADMIN_BOOKING_FILTERS, type AdminBookingFilter, shortBookingId } from "#domain/admin-people";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { listBookings } from "#server/features/admin/admin-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { EmptyRow, ListHeader, Pager, SearchForm, TableHead, td, useListLoading, ViewDetails } from "./people-list";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("nav.bookings"));
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listBookings(getApp(context).db, admin, queryFields(request)));
}

/** The status filter's options (keys of the `admin` messages), as the booking status badge names each status. */
const FILTER_LABEL = {
  all: "filter.allStatuses",
  confirmed: "bookings.status.confirmed",
  pending: "bookings.status.pending",
  completed: "bookings.status.completed",
  cancelled: "bookings.status.cancelled",
  expired: "bookings.status.expired",
} as const satisfies Record<AdminBookingFilter, string>;

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query } = loaderData;
  const loading = useListLoading("/admin/bookings");
  const filtered = Boolean(query.q) || query.status !== "all";
  const t = useT("admin");
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <ListHeader title={t("bookings.heading")} subtitle={t("bookings.subtitle")} />
      <SearchForm label={t("bookings.search")} placeholder={t("bookings.searchPlaceholder")} defaultValue={query.q}>
        <label className="flex flex-col gap-1 text-sm font-medium text-cedar-900 sm:w-48">
          {t("column.status")}
          <select name="status" defaultValue={query.status} className="h-11 rounded-xl border border-sand-300 bg-white px-3 text-base text-ink">
            {ADMIN_BOOKING_FILTERS.map((f) => <option key={f} value={f}>{t(FILTER_LABEL[f])}</option>)}
          </select>
        </label>
      </SearchForm>
      <ScrollTable label={t("nav.bookings")} busy={loading}>
        <TableHead columns={[t("column.bookingId"), t("column.sauna"), t("column.user"), t("column.date"), t("column.amount"), t("column.status"), t("column.actions")]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={7}>{filtered ? t("bookings.noMatch") : t("bookings.none")}</EmptyRow>}
          {rows.map((b) => (
            <tr key={b.id}>
              <td className={`${td} font-mono`}>{shortBookingId(b.id)}</td>
              <td className={td}>{b.saunaName}</td>
              <td className={td}>{b.guestName}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(b.bookingDate, locale)} <span className="text-muted">{b.startTime.slice(0, 5)}</span></td>
              <td className={`${td} whitespace-nowrap`}>{formatMoney(b.totalAmount, locale)}</td>
              <td className={td}><BookingStatusBadge status={b.status} /></td>
              <td className={td}><ViewDetails to={`/admin/bookings/${b.id}`} what={t("bookings.what", { id: shortBookingId(b.id) })} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
