import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/**
 * A claim of a listing (spec: claim_sauna) and what the claimant told us. The listing shows as
 * claimed at once, but the claimant runs it only once an admin has verified the claim; a
 * rejected claim frees the listing again.
 */
export const saunaClaims = pgTable(
  "sauna_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    businessName: text("business_name"),
    phone: text("phone"),
    website: text("website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    /** Why an administrator rejected the claim (the claimant reads it in their e-mail). */
    reason: text("reason"),
  },
  (t) => [
    check("sauna_claims_status_check", sql`${t.status} in ('pending', 'verified', 'rejected')`),
    // One open claim per listing: a pending or verified one.
    uniqueIndex("sauna_claims_one_open_per_sauna").on(t.saunaId).where(sql`${t.status} in ('pending', 'verified')`),
    index("sauna_claims_status_idx").on(t.status, t.createdAt),
  ],
);
