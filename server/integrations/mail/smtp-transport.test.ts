// The SMTP transport against a real SMTP server on 127.0.0.1: what arrives, and which refusals
// are final (no retry) and which are worth retrying.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "#server/testing/test-smtp-server";
import { PermanentMailError, type OutgoingMail } from "./mail-transport";
import { smtpTransport } from "./smtp-transport";

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  messageId: "<3f1c9c1e-0000-4000-8000-000000000001@test.sauna-eire.ie>",
  kind: "booking-confirmed",
  to: "aoife@example.ie",
  subject: "Your sauna in Kinsale is booked",
  text: "See you on Saturday.\nhttps://sauna-eire.ie/my-account/bookings",
  html: "<p>See you on <b>Saturday</b>.</p>",
  attachments: [
    { filename: "booking.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", encoding: "utf8" },
    { filename: "logo.png", contentType: "image/png", content: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64"), encoding: "base64" },
  ],
  ...overrides,
});

describe("SMTP transport", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.refuse(null);
    await smtp.start();
  });

  it("delivers the message with its Message-ID, parts and attachments", async () => {
    const transport = smtpTransport({ url: smtp.url, from: "Sauna Éire <no-reply@sauna-eire.ie>" });
    await transport.send(mail());
    await transport.close();
    const got = smtp.received.at(-1)!;
    expect(got.messageId).toBe("<3f1c9c1e-0000-4000-8000-000000000001@test.sauna-eire.ie>");
    expect(got.from?.value[0]).toEqual({ address: "no-reply@sauna-eire.ie", name: "Sauna Éire" });
    expect(got.envelopeTo).toEqual(["aoife@example.ie"]);
    expect(got.subject).toBe("Your sauna in Kinsale is booked");
    expect(got.text).toBe("See you on Saturday.\nhttps://sauna-eire.ie/my-account/bookings");
    expect(got.html).toBe("<p>See you on <b>Saturday</b>.</p>");
    expect(got.attachments.map((a) => [a.filename, a.contentType, a.content.toString("base64")])).toEqual([
      ["booking.ics", "text/calendar", Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").toString("base64")],
      ["logo.png", "image/png", "iVBORw=="],
    ]);
  });

  it("reports a refused recipient (550) and a refused message (554) as permanent", async () => {
    const transport = smtpTransport({ url: smtp.url, from: "no-reply@sauna-eire.ie" });
    smtp.refuse({ at: "rcpt", code: 550, message: "No such user here" });
    await expect(transport.send(mail())).rejects.toThrow(PermanentMailError);
    smtp.refuse({ at: "data", code: 554, message: "Message refused" });
    await expect(transport.send(mail())).rejects.toThrow(PermanentMailError);
  });

  it("reports a deferral (451) and a server that is down as worth retrying", async () => {
    const transport = smtpTransport({ url: smtp.url, from: "no-reply@sauna-eire.ie" });
    smtp.refuse({ at: "rcpt", code: 451, message: "Try again later" });
    const deferred = await transport.send(mail()).catch((e: unknown) => e);
    expect(deferred).toBeInstanceOf(Error);
    expect(deferred).not.toBeInstanceOf(PermanentMailError);
    expect(String(deferred)).toContain("451");
    await smtp.stop();
    const refused = await transport.send(mail()).catch((e: unknown) => e);
    expect(refused).not.toBeInstanceOf(PermanentMailError);
    expect(String(refused)).toContain("ECONNREFUSED");
  });

  it("describes where mail goes without the password", () => {
    const transport = smtpTransport({ url: "smtps://user:secret@mail.example.ie", from: "no-reply@sauna-eire.ie" });
    expect(transport.description).toBe("SMTP smtps://mail.example.ie:465");
  });
});
