// Limits on confirming an action with the current password outside sign-in ('Delete Account'),
// like sign-in's own: the same password is being guessed, so wrong tries count against the
// account's sign-in failures (sign-in-throttle.ts: after MAX_FAILURES in a quarter of an hour the
// account is locked, from anywhere, for both), and every try is counted per client address before
// the password is even compared, so tries racing from one client count exactly. Both counters
// live in the database, so every app process agrees.
import type { SignedInUser } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { tooManyRequests } from "#server/features/errors";
import { countRequest } from "#server/features/mail/mail-request-throttle";
import { isCurrentPassword } from "./auth";
import { isSignInLocked, LOCK_MINUTES, recordSignInFailure } from "./sign-in-throttle";

/** Tries per client address in a window: a member mistyping a few times is far inside it. */
export const PASSWORD_CONFIRMATION_LIMITS = { perClient: 20, windowMinutes: LOCK_MINUTES } as const;

export const TOO_MANY_WRONG_PASSWORDS_MESSAGE = `Too many wrong passwords. Please wait ${LOCK_MINUTES} minutes and try again.`;

const KIND = "password-confirmation";

/**
 * Whether `password` is the member's current one, within the limits: refuses (429) while the
 * account is locked or the client has tried too often; counts a wrong one as a failed sign-in.
 * `client`: the request's address (the route's clientAddress); a caller without one (a script)
 * is limited per account only. `context`: `await auth.$context`.
 */
export async function confirmCurrentPassword(
  db: Db,
  context: Parameters<typeof isCurrentPassword>[0],
  me: SignedInUser,
  password: unknown,
  { client, now = new Date() }: { client?: string; now?: Date } = {},
): Promise<boolean> {
  if (client && (await countRequest(db, KIND, `client:${client}`, now, PASSWORD_CONFIRMATION_LIMITS.windowMinutes)) > PASSWORD_CONFIRMATION_LIMITS.perClient) {
    throw tooManyRequests(TOO_MANY_WRONG_PASSWORDS_MESSAGE);
  }
  if (await isSignInLocked(db, me.email, now)) throw tooManyRequests(TOO_MANY_WRONG_PASSWORDS_MESSAGE);
  if (await isCurrentPassword(context, me.userId, password)) return true;
  await recordSignInFailure(db, me.email, now);
  return false;
}
