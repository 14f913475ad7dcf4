// A new message in a conversation, to the other participant. Toggle: messages.
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type MessageFacts = { messageId: string; threadId: string; saunaId: string; saunaName: string; senderName: string | null; body: string };

const EXCERPT = 500;

export function newMessageMessage(to: Recipient, role: "guest" | "host", m: MessageFacts): MailMessage {
  const sender = m.senderName ?? (role === "guest" ? "Your host" : "A guest");
  const excerpt = m.body.length > EXCERPT ? `${m.body.slice(0, EXCERPT).trimEnd()}…` : m.body;
  const content = composeMail({
    subject: role === "guest" ? `New message from ${m.saunaName}` : `New message from ${sender} about ${m.saunaName}`,
    greeting: greetingFor(to.name),
    paragraphs: [`${sender} wrote${role === "guest" ? ` from ${m.saunaName}` : ""}:`, excerpt],
    action: {
      label: "Read and reply",
      url: role === "guest" ? siteLink(`/my-account/messages?thread=${m.threadId}`) : siteLink(`/dashboard/messages?sauna=${m.saunaId}&thread=${m.threadId}`),
    },
    footer: role === "guest" ? guestNotificationFooter("messages") : hostNotificationFooter("messages"),
  });
  return { kind: "new-message", to: to.email, ...content, dedupeKey: `new-message:${m.messageId}` };
}
