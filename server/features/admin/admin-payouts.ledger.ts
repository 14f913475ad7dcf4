// What a host is owed, as SQL over `bookings` joined to `saunas`: the one statement of the
// ledger's rules, used by the Payouts page, its CSV and 'Mark paid' alike, so what the admin sees
// as due is exactly what gets paid. A card booking (decision 012) is paid by the payments worker's
// Stripe transfer, never by 'Mark paid': where its payout stands is what that transfer's row says
// (`payout_transfers`, joined where a state is asked for).
import { sql, type SQL } from "drizzle-orm";
import { HELD_REASONS } from "#domain/payout-hold";
import type { LedgerState } from "#domain/payouts";
import { bookings } from "#server/db/schema/bookings";
import { payoutTransfers } from "#server/db/schema/payments";
import { saunas } from "#server/db/schema/saunas";
import { cancelledBooking, confirmedBooking } from "#server/features/bookings/booking-status-sql";

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Paid out already (the demo data and older rows may carry only the date). */
export const isPaidOut = sql`(${bookings.payoutPaidAt} is not null or ${bookings.payoutId} is not null)`;

/** Cancelled with money back to the guest: the host is paid nothing. */
export const isRefunded = sql`(${cancelledBooking} and coalesce(${bookings.refundAmount}, 0) > 0)`;

/**
 * The booking earns its host the payout: a confirmed or completed session, or one cancelled
 * without a refund (the guest paid, so the host is paid). A never-confirmed booking earns nothing.
 */
export const earnsPayout = sql`(${confirmedBooking} or (${cancelledBooking} and coalesce(${bookings.refundAmount}, 0) = 0))`;

/** The listing has an owner an admin has verified (decision 006): only they are paid. */
export const payableListing = sql`(${saunas.ownerId} is not null and ${saunas.ownerVerified})`;

/**
 * Booked with card payments on: its money is at Stripe, and its host is paid by transfer (also a
 * booking paid wholly by gift voucher then: it has a transfer but no card payment, decision 017).
 * Written out by hand so it holds in an UPDATE of bookings too, where Drizzle leaves columns unqualified.
 */
export const isCardBooking = sql`(exists (select 1 from booking_payments card where card.booking_id = ${sql.raw('"bookings"."id"')})
  or exists (select 1 from payout_transfers transfer where transfer.booking_id = ${sql.raw('"bookings"."id"')}))`;

/** Owed on the booking alone and paid by hand: earned, its payout date passed, not paid yet, not a card booking. */
export function owedBooking(now: Date): SQL {
  return sql`(not ${isPaidOut} and ${earnsPayout} and ${bookings.payoutDueAt} <= ${at(now)} and not ${isCardBooking})`;
}

/** Due now: owed, to a verified owner. Needs `saunas` joined. */
export function isDue(now: Date): SQL {
  return sql`(${owedBooking(now)} and ${payableListing})`;
}

/** The worker holds the transfer, for the reason it recorded (domain/payout-hold.ts). Needs `payout_transfers` joined. */
const transferHeld = sql`(${payoutTransfers.status} = 'pending' and ${payoutTransfers.lastError} in (${sql.join(HELD_REASONS.map((r) => sql`${r}`), sql`, `)}))`;

/**
 * Where the booking's payout stands (domain/payouts.ts: LEDGER_STATES). Needs `saunas` and
 * `payout_transfers` joined. A card booking's transfer that was stopped (the payment refunded in
 * Stripe's dashboard) pays nothing, as a refund does; one failed or held says so whatever the
 * date, since the worker has already tried it.
 */
export function ledgerState(now: Date): SQL<LedgerState> {
  return sql<LedgerState>`case
    when ${isPaidOut} then 'paid'
    when ${isRefunded} then 'refunded'
    when not ${earnsPayout} then 'pending'
    when ${payoutTransfers.status} = 'cancelled' then 'refunded'
    when ${payoutTransfers.status} = 'failed' then 'failed'
    when ${transferHeld} then 'held'
    when ${bookings.payoutDueAt} > ${at(now)} then 'upcoming'
    when ${isCardBooking} then 'transferring'
    when ${payableListing} then 'due'
    else 'on_hold' end`;
}

/** In one of these states (a ledger filter, a figure). Needs what ledgerState needs. */
export function inLedgerState(now: Date, states: readonly LedgerState[]): SQL {
  return sql`(${ledgerState(now)}) in (${sql.join(states.map((s) => sql`${s}`), sql`, `)})`;
}
