// A new message in a conversation: the other participant hears of it, in the sending transaction.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { newMessageMessage } from "./messages/new-message";
import { notifiable } from "./recipients";

export async function notifyNewMessage(tx: Db, messageId: string): Promise<void> {
  const [m] = await tx
    .select({
      threadId: messages.threadId,
      senderId: messages.senderId,
      body: messages.body,
      senderName: profiles.fullName,
      guestId: messageThreads.guestId,
      hostId: messageThreads.hostId,
      saunaId: saunas.id,
      saunaName: saunas.name,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(saunas, eq(saunas.id, messageThreads.saunaId))
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.id, messageId));
  if (!m) return;
  const role = m.senderId === m.hostId ? "guest" : "host";
  const to = await notifiable(tx, role === "guest" ? m.guestId : m.hostId, "messages");
  if (!to) return;
  await enqueueMail(tx, newMessageMessage(to, role, { messageId, threadId: m.threadId, saunaId: m.saunaId, saunaName: m.saunaName, senderName: m.senderName, body: m.body }));
}
