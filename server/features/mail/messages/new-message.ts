// A new message in a conversation, to the other participant. Toggle: messages. In the reader's
// language (decision 021); the message itself stays as its sender wrote it.
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type MessageFacts = { messageId: string; threadId: string; saunaId: string; saunaName: string; senderName: string | null; body: string };

const EXCERPT = 500;

export function newMessageMessage(to: Recipient, role: "guest" | "host", m: MessageFacts): MailMessage {
  const { locale } = to;
  const t = mailT(locale);
  const sender = m.senderName ?? (role === "guest" ? t("newMessage.yourHost") : t("cancelled.aGuest"));
  const excerpt = m.body.length > EXCERPT ? `${m.body.slice(0, EXCERPT).trimEnd()}…` : m.body;
  const content = composeMail({
    subject: role === "guest" ? t("newMessage.subjectFromSauna", { sauna: m.saunaName }) : t("newMessage.subjectFromGuest", { sender, sauna: m.saunaName }),
    greeting: greetingFor(to.name),
    paragraphs: [role === "guest" ? t("newMessage.wroteFrom", { sender, sauna: m.saunaName }) : t("newMessage.wrote", { sender }), excerpt],
    action: {
      label: t("action.readAndReply"),
      url: role === "guest" ? siteLink(`/my-account/messages?thread=${m.threadId}`, locale) : siteLink(`/dashboard/messages?sauna=${m.saunaId}&thread=${m.threadId}`, locale),
    },
    footer: role === "guest" ? guestNotificationFooter("messages", locale) : hostNotificationFooter("messages", locale),
  }, locale);
  return { kind: "new-message", to: to.email, ...content, dedupeKey: `new-message:${m.messageId}` };
}
