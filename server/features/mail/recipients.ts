// Who a notice goes to, and whether they want it. Each non-security message maps to one of the
// notification toggles (domain/notification-preferences.ts), read from the recipient's profile
// in the same transaction as the change, so a toggle turned off is honoured from that moment.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { notificationEnabled, type NotificationPreference } from "#domain/notification-preferences";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";

/** `locale`: the language they chose (profiles.locale), which their e-mails are written in. */
export type Recipient = { userId: string; email: string; name: string | null; locale: Locale };

async function recipientRow(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, userName: users.name, fullName: profiles.fullName, preferences: profiles.notificationPreferences, locale: profiles.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? { recipient: { userId, email: row.email, name: row.fullName ?? row.userName ?? null, locale: row.locale ?? DEFAULT_LOCALE }, preferences: row.preferences } : null;
}

/**
 * The user as a recipient of a notice about `preference`, or null when they have turned it off
 * (or the account is gone). Security mail doesn't come through here: it always goes.
 */
export async function notifiable(db: Db, userId: string | null | undefined, preference: NotificationPreference): Promise<Recipient | null> {
  if (!userId) return null;
  const row = await recipientRow(db, userId);
  if (!row || !notificationEnabled(row.preferences, preference)) return null;
  return row.recipient;
}

/**
 * The user as the recipient of a service message: what an administrator decided about their
 * account or listing (a claim or their verification). No toggle turns these off: the person
 * needs the decision, and its reason, to act on it. Null when the account is gone.
 */
export async function serviceRecipient(db: Db, userId: string | null | undefined): Promise<Recipient | null> {
  if (!userId) return null;
  return (await recipientRow(db, userId))?.recipient ?? null;
}

/**
 * The language of the member who signs in with `email`, or null when no account uses it: mail to
 * an address rather than an account (a gift voucher's recipient) reads it when there is one.
 */
export async function memberLocaleByEmail(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row?.locale ?? null;
}
