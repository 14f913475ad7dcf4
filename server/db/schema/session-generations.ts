import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A member's revocation generation (decision 013, B): triggers bump it, in the same transaction,
 * whenever something a cached session lookup holds may have changed: a session deleted or
 * renewed, the profile's suspension, name or owner flag, an admin role, the user's e-mail or name
 * (migration 0027). Each app process's session cache (server/auth/session-cache.ts) uses an entry
 * only while this number is still the one it read, so a revocation by any process is seen by the
 * next request in every process. No row reads as generation 0.
 *
 * No foreign key on purpose: a row must outlive its user. Were it deleted with the user, the
 * generation would read 0 again and could match an entry cached before any bump; kept, the
 * number only ever grows. A deleted account leaves one row of a few bytes.
 */
export const sessionGenerations = pgTable("session_generations", {
  userId: text("user_id").primaryKey(),
  generation: bigint("generation", { mode: "number" }).notNull(),
});
