// Imports one sauna's own calendar (saunas.ics_import_url) into sauna_busy_times, which the
// booking trigger and the slot picker already refuse. The URL is someone's typed address, so it
// is fetched only through the one safe fetcher (docs/architecture.md#server-side-fetching). A successful
// import replaces the sauna's busy times in one transaction; a failed one keeps the last good
// ones (a calendar that is down for an hour must not open the host's busy times to bookings) and
// records why in plain words, shown in Sauna Settings. Any other failure is recorded too, in
// general words, before it is passed on to be logged: a host is never left with busy times that
// silently stopped changing. A calendar read only part of the way (more events than an import
// reads, see busy-times-from-ics.ts) is stored as far as it was read, and Sauna Settings says up
// to when. Every outcome ends the host's request for an import (ics_import_requested_at).
import { and, eq } from "drizzle-orm";
import { CALENDAR_IMPORT_FAILED } from "#domain/calendar-import";
import type { Db } from "#server/db/client";
import { saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import type { FetchPolicy } from "#server/integrations/site-fetch/address-policy";
import { safeFetchText } from "#server/integrations/site-fetch/safe-fetch";
import { SiteFetchError } from "#server/integrations/site-fetch/site-fetch-error";
import { busyTimesFromIcs, CalendarFileError, type ImportLimits } from "./busy-times-from-ics";

/** Busy times are kept for the booking horizon: bookings open up to a year ahead. */
export const IMPORT_HORIZON_DAYS = 366;
const INSERT_CHUNK = 500;

export type CalendarImportResult =
  /** `cutShortAt`: the calendar was read up to then, not to the end of the horizon. */
  | { ok: true; busyTimes: number; at: Date; cutShortAt?: Date }
  | { ok: false; error: string; at: Date }
  /** The host changed or removed the address while this import ran: nothing was written. */
  | { ok: false; superseded: true; at: Date };

export type CalendarImportOptions = { policy: FetchPolicy; now?: Date; limits?: ImportLimits };

/** Fetches, reads and stores the calendar at `url` for the sauna, if the sauna still uses that URL. */
export async function importSaunaCalendar(db: Db, sauna: { id: string; icsImportUrl: string }, options: CalendarImportOptions): Promise<CalendarImportResult> {
  const at = options.now ?? new Date();
  try {
    return await importOnce(db, sauna, options, at);
  } catch (error) {
    await recordFailure(db, sauna, CALENDAR_IMPORT_FAILED, at).catch(() => {
      // The database itself is failing: the import is tried again at the next interval anyway.
    });
    throw error;
  }
}

async function importOnce(db: Db, sauna: { id: string; icsImportUrl: string }, options: CalendarImportOptions, at: Date): Promise<CalendarImportResult> {
  const url = sauna.icsImportUrl;
  let reading;
  try {
    const { text } = await safeFetchText(url, { policy: options.policy, accept: "text/calendar, text/plain;q=0.5" });
    reading = await busyTimesFromIcs(text, { from: at, to: new Date(at.getTime() + IMPORT_HORIZON_DAYS * 86_400_000) }, options.limits);
  } catch (error) {
    if (!(error instanceof SiteFetchError) && !(error instanceof CalendarFileError)) throw error;
    const recorded = await recordFailure(db, sauna, error.message, at);
    return recorded ? { ok: false, error: error.message, at } : { ok: false, superseded: true, at };
  }

  return db.transaction(async (tx) => {
    // The row lock keeps two imports of the same sauna (or a change of address) from interleaving.
    const [current] = await tx.select({ url: saunas.icsImportUrl }).from(saunas).where(eq(saunas.id, sauna.id)).for("update");
    if (!current || current.url !== url) return { ok: false as const, superseded: true as const, at };
    const { busyTimes: busy, cutShortAt } = reading;
    await tx.delete(saunaBusyTimes).where(eq(saunaBusyTimes.saunaId, sauna.id));
    for (let i = 0; i < busy.length; i += INSERT_CHUNK) {
      await tx.insert(saunaBusyTimes).values(busy.slice(i, i + INSERT_CHUNK).map((b) => ({ saunaId: sauna.id, ...b })));
    }
    await tx
      .update(saunas)
      .set({ icsImportedAt: at, icsImportError: null, icsImportCutShortAt: cutShortAt, icsImportRequestedAt: null })
      .where(eq(saunas.id, sauna.id));
    return { ok: true as const, busyTimes: busy.length, at, ...(cutShortAt && { cutShortAt }) };
  });
}

/** Records why the import failed, if the sauna still uses this address; false when it doesn't. */
async function recordFailure(db: Db, sauna: { id: string; icsImportUrl: string }, error: string, at: Date): Promise<boolean> {
  const [recorded] = await db
    .update(saunas)
    .set({ icsImportError: error, icsImportedAt: at, icsImportRequestedAt: null })
    .where(and(eq(saunas.id, sauna.id), eq(saunas.icsImportUrl, sauna.icsImportUrl)))
    .returning({ id: saunas.id });
  return Boolean(recorded);
}

/** The host removed their calendar's address: its busy times stop blocking sessions. */
export async function clearImportedCalendar(db: Db, saunaId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(saunaBusyTimes).where(eq(saunaBusyTimes.saunaId, saunaId));
    await tx
      .update(saunas)
      .set({ icsImportUrl: null, icsImportedAt: null, icsImportError: null, icsImportCutShortAt: null, icsImportRequestedAt: null })
      .where(eq(saunas.id, saunaId));
  });
}
