// A mail worker in a process of its own, on the PostgreSQL database at DATABASE_URL, sending
// through SMTP_URL: mail-outbox.test.ts kills it with SIGKILL in the middle of a send, as a
// crash or an OOM kill would, and checks what the next worker does with that message.
import { openPostgres } from "#server/db/client";
import { startMailWorker } from "#server/integrations/mail/mail-worker";
import { smtpTransport } from "#server/integrations/mail/smtp-transport";

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const database = await openPostgres(env("DATABASE_URL"), { max: 2 });
startMailWorker({
  db: database.db,
  transport: smtpTransport({ url: env("SMTP_URL"), from: "no-reply@test.sauna-eire.ie" }),
  messageIdHost: env("MESSAGE_ID_HOST"),
  leaseMs: Number(env("LEASE_MS")),
  pollIntervalMs: 50,
  log: (line) => console.log(line),
});
console.log("mail worker started");
