// Pays hosts their share of card bookings once the payout is due, 24 hours after the session
// (decision 012): separate charges and transfers, one transfer per booking to the host's Stripe
// account, its group the booking and its source the booking's charge, so Stripe moves the money
// only once the charge's funds are there. Paid transfers go on the ledger (payouts) as any payout.
import { and, eq, isNull, sql } from "drizzle-orm";
import { fromCents } from "#domain/money";
import { FAILED_TRANSFERS_PATH } from "#domain/payouts";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments, payoutTransfers } from "#server/db/schema/payments";
import { payouts } from "#server/db/schema/payouts";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { notifyPayoutSent } from "#server/features/mail/owner-notices";
import { alertAdmins } from "#server/features/mail/payment-notices";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { payoutHold } from "#domain/payout-hold";
import { giftVoucherKept } from "#server/features/gift-vouchers/redeem-gift-voucher";
import { callCancelled, callFailed, callHeld, callSucceeded, claimDueCalls, type ClaimedCall } from "./provider-calls";

/** How long a held payout waits before it is looked at again (the host may finish Stripe's checks meanwhile). */
const HOLD_RECHECK_MS = 60 * 60_000;

/** Makes the transfers due at `now`; answers how many it took on. */
export async function makeDueTransfers(db: Db, provider: PaymentProvider, now = new Date()): Promise<number> {
  const calls = await claimDueCalls(db, payoutTransfers, now);
  for (const call of calls) await makeTransfer(db, provider, call, now);
  return calls.length;
}

async function transferFacts(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      amountCents: payoutTransfers.amountCents,
      status: bookings.status,
      refundAmount: bookings.refundAmount,
      payoutPaidAt: bookings.payoutPaidAt,
      paymentIntentId: bookingPayments.paymentIntentId,
      paidCents: bookingPayments.amountPaidCents,
      refundedCents: sql<number>`coalesce(${bookingPayments.amountRefundedCents}, 0)`.mapWith(Number),
      voucherCents: giftVoucherKept,
      disputedAt: bookingPayments.disputedAt,
      hostId: saunas.ownerId,
      ownerVerified: saunas.ownerVerified,
      accountId: profiles.stripeAccountId,
      payoutsEnabled: profiles.stripePayoutsEnabled,
      // Only a host closing their account sets it before the transfer is made (decision 022).
      pinnedAccountId: payoutTransfers.destinationAccountId,
    })
    .from(payoutTransfers)
    // No card payment for a booking a gift voucher paid in full (decision 017).
    .leftJoin(bookingPayments, eq(bookingPayments.bookingId, payoutTransfers.bookingId))
    .innerJoin(bookings, eq(bookings.id, payoutTransfers.bookingId))
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(eq(payoutTransfers.bookingId, bookingId));
  return row;
}

async function makeTransfer(db: Db, provider: PaymentProvider, call: ClaimedCall, now: Date): Promise<void> {
  const facts = await transferFacts(db, call.bookingId);
  if (!facts) return;
  const hold = payoutHold(facts);
  if (hold.kind === "not_owed") return callCancelled(db, payoutTransfers, call, now, hold.why);
  if (hold.kind === "held") return callHeld(db, payoutTransfers, call, new Date(now.getTime() + HOLD_RECHECK_MS), hold.why);
  const destination = facts.pinnedAccountId ?? facts.accountId!;
  // Paid to a host who has left: the payout names nobody, whoever runs the listing now.
  const hostId = facts.pinnedAccountId ? null : facts.hostId;

  try {
    const earlier = call.attempts > 1 ? await provider.findTransfer(call.bookingId) : null;
    let transfer = earlier;
    if (!transfer) {
      // From the booking's charge when it covers the share; otherwise (a gift voucher paid some
      // or all of it) from the platform's balance, which holds the vouchers' money (decision 017).
      const fromCharge = facts.paymentIntentId !== null && (facts.paidCents ?? 0) - facts.refundedCents >= facts.amountCents;
      const charge = fromCharge ? await provider.chargeOf(facts.paymentIntentId!) : null;
      if (fromCharge && !charge) throw new PaymentProviderError("refused", "Stripe has no charge for this payment to transfer from.");
      transfer = await provider.transfer({
        amountCents: facts.amountCents,
        destinationAccountId: destination,
        bookingId: call.bookingId,
        sourceChargeId: charge,
        idempotencyKey: `transfer-${call.bookingId}-${call.attempts}`,
      });
    }
    const transferId = transfer.id;
    await db.transaction(async (tx) => {
      await callSucceeded(tx, payoutTransfers, call, now, { stripeTransferId: transferId, destinationAccountId: destination });
      // On the ledger as a payout of one booking, so admin Payouts, its CSV and the host's history
      // count it like any other; the booking is taken only if nobody marked it paid meanwhile.
      const [payout] = await tx
        .insert(payouts)
        .values({ hostId, amount: fromCents(facts.amountCents), bookingCount: 1, paidAt: now, paidBy: null, note: `Stripe transfer ${transferId}` })
        .returning({ id: payouts.id });
      await tx.update(bookings).set({ payoutId: payout.id, payoutPaidAt: now }).where(and(eq(bookings.id, call.bookingId), isNull(bookings.payoutPaidAt)));
      if (hostId) {
        await notifyPayoutSent(tx, hostId, { payoutId: payout.id, amount: fromCents(facts.amountCents), bookingCount: 1, note: `Stripe transfer ${transferId}` });
      }
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await db.transaction(async (tx) => {
      const givenUp = await callFailed(tx, payoutTransfers, call, now, error.message, error.kind === "refused");
      if (givenUp) {
        // Once per time it is given up: an administrator's 'Try again' that fails again is news again.
        await alertAdmins(tx, {
          key: `transfer-failed:${call.bookingId}:${call.attempts}`,
          about: "transferFailed",
          amountCents: facts.amountCents,
          bookingId: call.bookingId,
          why: error.message,
          path: FAILED_TRANSFERS_PATH,
        });
      }
    });
  }
}
