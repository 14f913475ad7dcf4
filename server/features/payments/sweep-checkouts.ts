// The payments sweep (decision 012): Stripe's webhook normally tells us when a Checkout Session is
// paid or expires, but an event can be late or lost, and our own process can stop between
// booking and asking Stripe for the session. So, for every session that could still take money
// once its hold has run out (or whose booking was cancelled meanwhile), the sweep ends it at
// Stripe and applies how it stands: paid → the booking is confirmed (or refunded if it can no
// longer be had); expired → the seats are released. Every step is idempotent, so two processes
// sweeping at once only ask Stripe twice.
import { and, asc, eq, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { type PaymentProvider, PaymentProviderError } from "#server/integrations/payments/payment-provider";
import { checkoutRequest } from "./checkout.service";
import { releaseHold, settleCheckout } from "./settle-checkout";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";

export async function sweepCheckouts(db: Db, provider: PaymentProvider, { baseUrl, now = new Date(), limit = 20 }: { baseUrl: string; now?: Date; limit?: number }): Promise<number> {
  const open = await db
    .select({ bookingId: bookingPayments.bookingId, sessionId: bookingPayments.checkoutSessionId, startsAt: bookings.startsAt, userId: bookings.userId })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(and(isNull(bookingPayments.checkoutClosedAt), or(lte(bookingPayments.holdExpiresAt, now), ne(bookings.status, "pending"))))
    .orderBy(asc(bookingPayments.holdExpiresAt))
    .limit(limit);
  for (const row of open) {
    try {
      await sweepOne(db, provider, row, baseUrl, now);
    } catch (error) {
      // Stripe unreachable: the hold stays and the next pass asks again.
      if (!(error instanceof PaymentProviderError && error.kind === "unavailable")) throw error;
    }
  }
  return open.length;
}

async function sweepOne(
  db: Db,
  provider: PaymentProvider,
  row: { bookingId: string; sessionId: string | null; startsAt: Date; userId: string | null },
  baseUrl: string,
  now: Date,
): Promise<void> {
  let sessionId = row.sessionId;
  if (!sessionId) {
    // Our process stopped between the booking and Stripe's answer. The same request under the
    // same Idempotency-Key answers the session if Stripe made it; if Stripe refuses it now (its
    // expiry has passed), Stripe never made one.
    const session = row.userId
      ? await provider.createCheckout(await checkoutRequest(db, row.bookingId, baseUrl)).catch((error) => {
          if (error instanceof PaymentProviderError && error.kind === "refused") return null;
          throw error;
        })
      : null;
    if (!session) {
      await db.transaction(async (tx) => {
        await tx.update(bookingPayments).set({ checkoutClosedAt: now }).where(eq(bookingPayments.bookingId, row.bookingId));
        await releaseHold(tx, row.bookingId, { now, by: "system", reason: CANCELLATION_REASONS.paymentNeverStarted });
      });
      return;
    }
    sessionId = session.id;
  }
  const session = await provider.expireCheckout(sessionId);
  const outcome = await settleCheckout(db, session, "status", now);
  // A delayed payment method still settling holds the seats until the session starts at most;
  // should it succeed after that, the payment is refunded (settleCheckout: paid too late).
  if (outcome === "waiting" && row.startsAt <= now) {
    await db.transaction(async (tx) => {
      await tx.update(bookingPayments).set({ checkoutClosedAt: now }).where(eq(bookingPayments.bookingId, row.bookingId));
      await releaseHold(tx, row.bookingId, { now, by: "system", reason: CANCELLATION_REASONS.unpaidAtStart });
    });
  }
}
