// Sends what mail_outbox holds. Each pass claims a few due rows in one statement (FOR UPDATE
// SKIP LOCKED, so any number of workers and processes share the outbox without sending a row
// twice), marking them 'sending' under a lease; it sends them outside any transaction and marks
// each 'sent' with the transport's receipt the moment the transport has taken it; a failure is
// retried later with back-off. A worker that dies mid-send leaves its row 'sending' until the
// lease ends, and another worker then sends it again under the same Message-ID, so a receiver
// that had it already can recognise the copy (docs/decisions/004).
import { and, asc, eq, getTableColumns, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { onMailEnqueued } from "./mail-outbox";
import { DEFAULT_GIVE_UP_AFTER_MS, DEFAULT_RETRY_DELAYS_MS, retryDelayMs } from "./mail-retry-schedule";
import { PermanentMailError, type MailTransport, type OutgoingMail } from "./mail-transport";

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  /** The host part of each Message-ID, `<outbox-id@host>`: the site's own name (BASE_URL). */
  messageIdHost: string;
  /** How often to look for due mail when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Rows claimed (and sent at once) per pass. */
  batchSize?: number;
  /** How long a claimed row is ours; must outlast one attempt (the SMTP timeouts). */
  leaseMs?: number;
  /** Wait after an enqueue before looking: the enqueueing transaction has to commit first. */
  wakeDelayMs?: number;
  retryDelaysMs?: readonly number[];
  giveUpAfterMs?: number;
  log?: (line: string) => void;
};

export type MailWorker = {
  /** Look for due mail soon instead of at the next poll. */
  wake(): void;
  /**
   * Stops claiming and waits (at most `graceMs`) for the messages being sent. A send still
   * running after that keeps its lease and is retried by the next worker once the lease ends.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
};

type OutboxRow = typeof mailOutbox.$inferSelect;
/** A claimed row; `cutOff` when its last attempt ended with its worker (crash, kill) mid-send. */
type ClaimedRow = OutboxRow & { cutOff: boolean };

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, messageIdHost } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 5;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const wakeDelayMs = options.wakeDelayMs ?? 100;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const giveUpAfterMs = options.giveUpAfterMs ?? DEFAULT_GIVE_UP_AFTER_MS;
  const log = options.log ?? console.error;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let endSleep: (() => void) | undefined;
  let sleepUntil = 0;
  /** A wake during a pass shortens the sleep after it. */
  let wokenFor = Infinity;

  function sleep(delay: number): Promise<void> {
    return new Promise((resolve) => {
      endSleep = resolve;
      sleepTill(Math.min(Date.now() + delay, wokenFor));
      wokenFor = Infinity;
    });
  }
  function sleepTill(at: number) {
    clearTimeout(timer);
    sleepUntil = at;
    timer = setTimeout(endTheSleep, Math.max(0, at - Date.now()));
    // The worker alone never keeps the process alive; the HTTP server does.
    timer.unref();
  }
  function endTheSleep() {
    const end = endSleep;
    endSleep = undefined;
    end?.();
  }
  function wake() {
    if (stopped) return;
    const at = Date.now() + wakeDelayMs;
    // Only ever earlier: a stream of enqueues must not keep postponing the pass.
    if (endSleep) {
      if (at < sleepUntil) sleepTill(at);
    } else {
      wokenFor = Math.min(wokenFor, at);
    }
  }

  async function claimDueMail(): Promise<ClaimedRow[]> {
    const due = db.$with("due").as(
      db
        .select({ id: mailOutbox.id, cutOff: sql<boolean>`${mailOutbox.status} = 'sending'`.as("cut_off") })
        .from(mailOutbox)
        .where(
          or(
            and(
              eq(mailOutbox.status, "pending"),
              lte(mailOutbox.nextAttemptAt, sql`now()`),
              // A lease on a pending row was set by a worker from before the 'sending' status.
              or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
            ),
            and(eq(mailOutbox.status, "sending"), lt(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true }),
    );
    // Committed before anything is sent: the row says it is in flight, and whose lease it is.
    return db
      .with(due)
      .update(mailOutbox)
      .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + ${ms(leaseMs)}` })
      .from(due)
      .where(eq(mailOutbox.id, due.id))
      .returning({ ...getTableColumns(mailOutbox), cutOff: due.cutOff });
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    if (row.cutOff) {
      log(`Mail ${row.id} (${row.kind}): its last attempt never finished (the worker died or hung mid-send); sending it again under the same Message-ID, as the receiver may have it already.`);
    }
    let receipt: string;
    try {
      receipt = await transport.send(outgoing(row, messageIdHost));
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    // At once and in one statement: between the transport taking the message and this write,
    // a crash would send it again. SMTP offers no way to make its acceptance wait for our
    // commit, so this one round trip is the window. Unconditional: once any worker has
    // delivered the message, it is sent.
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, transportReceipt: receipt.slice(0, 1000) })
      .where(eq(mailOutbox.id, row.id));
  }

  async function recordFailure(row: OutboxRow, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentMailError;
    const delay = retryDelayMs(row.attempts, retryDelays);
    const giveUp = sql`${mailOutbox.createdAt} + ${ms(giveUpAfterMs)} <= now() + ${ms(delay)}`;
    const [updated] = await db
      .update(mailOutbox)
      .set({
        status: permanent ? "failed" : sql`case when ${giveUp} then 'failed' else 'pending' end`,
        nextAttemptAt: sql`now() + ${ms(delay)}`,
        lockedUntil: null,
        lastError: reason.slice(0, 2000),
      })
      // Only while the row is still ours: if our lease ran out, another worker claimed it (and
      // counted an attempt) or even sent it, and this late failure must not undo that.
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, row.attempts)))
      .returning({ status: mailOutbox.status, nextAttemptAt: mailOutbox.nextAttemptAt });
    const what = `Mail ${row.id} (${row.kind}) was not sent, attempt ${row.attempts}: ${reason}`;
    if (!updated) log(`${what}. Another worker has taken it over.`);
    else if (updated.status === "failed") log(`${what}. Giving up.`);
    else log(`${what}. Retrying at ${updated.nextAttemptAt.toISOString()}.`);
  }

  async function pass(): Promise<number> {
    const rows = await claimDueMail();
    const results = await Promise.allSettled(rows.map(deliver));
    for (const r of results) if (r.status === "rejected") logOutboxError(r.reason);
    return rows.length;
  }

  // The database is unreachable or closing: claimed rows keep their lease and come back later.
  function logOutboxError(error: unknown) {
    log(`The mail worker could not use the outbox: ${error instanceof Error ? error.message : String(error)}`);
  }

  async function run() {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await pass();
      } catch (error) {
        logOutboxError(error);
      }
      if (stopped) break;
      // A full batch suggests more is due: go on at once. Otherwise rest until the next poll.
      if (claimed < batchSize) await sleep(pollIntervalMs);
    }
  }

  const unsubscribe = onMailEnqueued(wake);
  const running = run();

  return {
    wake,
    async stop({ graceMs = 10_000 } = {}) {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      endTheSleep();
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
    },
  };
}

function outgoing(row: OutboxRow, host: string): OutgoingMail {
  return {
    messageId: `<${row.id}@${host}>`,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
  };
}
