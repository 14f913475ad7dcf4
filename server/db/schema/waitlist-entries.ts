import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ACTIVE_WAITLIST_STATUSES, WAITLIST_STATUSES, type WaitlistStatus } from "#domain/waitlist";
import { bookings } from "./bookings";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A guest's place in the line for a full session (decision 016). The session is keyed
 * as a booking's slot is (sauna and starts_at, with its date and time for reading). Position is
 * the order of created_at. While `offered`, the party's seats count in booking_slot_usage (a
 * trigger of migration 0034), so nobody else can book them until hold_until.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    sessionDate: date("session_date").notNull(),
    startTime: time("start_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    bookingType: text("booking_type").notNull(),
    guests: integer("guests").notNull(),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("waitlist_entries_status_check", sql`${t.status} in (${sqlList(WAITLIST_STATUSES)})`),
    check("waitlist_entries_type_check", sql`${t.bookingType} in ('private', 'shared', 'group')`),
    check("waitlist_entries_guests_check", sql`${t.guests} between 1 and 20`),
    // An offer always says until when; only an offer holds seats.
    check("waitlist_entries_offer_check", sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.holdUntil} > ${t.offeredAt})`),
    // A place that ended says when. (A booked place names its booking, but only after the
    // booking's insert in the same transaction: the hold's seats must be given back first.)
    check("waitlist_entries_ended_check", sql`(${t.status} in (${sqlList(ACTIVE_WAITLIST_STATUSES)})) = (${t.endedAt} is null)`),
    // One place in line per guest and session: a double submit joins once.
    uniqueIndex("waitlist_entries_one_active_per_guest_slot")
      .on(t.userId, t.saunaId, t.startsAt)
      .where(sql`${t.status} in (${sqlList(ACTIVE_WAITLIST_STATUSES)})`),
    // The line of one session, first come first: who is next, how many wait.
    index("waitlist_entries_line_idx").on(t.saunaId, t.startsAt, t.createdAt).where(sql`${t.status} in (${sqlList(ACTIVE_WAITLIST_STATUSES)})`),
    // The sweep: holds that ran out, sessions that began.
    index("waitlist_entries_active_starts_idx").on(t.startsAt).where(sql`${t.status} in (${sqlList(ACTIVE_WAITLIST_STATUSES)})`),
    index("waitlist_entries_user_idx").on(t.userId, t.startsAt),
  ],
);
