// The Payouts ledger as CSV: one row per booking of the chosen filter (and host), its headings
// and words in the admin's language (the address's: /ga/admin/payouts/ledger.csv is Irish).
// Numbers, dates, ids and the booking's stored status code read the same in every language.
import { serverT } from "#server/i18n/messages";
import type { Locale } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { csvCalendarDate, csvDate, csvDateTime, csvEuro, csvStream, type CsvColumn } from "./admin-csv";
import { exportPayoutLedger, type LedgerRow } from "./admin-payouts.service";

function payoutCsvColumns(locale: Locale): CsvColumn<LedgerRow>[] {
  const t = serverT(locale, "admin");
  return [
    { header: t("payouts.csv.bookingId"), value: (r) => r.id },
    { header: t("payouts.csv.bookedOn"), value: (r) => csvDate(r.createdAt) },
    { header: t("payouts.csv.sessionDate"), value: (r) => csvCalendarDate(r.bookingDate) },
    { header: t("payouts.csv.sessionTime"), value: (r) => r.startTime.slice(0, 5) },
    { header: t("payouts.csv.sauna"), value: (r) => r.saunaName },
    { header: t("payouts.csv.host"), value: (r) => r.hostName ?? t("ledger.noOwner") },
    { header: t("payouts.csv.bookingStatus"), value: (r) => r.status },
    { header: t("payouts.csv.total"), value: (r) => csvEuro(r.totalAmount) },
    { header: t("payouts.csv.commissionRate"), value: (r) => (r.commissionRate * 100).toFixed(2) },
    { header: t("payouts.csv.commission"), value: (r) => csvEuro(r.platformFee) },
    { header: t("payouts.csv.hostPayout"), value: (r) => csvEuro(r.hostPayout) },
    { header: t("payouts.csv.refund"), value: (r) => (r.refundAmount === null ? "" : csvEuro(r.refundAmount)) },
    { header: t("payouts.csv.payoutDue"), value: (r) => csvDateTime(r.payoutDueAt) },
    { header: t("payouts.csv.payout"), value: (r) => t(`ledger.state.${r.state}`) },
    { header: t("payouts.csv.paidOn"), value: (r) => (r.payoutPaidAt ? csvDate(r.payoutPaidAt) : "") },
    { header: t("payouts.csv.payoutId"), value: (r) => r.payoutId },
    { header: t("payouts.csv.stripeTransfer"), value: (r) => r.stripeTransferId ?? "" },
  ];
}

/** The file name and the CSV stream of the ledger; refused at once to anyone but an admin. */
export function payoutLedgerCsv(db: Db, actor: Actor, query: unknown, locale: Locale, now = new Date()) {
  const { query: q, batches } = exportPayoutLedger(db, actor, query, now);
  const stamp = now.toISOString().slice(0, 10);
  return { filename: `sauna-eire-payouts-${q.filter}-${stamp}.csv`, body: csvStream(payoutCsvColumns(locale), batches) };
}
