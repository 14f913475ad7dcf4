// Admin Bookings (docs/product.md §2): 'Bookings Management', every booking newest first with a status
// filter, search (booking id, guest, sauna) and pages.
import type { Route } from "./+types/bookings";
import { ADMIN_BOOKING_FILTERS, type AdminBookingFilter, shortBookingId } from "#domain/admin-people";
import { BOOKING_STATUS_LABELS } from "#domain/booking-status";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { listBookings } from "#server/features/admin/admin-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { ScrollTable } from "#app/components/scroll-table";
import { getApp } from "#app/lib/context.server";
import { queryFields } from "#app/lib/form.server";
import { serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { EmptyRow, ListHeader, Pager, SearchForm, TableHead, td, useListLoading, ViewDetails } from "./people-list";

export const meta = () => [{ title: `Bookings · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => listBookings(getApp(context).db, admin, queryFields(request)));
}

const FILTER_LABEL: Record<AdminBookingFilter, string> = { all: "All statuses", ...BOOKING_STATUS_LABELS };

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { rows, prev, next, query } = loaderData;
  const loading = useListLoading("/admin/bookings");
  const filtered = Boolean(query.q) || query.status !== "all";
  return (
    <div className="space-y-6">
      <ListHeader title="Bookings Management" subtitle="Oversee all platform transactions" />
      <SearchForm label="Search bookings" placeholder="Booking ID, guest or sauna" defaultValue={query.q}>
        <label className="flex flex-col gap-1 text-sm font-medium text-cedar-900 sm:w-48">
          Status
          <select name="status" defaultValue={query.status} className="h-11 rounded-xl border border-sand-300 bg-white px-3 text-base text-ink">
            {ADMIN_BOOKING_FILTERS.map((f) => <option key={f} value={f}>{FILTER_LABEL[f]}</option>)}
          </select>
        </label>
      </SearchForm>
      <ScrollTable label="Bookings" busy={loading}>
        <TableHead columns={["Booking ID", "Sauna", "User", "Date", "Amount", "Status", "Actions"]} />
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && <EmptyRow columns={7}>{filtered ? "No bookings match this search." : "No bookings yet."}</EmptyRow>}
          {rows.map((b) => (
            <tr key={b.id}>
              <td className={`${td} font-mono`}>{shortBookingId(b.id)}</td>
              <td className={td}>{b.saunaName}</td>
              <td className={td}>{b.guestName}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(b.bookingDate)} <span className="text-muted">{b.startTime.slice(0, 5)}</span></td>
              <td className={`${td} whitespace-nowrap`}>{formatMoney(b.totalAmount)}</td>
              <td className={td}><BookingStatusBadge status={b.status} /></td>
              <td className={td}><ViewDetails to={`/admin/bookings/${b.id}`} what={`booking ${shortBookingId(b.id)}`} /></td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager prev={prev} next={next} />
    </div>
  );
}
