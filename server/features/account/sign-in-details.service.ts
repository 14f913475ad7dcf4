// Changing the sign-in e-mail and password from Settings. better-auth owns both (docs/architecture.md#authentication), so
// these go through its HTTP handler as the user (auth-caller.ts), where its session check, rate
// limit and our hooks (current password, common passwords) apply to any client alike.
import { ChangeEmailSchema, ChangePasswordSchema } from "#domain/auth-schemas";
import { INCORRECT_CURRENT_PASSWORD } from "#server/auth/auth";
import { authRefusal, postToAuth, type AuthCaller } from "#server/auth/auth-caller";
import { invalid, parseOrInvalid, ServiceError, tooManyRequests, unauthenticated } from "#server/features/errors";

/**
 * A successful change: the Set-Cookie headers of the renewed session, to pass to the browser.
 * `pending`: a verified address changes only once the link sent to the new one is opened.
 */
export type SignInDetailsChange = { cookies: string[]; pending?: boolean };

const EMAIL_TAKEN = "Another account already uses this e-mail address";

/** better-auth's refusal as a ServiceError on the field it concerns. */
async function refusal(response: Response, field: string, passwordField: string): Promise<ServiceError> {
  if (response.status === 401) return unauthenticated("Please sign in again to change your sign-in details.");
  const { message, code } = await authRefusal(response);
  if (response.status === 429) return tooManyRequests(message);
  // better-auth's own wording for a wrong current password is "Invalid password".
  if (code === "INVALID_PASSWORD") return invalid(INCORRECT_CURRENT_PASSWORD, { [passwordField]: INCORRECT_CURRENT_PASSWORD });
  return invalid(message, { [field]: message });
}

export async function changeSignInEmail(caller: AuthCaller, currentEmail: string, input: unknown): Promise<SignInDetailsChange> {
  const { newEmail, password } = parseOrInvalid(ChangeEmailSchema, input);
  if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
    throw invalid("That is already your e-mail address", { newEmail: "That is already your e-mail address" });
  }
  const response = await postToAuth(caller, "/change-email", { newEmail: newEmail.toLowerCase(), password });
  if (!response.ok) throw await refusal(response, "newEmail", "password");
  // better-auth answers "ok" without changing anything when another account has the address
  // (so strangers can't probe for accounts); only a real change renews the session cookie.
  // The guest already proved their password, and sign-up says as much, so we tell them.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) return { cookies };
  // No new cookie: either the address is taken, or (a verified address) a confirmation link
  // went to the new address and nothing changes until it is opened.
  const taken = await (await caller.auth.$context).internalAdapter.findUserByEmail(newEmail.toLowerCase());
  if (taken) throw invalid(EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
  return { cookies, pending: true };
}

export async function changeSignInPassword(caller: AuthCaller, input: unknown): Promise<SignInDetailsChange> {
  const { currentPassword, newPassword } = parseOrInvalid(ChangePasswordSchema, input);
  // Signs out every other device: whoever knew the old password is locked out.
  const response = await postToAuth(caller, "/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
  if (!response.ok) throw await refusal(response, "newPassword", "currentPassword");
  return { cookies: response.headers.getSetCookie() };
}
