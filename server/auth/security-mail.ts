// better-auth's mail callbacks: verification (welcome on sign-up, again from My Account), the
// new-address confirmation of an e-mail change, and password reset. Security mail ignores the
// notification toggles and always goes; it is written to the outbox before better-auth answers,
// so the request never waits for SMTP (docs/decisions/004). Asking for reset and verification
// mail is limited per address and per client (mail-request-throttle.ts).
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "#domain/locales";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { allowMailRequest, TOO_MANY_MAIL_REQUESTS, type MailRequestKind } from "#server/features/mail/mail-request-throttle";
import { emailChangeMessage } from "#server/features/mail/messages/email-change";
import { RESET_LINK_MINUTES } from "#server/features/mail/messages/password-reset";
import { passwordResetMessage } from "#server/features/mail/messages/password-reset-message";
import { verifyEmailMessage } from "#server/features/mail/messages/verify-email";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { PAGE_LOCALE_HEADER } from "./auth-caller";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";

export const RESET_LINK_SECONDS = RESET_LINK_MINUTES * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

type MailUser = { id: string; email: string; name?: string | null };
type SecurityMail =
  | { kind: "password-reset"; user: MailUser; url: string }
  | { kind: "verification"; user: MailUser; url: string; token: string; request?: Request };

export async function enqueueSecurityMail(db: Db, mail: SecurityMail): Promise<void> {
  const [profile] = await db.select({ fullName: profiles.fullName, locale: profiles.locale }).from(profiles).where(eq(profiles.id, mail.user.id));
  const name = profile?.fullName ?? mail.user.name ?? null;
  // In the member's language (decision 021); the welcome is written before the profile exists,
  // so sign-up's language comes with the request (auth.ts reads it first).
  const locale = profile?.locale ?? (mail.kind === "verification" ? signUpLocale(mail.request?.headers) : undefined);
  if (mail.kind === "password-reset") {
    await enqueueMail(db, passwordResetMessage({ email: mail.user.email, name, locale }, mail.url));
    return;
  }
  // better-auth sends a verified user's new address a link whose token carries `updateTo`.
  const change = emailChangeIn(mail.token);
  if (change) {
    const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, mail.user.id));
    await enqueueMail(db, emailChangeMessage({ newEmail: change, oldEmail: current?.email ?? mail.user.email, name, locale }, mail.url));
    return;
  }
  const resend = Boolean(mail.request && new URL(mail.request.url).pathname.endsWith("/send-verification-email"));
  await enqueueMail(db, verifyEmailMessage({ email: mail.user.email, name, locale }, mail.url, { welcome: !resend }));
}

/** The language of the page someone signed up on, which auth-caller.ts sends along (decision 021). */
export function signUpLocale(headers: Headers | undefined | null): Locale | undefined {
  const value = headers?.get(PAGE_LOCALE_HEADER);
  return isLocale(value) ? value : undefined;
}

/** The new address an e-mail-change token asks for (its payload is not secret, only signed). */
function emailChangeIn(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { updateTo?: unknown };
    return typeof payload.updateTo === "string" ? payload.updateTo : null;
  } catch {
    return null;
  }
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const LIMITED: Record<string, MailRequestKind> = {
  "/request-password-reset": "password-reset",
  "/send-verification-email": "verification",
};

/** Before better-auth handles a reset or verification request: refuse one over the limits. */
export async function refuseTooManyMailRequests(db: Db, ctx: AuthHookContext): Promise<void> {
  const kind = LIMITED[ctx.path];
  if (!kind) return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return; // better-auth refuses it
  const client = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  if (!(await allowMailRequest(db, kind, { email, client }))) {
    throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_MAIL_REQUESTS, code: "TOO_MANY_MAIL_REQUESTS" });
  }
}
