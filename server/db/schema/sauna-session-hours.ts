import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, uuid } from "drizzle-orm/pg-core";
import { saunas } from "./saunas";

/**
 * Each sauna's weekly session grid, one row per weekday and range of its hours: sessions start at
 * `first_start`, then every `step` minutes up to `last_start` (minutes after midnight, Irish
 * wall-clock time). Kept by a trigger on saunas from weekly_schedule and session_minutes (a sauna
 * without hours gets the default 09:00–21:00 every day), the same rule as
 * domain/availability.ts's sessionStartsInRange (migration 0032, decision 014).
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
    /**
     * The sauna's public rule and its place in the listing's rating order, copied by the same
     * trigger: a window few saunas have hours in (the edges of the day) is ranked from this
     * table's index alone, without reading a sauna row per candidate.
     */
    isPublic: boolean("is_public").notNull().default(false),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    totalReviews: integer("total_reviews").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.saunaId, t.weekday, t.firstStart] }),
    check("sauna_session_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("sauna_session_hours_range_check", sql`${t.firstStart} >= 0 and ${t.lastStart} >= ${t.firstStart} and ${t.lastStart} < 1440 and ${t.step} > 0`),
    // 'Who has a session between 21:00 and 23:00 on a Friday', best rated first: the public
    // saunas whose last start is late enough (few, at the end of the day) or whose first start
    // is early enough (at its start), each entry carrying the rating order.
    index("sauna_session_hours_late_idx")
      .on(t.weekday, t.lastStart, t.firstStart, t.averageRating.desc(), t.featured.desc(), t.totalReviews.desc(), t.saunaId)
      .where(sql`${t.isPublic}`),
    index("sauna_session_hours_early_idx")
      .on(t.weekday, t.firstStart, t.lastStart, t.averageRating.desc(), t.featured.desc(), t.totalReviews.desc(), t.saunaId)
      .where(sql`${t.isPublic}`),
    // 'Has this sauna hours in the window?', answered from the index alone as a list's order is
    // walked, before its sessions are checked.
    index("sauna_session_hours_sauna_idx").on(t.saunaId, t.weekday, t.lastStart, t.firstStart),
  ],
);
