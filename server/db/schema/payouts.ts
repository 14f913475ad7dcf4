import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { profiles } from "./profiles";

/** One payment made to a host, covering the bookings that point to it (admin Payouts). */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: text("host_id").references(() => profiles.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    bookingCount: integer("booking_count").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (t) => [
    check("payouts_amount_check", sql`${t.amount} >= 0 and ${t.bookingCount} > 0`),
    // A host's payouts, newest first (admin Payouts' history): one row per card transfer adds up.
    index("payouts_host_paid_idx").on(t.hostId, t.paidAt),
  ],
);
