// The verification banner in My Account: whether the signed-in user's address is verified, and
// another link on request (limited per address and per client, security-mail.ts).
import { eq } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { conflict, invalid, tooManyRequests, unauthenticated } from "#server/features/errors";
import { authRefusal, postToAuth, type AuthCaller } from "./auth-caller";

/** Where the link in a verification e-mail leads once it has worked (or not: `&error=…`). */
export const VERIFIED_CALLBACK = "/my-account?verified=1";

export async function emailVerified(db: Db, actor: Actor): Promise<boolean> {
  const me = requireUser(actor);
  const [row] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, me.userId));
  return Boolean(row?.emailVerified);
}

export async function resendVerificationEmail(caller: AuthCaller, actor: Actor): Promise<{ email: string }> {
  const me = requireUser(actor);
  const response = await postToAuth(caller, "/send-verification-email", { email: me.email, callbackURL: VERIFIED_CALLBACK });
  if (response.ok) return { email: me.email };
  if (response.status === 401) throw unauthenticated("Please sign in again.");
  const { message, code } = await authRefusal(response);
  if (response.status === 429) throw tooManyRequests(message);
  if (code === "EMAIL_ALREADY_VERIFIED") throw conflict("Your e-mail address is already verified.");
  throw invalid(message);
}
