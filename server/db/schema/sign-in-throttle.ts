import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins per account (by e-mail address, known account or not), beside better-auth's
 * per-address limit: someone trying passwords for one account from many addresses is slowed
 * down too. Kept in the database so every app process sees the same count.
 */
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
