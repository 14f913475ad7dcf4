// The host's side of the guest conversations, for the owner dashboard's Messages: the threads of
// the sauna chosen in the dashboard (the same threads the guest sees in My Account), one thread
// with the guest's bookings at this owner's saunas beside it, and replies. Every call starts at
// runnableSauna, so only the sauna's own verified owner reads or writes here.
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { displayStatus } from "#domain/cancellation";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { notFound } from "#server/features/errors";
import { runnableSauna } from "#server/features/hosts/owned-saunas";
import { readThread, sendMessage } from "./messages.service";

const GUEST_BOOKINGS_SHOWN = 10;
const UNNAMED = "Anonymous";

/** The sauna's conversations with guests, latest first, each with its unread count for the host. */
export async function listHostThreads(db: Db, actor: Actor, saunaId: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const hostId = sauna.ownerId!;
  const rows = await db
    .select({
      id: messageThreads.id,
      guestName: profiles.fullName,
      lastMessageAt: messageThreads.lastMessageAt,
      lastMessage: sql<string | null>`(select m.body from ${messages} m where m.thread_id = ${messageThreads.id} order by m.created_at desc limit 1)`,
      lastSenderId: sql<string | null>`(select m.sender_id from ${messages} m where m.thread_id = ${messageThreads.id} order by m.created_at desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${messages} m where m.thread_id = ${messageThreads.id} and m.read_at is null and m.sender_id is distinct from ${hostId})`,
    })
    .from(messageThreads)
    .leftJoin(profiles, eq(profiles.id, messageThreads.guestId))
    .where(and(eq(messageThreads.saunaId, sauna.id), eq(messageThreads.hostId, hostId)))
    .orderBy(desc(messageThreads.lastMessageAt));
  return rows.map(({ lastSenderId, ...r }) => ({
    ...r,
    guestName: r.guestName?.trim() || UNNAMED,
    /** Who wrote the last message: the list labels it 'You' or with the guest's name. */
    lastMessageMine: lastSenderId !== null && lastSenderId === hostId,
    unread: Number(r.unread),
  }));
}

/** One of the sauna's threads with this host; any other is "not found". */
async function hostThread(db: Db, saunaId: string, hostId: string, threadId: unknown) {
  if (!z.string().uuid().safeParse(threadId).success) throw notFound("Conversation not found");
  const [thread] = await db
    .select({ id: messageThreads.id, guestId: messageThreads.guestId, guestName: profiles.fullName })
    .from(messageThreads)
    .leftJoin(profiles, eq(profiles.id, messageThreads.guestId))
    .where(and(eq(messageThreads.id, threadId as string), eq(messageThreads.saunaId, saunaId), eq(messageThreads.hostId, hostId)));
  if (!thread) throw notFound("Conversation not found");
  return thread;
}

/**
 * A thread's messages, oldest first (reading marks the guest's messages read), and the booking
 * detail panel: the guest's bookings at any of this owner's saunas, latest session first.
 */
export async function readHostThread(db: Db, actor: Actor, saunaId: unknown, threadId: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const hostId = sauna.ownerId!;
  const thread = await hostThread(db, sauna.id, hostId, threadId);
  const conversation = await readThread(db, actor, thread.id);
  const guestBookings = thread.guestId
    ? await db
        .select({
          id: bookings.id, saunaName: saunas.name, bookingDate: bookings.bookingDate, startTime: bookings.startTime, endTime: bookings.endTime,
          bookingType: bookings.bookingType, guests: bookings.guests, status: bookings.status, endsAt: bookings.endsAt,
        })
        .from(bookings)
        .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
        .where(and(eq(bookings.userId, thread.guestId), eq(saunas.ownerId, hostId)))
        .orderBy(desc(bookings.startsAt))
        .limit(GUEST_BOOKINGS_SHOWN)
    : [];
  return {
    thread: { id: thread.id, guestName: thread.guestName?.trim() || UNNAMED },
    messages: conversation,
    guestBookings: guestBookings.map(({ endsAt, ...b }) => ({
      ...b,
      startTime: b.startTime.slice(0, 5),
      endTime: b.endTime.slice(0, 5),
      displayStatus: displayStatus({ status: b.status, endsAt }, now),
    })),
  };
}

/** The host's reply in one of the sauna's threads. */
export async function sendHostMessage(db: Db, actor: Actor, saunaId: unknown, threadId: unknown, body: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const thread = await hostThread(db, sauna.id, sauna.ownerId!, threadId);
  await sendMessage(db, actor, thread.id, body);
}
