// Payouts per booking: the ledger lines of the chosen filter, a page at a time. A card booking's
// line says how its Stripe transfer stands: made (with Stripe's id), held (why), failed (Stripe's
// error, and 'Try again').
import { Link } from "react-router";
import { formatDate, formatMoney } from "#domain/format";
import { LEDGER_STATE_LABELS, payoutsHref, type LedgerState, type PayoutQuery } from "#domain/payouts";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { cn } from "#app/lib/cn";
import type { PayoutsOverview } from "#server/features/admin/admin-payouts.service";
import { RetryButton } from "./payouts-retry";

/** A page of the ledger, as the service gives it. */
type Ledger = PayoutsOverview["ledger"];
type LedgerLine = Ledger["rows"][number];

const STATE_STYLE: Record<LedgerState, string> = {
  paid: "bg-emerald-100 text-emerald-900",
  due: "bg-amber-100 text-amber-950",
  upcoming: "bg-sky-100 text-sky-950",
  on_hold: "bg-orange-100 text-orange-950",
  refunded: "bg-sand-100 text-cedar-900",
  pending: "bg-yellow-100 text-yellow-950",
  transferring: "bg-sky-100 text-sky-950",
  held: "bg-orange-100 text-orange-950",
  failed: "bg-red-100 text-red-950",
};

const EMPTY: Record<PayoutQuery["filter"], string> = {
  due: "Nothing is due right now.",
  paid: "No payouts have been made yet.",
  all: "No bookings yet.",
  held: "No payout is on hold.",
  failed: "No transfer has failed.",
};

const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

export function PayoutLedger({ query, ledger }: { query: PayoutQuery; ledger: Ledger }) {
  return (
    <section aria-labelledby="payout-ledger-heading" className="space-y-3">
      <h2 id="payout-ledger-heading" className="font-serif text-xl text-cedar-900">By booking <span className="text-base text-muted">({ledger.total.toLocaleString("en-IE")})</span></h2>
      {ledger.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{EMPTY[query.filter]}</p>
      ) : (
        <ScrollTable labelledBy="payout-ledger-heading" minWidth="min-w-[54rem]" shadow={false}>
          <ColumnHeads
            cell="px-3 py-3"
            columns={["Session", "Sauna", "Host", ...["Total", "Commission", "Host payout"].map((label) => ({ label, numeric: true })), "Due", "Payout"]}
          />
          <tbody className="divide-y divide-sand-100">
            {ledger.rows.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap px-3 py-3">
                  {formatDate(r.bookingDate)}
                  <span className="block text-xs text-muted">{r.startTime.slice(0, 5)} · <span className="font-mono">{r.id.slice(0, 8)}</span></span>
                </td>
                <td className="px-3 py-3"><Link to={`/sauna/${r.saunaId}`} className="text-cedar-900 hover:text-ember-700">{r.saunaName}</Link></td>
                <td className="px-3 py-3">
                  {r.hostId ? <Link to={payoutsHref(query, { host: r.hostId, page: 1 })} className="text-cedar-900 hover:text-ember-700">{r.hostName}</Link> : <span className="text-muted">No owner</span>}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatMoney(r.totalAmount)}
                  {r.refundAmount !== null && r.refundAmount > 0 && <span className="block text-xs text-muted">{formatMoney(r.refundAmount)} refunded</span>}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatMoney(r.platformFee)}
                  <span className="block text-xs text-muted">{percent(r.commissionRate)}</span>
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{formatMoney(r.hostPayout)}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatDate(new Date(r.payoutDueAt))}</td>
                {/* A transfer's reason or error may wrap; a line paid by hand stays on one. */}
                <td className={cn("px-3 py-3", r.transferStatus ? "min-w-44" : "whitespace-nowrap")}>
                  <Badge className={cn(STATE_STYLE[r.state])}>{LEDGER_STATE_LABELS[r.state]}</Badge>
                  {r.payoutPaidAt && <span className="mt-1 block text-xs text-muted">{formatDate(new Date(r.payoutPaidAt))}</span>}
                  {r.transferStatus && <TransferDetail line={r} />}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination look="table" label="Ledger pages" page={query.page} pages={ledger.pages} href={(p) => payoutsHref(query, { page: p })} />
    </section>
  );
}

/** What a card booking's transfer adds to its line. */
function TransferDetail({ line }: { line: LedgerLine }) {
  if (line.stripeTransferId) return <span className="mt-1 block font-mono text-xs text-muted">{line.stripeTransferId}</span>;
  if (line.state === "failed") {
    return (
      <>
        {line.transferNote && <span className="mt-1 block max-w-56 text-xs text-red-900">{line.transferNote}</span>}
        <RetryButton intent="retry-transfer" bookingId={line.id} label={`Try the payout of ${formatMoney(line.hostPayout)} for booking ${line.id.slice(0, 8)} again`} />
      </>
    );
  }
  if (line.state === "held" || line.state === "refunded") {
    return line.transferNote ? <span className="mt-1 block max-w-56 text-xs text-muted">{line.transferNote}</span> : null;
  }
  return <span className="mt-1 block whitespace-nowrap text-xs text-muted">By Stripe transfer</span>;
}
