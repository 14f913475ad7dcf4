import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, uuid } from "drizzle-orm/pg-core";
import { saunas } from "./saunas";

/**
 * Each sauna's weekly session grid, one row per weekday and range of its hours: sessions start at
 * `first_start`, then every `step` minutes up to `last_start` (minutes after midnight, Irish
 * wall-clock time). Kept by a trigger on saunas from weekly_schedule and session_minutes (a sauna
 * without hours gets the default 09:00–21:00 every day), the same rule as
 * domain/availability.ts's sessionStartsInRange (migration 0031, decision 014).
 *
 * The window search ('Free in the next 2 hours'…) reads it instead of expanding 100,000 schedules
 * in JavaScript: its index says at once which saunas have hours in a window at all, and a
 * sauna's row gives its starts there without reading its schedule.
 */
export const saunaSessionHours = pgTable(
  "sauna_session_hours",
  {
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint("weekday").notNull(),
    firstStart: smallint("first_start").notNull(),
    lastStart: smallint("last_start").notNull(),
    /** The session length: one session follows another. */
    step: smallint("step").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saunaId, t.weekday, t.firstStart] }),
    check("sauna_session_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("sauna_session_hours_range_check", sql`${t.firstStart} >= 0 and ${t.lastStart} >= ${t.firstStart} and ${t.lastStart} < 1440 and ${t.step} > 0`),
    // 'Who has a session between 21:00 and 23:00 on a Friday': the saunas whose last start is
    // late enough (few, at the edges of the day), then whose first start is early enough.
    index("sauna_session_hours_late_idx").on(t.weekday, t.lastStart, t.firstStart, t.saunaId),
    index("sauna_session_hours_early_idx").on(t.weekday, t.firstStart, t.lastStart, t.saunaId),
    // 'Has this sauna hours in the window?', answered from the index alone as a list's order is
    // walked, before its sessions are checked.
    index("sauna_session_hours_sauna_idx").on(t.saunaId, t.weekday, t.lastStart, t.firstStart),
  ],
);
