// Enqueueing e-mail. A message is a row in mail_outbox written with the caller's own database
// handle, normally inside the transaction that makes the change the message is about: it then
// exists if and only if that change committed, and the request never waits for SMTP. The
// worker (mail-worker.ts) sends it afterwards, retrying until it goes (docs/decisions/004).
import { Buffer } from "node:buffer";
import { z } from "zod";
import { asOneLine } from "#domain/text";
import type { Db } from "#server/db/client";
import { mailOutbox, type StoredMailAttachment } from "#server/db/schema/mail-outbox";
import { inProcessSignal } from "#server/in-process-signal";

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Text (an .ics invitation) as a string; anything else as bytes. */
  content: string | Uint8Array;
};

export type MailMessage = {
  /** What the message is about, e.g. 'welcome', 'booking-confirmed'. */
  kind: string;
  /** One address, e.g. guest@example.ie. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * At most one message is ever enqueued per key (e.g. `booking-confirmed:${bookingId}`): a
   * second enqueue with the same key does nothing, so a retried action does not mail twice.
   */
  dedupeKey?: string;
  /** Not before then (a gift voucher's chosen day of delivery); at once when absent. */
  sendAfter?: Date;
};

const oneLine = (max: number) => z.string().min(1).max(max).regex(/^[^\r\n]*$/, "must be one line");
/**
 * A subject is built from names people typed, and a name saved before names had to be one line
 * may hold a line break. It is made one header line here rather than refused: refusing
 * would roll back the booking, cancellation or account deletion that sends the message.
 */
const headerLine = (max: number) =>
  z
    .string()
    .transform((value) => {
      const characters = [...asOneLine(value)];
      return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : characters.join("");
    })
    .pipe(z.string().min(1));
const MailMessageSchema = z.object({
  kind: oneLine(100),
  to: oneLine(320).regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, "must be one e-mail address"),
  subject: headerLine(998),
  text: z.string().min(1),
  html: z.string().optional(),
  attachments: z
    .array(z.object({ filename: oneLine(255), contentType: oneLine(255), content: z.union([z.string(), z.instanceof(Uint8Array)]) }))
    .optional(),
  dedupeKey: oneLine(500).optional(),
  sendAfter: z.date().optional(),
});

/**
 * Records `message` for sending with `db`, which should be the transaction of the change that
 * causes it (a Drizzle transaction handle is a Db too). Returns the outbox row's id, or null
 * when a message with the same dedupeKey was already enqueued. Throws on a malformed message,
 * which rolls the caller's transaction back: that is a bug to fix, not mail to lose quietly.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<string | null> {
  const m = MailMessageSchema.parse(message);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: m.kind,
      recipient: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: (m.attachments ?? []).map(storedAttachment),
      dedupeKey: m.dedupeKey ?? null,
      ...(m.sendAfter ? { nextAttemptAt: m.sendAfter } : {}),
    })
    // Not a unique violation: that would abort the caller's whole transaction.
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (row) mailEnqueued.notify();
  return row?.id ?? null;
}

function storedAttachment(a: MailAttachment): StoredMailAttachment {
  return typeof a.content === "string"
    ? { filename: a.filename, contentType: a.contentType, content: a.content, encoding: "utf8" }
    : { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content).toString("base64"), encoding: "base64" };
}

// Workers in this process are woken when mail is enqueued, so it goes out in well under the poll
// interval.
const mailEnqueued = inProcessSignal("mail-enqueued");

/** Calls `listener` after each enqueue in this process; returns the unsubscribe function. */
export const onMailEnqueued = mailEnqueued.subscribe;
