// The member's language (profiles.locale, decision 021): what their e-mails and calendar feed are
// written in and where signing in lands them. Pages keep the language of their address.
import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { invalid } from "#server/features/errors";

export const CHOOSE_A_LANGUAGE = "Please choose a language";

/** The signed-in member's language. */
export async function memberLocale(db: Db, actor: Actor): Promise<Locale> {
  const me = requireUser(actor);
  const [row] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, me.userId));
  return row?.locale ?? DEFAULT_LOCALE;
}

/**
 * The language a member's Stripe Checkout speaks: the page's they booked or bought on, else (no
 * page: a script, a test) their stored one. Checkout is a step of the page's journey (decision 021).
 */
export async function checkoutLocale(db: Db, actor: Actor, pageLocale: Locale | undefined): Promise<Locale> {
  return pageLocale ?? memberLocale(db, actor);
}

/** Saves the member's choice of language; one the site does not have is refused. */
export async function setMemberLocale(db: Db, actor: Actor, value: unknown): Promise<Locale> {
  const me = requireUser(actor);
  if (!isLocale(value)) throw invalid(CHOOSE_A_LANGUAGE, { locale: CHOOSE_A_LANGUAGE });
  await db.update(profiles).set({ locale: value }).where(eq(profiles.id, me.userId));
  return value;
}

/** The language of the account with this sign-in address, if there is one (sign-in's landing page). */
export async function localeOfAccount(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.locale ?? null;
}
