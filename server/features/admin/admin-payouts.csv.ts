// The Payouts ledger as CSV: one row per booking of the chosen filter (and host).
import { LEDGER_STATE_LABELS } from "#domain/payouts";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { csvCalendarDate, csvDate, csvDateTime, csvEuro, csvStream, type CsvColumn } from "./admin-csv";
import { exportPayoutLedger, type LedgerRow } from "./admin-payouts.service";

export const PAYOUT_CSV_COLUMNS: CsvColumn<LedgerRow>[] = [
  { header: "Booking ID", value: (r) => r.id },
  { header: "Booked on", value: (r) => csvDate(r.createdAt) },
  { header: "Session date", value: (r) => csvCalendarDate(r.bookingDate) },
  { header: "Session time", value: (r) => r.startTime.slice(0, 5) },
  { header: "Sauna", value: (r) => r.saunaName },
  { header: "Host", value: (r) => r.hostName ?? "No owner" },
  { header: "Booking status", value: (r) => r.status },
  { header: "Total (€)", value: (r) => csvEuro(r.totalAmount) },
  { header: "Commission rate (%)", value: (r) => (r.commissionRate * 100).toFixed(2) },
  { header: "Commission (€)", value: (r) => csvEuro(r.platformFee) },
  { header: "Host payout (€)", value: (r) => csvEuro(r.hostPayout) },
  { header: "Refund (€)", value: (r) => (r.refundAmount === null ? "" : csvEuro(r.refundAmount)) },
  { header: "Payout due", value: (r) => csvDateTime(r.payoutDueAt) },
  { header: "Payout", value: (r) => LEDGER_STATE_LABELS[r.state] },
  { header: "Paid on", value: (r) => (r.payoutPaidAt ? csvDate(r.payoutPaidAt) : "") },
  { header: "Payout ID", value: (r) => r.payoutId },
  { header: "Stripe transfer", value: (r) => r.stripeTransferId ?? "" },
];

/** The file name and the CSV stream of the ledger; refused at once to anyone but an admin. */
export function payoutLedgerCsv(db: Db, actor: Actor, query: unknown, now = new Date()) {
  const { query: q, batches } = exportPayoutLedger(db, actor, query, now);
  const stamp = now.toISOString().slice(0, 10);
  return { filename: `sauna-eire-payouts-${q.filter}-${stamp}.csv`, body: csvStream(PAYOUT_CSV_COLUMNS, batches) };
}
