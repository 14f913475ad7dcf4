// Admin Payouts with card payments on (decision 012): the refunds Stripe would not make, and
// 'Try again' on a failed transfer or refund. Trying again puts the call back for the payments
// worker, which asks Stripe first whether an earlier attempt went through and then uses a new
// Idempotency-Key (make-refunds.ts, make-transfers.ts): a retry never pays twice. The attempts
// keep counting, so no key is used twice; a retry that fails again is failed again at once and
// the administrators hear of it again.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { shortBookingId } from "#domain/admin-people";
import { fromCents } from "#domain/money";
import { REFUNDS_PAGE_SIZE } from "#domain/payouts";
import { RetryPaymentCallSchema } from "#domain/payouts-schema";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, parseOrInvalid } from "#server/features/errors";
import { recordAdminActivity } from "./activity-log";

export const NO_FAILED_TRANSFER = "This booking has no failed payout to try again: it may have been tried already. The page has been refreshed.";
export const NO_FAILED_REFUND = "This booking has no failed refund to try again: it may have been tried already. The page has been refreshed.";

/** A page of the refunds Stripe would not make, oldest first (of one host's listings, or all). */
export async function failedRefunds(db: Db, { host, page }: { host?: string; page: number }) {
  const where = and(eq(paymentRefunds.status, "failed"), host ? eq(saunas.ownerId, host) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        bookingId: paymentRefunds.bookingId,
        amountCents: paymentRefunds.amountCents,
        reason: paymentRefunds.reason,
        error: paymentRefunds.lastError,
        attempts: paymentRefunds.attempts,
        owedSince: paymentRefunds.createdAt,
        saunaId: saunas.id,
        saunaName: saunas.name,
        bookingDate: bookings.bookingDate,
        startTime: bookings.startTime,
        /** The guest's name; null without one (the page says 'A guest' in its language). */
        guestName: sql<string | null>`nullif(trim(${profiles.fullName}), '')`,
        /** The guest deleted their account. */
        guestDeleted: sql<boolean>`${bookings.userId} is null`,
      })
      .from(paymentRefunds)
      .innerJoin(bookings, eq(bookings.id, paymentRefunds.bookingId))
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(where)
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.bookingId))
      .limit(REFUNDS_PAGE_SIZE)
      .offset((page - 1) * REFUNDS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(paymentRefunds)
      .innerJoin(bookings, eq(bookings.id, paymentRefunds.bookingId))
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .where(where),
  ]);
  const total = Number(n);
  return { rows, total, pages: Math.max(1, Math.ceil(total / REFUNDS_PAGE_SIZE)) };
}
export type FailedRefunds = Awaited<ReturnType<typeof failedRefunds>>;

/** The call back to 'pending', due now, if it is still failed; what it was about, or null. */
async function putBack(tx: Db, table: typeof payoutTransfers | typeof paymentRefunds, bookingId: string, now: Date) {
  const [call] = await tx
    .update(table)
    .set({ status: "pending", nextAttemptAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(table.bookingId, bookingId), eq(table.status, "failed")))
    .returning({ amountCents: table.amountCents, attempts: table.attempts });
  return call ?? null;
}

/** 'Try again' on a host's failed transfer: due again now, for the payments worker. */
export async function retryFailedTransfer(db: Db, actor: Actor, input: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const { bookingId } = parseOrInvalid(RetryPaymentCallSchema, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ error: payoutTransfers.lastError }).from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId));
    const call = await putBack(tx, payoutTransfers, bookingId, now);
    if (!call) throw conflict(NO_FAILED_TRANSFER);
    const amount = fromCents(call.amountCents);
    await recordAdminActivity(tx, admin, {
      key: "activity.payout.retriedTransfer",
      values: { amount, booking: shortBookingId(bookingId) },
      entityType: "booking",
      entityId: bookingId,
      details: { payment: "transfer", amount, attemptsSoFar: call.attempts, lastError: before?.error ?? null },
    });
    return { amount };
  });
}

/** 'Try again' on a guest's failed refund: due again now, for the payments worker. */
export async function retryFailedRefund(db: Db, actor: Actor, input: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const { bookingId } = parseOrInvalid(RetryPaymentCallSchema, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ error: paymentRefunds.lastError }).from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
    const call = await putBack(tx, paymentRefunds, bookingId, now);
    if (!call) throw conflict(NO_FAILED_REFUND);
    const amount = fromCents(call.amountCents);
    await recordAdminActivity(tx, admin, {
      key: "activity.payout.retriedRefund",
      values: { amount, booking: shortBookingId(bookingId) },
      entityType: "booking",
      entityId: bookingId,
      details: { payment: "refund", amount, attemptsSoFar: call.attempts, lastError: before?.error ?? null },
    });
    return { amount };
  });
}
