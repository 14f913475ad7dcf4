// Where signing in lands someone who did not ask for a page (decision 021): the home page in
// their stored language. A member who chose Irish and signed in from an English page lands on
// /ga; an explicit ?redirectTo= is always kept as it is, and an Irish page keeps its language.
import { DEFAULT_LOCALE, localizePath, type Locale } from "#domain/locales";
import { safeReturnPath } from "#domain/auth-schemas";
import type { Db } from "#server/db/client";
import { localeOfAccount } from "#server/features/account/language.service";

/**
 * The path to go to after a successful sign-in. `redirectTo`: the sign-in page's ?redirectTo=
 * (null when absent); `pageLocale`: the sign-in page's language (requestLocale(request)).
 */
export async function signInLanding(db: Db, email: string, pageLocale: Locale, redirectTo: string | null): Promise<string> {
  if (redirectTo !== null) return safeReturnPath(redirectTo);
  if (pageLocale !== DEFAULT_LOCALE) return localizePath("/", pageLocale);
  return localizePath("/", (await localeOfAccount(db, email)) ?? DEFAULT_LOCALE);
}
