import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests for security mail (a password reset, another verification link) per address and per
 * client, in fixed windows: someone can't flood an inbox or make us an open mail cannon. Kept in
 * the database, like sign-in failures, so every app process counts the same requests.
 */
export const mailRequestCounts = pgTable(
  "mail_request_counts",
  {
    /** 'password-reset' or 'verification'. */
    kind: text("kind").notNull(),
    /** 'email:<address>' or 'client:<address of the client>'. */
    subject: text("subject").notNull(),
    requests: integer("requests").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "mail_request_counts_pk", columns: [t.kind, t.subject] })],
);
