import { isNull } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/**
 * 'Tell me when booking opens' on a sauna whose host hasn't finished setting up card payments
 * (docs/product.md, decision 012): the member is e-mailed once, when Stripe enables charges for the
 * host (account.updated, or the host's return from Stripe), and `notified_at` is set in the same
 * transaction as the mail. One per member and sauna.
 */
export const bookingOpenAlerts = pgTable(
  "booking_open_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("booking_open_alerts_user_sauna_unique").on(t.userId, t.saunaId),
    // The host's account became able to take charges: who waits for that host's saunas.
    index("booking_open_alerts_waiting_idx").on(t.saunaId).where(isNull(t.notifiedAt)),
  ],
);

