// Mail is never lost and never blocks: enqueued with the change that causes it, sent by the
// worker through a real SMTP server on 127.0.0.1, retried through outages and refusals, and
// delivered once, also across a worker restart and with two workers at once. Only a worker that
// dies (or loses the connection) after the server took a message, before the outbox says so,
// sends it twice, and then under the same Message-ID.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { startTestSmtpServer, type TestSmtpServer } from "#server/testing/test-smtp-server";
import { enqueueMail, type MailMessage } from "./mail-outbox";
import type { MailTransport } from "./mail-transport";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./mail-worker";
import { smtpTransport } from "./smtp-transport";

const HOST = "test.sauna-eire.ie";

describeOnEachDatabase("mail outbox", (t, kind) => {
  let smtp: TestSmtpServer;
  let workers: MailWorker[] = [];
  let log: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse(null);
    smtp.delayEachMessage(0);
    smtp.holdReplies(false);
    smtp.releaseReplies();
    await smtp.start();
    log = [];
  });
  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop({ graceMs: 100 })));
    workers = [];
    await t.db.delete(mailOutbox);
  });

  /** A worker that polls often and retries after 100 ms, so outages last milliseconds here. */
  function worker(options: Partial<MailWorkerOptions> = {}) {
    const w = startMailWorker({
      db: t.db,
      transport: smtpTransport({ url: smtp.url, from: "Sauna Éire <no-reply@test.sauna-eire.ie>" }),
      messageIdHost: HOST,
      pollIntervalMs: 50,
      retryDelaysMs: [100],
      log: (line) => log.push(line),
      ...options,
    });
    workers.push(w);
    return w;
  }

  const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
    kind: "booking-confirmed",
    to: "aoife@example.ie",
    subject: "Your sauna in Kinsale is booked",
    text: "Saturday 7 June, 10:00–11:30, €45.\nhttps://sauna-eire.ie/my-account/bookings",
    html: "<p>Saturday 7 June, 10:00–11:30, <b>€45</b>.</p>",
    ...overrides,
  });

  const outboxRow = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
  // Generous: it returns as soon as the count is reached, and a busy machine sends slowly.
  const delivered = (count: number) => vi.waitFor(() => expect(smtp.received).toHaveLength(count), { timeout: 20_000, interval: 20 });
  /** Long enough for several polls and retries: had anything gone out twice, it would have. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it("delivers a message enqueued in a committed transaction once, with its parts intact", async () => {
    worker({ pollIntervalMs: 60_000 }); // only the enqueue's wake-up can send it in time
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const id = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`); // stands in for the booking that causes the mail
      return enqueueMail(tx, message({
        attachments: [
          { filename: "booking.ics", contentType: "text/calendar", content: ics },
          { filename: "receipt.bin", contentType: "application/octet-stream", content: Uint8Array.from([0, 1, 2, 255]) },
        ],
      }));
    });
    await delivered(1);
    const got = smtp.received[0];
    expect(got.messageId).toBe(`<${id}@${HOST}>`);
    expect(got.envelopeTo).toEqual(["aoife@example.ie"]);
    expect(got.subject).toBe("Your sauna in Kinsale is booked");
    expect(got.text).toBe("Saturday 7 June, 10:00–11:30, €45.\nhttps://sauna-eire.ie/my-account/bookings");
    expect(got.html).toBe("<p>Saturday 7 June, 10:00–11:30, <b>€45</b>.</p>");
    expect(got.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["booking.ics", "text/calendar"],
      ["receipt.bin", "application/octet-stream"],
    ]);
    expect(got.attachments[0].content.toString()).toBe(ics);
    expect([...got.attachments[1].content]).toEqual([0, 1, 2, 255]);
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("sent"));
    const row = await outboxRow(id!);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it("marks a message in flight while it is sent, then sent with the server's receipt for it", async () => {
    smtp.holdReplies(true);
    worker();
    const id = await enqueueMail(t.db, message());
    await delivered(1); // the server has it; its "250 queued" is held back
    const inFlight = await outboxRow(id!);
    expect(inFlight).toMatchObject({ status: "sending", attempts: 1, sentAt: null, transportReceipt: null });
    expect(inFlight.lockedUntil).toBeInstanceOf(Date);

    smtp.releaseReplies();
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("sent"));
    expect(await outboxRow(id!)).toMatchObject({ lockedUntil: null, transportReceipt: "250 Ok: queued as TEST1" });
  });

  it("sends a message again under the same Message-ID when the server's acceptance never reached the worker", async () => {
    smtp.holdReplies(true);
    worker();
    const id = await enqueueMail(t.db, message());
    await delivered(1);
    // The connection drops before the reply: the worker can't tell the message arrived…
    await smtp.stop();
    await vi.waitFor(async () => expect((await outboxRow(id!)).lastError).toBeTruthy(), { timeout: 5_000, interval: 20 });
    expect((await outboxRow(id!)).status).toBe("pending");

    // …so it goes again, and the copy carries the same Message-ID for the receiver to collapse.
    smtp.holdReplies(false);
    await smtp.start();
    await delivered(2);
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@${HOST}>`, `<${id}@${HOST}>`]);
    await vi.waitFor(async () => expect(await outboxRow(id!)).toMatchObject({ status: "sent", attempts: 2, transportReceipt: "250 Ok: queued as TEST2" }));
  });

  // A real process killed with SIGKILL needs a database another process can open: PostgreSQL.
  if (kind === "postgres") it("sends a message again under the same Message-ID after its worker was killed mid-send", async () => {
    smtp.holdReplies(true);
    const child = spawn(process.execPath, ["--import", "tsx", "server/testing/mail-worker-process.ts"], {
      env: { ...process.env, DATABASE_URL: t.url!, SMTP_URL: smtp.url, MESSAGE_ID_HOST: HOST, LEASE_MS: "1000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    try {
      const id = await enqueueMail(t.db, message());
      // The server has the message; the worker is waiting for its "250 queued" when it dies.
      await vi.waitFor(() => expect(smtp.received, output).toHaveLength(1), { timeout: 30_000, interval: 50 });
      child.kill("SIGKILL");
      await once(child, "exit");
      expect(await outboxRow(id!)).toMatchObject({ status: "sending", attempts: 1, sentAt: null });

      // The restarted process takes the row once the dead worker's lease has run out.
      smtp.holdReplies(false);
      worker();
      await delivered(2);
      expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@${HOST}>`, `<${id}@${HOST}>`]);
      await vi.waitFor(async () => expect(await outboxRow(id!)).toMatchObject({ status: "sent", attempts: 2, transportReceipt: "250 Ok: queued as TEST2" }));
      expect(log.join("\n")).toContain(`Mail ${id} (booking-confirmed): its last attempt never finished (the worker died or hung mid-send); sending it again under the same Message-ID`);
      await settle();
      expect(smtp.received).toHaveLength(2);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }, 60_000);

  it("never sends a message whose transaction rolled back", async () => {
    worker();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, message({ subject: "Booking that failed" }));
        throw new Error("the booking did not fit");
      }),
    ).rejects.toThrow("the booking did not fit");
    await settle();
    expect(smtp.received).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("enqueues at once while the SMTP server is down, retries, and delivers once when it is back", async () => {
    await smtp.stop();
    worker();
    const id = await t.db.transaction((tx) => enqueueMail(tx, message()));
    expect(id).toBeTruthy(); // the request's transaction committed without touching SMTP
    await vi.waitFor(async () => expect((await outboxRow(id!)).lastError).toContain("ECONNREFUSED"), { timeout: 5_000, interval: 20 });
    const failed = await outboxRow(id!);
    expect(failed.status).toBe("pending");
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.createdAt.getTime());
    expect(log.join("\n")).toMatch(/was not sent, attempt 1: .*ECONNREFUSED.*Retrying at/);

    await smtp.start();
    await delivered(1);
    expect(smtp.received[0].messageId).toBe(`<${id}@${HOST}>`);
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("sent"));
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it("delivers once after a restart: the first worker stops during the outage, a new one drains the outbox", async () => {
    await smtp.stop();
    const first = worker();
    const ids = await t.db.transaction(async (tx) => [
      await enqueueMail(tx, message({ to: "ciara@example.ie" })),
      await enqueueMail(tx, message({ to: "sean@example.ie" })),
    ]);
    await vi.waitFor(async () => {
      for (const id of ids) expect((await outboxRow(id!)).lastError).toContain("ECONNREFUSED");
    }, { timeout: 5_000, interval: 20 });
    await first.stop();

    await smtp.start();
    worker(); // the "restarted" process, same database
    await delivered(2);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<${id}@${HOST}>`).sort());
    await settle();
    expect(smtp.received).toHaveLength(2);
  });

  it("lets another worker send a message whose worker hung mid-send, once its lease ends", async () => {
    // A worker stuck in a send (a server that never answers) past its lease…
    let failLate: (error: Error) => void = () => {};
    const stuck: MailTransport = {
      description: "stuck",
      send: () => new Promise((_resolve, reject) => (failLate = reject)),
      close: async () => {},
    };
    worker({ transport: stuck, leaseMs: 300, pollIntervalMs: 60_000 });
    const id = await enqueueMail(t.db, message());
    await vi.waitFor(async () => expect((await outboxRow(id!)).lockedUntil).not.toBeNull(), { timeout: 5_000, interval: 20 });

    // …is overtaken by another worker once the lease has run out.
    worker();
    await delivered(1);
    expect(smtp.received[0].messageId).toBe(`<${id}@${HOST}>`);
    await vi.waitFor(async () => expect(await outboxRow(id!)).toMatchObject({ status: "sent", attempts: 2 }));

    // The first worker's send failing at last must not put the delivered message back in line.
    failLate(new Error("Greeting never received"));
    await vi.waitFor(() => expect(log.join("\n")).toContain("Another worker has taken it over."));
    expect((await outboxRow(id!)).status).toBe("sent");
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it("marks a message failed at once when the server refuses the recipient for good (550)", async () => {
    smtp.refuse({ at: "rcpt", code: 550, message: "No such user here" });
    worker();
    const id = await enqueueMail(t.db, message({ to: "nobody@example.ie" }));
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("failed"), { timeout: 5_000, interval: 20 });
    await settle();
    const row = await outboxRow(id!);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("550 No such user here");
    expect(log.join("\n")).toContain("Giving up.");
  });

  it("retries a deferral (451) and delivers once the server accepts", async () => {
    smtp.refuse({ at: "rcpt", code: 451, message: "Greylisted, try again later" });
    worker();
    const id = await enqueueMail(t.db, message());
    await vi.waitFor(async () => expect((await outboxRow(id!)).lastError).toContain("451"), { timeout: 5_000, interval: 20 });
    expect((await outboxRow(id!)).status).toBe("pending");

    smtp.refuse(null);
    await delivered(1);
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("sent"));
    expect((await outboxRow(id!)).attempts).toBeGreaterThanOrEqual(2);
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up on a message that could not be sent within the give-up time", async () => {
    smtp.refuse({ at: "data", code: 451, message: "Local error in processing" });
    worker({ giveUpAfterMs: 0 });
    const id = await enqueueMail(t.db, message());
    await vi.waitFor(async () => expect((await outboxRow(id!)).status).toBe("failed"), { timeout: 5_000, interval: 20 });
    expect((await outboxRow(id!)).lastError).toContain("451 Local error in processing");
  });

  it("enqueues one message per dedupe key, without disturbing the caller's transaction", async () => {
    const key = "booking-confirmed:8d0f6a52";
    const first = await enqueueMail(t.db, message({ dedupeKey: key }));
    const again = await t.db.transaction(async (tx) => {
      const id = await enqueueMail(tx, message({ dedupeKey: key }));
      await tx.execute(sql`select 1`); // the transaction is still usable
      return id;
    });
    expect(first).toBeTruthy();
    expect(again).toBeNull();
    worker();
    await delivered(1);
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a malformed message, which rolls the caller's change back", async () => {
    await expect(enqueueMail(t.db, message({ to: "aoife@example.ie\r\nBcc: everyone@example.ie" }))).rejects.toThrow();
    await expect(enqueueMail(t.db, message({ subject: "" }))).rejects.toThrow();
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  // PGlite has one connection, so only PostgreSQL shows two workers racing for rows.
  if (kind === "postgres") it("sends each message once when two workers drain the outbox at the same time", async () => {
    smtp.delayEachMessage(15); // sends overlap, so both workers are busy at once
    const ids = await t.db.transaction(async (tx) => {
      const out: (string | null)[] = [];
      for (let i = 0; i < 40; i++) out.push(await enqueueMail(tx, message({ to: `guest${i}@example.ie` })));
      return out;
    });
    const a = smtpTransport({ url: smtp.url, from: "worker-a@test.sauna-eire.ie" });
    const b = smtpTransport({ url: smtp.url, from: "worker-b@test.sauna-eire.ie" });
    worker({ transport: a, batchSize: 3, pollIntervalMs: 10 });
    worker({ transport: b, batchSize: 3, pollIntervalMs: 10 });
    await delivered(40);
    await settle();
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(ids.map((id) => `<${id}@${HOST}>`)));
    expect(new Set(smtp.received.map((m) => m.envelopeFrom))).toEqual(new Set(["worker-a@test.sauna-eire.ie", "worker-b@test.sauna-eire.ie"]));
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
