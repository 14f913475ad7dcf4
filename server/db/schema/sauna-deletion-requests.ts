import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/**
 * A host asking us to delete their sauna: nothing is deleted from the host's side; an
 * administrator sees the request and decides. One open request per sauna; the host may withdraw
 * it, and it goes with the sauna when an administrator deletes it.
 */
export const saunaDeletionRequests = pgTable(
  "sauna_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().unique("sauna_deletion_requests_sauna_unique").references(() => saunas.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => profiles.id, { onDelete: "set null" }),
    /** In the host's words, optional. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sauna_deletion_requests_reason_check", sql`${t.reason} is null or char_length(${t.reason}) <= 1000`)],
);
