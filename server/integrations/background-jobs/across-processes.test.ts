// Background work runs exactly once across processes: two "processes" — each with its
// own connection pool to one PostgreSQL database, as two app processes behind a load balancer
// have — drain the mail outbox and claim due host calendars at the same time, and nothing is
// done twice or left undone. (PGlite is one process's database: nothing to share there.)
import { inArray } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPostgres, type Database } from "#server/db/client";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { saunas } from "#server/db/schema/saunas";
import { claimDueCalendars } from "#server/integrations/calendar-import/calendar-import-worker";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import type { MailTransport, OutgoingMail } from "#server/integrations/mail/mail-transport";
import { startMailWorker } from "#server/integrations/mail/mail-worker";
import { withDatabase } from "#server/testing/postgres-url";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("background jobs with two processes on one PostgreSQL", () => {
  const name = `sauna_eire_jobs_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  let processA: Database;
  let processB: Database;

  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    [processA, processB] = await Promise.all([openPostgres(withDatabase(url!, name), { max: 4 }), openPostgres(withDatabase(url!, name), { max: 4 })]);
  });
  afterAll(async () => {
    await Promise.all([processA?.close(), processB?.close()]);
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("sends every queued message once, with both processes' workers sending", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const db = i % 2 ? processA.db : processB.db;
      ids.push((await enqueueMail(db, { kind: "test", to: `guest${i}@example.ie`, subject: `Message ${i}`, text: "Hello" }))!);
    }
    const sent: { by: string; mail: OutgoingMail }[] = [];
    const transport = (by: string): MailTransport => ({
      description: by,
      async send(mail) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 10)); // sends overlap
        sent.push({ by, mail });
        return `250 queued by ${by}`;
      },
      close: async () => {},
    });
    const workers = [
      startMailWorker({ db: processA.db, transport: transport("A"), messageIdHost: "test.sauna-eire.ie", batchSize: 4, pollIntervalMs: 20 }),
      startMailWorker({ db: processB.db, transport: transport("B"), messageIdHost: "test.sauna-eire.ie", batchSize: 4, pollIntervalMs: 20 }),
    ];
    const deadline = Date.now() + 20_000;
    while (sent.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300)); // a late duplicate would show up now
    await Promise.all(workers.map((w) => w.stop()));

    expect(sent).toHaveLength(60);
    expect(new Set(sent.map((s) => s.mail.messageId))).toEqual(new Set(ids.map((id) => `<${id}@test.sauna-eire.ie>`)));
    expect(new Set(sent.map((s) => s.by))).toEqual(new Set(["A", "B"]));
    const rows = await processA.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("claims each due host calendar once when both processes look at the same moment", async () => {
    const created = await processA.db
      .insert(saunas)
      .values(Array.from({ length: 24 }, (_, i) => ({
        name: `Calendar Sauna ${i}`, type: "Wood-Fired", county: "Cork", location: "Kinsale", capacity: 6, status: "active" as const,
        isPublished: true, latitude: 51.7, longitude: -8.5, icsImportUrl: `https://calendar.example.ie/${i}.ics`,
      })))
      .returning({ id: saunas.id });
    const rounds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDueCalendars(i % 2 ? processA.db : processB.db, { limit: 5 })),
    );
    const claimed = rounds.flat().map((c) => c.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    const mine = new Set(created.map((c) => c.id));
    expect(claimed.filter((id) => mine.has(id)).sort()).toEqual([...mine].sort());
  });
});
