// The owner dashboard's Overview for one of the owner's saunas: the stat cards and the recent
// activity, all computed from bookings, reviews and messages ("all real").
import { and, count, desc, eq, gt, gte, isNull, lt, ne, or, sql, sum } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { cancelledBooking, liveBooking, standingBooking } from "#server/features/bookings/booking-status-sql";
import { publicReviewerName, reviewAuthor } from "#server/features/reviews/reviewer-name";
import { runnableSauna } from "./owned-saunas";
import type { BookingType, ReviewStatus } from "#domain/constants";
import { formatDate } from "#domain/format-date";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { serverT } from "#server/i18n/messages";

export type OwnerActivity = {
  kind: "booking" | "cancellation" | "review" | "message";
  at: Date;
  /** Who did it: the guest's name, or 'A guest' (in the page's language) when they have none. */
  who: string;
  /** What: a short line, e.g. 'booked a private session for 2 on 24 Nov 2026 at 18:00'. */
  detail: string;
};

/** The first instant of this month and of the next, in Irish time. */
function monthBounds(now: Date): { start: Date; end: Date } {
  const irish = new TZDate(now.getTime(), "Europe/Dublin");
  const start = new TZDate(irish.getFullYear(), irish.getMonth(), 1, 0, 0, 0, "Europe/Dublin");
  const end = new TZDate(irish.getFullYear(), irish.getMonth() + 1, 1, 0, 0, 0, "Europe/Dublin");
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The Overview of a host's sauna; its activity lines in `locale` (the page's language). */
export async function ownerOverview(db: Db, actor: Actor, saunaId: unknown, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const standing = and(eq(bookings.saunaId, sauna.id), standingBooking);
  const { start, end } = monthBounds(now);
  const [[upcoming], [month], [unread], activity] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(and(eq(bookings.saunaId, sauna.id), liveBooking, gt(bookings.startsAt, now))),
    // Earnings after commission: what the host is paid for this month's sessions.
    db.select({ n: count(), earnings: sum(bookings.hostPayout) }).from(bookings).where(and(standing, gte(bookings.startsAt, start), lt(bookings.startsAt, end))),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(eq(messageThreads.saunaId, sauna.id), eq(messageThreads.hostId, sauna.ownerId!), isNull(messages.readAt), or(isNull(messages.senderId), ne(messages.senderId, sauna.ownerId!)))),
    recentActivity(db, sauna.id, sauna.ownerId!, locale),
  ]);
  return {
    sauna: { id: sauna.id, name: sauna.name, status: sauna.status, isPublished: sauna.isPublished },
    stats: {
      upcomingBookings: Number(upcoming.n),
      monthBookings: Number(month.n),
      monthEarnings: Number(month.earnings ?? 0),
      averageRating: sauna.averageRating,
      totalReviews: sauna.totalReviews,
      unreadMessages: Number(unread.n),
    },
    activity,
  };
}

const ACTIVITY_LIMIT = 8;

async function recentActivity(db: Db, saunaId: string, hostId: string, locale: Locale): Promise<OwnerActivity[]> {
  // Null without a name: said below in the page's language.
  const guestName = sql<string | null>`nullif(trim(${profiles.fullName}), '')`;
  const [made, cancelled, reviewed, written] = await Promise.all([
    db
      .select({ at: bookings.createdAt, who: guestName, type: bookings.bookingType, guests: bookings.guests, date: bookings.bookingDate, time: bookings.startTime })
      .from(bookings)
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(eq(bookings.saunaId, saunaId))
      .orderBy(desc(bookings.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ at: bookings.cancelledAt, who: guestName, by: bookings.cancelledBy, date: bookings.bookingDate, time: bookings.startTime })
      .from(bookings)
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(and(eq(bookings.saunaId, saunaId), cancelledBooking))
      .orderBy(desc(bookings.cancelledAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ at: reviews.createdAt, who: publicReviewerName, rating: reviews.rating, status: reviews.status })
      .from(reviews)
      .leftJoin(profiles, reviewAuthor)
      .where(eq(reviews.saunaId, saunaId))
      .orderBy(desc(reviews.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ at: messages.createdAt, who: guestName })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .leftJoin(profiles, eq(profiles.id, messages.senderId))
      .where(and(eq(messageThreads.saunaId, saunaId), or(isNull(messages.senderId), ne(messages.senderId, hostId))))
      .orderBy(desc(messages.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  const t = serverT(locale, "dashboard");
  const guest = (name: string | null) => name ?? t("names.aGuest");
  const when = (date: string, time: string) => t("activity.when", { date: formatDate(date, locale), time: time.slice(0, 5) });
  const events: OwnerActivity[] = [
    ...made.map((b) => ({ kind: "booking" as const, at: b.at, who: guest(b.who), detail: t(ACTIVITY_BOOKED[b.type as BookingType] ?? "activity.booked.shared", { count: b.guests, when: when(b.date, b.time) }) })),
    ...cancelled.filter((b) => b.at).map((b) => ({
      kind: "cancellation" as const, at: b.at!, who: b.by === "host" ? t("activity.you") : guest(b.who),
      detail: t("activity.cancelled", { when: when(b.date, b.time) }),
    })),
    ...reviewed.map((r) => ({ kind: "review" as const, at: r.at, who: r.who ?? t("names.anonymous"), detail: t(REVIEW_LINE[r.status as ReviewStatus] ?? "activity.reviewed", { count: r.rating }) })),
    ...written.map((m) => ({ kind: "message" as const, at: m.at, who: guest(m.who), detail: t("activity.messaged") })),
  ];
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, ACTIVITY_LIMIT);
}

/** A booking's line by its type: each a whole sentence, as Irish words it differently. */
const ACTIVITY_BOOKED = {
  private: "activity.booked.private",
  shared: "activity.booked.shared",
  group: "activity.booked.group",
} as const satisfies Record<BookingType, string>;

/** A review's line: published, or with its state. */
const REVIEW_LINE = {
  published: "activity.reviewed",
  pending: "activity.reviewed.pending",
  flagged: "activity.reviewed.flagged",
  rejected: "activity.reviewed.rejected",
} as const satisfies Record<ReviewStatus, string>;
