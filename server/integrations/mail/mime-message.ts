// Both transports hand nodemailer the same message, so an .eml in the local mail folder is
// byte for byte what an SMTP server would have received.
import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { OutgoingMail } from "./mail-transport";

export function toNodemailerMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: a.encoding === "base64" ? "base64" : undefined,
    })),
  };
}
