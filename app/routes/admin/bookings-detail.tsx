// One booking (admin Bookings → View Details): the session, who booked it, and its ledger
// lines — total, off-peak discount, commission at the booking's own rate, host payout, its due
// date and whether it is paid, and the refund, who cancelled and why if it was cancelled. A session
// still to come can be cancelled here, with a full refund and a reason the guest and host read.
import CalendarX from "lucide-react/icons/calendar-x";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/bookings-detail";
import { shortBookingId } from "#domain/admin-people";
import type { BookingType } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { bookingDetail, cancelBookingAsAdmin } from "#server/features/admin/admin-bookings.service";
import { BookingStatusBadge } from "#app/components/booking-status-badge";
import { useCancellationReason } from "#app/components/cancellation-reason";
import { Button } from "#app/components/ui/button";
import { getApp } from "#app/lib/context.server";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { requestLocale, serverT } from "#server/i18n/messages";
import { formFields, textField } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { requireAdminPage } from "./admin-guard.server";
import { adminMetaT, adminTitle } from "./admin-meta";
import { formatDateTime, formatPercent } from "./admin-format";
import { DetailPage, Facts } from "./detail-page";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { StatusBadge } from "./people-list";

export const meta: Route.MetaFunction = (args) => {
  const t = adminMetaT(args);
  return adminTitle(t, t("booking.title", { id: args.data ? shortBookingId(args.data.id) : "" }), t("nav.bookings"));
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  return serviceLoader(() => bookingDetail(getApp(context).db, admin, params.bookingId));
}

/** Cancel booking: a full refund and the admin's reason, for the guest and the host (cancelBookingAsAdmin). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const t = serverT(requestLocale(request), "admin");
  const form = await attempt(async () => formFields(context));
  if (!form.ok) return data({ ok: false as const, error: form.error }, { status: form.status });
  const intent = textField(form.value, "intent");
  if (intent === "cancel-booking") {
    const result = await attempt(() => cancelBookingAsAdmin(getApp(context).db, admin, { ...form.value, bookingId: params.bookingId }));
    if (!result.ok) return data({ ok: false as const, error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
    return {
      ok: true as const,
      toast: t("booking.toast.cancelled"),
      description: result.value.paidOnline
        ? t("booking.toast.cancelledDescription", { refund: formatMoney(result.value.refund, requestLocale(request)) })
        : t("booking.toast.cancelledNothingPaid"),
    };
  }
  return data({ ok: false as const, error: t("unknownAction") }, { status: 400 });
}

const CANCELLED_BY: Record<string, "booking.cancelledBy.guest" | "booking.cancelledBy.host" | "booking.cancelledBy.admin" | "booking.cancelledBy.system"> = {
  guest: "booking.cancelledBy.guest",
  host: "booking.cancelledBy.host",
  admin: "booking.cancelledBy.admin",
  system: "booking.cancelledBy.system",
};
const BOOKING_TYPE = { private: "booking.type.private", shared: "booking.type.shared", group: "booking.type.group" } as const satisfies Record<BookingType, string>;
/** The payout's state as the ledger says it (the service's words, lower case). */
const PAYOUT_WORD: Record<string, "booking.payout.paid" | "booking.payout.due" | "booking.payout.notYetDue" | "booking.payout.notOwed"> = {
  paid: "booking.payout.paid",
  due: "booking.payout.due",
  "not yet due": "booking.payout.notYetDue",
  "not owed": "booking.payout.notOwed",
};
const PAYOUT_STYLE: Record<string, string> = {
  paid: "bg-emerald-100 text-emerald-900",
  due: "bg-amber-100 text-amber-950",
  "not yet due": "bg-sand-100 text-cedar-900",
  "not owed": "bg-sand-100 text-cedar-900",
};



export default function BookingDetail({ loaderData: b }: Route.ComponentProps) {
  const { ledger, cancellation } = b;
  const [cancelling, setCancelling] = useState(false);
  const t = useT("admin");
  const reason = useCancellationReason();
  const locale = useLocale();
  const localePath = useLocalePath();
  const money = (amount: number | string) => formatMoney(amount, locale);
  const when = (at: Date | string) => formatDateTime(at, locale);
  const id = shortBookingId(b.id);
  return (
    <DetailPage back={{ to: "/admin/bookings", label: t("booking.back") }}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl text-cedar-900">{t("booking.heading")} <span className="font-mono">{id}</span></h1>
        <BookingStatusBadge status={b.status} />
      </header>

      <Facts>
        <dt className="text-muted">{t("column.sauna")}</dt><dd><Link to={localePath(`/sauna/${b.saunaId}`)} className="font-medium text-ember-700 hover:underline">{b.saunaName}</Link></dd>
        <dt className="text-muted">{t("booking.host")}</dt><dd>{b.host.id ? <Link to={localePath(`/admin/owners/${b.host.id}`)} className="text-ember-700 underline">{b.host.name}</Link> : b.host.name}</dd>
        <dt className="text-muted">{t("booking.guest")}</dt>
        <dd className="break-all">{b.guest.id ? <Link to={localePath(`/admin/users/${b.guest.id}`)} className="text-ember-700 underline">{b.guest.name}</Link> : b.guest.name}{b.guest.email && <span className="text-muted"> · {b.guest.email}</span>}</dd>
        <dt className="text-muted">{t("booking.session")}</dt><dd>{formatDate(b.bookingDate, locale)}, {b.startTime.slice(0, 5)}–{b.endTime.slice(0, 5)}</dd>
        <dt className="text-muted">{t("booking.type")}</dt><dd>{b.bookingType in BOOKING_TYPE ? t(BOOKING_TYPE[b.bookingType as BookingType]) : b.bookingType}, {t("booking.guests", { count: b.guests })}</dd>
        <dt className="text-muted">{t("booking.booked")}</dt><dd>{when(b.createdAt)}</dd>
        <dt className="text-muted">{t("booking.fullId")}</dt><dd className="break-all font-mono text-xs">{b.id}</dd>
      </Facts>

      {b.canCancel && (
        <section aria-labelledby="cancel-booking" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="cancel-booking" className="font-medium text-ink">{t("booking.cancel.heading")}</h2>
            <p className="mt-1 text-sm text-muted">
              {b.paidOnline
                ? t(b.host.id ? "booking.cancel.explainedHost" : "booking.cancel.explained", { refund: money(ledger.total) })
                : t(b.host.id ? "booking.cancel.explainedHostNothingPaid" : "booking.cancel.explainedNothingPaid")}
            </p>
          </div>
          <Button variant="outline" size="sm" className="shrink-0 text-red-800" onClick={() => setCancelling(true)}>
            <CalendarX aria-hidden="true" /> {t("booking.cancel.button")}
          </Button>
        </section>
      )}
      {cancelling && (
        <ConfirmActionDialog
          title={t("booking.cancelDialog.title", { id })}
          description={t(b.paidOnline ? "booking.cancelDialog.description" : "booking.cancelDialog.descriptionNothingPaid", { guest: b.guest.name, sauna: b.saunaName, date: formatDate(b.bookingDate, locale), time: b.startTime.slice(0, 5), refund: money(ledger.total) })}
          action={localePath(`/admin/bookings/${b.id}`)}
          fields={{ intent: "cancel-booking" }}
          reason={{ label: t("reason.label"), hint: b.host.id ? t("booking.cancelDialog.readersHost") : t("booking.cancelDialog.readers"), required: true }}
          confirm={{ label: t("booking.cancelDialog.confirm"), busy: t("booking.cancelDialog.busy") }}
          keepLabel={t("booking.cancelDialog.keep")}
          onClose={() => setCancelling(false)}
        />
      )}

      <section aria-labelledby="ledger" className="space-y-3">
        <h2 id="ledger" className="font-serif text-xl text-cedar-900">{t("booking.ledger")}</h2>
        <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("booking.ledger.caption", { id })}</caption>
            <tbody className="divide-y divide-sand-100">
              {ledger.discount > 0 && (
                <>
                  <Line label={t("booking.ledger.listPrice")} value={money(ledger.listPrice)} />
                  <Line label={t("booking.ledger.discount")} value={`−${money(ledger.discount)}`} />
                </>
              )}
              <Line label={t("booking.ledger.total")} value={money(ledger.total)} strong />
              <Line label={t("booking.ledger.commission", { rate: formatPercent(ledger.commissionRate, locale) })} value={money(ledger.commission)} />
              <Line label={t("booking.ledger.hostPayout")} value={money(ledger.hostPayout)} strong />
              <Line label={t("booking.ledger.payoutDue")} value={when(ledger.payoutDueAt)} />
              <tr>
                <th scope="row" className="px-4 py-3 text-left font-normal text-muted">{t("booking.ledger.payout")}</th>
                <td className="px-4 py-3 text-right">
                  <StatusBadge label={PAYOUT_WORD[ledger.payoutStatus] ? t(PAYOUT_WORD[ledger.payoutStatus]) : ledger.payoutStatus} style={PAYOUT_STYLE[ledger.payoutStatus]} />
                  {ledger.payoutPaidAt && (
                    <p className="mt-1 text-xs text-muted">{ledger.payoutPaidBy ? t("booking.ledger.paidBy", { at: when(ledger.payoutPaidAt), by: ledger.payoutPaidBy }) : t("booking.ledger.paid", { at: when(ledger.payoutPaidAt) })}</p>
                  )}
                </td>
              </tr>
              {cancellation && (
                <>
                  <Line label={t("booking.ledger.refund")} value={b.paidOnline ? money(cancellation.refund) : t("booking.ledger.nothingPaidOnline")} strong />
                  <Line label={t("booking.ledger.cancelledBy")} value={cancellation.by ? (CANCELLED_BY[cancellation.by] ? t(CANCELLED_BY[cancellation.by]) : cancellation.by) : t("booking.ledger.notRecorded")} />
                  {cancellation.at && <Line label={t("booking.ledger.cancelled")} value={when(cancellation.at)} />}
                  <Line label={t("reason.label")} value={reason(cancellation.reason)?.trim() || t("booking.ledger.noReason")} />
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
