// The host's payouts for one of their saunas (issue 22 item 7), on the owner dashboard's Overview
// with card payments on: what has been sent to them (by the payments worker's Stripe transfer, or
// paid by hand from admin Payouts) and what is still to come, each saying where it stands in their
// words. Where a payout stands is the ledger's one rule (admin-payouts.ledger.ts), as admin
// Payouts shows it; the words are domain/payouts.ts's.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { HOST_PAYOUT_DELAYED, hostPaidNote, hostPayoutNote, OWED_LEDGER_STATES, type OwedLedgerState } from "#domain/payouts";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { payoutTransfers } from "#server/db/schema/payments";
import { payouts } from "#server/db/schema/payouts";
import { saunas } from "#server/db/schema/saunas";
import { inLedgerState, isCardBooking, isPaidOut, ledgerState } from "#server/features/admin/admin-payouts.ledger";
import { runnableSauna } from "./owned-saunas";

/** How many payouts each list shows: the Overview is a glance. */
export const HOST_PAYOUTS_SHOWN = 5;

const total = (where: SQL) => sql<string>`coalesce(sum(${bookings.hostPayout}) filter (where ${where}), 0)`;
const howMany = (where: SQL) => sql<string>`count(*) filter (where ${where})`;

export async function hostPayouts(db: Db, actor: Actor, saunaId: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const ofSauna = eq(bookings.saunaId, sauna.id);
  const owed = inLedgerState(now, OWED_LEDGER_STATES);
  const lines = () =>
    db
      .select({
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        startTime: bookings.startTime,
        amount: bookings.hostPayout,
        payoutDueAt: bookings.payoutDueAt,
        payoutPaidAt: bookings.payoutPaidAt,
        state: ledgerState(now),
        byCard: sql<boolean>`${isCardBooking}`,
        transferNote: payoutTransfers.lastError,
        stripeTransferId: payoutTransfers.stripeTransferId,
        reference: payouts.note,
      })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
      .leftJoin(payouts, eq(payouts.id, bookings.payoutId))
      .$dynamic();
  const [[totals], toCome, sent] = await Promise.all([
    db
      .select({ paid: total(isPaidOut), paidCount: howMany(isPaidOut), toCome: total(owed), toComeCount: howMany(owed) })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
      .where(ofSauna),
    lines().where(and(ofSauna, owed)).orderBy(asc(bookings.payoutDueAt), asc(bookings.id)).limit(HOST_PAYOUTS_SHOWN),
    lines().where(and(ofSauna, isPaidOut)).orderBy(desc(bookings.payoutPaidAt), desc(bookings.payoutDueAt), asc(bookings.id)).limit(HOST_PAYOUTS_SHOWN),
  ]);
  return {
    paid: Number(totals.paid),
    paidCount: Number(totals.paidCount),
    toCome: Number(totals.toCome),
    toComeCount: Number(totals.toComeCount),
    upcoming: toCome.map((p) => {
      const state = p.state as OwedLedgerState;
      return {
        id: p.id, bookingDate: p.bookingDate, startTime: p.startTime, amount: p.amount, state,
        delayed: HOST_PAYOUT_DELAYED.includes(state),
        note: hostPayoutNote({ state, payoutDueAt: p.payoutDueAt, transferNote: p.transferNote, byCard: p.byCard }),
      };
    }),
    recent: sent.map((p) => ({
      id: p.id, bookingDate: p.bookingDate, startTime: p.startTime, amount: p.amount, stripeTransferId: p.stripeTransferId,
      note: hostPaidNote({ paidAt: p.payoutPaidAt, stripeTransferId: p.stripeTransferId, reference: p.reference }),
    })),
  };
}
export type HostPayouts = Awaited<ReturnType<typeof hostPayouts>>;
