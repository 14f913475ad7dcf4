// Conversations between a guest and a sauna's host. Only the two participants can read or
// write a thread; anyone else is told it does not exist.
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { invalid, notFound } from "#server/features/errors";
import { notifyNewMessage } from "#server/features/mail/message-notices";
import { isPublicSauna } from "#server/features/saunas/sauna-card";
import { Uuid } from "#domain/uuid";

export const MessageBodySchema = z
  .string()
  .trim()
  .min(1, "Please write a message")
  .max(4000, "Messages can be at most 4000 characters");

const SIGN_IN_TO_CONTACT = "Please sign in to contact the host";
// A participant whose account is gone, or who never gave a name, has a null name here: the page
// says 'Anonymous' in its language (members "names.anonymous").

/**
 * 'Contact Host': whom a guest's message about a public sauna would reach, and their thread if
 * they have one already. Nothing is stored: a conversation begins with its first message
 * (startConversation), so a host never finds an empty thread from a guest who wrote nothing.
 */
export async function contactHost(db: Db, actor: Actor, saunaId: string): Promise<{ threadId: string | null; saunaName: string; hostName: string | null }> {
  const me = requireUser(actor, SIGN_IN_TO_CONTACT);
  const sauna = await reachableHost(db, me.userId, saunaId);
  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.guestId, me.userId), eq(messageThreads.saunaId, sauna.id)));
  return { threadId: existing?.id ?? null, saunaName: sauna.name, hostName: sauna.hostName?.trim() || null };
}

/**
 * The guest's first message to a sauna's host: the thread and its first message are written
 * together. A second 'first' message (a double submit, another tab) joins the same thread.
 */
export async function startConversation(db: Db, actor: Actor, saunaId: string, body: unknown): Promise<string> {
  const me = requireUser(actor, SIGN_IN_TO_CONTACT);
  const text = messageBody(body);
  const sauna = await reachableHost(db, me.userId, saunaId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messageThreads)
      .values({ saunaId: sauna.id, guestId: me.userId, hostId: sauna.ownerId })
      .onConflictDoNothing()
      .returning({ id: messageThreads.id });
    const threadId =
      created?.id ??
      (await tx.select({ id: messageThreads.id }).from(messageThreads).where(and(eq(messageThreads.guestId, me.userId), eq(messageThreads.saunaId, sauna.id))))[0].id;
    await addMessage(tx, threadId, me.userId, text);
    return threadId;
  });
}

/** A public sauna whose verified host can receive the actor's messages, else why not. */
async function reachableHost(db: Db, userId: string, saunaId: string) {
  if (!Uuid.safeParse(saunaId).success) throw notFound(SAUNA_NOT_FOUND);
  const [sauna] = await db
    .select({ id: saunas.id, name: saunas.name, ownerId: saunas.ownerId, ownerVerified: saunas.ownerVerified, hostName: profiles.fullName })
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  // A claimant receives guests' messages only once an administrator has verified the claim.
  if (!sauna.ownerId || !sauna.ownerVerified) {
    throw invalid("This sauna's host hasn't joined Sauna Éire yet, so messages can't reach them. Try calling them instead.");
  }
  if (sauna.ownerId === userId) throw invalid("You are the host of this sauna.");
  return { ...sauna, ownerId: sauna.ownerId };
}

function messageBody(body: unknown): string {
  const parsed = MessageBodySchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues[0].message, { body: parsed.error.issues[0].message });
  return parsed.data;
}

/** One message in a thread, with the other participant's notice, in the caller's transaction. */
async function addMessage(tx: Db, threadId: string, senderId: string, body: string) {
  const [sent] = await tx.insert(messages).values({ threadId, senderId, body }).returning({ id: messages.id });
  await notifyNewMessage(tx, sent.id);
  await tx.update(messageThreads).set({ lastMessageAt: new Date() }).where(eq(messageThreads.id, threadId));
}

const isParticipant = (userId: string) => or(eq(messageThreads.guestId, userId), eq(messageThreads.hostId, userId));

/** The actor's threads (as guest or host), latest first, with unread counts. */
export async function listThreads(db: Db, actor: Actor) {
  const me = requireUser(actor);
  const guest = alias(profiles, "guest");
  const host = alias(profiles, "host");
  const rows = await db
    .select({
      id: messageThreads.id,
      saunaId: messageThreads.saunaId,
      saunaName: saunas.name,
      guestId: messageThreads.guestId,
      guestName: guest.fullName,
      hostName: host.fullName,
      lastMessageAt: messageThreads.lastMessageAt,
      lastMessage: sql<string | null>`(select body from ${messages} where ${messages.threadId} = ${messageThreads.id} order by ${messages.createdAt} desc limit 1)`,
      lastSenderId: sql<string | null>`(select sender_id from ${messages} where ${messages.threadId} = ${messageThreads.id} order by ${messages.createdAt} desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.readAt} is null and ${messages.senderId} is distinct from ${me.userId})`,
    })
    .from(messageThreads)
    .innerJoin(saunas, eq(saunas.id, messageThreads.saunaId))
    .leftJoin(guest, eq(guest.id, messageThreads.guestId))
    .leftJoin(host, eq(host.id, messageThreads.hostId))
    .where(isParticipant(me.userId))
    .orderBy(desc(messageThreads.lastMessageAt));
  return rows.map(({ lastSenderId, ...r }) => ({
    ...r,
    role: r.guestId === me.userId ? ("guest" as const) : ("host" as const),
    otherName: (r.guestId === me.userId ? r.hostName : r.guestName)?.trim() || null,
    /** Who wrote the last message: the list labels it 'You' or with the other's name. */
    lastMessageMine: lastSenderId !== null && lastSenderId === me.userId,
    unread: Number(r.unread),
  }));
}

async function participantThread(db: Db, userId: string, threadId: string) {
  if (!Uuid.safeParse(threadId).success) throw notFound("Conversation not found");
  const [thread] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.id, threadId), isParticipant(userId)));
  if (!thread) throw notFound("Conversation not found");
  return thread;
}

/** A thread's messages, oldest first; reading marks the other side's messages as read. */
export async function readThread(db: Db, actor: Actor, threadId: string) {
  const me = requireUser(actor);
  await participantThread(db, me.userId, threadId);
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.threadId, threadId), isNull(messages.readAt), or(ne(messages.senderId, me.userId), isNull(messages.senderId))));
  const rows = await db
    .select({ id: messages.id, body: messages.body, senderId: messages.senderId, createdAt: messages.createdAt, senderName: profiles.fullName })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.createdAt));
  return rows.map((m) => ({ ...m, mine: m.senderId === me.userId, senderName: m.senderName?.trim() || null }));
}

export async function sendMessage(db: Db, actor: Actor, threadId: string, body: unknown) {
  const me = requireUser(actor);
  const text = messageBody(body);
  await participantThread(db, me.userId, threadId);
  await db.transaction((tx) => addMessage(tx, threadId, me.userId, text));
}
