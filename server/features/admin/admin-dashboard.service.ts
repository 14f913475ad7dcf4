// The admin Dashboard (docs/product.md §7 'Admin dashboard'): six figures and the ten latest activity
// entries, with who did each, each in the reader's language.
import { count, desc, eq, gte, sql, sum } from "drizzle-orm";
import type { Locale } from "#domain/locales";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { activityLine } from "./activity-log";

/** docs/product.md §9: admin activity 10; statistics windows 7 days. */
export const ADMIN_ACTIVITY_LIMIT = 10;
const WINDOW_DAYS = 7;

export async function adminDashboard(db: Db, actor: Actor, locale: Locale = "en", now = new Date()) {
  requireAdmin(actor);
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const [[saunaCount], [ownerCount], [recent], [pending], [newUsers], activity] = await Promise.all([
    db.select({ n: count() }).from(saunas),
    db.select({ n: count() }).from(profiles).where(eq(profiles.isOwner, true)),
    db.select({ n: count(), total: sum(bookings.totalAmount) }).from(bookings).where(gte(bookings.createdAt, since)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")),
    db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, since)),
    db
      .select({
        id: adminActivityLog.id,
        action: adminActivityLog.action,
        actionKey: adminActivityLog.actionKey,
        actionValues: adminActivityLog.actionValues,
        createdAt: adminActivityLog.createdAt,
        by: sql<string | null>`nullif(trim(${profiles.fullName}), '')`,
      })
      .from(adminActivityLog)
      .leftJoin(profiles, eq(profiles.id, adminActivityLog.actorId))
      .orderBy(desc(adminActivityLog.createdAt))
      .limit(ADMIN_ACTIVITY_LIMIT),
  ]);
  return {
    stats: {
      saunas: Number(saunaCount.n),
      owners: Number(ownerCount.n),
      recentBookings: Number(recent.n),
      recentRevenue: Number(recent.total ?? 0),
      pendingReviews: Number(pending.n),
      newUsers: Number(newUsers.n),
    },
    activity: activity.map(({ action, actionKey, actionValues, ...entry }) => ({ ...entry, action: activityLine(locale, { action, actionKey, actionValues }) })),
  };
}
