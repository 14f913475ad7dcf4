// Limits on asking for security mail: a password reset or another verification link
// at most PER_ADDRESS times an hour for one address and PER_CLIENT times an hour from one client.
// One upsert per counter, like the sign-in throttle, so racing requests from many processes
// count exactly. Every request counts, whether or not the address has an account, so the answer
// never tells a stranger which addresses exist.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailRequestCounts } from "#server/db/schema/mail-throttle";

export type MailRequestKind = "password-reset" | "verification";

export const MAIL_REQUEST_LIMITS = { perAddress: 3, perClient: 10, windowMinutes: 60 } as const;

export const TOO_MANY_MAIL_REQUESTS = "Too many requests. Please wait a while and try again.";

/**
 * Counts one request of `kind` by `subject` in a fixed window and answers the count so far. Also
 * the counter behind other limits on trying things (gift voucher codes, decision 017).
 */
export async function countRequest(db: Db, kind: string, subject: string, now: Date, windowMinutes: number = MAIL_REQUEST_LIMITS.windowMinutes): Promise<number> {
  const stamp = now.toISOString();
  const fresh = sql`${mailRequestCounts.windowStartedAt} <= ${stamp}::timestamptz - interval '${sql.raw(String(Math.trunc(windowMinutes)))} minutes'`;
  const [row] = await db
    .insert(mailRequestCounts)
    .values({ kind, subject, requests: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [mailRequestCounts.kind, mailRequestCounts.subject],
      set: {
        requests: sql`case when ${fresh} then 1 else ${mailRequestCounts.requests} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${stamp}::timestamptz else ${mailRequestCounts.windowStartedAt} end`,
      },
    })
    .returning({ requests: mailRequestCounts.requests });
  return row.requests;
}

/** Counts one request; false when the address or the client is over its limit for the hour. */
export async function allowMailRequest(db: Db, kind: MailRequestKind, who: { email: string; client: string }, now = new Date()): Promise<boolean> {
  const byAddress = await countRequest(db, kind, `email:${who.email.trim().toLowerCase()}`, now);
  const byClient = await countRequest(db, kind, `client:${who.client}`, now);
  return byAddress <= MAIL_REQUEST_LIMITS.perAddress && byClient <= MAIL_REQUEST_LIMITS.perClient;
}
