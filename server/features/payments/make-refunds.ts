// Makes the refunds owed to guests (payment_refunds) through Stripe's Refunds API (decision 012).
// Each attempt carries an Idempotency-Key derived from the booking and the attempt; before any
// attempt after the first, Stripe is asked whether an earlier one went through after all (its
// answer lost to a timeout or a crash), so a guest is never refunded twice.
import { and, eq, sql } from "drizzle-orm";
import { FAILED_REFUNDS_PATH } from "#domain/payouts";
import type { Db } from "#server/db/client";
import { bookingPayments, paymentRefunds } from "#server/db/schema/payments";
import { alertAdmins } from "#server/features/mail/payment-notices";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { callFailed, callSucceeded, claimDueCalls, type ClaimedCall } from "./provider-calls";

/** Makes the refunds due at `now`; answers how many it took on. */
export async function makeDueRefunds(db: Db, provider: PaymentProvider, now = new Date()): Promise<number> {
  const calls = await claimDueCalls(db, paymentRefunds, now);
  for (const call of calls) await makeRefund(db, provider, call, now);
  return calls.length;
}

async function makeRefund(db: Db, provider: PaymentProvider, call: ClaimedCall, now: Date): Promise<void> {
  const [owed] = await db
    .select({
      amountCents: paymentRefunds.amountCents,
      paymentIntentId: bookingPayments.paymentIntentId,
      paidCents: bookingPayments.amountPaidCents,
      refundedCents: bookingPayments.amountRefundedCents,
    })
    .from(paymentRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.bookingId, paymentRefunds.bookingId))
    .where(eq(paymentRefunds.bookingId, call.bookingId));
  if (!owed?.paymentIntentId) {
    await giveUp(db, call, now, "Stripe never told us which payment this was, so it can't be refunded automatically.");
    return;
  }
  const request = { paymentIntentId: owed.paymentIntentId, bookingId: call.bookingId };
  try {
    const earlier = call.attempts > 1 ? await provider.findRefund(request) : null;
    // Money may have gone back since the refund was owed (in Stripe's dashboard): the guest gets
    // what is owed, never more than is left of what they paid.
    const left = Math.min(owed.amountCents, (owed.paidCents ?? 0) - owed.refundedCents);
    if (!earlier && left <= 0) {
      await callSucceeded(db, paymentRefunds, call, now);
      return;
    }
    const refund = earlier ?? (await provider.refund({ ...request, amountCents: left, idempotencyKey: `refund-${call.bookingId}-${call.attempts}` }));
    // What we know was refunded now (an earlier attempt's amount is not known here); charge.refunded
    // brings Stripe's own total. Never counted twice: the larger of the two stands.
    const knownCents = earlier ? owed.amountCents : owed.refundedCents + left;
    await db.transaction(async (tx) => {
      await callSucceeded(tx, paymentRefunds, call, now, { stripeRefundId: refund.id });
      await tx
        .update(bookingPayments)
        .set({ amountRefundedCents: sql`least(greatest(${bookingPayments.amountRefundedCents}, ${knownCents}), ${bookingPayments.amountPaidCents})` })
        .where(eq(bookingPayments.bookingId, call.bookingId));
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Refunded already in full (in Stripe's dashboard, say): nothing is left to give back.
    if (error.code === "charge_already_refunded") {
      await callSucceeded(db, paymentRefunds, call, now);
      return;
    }
    const permanent = error.kind === "refused";
    await db.transaction(async (tx) => {
      const givenUp = await callFailed(tx, paymentRefunds, call, now, error.message, permanent);
      if (givenUp) await alertRefundFailed(tx, call, owed.amountCents, error.message);
    });
  }
}

async function giveUp(db: Db, call: ClaimedCall, now: Date, why: string) {
  await db.transaction(async (tx) => {
    await callFailed(tx, paymentRefunds, call, now, why, true);
    const [owed] = await tx.select({ amountCents: paymentRefunds.amountCents }).from(paymentRefunds).where(and(eq(paymentRefunds.bookingId, call.bookingId)));
    await alertRefundFailed(tx, call, owed?.amountCents ?? 0, why);
  });
}

/** Once per time it is given up: an administrator's 'Try again' that fails again is news again. */
async function alertRefundFailed(tx: Db, call: ClaimedCall, amountCents: number, why: string) {
  await alertAdmins(tx, {
    key: `refund-failed:${call.bookingId}:${call.attempts}`,
    about: "refundFailed",
    amountCents,
    bookingId: call.bookingId,
    why,
    path: FAILED_REFUNDS_PATH,
  });
}
