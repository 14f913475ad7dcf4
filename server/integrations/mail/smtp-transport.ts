// Sends through an SMTP server with nodemailer, configured by SMTP_URL
// (smtp://user:password@host:587 upgrades with STARTTLS when offered; smtps:// is TLS from the start).
import nodemailer from "nodemailer";
import { toNodemailerMessage } from "./mime-message";
import { PermanentMailError, type MailTransport } from "./mail-transport";

/** nodemailer's errors carry the SMTP reply; `permanent` is set for 5xx replies (except 503). */
type SmtpError = Error & { permanent?: boolean; command?: string; responseCode?: number };

export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default. The
    // worker's lease on a message must outlast one attempt, so an attempt has to end sooner.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const url = new URL(options.url);
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(mail) {
      try {
        // nodemailer resolves on the server's reply to the message itself ("250 … queued as
        // ID"), before saying QUIT: the worker records it at once (docs/decisions/004).
        const info = await transporter.sendMail(toNodemailerMessage(mail, options.from));
        return info.response;
      } catch (error) {
        const e = error as SmtpError;
        // Only a refusal of this recipient or this message is final. A 5xx to AUTH or MAIL FROM
        // means our configuration is wrong: retrying lets the mail go once it is fixed.
        if (e.permanent && (e.command === "RCPT TO" || e.command === "DATA")) {
          throw new PermanentMailError(e.message, { cause: error });
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
