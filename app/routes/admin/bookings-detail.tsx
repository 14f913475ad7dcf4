// One booking (admin Bookings → View Details): the session, who booked it, and its ledger
// lines — total, off-peak discount, commission at the booking's own rate, host payout, its due
// date and whether it is paid, and the refund, who cancelled and why if it was cancelled. A session
// still to come can be cancelled here, with a full refund and a reason the guest and host read.
import CalendarX from "lucide-react/icons/calendar-x";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/bookings-detail";
import { shortBookingId } from "#domain/admin-people";
import { BOOKING_TYPE_LABELS, PRODUCT_NAME, type BookingType } from "#domain/constants";
import { formatDate, formatMoney } from "#domain/format";
import { bookingDetail, cancelBookingAsAdmin } from "#server/features/admin/admin-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { DetailPage, Facts } from "./detail-page";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { StatusBadge } from "./people-list";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `Booking ${data ? shortBookingId(data.id) : ""} · Bookings · Admin · ${PRODUCT_NAME}` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => bookingDetail(getApp(context).db, admin, params.bookingId));
}

/** Cancel booking: a full refund and the admin's reason, for the guest and the host (cancelBookingAsAdmin). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ ok: false as const, error: form.error }, { status: form.status });
  const intent = textField(form.value, "intent");
  if (intent === "cancel-booking") {
    const result = await attempt(() => cancelBookingAsAdmin(getApp(context).db, admin, { ...form.value, bookingId: params.bookingId }));
    if (!result.ok) return data({ ok: false as const, error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
    return {
      ok: true as const,
      toast: "Booking cancelled",
      description: `The guest gets a full refund of ${formatMoney(result.value.refund)}. They and the host have been told why by e-mail.`,
    };
  }
  return data({ ok: false as const, error: "Unknown action. Please reload the page and try again." }, { status: 400 });
}

const dateTime = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });
const CANCELLED_BY: Record<string, string> = { guest: "The guest", host: "The host", admin: "An administrator", system: "The system (account deleted)" };
const PAYOUT_STYLE: Record<string, string> = {
  paid: "bg-emerald-100 text-emerald-900",
  due: "bg-amber-100 text-amber-950",
  "not yet due": "bg-sand-100 text-cedar-900",
  "not owed": "bg-sand-100 text-cedar-900",
};

function percent(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

export default function BookingDetail({ loaderData: b }: Route.ComponentProps) {
  const { ledger, cancellation } = b;
  const [cancelling, setCancelling] = useState(false);
  // A listing nobody has claimed has no host to tell.
  const told = b.host.id ? "the guest and the host are told" : "the guest is told";
  return (
    <DetailPage back={{ to: "/admin/bookings", label: "Back to Bookings" }}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl text-cedar-900">Booking <span className="font-mono">{shortBookingId(b.id)}</span></h1>
        <BookingStatusBadge status={b.status} />
      </header>

      <Facts>
        <dt className="text-muted">Sauna</dt><dd><Link to={`/sauna/${b.saunaId}`} className="font-medium text-ember-700 hover:underline">{b.saunaName}</Link></dd>
        <dt className="text-muted">Host</dt><dd>{b.host.id ? <Link to={`/admin/owners/${b.host.id}`} className="text-ember-700 underline">{b.host.name}</Link> : b.host.name}</dd>
        <dt className="text-muted">Guest</dt>
        <dd className="break-all">{b.guest.id ? <Link to={`/admin/users/${b.guest.id}`} className="text-ember-700 underline">{b.guest.name}</Link> : b.guest.name}{b.guest.email && <span className="text-muted"> · {b.guest.email}</span>}</dd>
        <dt className="text-muted">Session</dt><dd>{formatDate(b.bookingDate)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}</dd>
        <dt className="text-muted">Type</dt><dd>{BOOKING_TYPE_LABELS[b.bookingType as BookingType] ?? b.bookingType}, {b.guests} {b.guests === 1 ? "guest" : "guests"}</dd>
        <dt className="text-muted">Booked</dt><dd>{dateTime.format(new Date(b.createdAt))}</dd>
        <dt className="text-muted">Full ID</dt><dd className="break-all font-mono text-xs">{b.id}</dd>
      </Facts>

      {b.canCancel && (
        <section aria-labelledby="cancel-booking" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="cancel-booking" className="font-medium text-ink">Cancel this booking</h2>
            <p className="mt-1 text-sm text-muted">The guest gets a full refund of {formatMoney(ledger.total)}; {told} by e-mail, with your reason.</p>
          </div>
          <Button variant="outline" size="sm" className="shrink-0 text-red-800" onClick={() => setCancelling(true)}>
            <CalendarX aria-hidden="true" /> Cancel booking
          </Button>
        </section>
      )}
      {cancelling && (
        <ConfirmActionDialog
          title={`Cancel booking ${shortBookingId(b.id)}?`}
          description={`${b.guest.name}'s session at ${b.saunaName} on ${formatDate(b.bookingDate)}, ${b.startTime.slice(0, 5)}, will be cancelled with a full refund of ${formatMoney(ledger.total)}.`}
          action={`/admin/bookings/${b.id}`}
          fields={{ intent: "cancel-booking" }}
          reason={{ label: "Reason", hint: `${b.host.id ? "The guest and the host read" : "The guest reads"} this in their e-mail; the guest also sees it in My Bookings.`, required: true }}
          confirm={{ label: "Cancel Booking", busy: "Cancelling..." }}
          keepLabel="Keep Booking"
          onClose={() => setCancelling(false)}
        />
      )}

      <section aria-labelledby="ledger" className="space-y-3">
        <h2 id="ledger" className="font-serif text-xl text-cedar-900">Ledger</h2>
        <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">Ledger lines of booking {shortBookingId(b.id)}</caption>
            <tbody className="divide-y divide-sand-100">
              {ledger.discount > 0 && (
                <>
                  <Line label="Session price" value={formatMoney(ledger.listPrice)} />
                  <Line label="Off-peak discount" value={`−${formatMoney(ledger.discount)}`} />
                </>
              )}
              <Line label="Total paid by the guest" value={formatMoney(ledger.total)} strong />
              <Line label={`Commission (${percent(ledger.commissionRate)})`} value={formatMoney(ledger.commission)} />
              <Line label="Host payout" value={formatMoney(ledger.hostPayout)} strong />
              <Line label="Payout due" value={dateTime.format(new Date(ledger.payoutDueAt))} />
              <tr>
                <th scope="row" className="px-4 py-3 text-left font-normal text-muted">Payout</th>
                <td className="px-4 py-3 text-right">
                  <StatusBadge label={ledger.payoutStatus} style={PAYOUT_STYLE[ledger.payoutStatus]} />
                  {ledger.payoutPaidAt && (
                    <p className="mt-1 text-xs text-muted">Paid {dateTime.format(new Date(ledger.payoutPaidAt))}{ledger.payoutPaidBy ? ` by ${ledger.payoutPaidBy}` : ""}</p>
                  )}
                </td>
              </tr>
              {cancellation && (
                <>
                  <Line label="Refund" value={formatMoney(cancellation.refund)} strong />
                  <Line label="Cancelled by" value={cancellation.by ? (CANCELLED_BY[cancellation.by] ?? cancellation.by) : "Not recorded"} />
                  {cancellation.at && <Line label="Cancelled" value={dateTime.format(new Date(cancellation.at))} />}
                  <Line label="Reason" value={cancellation.reason?.trim() || "No reason given"} />
                </>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </DetailPage>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-left font-normal text-muted">{label}</th>
      <td className={`px-4 py-3 text-right ${strong ? "font-semibold text-ink" : ""}`}>{value}</td>
    </tr>
  );
}
