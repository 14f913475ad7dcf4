// The host card's figures (docs/product.md §2 Sauna detail: "Host facts … computed: year the host joined, average
// rating over the host's saunas, share of guest messages answered, median reply time; fixed
// text only where no data exists yet"). Each figure is null when there is nothing to compute
// it from, and the page then shows the spec's fixed text.
import { and, count, eq, sql } from "drizzle-orm";
import { hostBadges, type HostBadge } from "#domain/host-badges";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { displayedAs } from "#server/features/bookings/booking-status-sql";
import { isPublicSauna } from "#server/features/saunas/sauna-card";

/** A guest's question counts against the response rate once it has waited this long unanswered. */
export const UNANSWERED_AFTER_HOURS = 24;

export type HostStats = {
  /** Year the host's profile was created (Irish time). */
  joinedYear: number | null;
  /** Average over the host's public saunas, weighted by their published reviews, one decimal. */
  rating: number | null;
  /** Published reviews over the host's public saunas. */
  reviews: number;
  /** The host's public saunas. */
  listings: number;
  /** Share of guests' questions the host answered, 0 … 100. */
  responseRate: number | null;
  /** Median minutes from a guest's question to the host's first reply after it. */
  responseMinutes: number | null;
  /** The highlights that are true of this host (domain/host-badges.ts). */
  badges: HostBadge[];
};

const irishYear = new Intl.DateTimeFormat("en-IE", { timeZone: "Europe/Dublin", year: "numeric" });

export async function hostStats(db: Db, ownerId: string | null, now: Date = new Date()): Promise<HostStats | null> {
  if (!ownerId) return null;
  const [profile] = await db.select({ createdAt: profiles.createdAt, verified: profiles.isVerified }).from(profiles).where(eq(profiles.id, ownerId));
  if (!profile) return null;
  const hosted = await db
    .select({ type: saunas.type, county: saunas.county, averageRating: saunas.averageRating, totalReviews: saunas.totalReviews })
    .from(saunas)
    .where(and(eq(saunas.ownerId, ownerId), isPublicSauna));
  const [sessions] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .where(and(eq(saunas.ownerId, ownerId), displayedAs("completed", now)));
  const [ratings] = await db
    .select({
      rating: sql<string | null>`round(sum(${saunas.averageRating} * ${saunas.totalReviews}) / nullif(sum(${saunas.totalReviews}), 0), 1)`,
      reviews: sql<string>`coalesce(sum(${saunas.totalReviews}), 0)`,
      listings: sql<string>`count(*)`,
    })
    .from(saunas)
    .where(and(eq(saunas.ownerId, ownerId), isPublicSauna));
  const responses = await responseFigures(db, ownerId, now);
  const rating = ratings.rating === null ? null : Number(ratings.rating);
  const reviews = Number(ratings.reviews);
  return {
    joinedYear: Number(irishYear.format(profile.createdAt)),
    rating,
    reviews,
    listings: Number(ratings.listings),
    ...responses,
    badges: hostBadges({ verified: profile.verified, rating, reviews, responseRate: responses.responseRate, saunas: hosted, completedSessions: Number(sessions.n) }),
  };
}

/**
 * A guest's question is the first message of each run of guest messages in a thread with this
 * host; it is answered by the host's first message after it. Questions younger than
 * UNANSWERED_AFTER_HOURS that are still open don't count yet: the host may simply be asleep.
 */
async function responseFigures(db: Db, hostId: string, now: Date) {
  const result = await db.execute(sql`
    with thread_messages as (
      select m.thread_id, m.created_at,
             coalesce(m.sender_id = t.host_id, false) as from_host,
             lag(coalesce(m.sender_id = t.host_id, false)) over (partition by m.thread_id order by m.created_at, m.id) as previous_from_host
      from messages m
      join message_threads t on t.id = m.thread_id
      where t.host_id = ${hostId}
    ),
    questions as (
      select q.thread_id, q.created_at as asked_at,
             (select min(r.created_at) from thread_messages r
               where r.thread_id = q.thread_id and r.from_host and r.created_at > q.created_at) as answered_at
      from thread_messages q
      where not q.from_host and coalesce(q.previous_from_host, true)
    ),
    counted as (
      select * from questions
      where answered_at is not null or asked_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${UNANSWERED_AFTER_HOURS})
    )
    select count(*)::int as asked,
           count(answered_at)::int as answered,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at)) as median_seconds
    from counted
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { asked: number | string; answered: number | string; median_seconds: number | string | null }[];
  const row = rows[0];
  const asked = Number(row?.asked ?? 0);
  if (asked === 0) return { responseRate: null, responseMinutes: null };
  const answered = Number(row.answered);
  return {
    responseRate: Math.round((answered / asked) * 100),
    responseMinutes: row.median_seconds === null ? null : Math.max(1, Math.round(Number(row.median_seconds) / 60)),
  };
}
