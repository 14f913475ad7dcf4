import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { saunas } from "./saunas";

/** A conversation between a guest and the host of one sauna ('Contact Host'). */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saunaId: uuid("sauna_id").notNull().references(() => saunas.id, { onDelete: "cascade" }),
    guestId: text("guest_id").references(() => profiles.id, { onDelete: "set null" }),
    hostId: text("host_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("message_threads_guest_sauna_unique").on(t.guestId, t.saunaId),
    index("message_threads_host_idx").on(t.hostId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id").notNull().references(() => messageThreads.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    check("messages_body_check", sql`char_length(${t.body}) between 1 and 4000`),
    index("messages_thread_idx").on(t.threadId, t.createdAt),
  ],
);
