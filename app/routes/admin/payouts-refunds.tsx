// Refunds Stripe would not make (card payments on): the guest is still owed the money. Each with
// Stripe's error and 'Try again'; the alert e-mails link here.
import { Link } from "react-router";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { fromCents } from "#domain/money";
import { payoutsHref, type PayoutQuery } from "#domain/payouts";
import { Pagination } from "#app/components/pagination";
import { ScrollTable } from "#app/components/scroll-table";
import type { FailedRefunds as Refunds } from "#server/features/admin/admin-payouts.card";
import { RetryButton } from "./payouts-retry";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";

const REASON = {
  cancellation: "refunds.reason.cancellation",
  paid_too_late: "refunds.reason.paid_too_late",
} as const satisfies Record<Refunds["rows"][number]["reason"], string>;

export function FailedRefunds({ query, refunds }: { query: PayoutQuery; refunds: Refunds }) {
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <section id="failed-refunds" aria-labelledby="failed-refunds-heading" className="scroll-mt-24 space-y-3">
      <h2 id="failed-refunds-heading" className="font-serif text-xl text-cedar-900">{t("refunds.heading")} <span className="text-base text-muted">({refunds.total})</span></h2>
      {refunds.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{t("refunds.none")}</p>
      ) : (
        <ScrollTable labelledBy="failed-refunds-heading" minWidth="min-w-[48rem]" shadow={false}>
          <thead className="bg-sand-50 text-xs uppercase tracking-wide text-cedar-700">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">{t("ledger.column.session")}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t("column.sauna")}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t("booking.guest")}</th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">{t("refunds.column.refund")}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t("refunds.column.stripe")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {refunds.rows.map((r) => (
              <tr key={r.bookingId}>
                <td className="whitespace-nowrap px-3 py-3">
                  {formatDate(r.bookingDate, locale)}
                  <span className="block text-xs text-muted">{r.startTime.slice(0, 5)} · <Link to={localePath(`/admin/bookings/${r.bookingId}`)} className="font-mono hover:text-ember-700">{r.bookingId.slice(0, 8)}</Link></span>
                </td>
                <td className="px-3 py-3"><Link to={localePath(`/sauna/${r.saunaId}`)} className="text-cedar-900 hover:text-ember-700">{r.saunaName}</Link></td>
                <td className="px-3 py-3">{r.guestDeleted ? <span className="text-muted">{t("refunds.deletedAccount")}</span> : (r.guestName ?? t("payouts.names.aGuest"))}</td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatMoney(fromCents(r.amountCents), locale)}
                  <span className="block text-xs text-muted">{t(REASON[r.reason])}</span>
                </td>
                <td className="min-w-56 px-3 py-3">
                  <span className="block text-xs text-red-900">{r.error ?? t("refunds.noAnswer")}</span>
                  <span className="block text-xs text-muted">{t("refunds.attempts", { count: r.attempts, date: formatDate(new Date(r.owedSince), locale) })}</span>
                  <RetryButton intent="retry-refund" bookingId={r.bookingId} label={t("refunds.retry.aria", { amount: formatMoney(fromCents(r.amountCents), locale), id: r.bookingId.slice(0, 8) })} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination look="table" label={t("refunds.pages")} page={query.refundPage} pages={refunds.pages} href={(p) => localePath(payoutsHref(query, { refundPage: p }))} />
    </section>
  );
}
