import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { saunas } from "./saunas";

/**
 * How much of one sauna's session slot is taken. Maintained only by the trigger on bookings
 * (migration 0002), which refuses a booking that does not fit in the same statement that
 * records it, so concurrent requests cannot overbook (docs/architecture.md#capacity-and-claims).
 * Private and group bookings take the whole sauna (`exclusive`); shared ones take seats.
 */
export const bookingSlotUsage = pgTable(
  "booking_slot_usage",
  {
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    exclusive: boolean("exclusive").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.saunaId, t.startsAt] }),
    check("booking_slot_usage_seats_check", sql`${t.seatsTaken} >= 0`),
    check("booking_slot_usage_exclusive_check", sql`not (${t.exclusive} and ${t.seatsTaken} > 0)`),
  ],
);
