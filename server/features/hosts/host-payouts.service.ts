// The host's payouts for one of their saunas, on the owner dashboard's Overview
// with card payments on: what has been sent to them (by the payments worker's Stripe transfer, or
// paid by hand from admin Payouts) and what is still to come, each saying where it stands in their
// words and the page's language. Where a payout stands is the ledger's one rule
// (admin-payouts.ledger.ts), as admin Payouts shows it; which note says it is domain/payouts.ts's.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { HOST_PAYOUT_DELAYED, hostPaidNote, hostPayoutNote, type HostPayoutNote, OWED_LEDGER_STATES, type OwedLedgerState } from "#domain/payouts";
import { serverT } from "#server/i18n/messages";
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

/** A payout's note in `locale`: its message, then what follows it as written (a transfer's id, a reference). */
function noteIn(locale: Locale): (note: HostPayoutNote) => string {
  const t = serverT(locale, "dashboard");
  return ({ key, date, then }) => t(key, { product: PRODUCT_NAME, date: date ? formatDate(date, locale) : "" }) + (then ? ` · ${then}` : "");
}

export async function hostPayouts(db: Db, actor: Actor, saunaId: unknown, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const say = noteIn(locale);
  // A page of payouts in a state, each with the bookings' transfer (for ledgerState) and the payout
  // that paid it, and the sum and count of all of them in that state (window functions: before the limit).
  const inState = (where: SQL, ...order: SQL[]) =>
    db
      .select({
        id: bookings.id, bookingDate: bookings.bookingDate, startTime: bookings.startTime, amount: bookings.hostPayout,
        payoutDueAt: bookings.payoutDueAt, payoutPaidAt: bookings.payoutPaidAt, state: ledgerState(now), byCard: sql<boolean>`${isCardBooking}`,
        transferNote: payoutTransfers.lastError, stripeTransferId: payoutTransfers.stripeTransferId, reference: payouts.note,
        sumOfAll: sql<string>`sum(${bookings.hostPayout}) over ()`, countOfAll: sql<string>`count(*) over ()`,
      })
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .leftJoin(payoutTransfers, eq(payoutTransfers.bookingId, bookings.id))
      .leftJoin(payouts, eq(payouts.id, bookings.payoutId))
      .where(and(eq(bookings.saunaId, sauna.id), where))
      .orderBy(...order, asc(bookings.id))
      .limit(HOST_PAYOUTS_SHOWN);
  const [toCome, sent] = await Promise.all([
    // Those held or delayed first: what the host may have to act on, then each on its date.
    inState(inLedgerState(now, OWED_LEDGER_STATES), desc(inLedgerState(now, HOST_PAYOUT_DELAYED)), asc(bookings.payoutDueAt)),
    inState(isPaidOut, desc(bookings.payoutPaidAt), desc(bookings.payoutDueAt)),
  ]);
  const totals = (rows: typeof toCome) => ({ sum: Number(rows[0]?.sumOfAll ?? 0), count: Number(rows[0]?.countOfAll ?? 0) });
  const [owed, paid] = [totals(toCome), totals(sent)];
  return {
    paid: paid.sum,
    paidCount: paid.count,
    toCome: owed.sum,
    toComeCount: owed.count,
    upcoming: toCome.map((p) => {
      const state = p.state as OwedLedgerState;
      return {
        id: p.id, bookingDate: p.bookingDate, startTime: p.startTime, amount: p.amount, state,
        delayed: HOST_PAYOUT_DELAYED.includes(state),
        note: say(hostPayoutNote({ state, payoutDueAt: p.payoutDueAt, transferNote: p.transferNote, byCard: p.byCard })),
      };
    }),
    recent: sent.map((p) => ({
      id: p.id, bookingDate: p.bookingDate, startTime: p.startTime, amount: p.amount, stripeTransferId: p.stripeTransferId,
      note: say(hostPaidNote({ paidAt: p.payoutPaidAt, stripeTransferId: p.stripeTransferId, reference: p.reference })),
    })),
  };
}
export type HostPayouts = Awaited<ReturnType<typeof hostPayouts>>;
