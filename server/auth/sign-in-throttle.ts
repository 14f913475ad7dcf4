// The per-account sign-in throttle: after MAX_FAILURES wrong passwords for one
// address within WINDOW, that address cannot sign in for LOCK, from anywhere. One statement
// per failure, so attempts racing from many addresses count exactly.
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { signInFailures } from "#server/db/schema/sign-in-throttle";

export const MAX_FAILURES = 10;
const WINDOW = "15 minutes";
export const LOCK_MINUTES = 15;

export const ACCOUNT_LOCKED = `Too many failed sign-ins for this account. Please wait ${LOCK_MINUTES} minutes and try again.`;

const key = (email: string) => email.trim().toLowerCase();

/** Whether the address is locked out right now. */
export async function isSignInLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(eq(signInFailures.email, key(email)));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts a wrong password; a count older than the window starts again at one. */
export async function recordSignInFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const fresh = sql`${signInFailures.windowStartedAt} < ${now.toISOString()}::timestamptz - interval '${sql.raw(WINDOW)}'`;
  const failures = sql`case when ${fresh} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({ email: key(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${MAX_FAILURES}
          then ${now.toISOString()}::timestamptz + interval '${sql.raw(String(LOCK_MINUTES))} minutes'
          else ${signInFailures.lockedUntil} end`,
      },
    });
}

/** A successful sign-in forgets earlier failures. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}
