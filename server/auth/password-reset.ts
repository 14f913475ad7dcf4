// 'Forgot password?': better-auth owns the tokens (single use, one hour) and, on reset,
// signs out every session of the account (revokeSessionsOnPasswordReset). These services call it
// as the visitor's browser would, so its origin check and rate limit apply, and ours too.
import { and, eq, gt } from "drizzle-orm";
import { ForgotPasswordSchema, ResetPasswordSchema } from "#domain/auth-schemas";
import { RESET_LINK_INVALID } from "#domain/constants";
import type { Db } from "#server/db/client";
import { verification } from "#server/db/schema/auth";
import { invalid, parseOrInvalid, tooManyRequests } from "#server/features/errors";
import { authRefusal, postToAuth, type AuthCaller } from "./auth-caller";

/**
 * Sends a reset link if the address has an account. The answer is the same either way (the
 * caller shows "if an account uses this address…"); only the request limits can refuse.
 */
export async function requestPasswordReset(caller: AuthCaller, input: unknown): Promise<{ email: string }> {
  const { email } = parseOrInvalid(ForgotPasswordSchema, input);
  const response = await postToAuth(caller, "/request-password-reset", { email: email.toLowerCase(), redirectTo: "/auth/reset-password" });
  if (response.ok) return { email };
  const { message } = await authRefusal(response);
  if (response.status === 429) throw tooManyRequests(message);
  throw invalid(message, { email: message });
}

/** Whether a reset link's token can still be used (shown before the visitor types a password). */
export async function resetLinkIsValid(db: Db, token: string | null, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, now)));
  return Boolean(row);
}

/** Sets the new password; the token then stops working and every session of the account ends. */
export async function resetPassword(caller: AuthCaller, input: unknown): Promise<void> {
  const { token, newPassword } = parseOrInvalid(ResetPasswordSchema, input);
  const response = await postToAuth(caller, "/reset-password", { token, newPassword });
  if (response.ok) return;
  if (response.status === 429) throw tooManyRequests((await authRefusal(response)).message);
  const { message, code } = await authRefusal(response);
  if (code === "INVALID_TOKEN") throw invalid(RESET_LINK_INVALID);
  throw invalid(message, { newPassword: message });
}
