// Admin Reports: bookings and revenue per week or month, aggregated by the database in Ireland's
// time (a booking made at 00:30 on a Monday in summer belongs to that Monday's week), with the
// empty weeks and months filled in. The first bucket's start is worked out here, so the planner
// sees a constant bound and chooses between the created_at index and a scan by how much it covers.
import { TZDate } from "@date-fns/tz";
import { startOfMonth, startOfWeek, subMonths, subWeeks } from "date-fns";
import { sql } from "drizzle-orm";
import { REPORT_BUCKETS, reportPeriod, type ReportPeriod } from "#domain/reports";
import type { Actor } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { cancelledBooking } from "#server/features/bookings/booking-status-sql";
import { earnsPayout } from "./admin-payouts.ledger";

export type ReportBucket = {
  /** The bucket's first day in Ireland, YYYY-MM-DD. */
  start: string;
  bookings: number;
  /** What guests paid for the bookings made (total_amount, off-peak discount already taken off). */
  gross: number;
  /** The platform's share of bookings that keep it: not refunded, not unconfirmed. */
  commission: number;
  /** Money given back to guests on cancelled bookings. */
  refunds: number;
};

export type BookingReport = {
  period: ReportPeriod;
  buckets: ReportBucket[];
  totals: Omit<ReportBucket, "start">;
};

const UNITS: Record<ReportPeriod, { unit: string; step: string }> = {
  weeks: { unit: "week", step: "1 week" },
  months: { unit: "month", step: "1 month" },
};

/** The first bucket's start: Monday or the 1st, midnight in Ireland, eleven periods back. */
export function reportStart(period: ReportPeriod, now: Date): Date {
  const local = new TZDate(now.getTime(), "Europe/Dublin");
  const first = period === "weeks"
    ? subWeeks(startOfWeek(local, { weekStartsOn: 1 }), REPORT_BUCKETS - 1)
    : subMonths(startOfMonth(local), REPORT_BUCKETS - 1);
  return new Date(first.getTime());
}

/** Bookings made per week or month over the last twelve, with their value, commission and refunds. */
export async function bookingReport(db: Db, actor: Actor, query: { period?: unknown }, now = new Date()): Promise<BookingReport> {
  requireAdmin(actor);
  const period = reportPeriod(query.period);
  const { unit, step } = UNITS[period];
  const from = reportStart(period, now).toISOString();
  const result = await db.execute(sql`
    with series as (
      select generate_series(
        ${from}::timestamptz at time zone 'Europe/Dublin',
        date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone 'Europe/Dublin'),
        ${step}::interval
      ) as bucket
    ),
    figures as (
      select date_trunc(${unit}, ${bookings.createdAt} at time zone 'Europe/Dublin') as bucket,
             count(*)::int as bookings,
             coalesce(sum(${bookings.totalAmount}), 0) as gross,
             coalesce(sum(${bookings.platformFee}) filter (where ${earnsPayout}), 0) as commission,
             coalesce(sum(${bookings.refundAmount}) filter (where ${cancelledBooking}), 0) as refunds
      from ${bookings}
      where ${bookings.createdAt} >= ${from}::timestamptz
        and ${bookings.createdAt} <= ${now.toISOString()}::timestamptz
      group by 1
    )
    select to_char(s.bucket, 'YYYY-MM-DD') as start,
           coalesce(f.bookings, 0) as bookings, coalesce(f.gross, 0) as gross,
           coalesce(f.commission, 0) as commission, coalesce(f.refunds, 0) as refunds
    from series s left join figures f on f.bucket = s.bucket
    order by s.bucket
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<keyof ReportBucket, string | number>[];
  const buckets = rows.map((r) => ({
    start: String(r.start),
    bookings: Number(r.bookings),
    gross: Number(r.gross),
    commission: Number(r.commission),
    refunds: Number(r.refunds),
  }));
  const cents = (n: number) => Math.round(n * 100) / 100;
  const totals = {
    bookings: buckets.reduce((n, b) => n + b.bookings, 0),
    gross: cents(buckets.reduce((n, b) => n + b.gross, 0)),
    commission: cents(buckets.reduce((n, b) => n + b.commission, 0)),
    refunds: cents(buckets.reduce((n, b) => n + b.refunds, 0)),
  };
  return { period, buckets, totals };
}
