// The host's side of the guest conversations, for the owner dashboard's Messages: the threads of
// the sauna chosen in the dashboard (the same threads the guest sees in My Account), one thread
// with the guest's bookings at this owner's saunas beside it, replies, and a first message to the
// guest of one of the sauna's bookings ('Message guest' in Bookings). Every call starts at
// runnableSauna, so only the sauna's own verified owner reads or writes here.
import { and, desc, eq, sql } from "drizzle-orm";
import { displayStatus } from "#domain/booking-status";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { bookings } from "#server/db/schema/bookings";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, invalid, notFound } from "#server/features/errors";
import { runnableSauna } from "#server/features/hosts/owned-saunas";
import { MessageBodySchema, readThread, sendMessage } from "./messages.service";
import { isUuid } from "#domain/uuid";

export const GUEST_ACCOUNT_GONE = "This guest has deleted their account, so a message can't reach them.";

const GUEST_BOOKINGS_SHOWN = 10;

// A guest whose account is gone, or who never gave a name, has a null name here: the page says
// 'Anonymous' in its language (members "names.anonymous").

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
    guestName: r.guestName?.trim() || null,
    /** Who wrote the last message: the list labels it 'You' or with the guest's name. */
    lastMessageMine: lastSenderId !== null && lastSenderId === hostId,
    unread: Number(r.unread),
  }));
}

/** One of the sauna's threads with this host; any other is "not found". */
async function hostThread(db: Db, saunaId: string, hostId: string, threadId: unknown) {
  if (!isUuid(threadId)) throw notFound("Conversation not found");
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
  return {
    thread: { id: thread.id, guestName: thread.guestName?.trim() || null },
    messages: conversation,
    guestBookings: thread.guestId ? await guestBookingsAt(db, hostId, thread.guestId, now) : [],
  };
}

export type HostThread = Awaited<ReturnType<typeof readHostThread>>;

/** The booking detail panel: the guest's bookings at any of this host's saunas, latest session first. */
async function guestBookingsAt(db: Db, hostId: string, guestId: string, now: Date) {
  const rows = await db
    .select({
      id: bookings.id, saunaName: saunas.name, bookingDate: bookings.bookingDate, startTime: bookings.startTime, endTime: bookings.endTime,
      bookingType: bookings.bookingType, guests: bookings.guests, status: bookings.status, endsAt: bookings.endsAt,
    })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .where(and(eq(bookings.userId, guestId), eq(saunas.ownerId, hostId)))
    .orderBy(desc(bookings.startsAt))
    .limit(GUEST_BOOKINGS_SHOWN);
  return rows.map(({ endsAt, ...b }) => ({
    ...b,
    startTime: b.startTime.slice(0, 5),
    endTime: b.endTime.slice(0, 5),
    displayStatus: displayStatus({ status: b.status, endsAt }, now),
  }));
}

/** One of the sauna's bookings and its guest; a booking of another sauna is "not found". */
async function saunaBookingGuest(db: Db, saunaId: string, bookingId: unknown) {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  const [booking] = await db
    .select({ id: bookings.id, guestId: bookings.userId, guestName: profiles.fullName })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(eq(bookings.id, bookingId as string), eq(bookings.saunaId, saunaId)));
  if (!booking) throw notFound("Booking not found");
  if (!booking.guestId) throw conflict(GUEST_ACCOUNT_GONE);
  return { id: booking.id, guestId: booking.guestId, guestName: booking.guestName?.trim() || null };
}

/** The guest's conversation with this sauna's host, if there is one. */
async function threadWith(db: Db, saunaId: string, hostId: string, guestId: string): Promise<string | null> {
  const [thread] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.saunaId, saunaId), eq(messageThreads.guestId, guestId), eq(messageThreads.hostId, hostId)));
  return thread?.id ?? null;
}

/**
 * 'Message guest' on one of the sauna's bookings: the conversation this guest already has with the
 * sauna, or who a first message would go to (nothing is created until it is sent, so no empty
 * conversation ever shows in either inbox).
 */
export async function conversationForBooking(db: Db, actor: Actor, saunaId: unknown, bookingId: unknown, now = new Date()) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const hostId = sauna.ownerId!;
  const booking = await saunaBookingGuest(db, sauna.id, bookingId);
  const threadId = await threadWith(db, sauna.id, hostId, booking.guestId);
  if (threadId) return { threadId, booking: null };
  return {
    threadId: null,
    booking: { id: booking.id, guestName: booking.guestName, guestBookings: await guestBookingsAt(db, hostId, booking.guestId, now) },
  };
}

/**
 * The host's first message to a booking's guest: the conversation (the guest's one with this
 * sauna, as 'Contact Host' would open it) and the message are made together, or neither is.
 * Returns the conversation, which may have existed already.
 */
export async function messageBookingGuest(db: Db, actor: Actor, saunaId: unknown, bookingId: unknown, body: unknown): Promise<string> {
  const sauna = await runnableSauna(db, actor, saunaId);
  const hostId = sauna.ownerId!;
  const booking = await saunaBookingGuest(db, sauna.id, bookingId);
  const parsed = MessageBodySchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues[0].message, { body: parsed.error.issues[0].message });
  return db.transaction(async (tx) => {
    await tx.insert(messageThreads).values({ saunaId: sauna.id, guestId: booking.guestId, hostId }).onConflictDoNothing();
    const threadId = await threadWith(tx, sauna.id, hostId, booking.guestId);
    // The guest's conversation about this sauna is with a host before this one: not this host's to read.
    if (!threadId) throw conflict("This guest's conversation about this sauna is with its previous host. Please write to them by e-mail.");
    await sendMessage(tx, actor, threadId, parsed.data);
    return threadId;
  });
}

/** The host's reply in one of the sauna's threads. */
export async function sendHostMessage(db: Db, actor: Actor, saunaId: unknown, threadId: unknown, body: unknown) {
  const sauna = await runnableSauna(db, actor, saunaId);
  const thread = await hostThread(db, sauna.id, sauna.ownerId!, threadId);
  await sendMessage(db, actor, thread.id, body);
}
