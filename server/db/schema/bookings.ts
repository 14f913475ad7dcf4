import { sql } from "drizzle-orm";
import { BOOKING_ACTORS, BOOKING_STATUSES, type BookingActor, type BookingStatus, LIVE_BOOKING_STATUSES } from "#domain/booking-status";
import { check, date, index, integer, numeric, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { payouts } from "./payouts";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/** `'a', 'b'`: a list of our own constants for a constraint, written into the DDL as drizzle-kit compares it. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * docs/product.md §3 Booking plus the money columns of docs/product.md §3. user_id is nulled when a guest deletes their
 * account: the anonymised booking stays for the host and the ledger.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "restrict" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    bookingDate: date("booking_date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    /** The same start and end as instants (Europe/Dublin), for ordering, cancellation and payouts. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    bookingType: text("booking_type").notNull().default("private"),
    guests: integer("guests").notNull().default(1),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2, mode: "number" }).notNull(),
    /** The off-peak discount already taken off total_amount. */
    discountAmount: numeric("discount_amount", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    /** The terms the booking was made on (admin Settings change only later bookings). */
    commissionRate: numeric("commission_rate", { precision: 5, scale: 4, mode: "number" }).notNull().default(0.15),
    freeCancellationHours: integer("free_cancellation_hours").notNull().default(24),
    platformFee: numeric("platform_fee", { precision: 10, scale: 2, mode: "number" }).notNull(),
    hostPayout: numeric("host_payout", { precision: 10, scale: 2, mode: "number" }).notNull(),
    payoutDueAt: timestamp("payout_due_at", { withTimezone: true }).notNull(),
    payoutPaidAt: timestamp("payout_paid_at", { withTimezone: true }),
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "set null" }),
    /**
     * The lifecycle: domain/booking-status.ts. The check and the index below take its lists, so
     * drizzle-kit writes the migration when they change; the capacity triggers (migrations 0002,
     * 0008, 0025, 0034) spell the live statuses by hand and need one written with them.
     */
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    cancelledBy: text("cancelled_by").$type<BookingActor>(),
    refundAmount: numeric("refund_amount", { precision: 10, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in (${sqlList(BOOKING_STATUSES)})`),
    check("bookings_type_check", sql`${t.bookingType} in ('private', 'shared', 'group')`),
    check("bookings_guests_check", sql`${t.guests} between 1 and 20`),
    check("bookings_cancelled_by_check", sql`${t.cancelledBy} is null or ${t.cancelledBy} in (${sqlList(BOOKING_ACTORS)})`),
    check("bookings_terms_check", sql`${t.commissionRate} between 0 and 1 and ${t.freeCancellationHours} >= 0 and ${t.discountAmount} >= 0`),
    check("bookings_time_order_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_money_check", sql`${t.totalAmount} >= 0 and ${t.platformFee} >= 0 and ${t.hostPayout} >= 0 and ${t.platformFee} + ${t.hostPayout} = ${t.totalAmount}`),
    // Never more back than the booking cost (a card refund is capped again by what was paid: migration 0026).
    check("bookings_refund_check", sql`${t.refundAmount} is null or (${t.refundAmount} >= 0 and ${t.refundAmount} <= ${t.totalAmount})`),
    index("bookings_sauna_start_idx").on(t.saunaId, t.startsAt),
    index("bookings_user_idx").on(t.userId, t.startsAt),
    index("bookings_created_idx").on(t.createdAt),
    // A guest holds at most one live booking per sauna and slot: a double submit creates one booking.
    uniqueIndex("bookings_one_live_per_guest_slot")
      .on(t.userId, t.saunaId, t.startsAt)
      .where(sql`${t.status} in (${sqlList(LIVE_BOOKING_STATUSES)})`),
  ],
);
