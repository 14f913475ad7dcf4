// Payouts per booking: the ledger lines of the chosen filter, a page at a time. A card booking's
// line says how its Stripe transfer stands: made (with Stripe's id), held (why), failed (Stripe's
// error, and 'Try again').
import { Link } from "react-router";
import { formatMoney } from "#domain/format";
import { formatDate } from "#domain/format-date";
import { heldReasonOf, notOwedReasonOf, type PayoutHeldReason, type PayoutNotOwedReason } from "#domain/payout-hold";
import { payoutsHref, type LedgerState, type PayoutQuery } from "#domain/payouts";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { ColumnHeads, ScrollTable } from "#app/components/scroll-table";
import { cn } from "#app/lib/cn";
import type { PayoutsOverview } from "#server/features/admin/admin-payouts.service";
import type { MessageKey } from "#domain/messages/translate";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { formatNumber } from "#domain/messages/translate";
import { formatPercent } from "./admin-format";
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

const EMPTY = {
  due: "ledger.empty.due",
  paid: "ledger.empty.paid",
  all: "ledger.empty.all",
  held: "ledger.empty.held",
  failed: "ledger.empty.failed",
} as const satisfies Record<PayoutQuery["filter"], string>;

/** Each line's payout state in words (keys of the `admin` messages). */
const STATE_LABEL = {
  paid: "ledger.state.paid",
  due: "ledger.state.due",
  upcoming: "ledger.state.upcoming",
  on_hold: "ledger.state.on_hold",
  refunded: "ledger.state.refunded",
  pending: "ledger.state.pending",
  transferring: "ledger.state.transferring",
  held: "ledger.state.held",
  failed: "ledger.state.failed",
} as const satisfies Record<LedgerState, string>;

export function PayoutLedger({ query, ledger }: { query: PayoutQuery; ledger: Ledger }) {
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section aria-labelledby="payout-ledger-heading" className="space-y-3">
      <h2 id="payout-ledger-heading" className="font-serif text-xl text-cedar-900">{t("ledger.heading")} <span className="text-base text-muted">({formatNumber(locale, ledger.total)})</span></h2>
      {ledger.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 p-6 text-center text-muted">{t(EMPTY[query.filter])}</p>
      ) : (
        <ScrollTable labelledBy="payout-ledger-heading" minWidth="min-w-[54rem]" shadow={false}>
          <ColumnHeads
            cell="px-3 py-3"
            columns={[
              t("ledger.column.session"), t("column.sauna"), t("hosts.column.host"),
              ...[t("hosts.column.total"), t("hosts.column.commission"), t("ledger.column.hostPayout")].map((label) => ({ label, numeric: true })),
              t("ledger.column.due"), t("ledger.column.payout"),
            ]}
          />
          <tbody className="divide-y divide-sand-100">
            {ledger.rows.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap px-3 py-3">
                  {formatDate(r.bookingDate, locale)}
                  <span className="block text-xs text-muted">{r.startTime.slice(0, 5)} · <span className="font-mono">{r.id.slice(0, 8)}</span></span>
                </td>
                <td className="px-3 py-3"><Link to={localePath(`/sauna/${r.saunaId}`)} className="text-cedar-900 hover:text-ember-700">{r.saunaName}</Link></td>
                <td className="px-3 py-3">
                  {r.hostId ? <Link to={localePath(payoutsHref(query, { host: r.hostId, page: 1 }))} className="text-cedar-900 hover:text-ember-700">{r.hostName}</Link> : <span className="text-muted">{t("ledger.noOwner")}</span>}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {money(r.totalAmount)}
                  {r.refundAmount !== null && r.refundAmount > 0 && <span className="block text-xs text-muted">{t("ledger.refunded", { amount: money(r.refundAmount) })}</span>}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {money(r.platformFee)}
                  <span className="block text-xs text-muted">{formatPercent(r.commissionRate, locale)}</span>
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{money(r.hostPayout)}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatDate(new Date(r.payoutDueAt), locale)}</td>
                {/* A transfer's reason or error may wrap; a line paid by hand stays on one. */}
                <td className={cn("px-3 py-3", r.transferStatus ? "min-w-44" : "whitespace-nowrap")}>
                  <Badge className={cn(STATE_STYLE[r.state])}>{t(STATE_LABEL[r.state])}</Badge>
                  {r.payoutPaidAt && <span className="mt-1 block text-xs text-muted">{formatDate(new Date(r.payoutPaidAt), locale)}</span>}
                  {r.transferStatus && <TransferDetail line={r} />}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination look="table" label={t("ledger.pages")} page={query.page} pages={ledger.pages} href={(p) => localePath(payoutsHref(query, { page: p }))} />
    </section>
  );
}

/** The worker's holds and reasons nothing is owed (domain/payout-hold.ts), in the page's language. */
const HELD_KEY = {
  disputed: "payouts.held.disputed", noHost: "payouts.held.noHost", notConnected: "payouts.held.notConnected", payoutsOff: "payouts.held.payoutsOff",
} as const satisfies Record<PayoutHeldReason, MessageKey<"admin">>;
const NOT_OWED_KEY = {
  paidByHand: "payouts.notOwed.paidByHand", refunded: "payouts.notOwed.refunded", neverPaid: "payouts.notOwed.neverPaid",
} as const satisfies Record<PayoutNotOwedReason, MessageKey<"admin">>;

/** What the worker recorded on a transfer: its own reasons translated, Stripe's error as Stripe wrote it. */
function useTransferNote(): (recorded: string | null) => string | null {
  const t = useT("admin");
  return (recorded) => {
    const held = heldReasonOf(recorded);
    if (held) return t(HELD_KEY[held]);
    const notOwed = notOwedReasonOf(recorded);
    return notOwed ? t(NOT_OWED_KEY[notOwed]) : recorded;
  };
}

/** What a card booking's transfer adds to its line. */
function TransferDetail({ line }: { line: LedgerLine }) {
  const t = useT("admin");
  const locale = useLocale();
  const transferNote = useTransferNote()(line.transferNote);
  if (line.stripeTransferId) return <span className="mt-1 block font-mono text-xs text-muted">{line.stripeTransferId}</span>;
  if (line.state === "failed") {
    return (
      <>
        {transferNote && <span className="mt-1 block max-w-56 text-xs text-red-900">{transferNote}</span>}
        <RetryButton intent="retry-transfer" bookingId={line.id} label={t("ledger.retry.aria", { amount: formatMoney(line.hostPayout, locale), id: line.id.slice(0, 8) })} />
      </>
    );
  }
  if (line.state === "held" || line.state === "refunded") {
    return transferNote ? <span className="mt-1 block max-w-56 text-xs text-muted">{transferNote}</span> : null;
  }
  return <span className="mt-1 block whitespace-nowrap text-xs text-muted">{t("ledger.byStripe")}</span>;
}
