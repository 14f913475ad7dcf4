import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { saunas } from "./saunas";

/** Dates a host has closed (the dashboard's blackout dialog): no session can be booked. */
export const saunaBlackoutDates = pgTable(
  "sauna_blackout_dates",
  {
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.saunaId, t.date] })],
);

/** Busy times read from the host's own calendar (.ics import): sessions overlapping them are blocked. */
export const saunaBusyTimes = pgTable(
  "sauna_busy_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    summary: text("summary"),
  },
  (t) => [
    check("sauna_busy_times_order_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("sauna_busy_times_sauna_idx").on(t.saunaId, t.startsAt),
  ],
);
