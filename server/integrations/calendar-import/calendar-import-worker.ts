// Keeps every imported host calendar fresh: each pass claims the saunas whose calendar was last
// checked more than `intervalMs` ago and imports them. The claim is one statement (FOR UPDATE
// SKIP LOCKED) that also stamps ics_imported_at as "checked now", so any number of workers and
// processes share the work without fetching the same calendar twice; a worker that dies mid-
// import simply leaves the sauna to be tried again one interval later. A host's save asks for an
// import (ics_imported_at back to null, so it is due first) and wakes this process's worker.
import { and, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import type { FetchPolicy } from "#server/integrations/site-fetch/address-policy";
import { calendarImportAsked } from "./import-asked";
import { importSaunaCalendar } from "./import-calendar";

/** How often each calendar is fetched again (every 30 to 60 minutes). */
export const CALENDAR_IMPORT_INTERVAL_MS = 30 * 60_000;

export type CalendarImportWorkerOptions = {
  db: Db;
  policy: FetchPolicy;
  intervalMs?: number;
  /** How often to look for calendars that are due. */
  pollIntervalMs?: number;
  /** Wait before the first pass, so start-up isn't slowed by fetching. */
  firstPassDelayMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
};

export type CalendarImportWorker = {
  /** Stops claiming and waits (at most `graceMs`) for the imports under way. */
  stop(options?: { graceMs?: number }): Promise<void>;
};

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/** Claims up to `limit` saunas whose calendar is due, marking them checked now. */
export async function claimDueCalendars(db: Db, { intervalMs = CALENDAR_IMPORT_INTERVAL_MS, limit = 4 } = {}): Promise<{ id: string; icsImportUrl: string }[]> {
  const due = db.$with("due").as(
    db
      .select({ id: saunas.id })
      .from(saunas)
      .where(and(isNotNull(saunas.icsImportUrl), or(isNull(saunas.icsImportedAt), lte(saunas.icsImportedAt, sql`now() - ${ms(intervalMs)}`))))
      .orderBy(sql`${saunas.icsImportedAt} asc nulls first`)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  const rows = await db
    .with(due)
    .update(saunas)
    .set({ icsImportedAt: sql`now()` })
    .where(inArray(saunas.id, db.select({ id: due.id }).from(due)))
    .returning({ id: saunas.id, icsImportUrl: saunas.icsImportUrl });
  return rows.filter((r): r is { id: string; icsImportUrl: string } => r.icsImportUrl !== null);
}

export function startCalendarImportWorker(options: CalendarImportWorkerOptions): CalendarImportWorker {
  const { db, policy } = options;
  const intervalMs = options.intervalMs ?? CALENDAR_IMPORT_INTERVAL_MS;
  const pollIntervalMs = options.pollIntervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 4;
  const log = options.log ?? console.error;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let endSleep: (() => void) | undefined;
  /** A host asked while a pass ran: go round again at once rather than sleep. */
  let asked = false;
  const stopListening = calendarImportAsked.subscribe(() => {
    asked = true;
    endSleep?.();
  });

  function sleep(delay: number): Promise<void> {
    if (asked) return Promise.resolve();
    return new Promise((resolve) => {
      endSleep = resolve;
      timer = setTimeout(resolve, delay);
      // The worker alone never keeps the process alive; the HTTP server does.
      timer.unref();
    });
  }

  async function pass(): Promise<number> {
    const claimed = await claimDueCalendars(db, { intervalMs, limit: batchSize });
    const results = await Promise.allSettled(claimed.map((sauna) => importSaunaCalendar(db, sauna, { policy })));
    results.forEach((r, i) => {
      if (r.status === "rejected") log(`The calendar of sauna ${claimed[i].id} could not be imported: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
    });
    return claimed.length;
  }

  async function run() {
    await sleep(options.firstPassDelayMs ?? 10_000);
    while (!stopped) {
      let claimed = 0;
      asked = false;
      try {
        claimed = await pass();
      } catch (error) {
        // The database is unreachable or closing: the claimed saunas come round again later.
        log(`The calendar import could not claim calendars: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopped) break;
      // A full batch suggests more are due: go on at once. Otherwise rest until the next poll.
      if (claimed < batchSize) await sleep(pollIntervalMs);
    }
  }

  const running = run();
  return {
    async stop({ graceMs = 12_000 } = {}) {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      endSleep?.();
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
    },
  };
}
