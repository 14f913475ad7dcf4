// What a host is owed, as SQL over `bookings` joined to `saunas`: the one statement of the
// ledger's rules, used by the Payouts page, its CSV and 'Mark paid' alike, so what the admin sees
// as due is exactly what gets paid.
import { sql, type SQL } from "drizzle-orm";
import type { LedgerState } from "#domain/payouts";
import { bookings } from "#server/db/schema/bookings";
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

/** Owed on the booking alone: earned, its payout date passed, and not paid yet. */
export function owedBooking(now: Date): SQL {
  return sql`(not ${isPaidOut} and ${earnsPayout} and ${bookings.payoutDueAt} <= ${at(now)})`;
}

/** Due now: owed, to a verified owner. Needs `saunas` joined. */
export function isDue(now: Date): SQL {
  return sql`(${owedBooking(now)} and ${payableListing})`;
}

/** Earned but its payout date is still to come. */
export function isUpcoming(now: Date): SQL {
  return sql`(not ${isPaidOut} and ${earnsPayout} and ${bookings.payoutDueAt} > ${at(now)})`;
}

/** Owed, but nobody verified to pay it to. Needs `saunas` joined. */
export function isOnHold(now: Date): SQL {
  return sql`(${owedBooking(now)} and not ${payableListing})`;
}

/** Where the booking's payout stands (domain/payouts.ts: LEDGER_STATES). Needs `saunas` joined. */
export function ledgerState(now: Date): SQL<LedgerState> {
  return sql<LedgerState>`case
    when ${isPaidOut} then 'paid'
    when ${isRefunded} then 'refunded'
    when not ${earnsPayout} then 'pending'
    when ${bookings.payoutDueAt} > ${at(now)} then 'upcoming'
    when ${payableListing} then 'due'
    else 'on_hold' end`;
}
