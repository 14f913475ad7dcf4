// The shared bookkeeping of a call we owe Stripe (a refund, a transfer): claimed by one worker
// under a lease (FOR UPDATE SKIP LOCKED, as the mail outbox), then marked succeeded, held, retried
// with growing pauses, or failed for a person to look at (decision 012).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { paymentRefunds, payoutTransfers } from "#server/db/schema/payments";
import { retryDelayMs } from "#server/integrations/mail/mail-retry-schedule";

export type ProviderCallTable = typeof paymentRefunds | typeof payoutTransfers;

/** How long a claimed call is one worker's: longer than one attempt (the SDK's timeout and retry). */
const LEASE_MS = 2 * 60_000;
/** Tries before a call that keeps failing is left to an administrator: about three days. */
export const GIVE_UP_AFTER_ATTEMPTS = 25;

export type ClaimedCall = { bookingId: string; attempts: number };

/** Claims up to `limit` calls due at `now` (or whose worker's lease ran out), counting an attempt each. */
export async function claimDueCalls(db: Db, table: ProviderCallTable, now: Date, limit = 10): Promise<ClaimedCall[]> {
  const due = db.$with("due").as(
    db
      .select({ bookingId: table.bookingId })
      .from(table)
      .where(
        sql`(${table.status} = 'pending' and ${table.nextAttemptAt} <= ${now.toISOString()}::timestamptz)
          or (${table.status} = 'sending' and ${table.lockedUntil} < ${now.toISOString()}::timestamptz)`,
      )
      .orderBy(table.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  return db
    .with(due)
    .update(table)
    .set({ status: "sending", attempts: sql`${table.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .from(due)
    .where(eq(table.bookingId, due.bookingId))
    .returning({ bookingId: table.bookingId, attempts: table.attempts });
}

/** Only while the call is still ours (its lease not taken over by another worker). */
const stillOurs = (table: ProviderCallTable, call: ClaimedCall) =>
  and(eq(table.bookingId, call.bookingId), eq(table.status, "sending"), eq(table.attempts, call.attempts));

export async function callSucceeded(db: Db, table: ProviderCallTable, call: ClaimedCall, now: Date, values: Record<string, unknown> = {}) {
  await db.update(table).set({ ...values, status: "succeeded", doneAt: now, lockedUntil: null, lastError: null }).where(stillOurs(table, call));
}

/** Not now, and not a failure: try again at `until` without counting this attempt (a host not ready, a dispute). */
export async function callHeld(db: Db, table: ProviderCallTable, call: ClaimedCall, until: Date, why: string) {
  await db
    .update(table)
    .set({ status: "pending", attempts: call.attempts - 1, nextAttemptAt: until, lockedUntil: null, lastError: why })
    .where(stillOurs(table, call));
}

/** Nothing is owed any more (a transfer for a refunded booking). */
export async function callCancelled(db: Db, table: ProviderCallTable, call: ClaimedCall, now: Date, why: string) {
  await db.update(table).set({ status: "cancelled", doneAt: now, lockedUntil: null, lastError: why }).where(stillOurs(table, call));
}

/**
 * A failed attempt: retried after a growing pause, unless `permanent` (the provider refused it as
 * it is) or it has failed too often. Answers whether it is now given up ('failed').
 */
export async function callFailed(db: Db, table: ProviderCallTable, call: ClaimedCall, now: Date, why: string, permanent: boolean): Promise<boolean> {
  const givenUp = permanent || call.attempts >= GIVE_UP_AFTER_ATTEMPTS;
  await db
    .update(table)
    .set({
      status: givenUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(call.attempts)),
      lockedUntil: null,
      lastError: why.slice(0, 1000),
    })
    .where(stillOurs(table, call));
  return givenUp;
}
