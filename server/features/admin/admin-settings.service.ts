// Admin Settings: the commission rate and free-cancellation window that bookings made from now
// on take (createBooking copies them onto each booking; earlier bookings keep theirs).
import { eq, sql } from "drizzle-orm";
import { percentFromRate, PlatformSettingsSchema, rateFromPercent } from "#domain/platform-settings-schema";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { platformSettings } from "#server/db/schema/platform-settings";
import { profiles } from "#server/db/schema/profiles";
import { parseOrInvalid } from "#server/features/errors";
import { platformTerms } from "#server/features/settings/platform-settings";
import { type ActivityKey, type ActivityValues, recordAdminActivity } from "./activity-log";

export type AdminPlatformSettings = {
  commissionPercent: number;
  freeCancellationHours: number;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** The current terms, with when and by whom they were last changed. */
export async function adminPlatformSettings(db: Db, actor: Actor): Promise<AdminPlatformSettings> {
  requireAdmin(actor);
  const [row] = await db
    .select({
      commissionRate: platformSettings.commissionRate,
      freeCancellationHours: platformSettings.freeCancellationHours,
      updatedAt: platformSettings.updatedAt,
      updatedBy: sql<string | null>`coalesce(nullif(trim(${profiles.fullName}), ''), ${users.email})`,
    })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .leftJoin(profiles, eq(profiles.id, platformSettings.updatedBy))
    .where(eq(platformSettings.id, 1));
  const terms = row ?? (await platformTerms(db));
  return {
    commissionPercent: percentFromRate(terms.commissionRate),
    freeCancellationHours: terms.freeCancellationHours,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Saves new terms for bookings made from now on, and records the change (before and after) in
 * the same transaction. Saving the same terms again changes nothing and records nothing.
 */
export async function updatePlatformSettings(db: Db, actor: Actor, input: unknown, now = new Date()): Promise<{ changed: boolean }> {
  const admin = requireAdmin(actor);
  const { commissionPercent, freeCancellationHours } = parseOrInvalid(PlatformSettingsSchema, input);
  const commissionRate = rateFromPercent(commissionPercent);
  return db.transaction(async (tx) => {
    // The row is locked while it changes, so two admins saving at once log what each replaced.
    const [before] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for("update");
    if (before && before.commissionRate === commissionRate && before.freeCancellationHours === freeCancellationHours) return { changed: false };
    await tx
      .insert(platformSettings)
      .values({ id: 1, commissionRate, freeCancellationHours, updatedAt: now, updatedBy: admin.userId })
      .onConflictDoUpdate({ target: platformSettings.id, set: { commissionRate, freeCancellationHours, updatedAt: now, updatedBy: admin.userId } });
    const was = before ? { commissionPercent: percentFromRate(before.commissionRate), freeCancellationHours: before.freeCancellationHours } : null;
    await recordAdminActivity(tx, admin, {
      ...settingsChange(was, { commissionPercent, freeCancellationHours }),
      entityType: "settings",
      entityId: "1",
      details: { before: was, after: { commissionPercent, freeCancellationHours } },
    });
    return { changed: true };
  });
}

type Terms = { commissionPercent: number; freeCancellationHours: number };

/**
 * The log's line for new terms: what changed, from what to what (the first terms saved have no
 * "from", and name both). The hours are `count`, which chooses their plural form.
 */
function settingsChange(was: Terms | null, now: Terms): { key: ActivityKey; values: ActivityValues } {
  if (!was) return { key: "activity.settings.first", values: { commission: now.commissionPercent, count: now.freeCancellationHours } };
  const commission = { from: was.commissionPercent, to: now.commissionPercent };
  const hours = { hoursFrom: was.freeCancellationHours, count: now.freeCancellationHours };
  if (was.commissionPercent === now.commissionPercent) return { key: "activity.settings.cancellation", values: { from: hours.hoursFrom, count: hours.count } };
  if (was.freeCancellationHours === now.freeCancellationHours) return { key: "activity.settings.commission", values: commission };
  return { key: "activity.settings.both", values: { ...commission, ...hours } };
}
