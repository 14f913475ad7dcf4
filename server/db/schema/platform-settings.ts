import { sql } from "drizzle-orm";
import { check, integer, numeric, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The admin's Settings: one row of terms that every later booking takes (migration inserts it). */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: smallint("id").primaryKey().default(1),
    commissionRate: numeric("commission_rate", { precision: 5, scale: 4, mode: "number" }).notNull().default(0.15),
    freeCancellationHours: integer("free_cancellation_hours").notNull().default(24),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("platform_settings_single_row", sql`${t.id} = 1`),
    check("platform_settings_terms_check", sql`${t.commissionRate} between 0 and 0.5 and ${t.freeCancellationHours} between 0 and 168`),
  ],
);
