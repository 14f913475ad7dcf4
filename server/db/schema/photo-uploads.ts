import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/**
 * Sauna photos uploaded by a host before the listing exists (onboarding keeps its draft in the
 * browser) or while editing it: who uploaded each, so a listing can only use its owner's own
 * uploads, and unused ones can be cleared away.
 */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    url: text("url").primaryKey(),
    ownerId: text("owner_id").references(() => profiles.id, { onDelete: "cascade" }),
    saunaId: uuid("sauna_id").references(() => saunas.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photo_uploads_owner_idx").on(t.ownerId, t.createdAt)],
);
