// Talking to better-auth through its HTTP handler, as the user's own browser would: with their
// session cookie and address, so its session check, rate limit and origin check all apply.
import type { Locale } from "#domain/locales";
import { CLIENT_ADDRESS_HEADER } from "#server/http/client-address";
import { errorInLanguage } from "#server/i18n/error-text";
import { currentRequestLocale } from "#server/i18n/request-locale";
import type { Auth } from "./auth";

/** Who is asking: their request's cookies and address, where better-auth is mounted, and the page's language. */
export type AuthCaller = { auth: Auth; baseUrl: string; cookie: string | null; clientAddress: string; locale?: Locale };

/**
 * The language of the page a form was sent from, for better-auth's hooks: a new account starts
 * in it (auth.ts). Anyone may send it; it only chooses their own language.
 */
export const PAGE_LOCALE_HEADER = "x-sauna-page-locale";

export function postToAuth(caller: AuthCaller, path: string, body: unknown): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: caller.baseUrl,
    [CLIENT_ADDRESS_HEADER]: caller.clientAddress,
  });
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (caller.locale) headers.set(PAGE_LOCALE_HEADER, caller.locale);
  return caller.auth.handler(
    new Request(`${caller.baseUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) }),
  );
}

/** better-auth's refusal: its message shown as-is (docs/product.md §5) and its error code, with fallbacks. */
export async function authRefusal(response: Response): Promise<{ message: string; code?: string }> {
  let body: { message?: string; code?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON
  }
  // The per-address limiter's own words are terse; the account lock (sign-in-throttle.ts) and the
  // mail request limits (security-mail.ts) say why.
  // In the page's language (decision 021): better-auth's words and ours are in the `errors` catalogue.
  const inLanguage = (message: string) => errorInLanguage(currentRequestLocale(), message);
  if (response.status === 429 && body.code !== "ACCOUNT_LOCKED" && body.code !== "TOO_MANY_MAIL_REQUESTS") return { message: inLanguage("Too many attempts. Please wait a moment and try again.") };
  if (body.message) return { message: inLanguage(body.message), code: body.code };
  return { message: inLanguage("Something went wrong. Please try again.") };
}
