// An app of a file's own that sends its mail to a real SMTP server on 127.0.0.1 (issue 10), and
// the test's way of reading what arrives: for the files that follow a message's link or check
// what went out (mail.e2e.ts, waitlist.e2e.ts).
import { afterAll, beforeAll, expect, vi } from "vitest";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "#server/testing/test-smtp-server";
import { setUpApp, setUpDataDir, startAppServer } from "./app-server";

/** Call at the top of a file: the SMTP server starts first, then the app that sends to it. */
export function setUpAppWithSmtp(dataDirPrefix: string) {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const dataDir = setUpDataDir(dataDirPrefix);
  const app = setUpApp((port) =>
    startAppServer({ dataDir: dataDir.path, port, env: { SMTP_URL: smtp.url, MAIL_FROM: "Sauna Éire <no-reply@test.sauna-eire.ie>" } }),
  );
  /** Mail received so far for `to` whose subject matches. */
  const received = (to: string, subject: RegExp) => smtp.received.filter((m) => m.envelopeTo.includes(to) && subject.test(m.subject ?? ""));
  /** Waits for the first message to `to` with a matching subject. */
  async function mailFor(to: string, subject: RegExp, timeout = 15_000): Promise<ReceivedMail> {
    await vi.waitFor(() => expect(received(to, subject).length).toBeGreaterThan(0), { timeout, interval: 100 });
    return received(to, subject).at(-1)!;
  }
  return { app, received, mailFor, smtp: () => smtp };
}
