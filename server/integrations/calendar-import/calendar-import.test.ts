// The calendar import against a real HTTP server on this machine serving real .ics files; the
// server listens on loopback, so the tests that reach it say so with the test allowance.
import { eq, sql } from "drizzle-orm";
import { CALENDAR_IMPORT_FAILED } from "#domain/calendar-import";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { saunaBusyTimes } from "#server/db/schema/sauna-calendar";
import { saunas } from "#server/db/schema/saunas";
import { createBooking, slotAvailability } from "#server/features/bookings/create-booking.service";
import { turnsDuring } from "#server/testing/event-loop";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { CALENDAR_FILE_UNREADABLE, IMPORT_LIMITS } from "./busy-times-from-ics";
import { claimDueCalendars, startCalendarImportWorker } from "./calendar-import-worker";
import { clearImportedCalendar, importSaunaCalendar } from "./import-calendar";

const LOOPBACK_ALLOWED = { allowLoopback: true };
const PUBLIC_ONLY = { allowLoopback: false };
const NOW = new Date("2027-03-01T09:00:00Z");
const hostCalendar = readFileSync(path.join(import.meta.dirname, "test-calendars", "host-calendar.ics"), "utf8");
const malformed = readFileSync(path.join(import.meta.dirname, "test-calendars", "malformed.ics"), "utf8");
// 50 events, each every minute since 2000, never ending.
const everyMinute = readFileSync(path.join(import.meta.dirname, "test-calendars", "every-minute-since-2000.ics"), "utf8");
const oneEvent = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", "UID:one@test", "DTSTART:20270306T150000Z", "DTEND:20270306T160000Z", "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

/** Someone's calendar whose text carries a NUL, an ESC colour code and a line break (as the audit sent it). */
const withControls = oneEvent.replace("SUMMARY:Dentist", "SUMMARY:Den\u0000tist \u001b[31mred\u001b[0m\\nsecond line");

/** A calendar with one event tomorrow, whatever day the tests run. */
function tomorrow(): string {
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const start = new Date(Date.now() + 86_400_000);
  return oneEvent.replace("DTSTART:20270306T150000Z", `DTSTART:${stamp(start)}`).replace("DTEND:20270306T160000Z", `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`);
}

let server: http.Server;
let origin = "";
/** What /changing.ics answers next. */
let changing = hostCalendar;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const files: Record<string, string> = { "/host.ics": hostCalendar, "/bad.ics": malformed, "/changing.ics": changing, "/tomorrow.ics": tomorrow(), "/every-minute.ics": everyMinute, "/controls.ics": withControls };
    const file = files[request.url ?? ""];
    if (file === undefined) return response.writeHead(404).end("Not found");
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describeOnEachDatabase("importing a host's calendar", (t) => {
  async function saunaWithCalendar(url: string) {
    return createTestSauna(t, { icsImportUrl: url });
  }
  const busyOf = (saunaId: string) => t.db.select().from(saunaBusyTimes).where(eq(saunaBusyTimes.saunaId, saunaId)).orderBy(saunaBusyTimes.startsAt);
  const saunaRow = async (saunaId: string) => (await t.db.select().from(saunas).where(eq(saunas.id, saunaId)))[0];

  it("stores the busy times (a recurring and an all-day event among them) and they block overlapping sessions", async () => {
    const sauna = await saunaWithCalendar(`${origin}/host.ics`);
    const result = await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/host.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(result).toEqual({ ok: true, busyTimes: 7, at: NOW });
    expect((await busyOf(sauna.id)).map((b) => b.summary)).toContain("Family wedding");
    expect(await saunaRow(sauna.id)).toMatchObject({ icsImportedAt: NOW, icsImportError: null });

    // Saturday 6 March 2027: yoga 10:00–12:00 blocks the 09:00 and 10:30 sessions, not 12:00.
    const slots = await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-03-06" }, NOW);
    expect(slots.filter((s) => s.reason === "busy").map((s) => s.time)).toEqual(["09:00", "10:30"]);
    expect(slots.find((s) => s.time === "12:00")).toMatchObject({ available: true });
    const guest = await createTestUser(t);
    const book = (date: string, time: string) => createBooking(t.db, guest, { saunaId: sauna.id, date, time, bookingType: "private", guests: "1" }, NOW);
    await expect(book("2027-03-06", "10:30")).rejects.toMatchObject({ status: 409, message: expect.stringContaining("isn't available at this time") });
    // The all-day wedding blocks the whole of Saturday 10 and Sunday 11 April, in Irish time.
    await expect(book("2027-04-11", "19:30")).rejects.toMatchObject({ status: 409 });
    await expect(book("2027-03-06", "12:00")).resolves.toMatchObject({ status: "confirmed" });
  });

  it("replaces the busy times on the next import, in one go", async () => {
    changing = hostCalendar;
    const sauna = await saunaWithCalendar(`${origin}/changing.ics`);
    const calendar = { id: sauna.id, icsImportUrl: `${origin}/changing.ics` };
    await importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(await busyOf(sauna.id)).toHaveLength(7);
    changing = oneEvent;
    expect(await importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW })).toMatchObject({ ok: true, busyTimes: 1 });
    expect((await busyOf(sauna.id)).map((b) => [b.summary, b.startsAt.toISOString()])).toEqual([["Dentist", "2027-03-06T15:00:00.000Z"]]);
  });

  it("records a malformed file in plain words and keeps the last good busy times", async () => {
    changing = oneEvent;
    const sauna = await saunaWithCalendar(`${origin}/changing.ics`);
    await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/changing.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    changing = malformed;
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/changing.ics` }, { policy: LOOPBACK_ALLOWED, now: later }))
      .toEqual({ ok: false, error: CALENDAR_FILE_UNREADABLE, at: later });
    expect(await saunaRow(sauna.id)).toMatchObject({ icsImportError: CALENDAR_FILE_UNREADABLE, icsImportedAt: later });
    expect(await busyOf(sauna.id)).toHaveLength(1);
  });

  it("imports a calendar with more than an import reads up to where it stopped, says so, and the event loop turns meanwhile", async () => {
    changing = everyMinute;
    const sauna = await saunaWithCalendar(`${origin}/changing.ics`);
    const calendar = { id: sauna.id, icsImportUrl: `${origin}/changing.ics` };
    const { result, turns } = await turnsDuring(() => importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW }));
    expect(turns).toBeGreaterThan(0);
    // A busy time every minute for each of the 50 events: the 5,000 earliest are the first 100 minutes.
    const cutShortAt = new Date(NOW.getTime() + 100 * 60_000);
    expect(result).toEqual({ ok: true, busyTimes: IMPORT_LIMITS.busyTimes, at: NOW, cutShortAt });
    expect(await saunaRow(sauna.id)).toMatchObject({ icsImportedAt: NOW, icsImportError: null, icsImportCutShortAt: cutShortAt });
    const busy = await busyOf(sauna.id);
    expect(busy).toHaveLength(IMPORT_LIMITS.busyTimes);
    expect(busy.every((b) => b.endsAt > NOW && b.startsAt < cutShortAt)).toBe(true);
    // A guest can't book a session in the part that was read.
    expect((await slotAvailability(t.db, { saunaId: sauna.id, date: "2027-03-01" }, NOW)).find((s) => s.time === "10:30")).toMatchObject({ available: false, reason: "busy" });

    // The calendar put right: read whole, nothing cut short any more.
    changing = oneEvent;
    expect(await importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW })).toEqual({ ok: true, busyTimes: 1, at: NOW });
    expect((await saunaRow(sauna.id)).icsImportCutShortAt).toBeNull();
  });

  it("stores a calendar whose text carries control characters, without them: a NUL can't be stored, an ESC is a terminal trick", async () => {
    const sauna = await saunaWithCalendar(`${origin}/controls.ics`);
    const result = await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/controls.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(result).toEqual({ ok: true, busyTimes: 1, at: NOW });
    expect((await busyOf(sauna.id)).map((b) => b.summary)).toEqual(["Den tist [31mred [0m second line"]);
    expect(await saunaRow(sauna.id)).toMatchObject({ icsImportError: null, icsImportedAt: NOW });
  });

  it("keeps any other failure of an import on the calendar's status, in words for the host, keeps the last busy times and logs it: on the worker's re-import too", async () => {
    const sauna = await saunaWithCalendar(`${origin}/host.ics`);
    const calendar = { id: sauna.id, icsImportUrl: `${origin}/host.ics` };
    await importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(await busyOf(sauna.id)).toHaveLength(7);
    // The database refuses what was read (as PostgreSQL refused a NUL): a trigger of the test's own.
    await t.db.execute(sql.raw("create function refuse_busy_times() returns trigger language plpgsql as $$ begin raise exception 'could not extend file'; end $$"));
    await t.db.execute(sql.raw(`create trigger refuse_busy_times before insert on sauna_busy_times for each row
      when (new.sauna_id = '${sauna.id}') execute function refuse_busy_times()`));
    try {
      await expect(importSaunaCalendar(t.db, calendar, { policy: LOOPBACK_ALLOWED, now: NOW })).rejects.toMatchObject({ cause: { message: "could not extend file" } });
      expect(await saunaRow(sauna.id)).toMatchObject({ icsImportError: CALENDAR_IMPORT_FAILED, icsImportedAt: NOW, icsImportRequestedAt: null });
      expect(await busyOf(sauna.id)).toHaveLength(7);

      // The half-hourly re-import, due again: recorded, and the reason in the server's log.
      await t.db.update(saunas).set({ icsImportedAt: new Date() });
      await t.db.update(saunas).set({ icsImportedAt: null, icsImportError: null, icsImportRequestedAt: new Date() }).where(eq(saunas.id, sauna.id));
      const lines: string[] = [];
      const worker = startCalendarImportWorker({ db: t.db, policy: LOOPBACK_ALLOWED, firstPassDelayMs: 0, pollIntervalMs: 50, log: (l) => lines.push(l) });
      try {
        await expect.poll(async () => (await saunaRow(sauna.id)).icsImportError, { timeout: 10_000 }).toBe(CALENDAR_IMPORT_FAILED);
      } finally {
        await worker.stop();
      }
      expect(await saunaRow(sauna.id)).toMatchObject({ icsImportRequestedAt: null });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^The calendar of sauna ${sauna.id} could not be imported: .*sauna_busy_times`))]);
      expect(await busyOf(sauna.id)).toHaveLength(7);
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_busy_times on sauna_busy_times"));
      await t.db.execute(sql.raw("drop function refuse_busy_times()"));
    }
  });

  it("records a missing file as the site's answer", async () => {
    const sauna = await saunaWithCalendar(`${origin}/gone.ics`);
    const result = await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/gone.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining("HTTP 404") });
  });

  it.each([
    ["this machine, without the test allowance", () => `${origin}/host.ics`, PUBLIC_ONLY],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/", LOOPBACK_ALLOWED],
    ["a private network address", () => "http://10.0.0.8/calendar.ics", LOOPBACK_ALLOWED],
  ])("refuses %s through the safe fetcher, never reaching it", async (_what, url, policy) => {
    const before = hits.length;
    const sauna = await saunaWithCalendar(url());
    const result = await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: url() }, { policy, now: NOW });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining("private or local network") });
    expect((await saunaRow(sauna.id)).icsImportError).toContain("private or local network");
    expect(hits.length).toBe(before);
    expect(await busyOf(sauna.id)).toEqual([]);
  });

  it("writes nothing when the host changed the address while the import ran", async () => {
    const sauna = await saunaWithCalendar(`${origin}/host.ics`);
    await t.db.update(saunas).set({ icsImportUrl: `${origin}/changing.ics` }).where(eq(saunas.id, sauna.id));
    const result = await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/host.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    expect(result).toEqual({ ok: false, superseded: true, at: NOW });
    expect(await busyOf(sauna.id)).toEqual([]);
  });

  it("clears the busy times when the host removes the address", async () => {
    const sauna = await saunaWithCalendar(`${origin}/host.ics`);
    await importSaunaCalendar(t.db, { id: sauna.id, icsImportUrl: `${origin}/host.ics` }, { policy: LOOPBACK_ALLOWED, now: NOW });
    await clearImportedCalendar(t.db, sauna.id);
    expect(await busyOf(sauna.id)).toEqual([]);
    expect(await saunaRow(sauna.id)).toMatchObject({ icsImportUrl: null, icsImportedAt: null, icsImportError: null });
  });

  it("claims each due calendar once, even when several workers ask at the same moment", async () => {
    // Start from a clean slate: every calendar from the earlier tests counts as checked just now.
    await t.db.update(saunas).set({ icsImportedAt: new Date() });
    const due = await Promise.all([1, 2, 3, 4, 5].map(() => saunaWithCalendar(`${origin}/host.ics`)));
    const checkedRecently = await saunaWithCalendar(`${origin}/host.ics`);
    await t.db.update(saunas).set({ icsImportedAt: new Date() }).where(eq(saunas.id, checkedRecently.id));
    await createTestSauna(t); // no calendar at all

    const claims = await Promise.all([1, 2, 3].map(() => claimDueCalendars(t.db, { limit: 10 })));
    const claimed = claims.flat().map((c) => c.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(due.map((s) => s.id).sort());
    expect(await claimDueCalendars(t.db, { limit: 10 })).toEqual([]);
    // An hour later, with a half-hour interval, they are due again.
    await t.db.update(saunas).set({ icsImportedAt: new Date(Date.now() - 3_600_000) });
    expect((await claimDueCalendars(t.db, { limit: 100 })).length).toBeGreaterThanOrEqual(7);
  });

  it("runs in the background: a new calendar is imported on the worker's next pass, and the worker stops cleanly", async () => {
    await t.db.update(saunas).set({ icsImportedAt: new Date() });
    const sauna = await saunaWithCalendar(`${origin}/tomorrow.ics`);
    const lines: string[] = [];
    const worker = startCalendarImportWorker({ db: t.db, policy: LOOPBACK_ALLOWED, firstPassDelayMs: 0, pollIntervalMs: 50, log: (l) => lines.push(l) });
    try {
      await expect.poll(async () => (await saunaRow(sauna.id)).icsImportError === null && (await busyOf(sauna.id)).length > 0, { timeout: 10_000 }).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(lines).toEqual([]);
  });
});
