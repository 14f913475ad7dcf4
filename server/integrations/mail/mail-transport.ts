// E-mail leaves the process through one small interface, so the outbox worker does not care
// whether a message goes to an SMTP server or (the embedded default) into a folder of .eml files.
import type { StoredMailAttachment } from "#server/db/schema/mail-outbox";

/** One message ready to go out: an outbox row's content with its stable Message-ID. */
export type OutgoingMail = {
  /** `<outbox-id@host>`: the same on every attempt, so a rare duplicate after a crash is recognisable. */
  messageId: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredMailAttachment[];
};

export interface MailTransport {
  /** Where mail goes, for the start-up log (never includes credentials). */
  readonly description: string;
  /**
   * Resolves once the message is accepted for delivery, with the transport's receipt for it
   * (the SMTP server's reply, naming its queue id; the file written). Rejects with a
   * PermanentMailError when sending the same message again cannot succeed, with any other
   * error when it might.
   */
  send(mail: OutgoingMail): Promise<string>;
  close(): Promise<void>;
}

/** The receiving server refused this message for good (e.g. 550 no such mailbox): do not retry. */
export class PermanentMailError extends Error {}
