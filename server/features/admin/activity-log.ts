// Every admin action leaves an entry (docs/product.md §2 Admin area): who, what, which record.
// Written in the same transaction as the change, so the log never claims what didn't happen.
// What happened is a sentence of the `admin` catalogue (`activity.*`) and the values that fill
// it, so each admin reads the log in their page's language; its English is stored too, in
// `action`, for whoever reads the table itself (and it is all that entries from before
// migration 0037 have).
import { messagesFor, serverT } from "#server/i18n/messages";
import { formatMoney } from "#domain/format";
import type { Locale } from "#domain/locales";
import type { SignedInUser } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { adminActivityLog } from "#server/db/schema/profiles";

/** The `admin` catalogue's keys, as serverT takes them (server/i18n/messages.ts). */
type AdminKey = Parameters<ReturnType<typeof serverT<"admin">>>[0];
export type ActivityKey = Extract<AdminKey, `activity.${string}`>;

/**
 * What fills the sentence: names as people wrote them (a sauna, a person, an article's title),
 * counts (`count` chooses the plural form), a booking's short id, and `amount`, in euros, which
 * is written as money in the reader's language. Never an English word: a variant is its own key.
 */
export type ActivityValues = Record<string, string | number>;

export type AdminActivity = {
  key: ActivityKey;
  values?: ActivityValues;
  entityType: "sauna" | "review" | "user" | "owner" | "claim" | "booking" | "payout" | "article" | "settings";
  entityId: string;
  details?: Record<string, unknown>;
};

/**
 * A sentence about a person, by the name they gave (as `values[role]`); one who gave none has a
 * sentence of its own ("Verified a claimant as …"), since the words standing in for a name are
 * the language's, not a value.
 */
export function aboutPerson(role: string, name: string | null | undefined, key: ActivityKey, unnamed: ActivityKey, values: ActivityValues = {}) {
  const given = name?.trim();
  return given ? { key, values: { ...values, [role]: given } } : { key: unnamed, values };
}

/** The sentence in one language. */
export function activityText(locale: Locale, key: ActivityKey, values?: ActivityValues): string {
  const filled = values && "amount" in values ? { ...values, amount: formatMoney(values.amount, locale) } : values;
  return serverT(locale, "admin")(key, filled);
}

/** The columns of an entry, without who did it (the caller knows: an admin, the command line, the demo data). */
export function adminActivityRow({ key, values, ...activity }: AdminActivity) {
  return { ...activity, action: activityText("en", key, values), actionKey: key, actionValues: values ?? null };
}

export async function recordAdminActivity(db: Db, admin: SignedInUser, activity: AdminActivity): Promise<void> {
  await db.insert(adminActivityLog).values({ ...adminActivityRow(activity), actorId: admin.userId });
}

type StoredActivity = { action: string; actionKey: string | null; actionValues: ActivityValues | null };

/**
 * An entry as the reader reads it: its sentence in their language, or its English as stored when
 * it has no key (written before migration 0037) or a key the catalogue no longer has.
 */
export function activityLine(locale: Locale, { action, actionKey, actionValues }: StoredActivity): string {
  if (!actionKey || !isActivityKey(actionKey)) return action;
  return activityText(locale, actionKey, actionValues ?? undefined);
}

/** English holds every key, and every language has each of them (server/i18n/messages.test.ts). */
function isActivityKey(key: string): key is ActivityKey {
  return key.startsWith("activity.") && key in messagesFor("en", "admin");
}
