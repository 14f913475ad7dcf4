import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** An attachment as stored: bytes as base64, text (an .ics, a CSV) as it is. */
export type StoredMailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding: "base64" | "utf8";
};

/**
 * E-mail waiting to be sent, or sent. A row is written in the same transaction as the change
 * that causes the message, so it exists if and only if that change committed; a worker claims
 * due rows with FOR UPDATE SKIP LOCKED, marking them 'sending', sends them and marks them 'sent'
 * (docs/decisions/004).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is about ('welcome', 'booking-confirmed'…), for logs and queries. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<StoredMailAttachment[]>().notNull().default([]),
    /** Set by a caller that wants at most one message per event (e.g. 'booking-confirmed:<id>'). */
    dedupeKey: text("dedupe_key").unique("mail_outbox_dedupe_key_unique"),
    /**
     * pending: waiting for its next attempt. sending: a worker has it in flight, until
     * locked_until; if it is still 'sending' after that, its worker died mid-send and the
     * message may have gone already (it goes again under the same Message-ID). sent, failed.
     */
    status: text("status").notNull().default("pending"),
    /** Claims so far, counted when claimed so a message that crashes the sender still runs out. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: until then the row is being sent; after it another worker may take it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * What the transport said on taking the message: the SMTP server's reply, which carries its
     * own id for it (e.g. '250 2.0.0 Ok: queued as 4XbQ1'), or the .eml file written. It is what
     * to look for in the mail server's logs.
     */
    transportReceipt: text("transport_receipt"),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
    // The worker's only question is "which pending rows are due?": sent rows stay out of the index.
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // …and "which sends were cut off?": a row left 'sending' past its lease.
    index("mail_outbox_in_flight_idx").on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
  ],
);
