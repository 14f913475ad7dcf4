// Without SMTP_URL mail goes to DATA_DIR/mail as .eml files, and the log shows its links.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "./create-mail-transport";
import { fileTransport, linksIn } from "./file-transport";

describe("file transport", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a readable .eml and logs the recipient, subject and every link", async () => {
    const lines: string[] = [];
    const transport = fileTransport({ dir: path.join(dir, "mail"), from: "Sauna Éire <no-reply@localhost>", log: (l) => lines.push(l) });
    const receipt = await transport.send({
      messageId: "<0c6a2f4e-1111-4000-8000-000000000002@localhost>",
      kind: "password-reset",
      to: "niamh@example.ie",
      subject: "Reset your Sauna Éire password",
      text: "Choose a new password: http://localhost:3000/auth/reset?token=abc123.\nNot you? Ignore this.",
      html: '<p><a href="http://localhost:3000/auth/reset?token=abc123&amp;from=mail">Choose a new password</a></p>',
      attachments: [{ filename: "note.txt", contentType: "text/plain", content: "Dia duit", encoding: "utf8" }],
    });

    const files = readdirSync(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-password-reset-0c6a2f4e-1111-4000-8000-000000000002\.eml$/);
    expect(receipt).toBe(path.join(dir, "mail", files[0])); // what the outbox records as sent
    const parsed = await simpleParser(readFileSync(path.join(dir, "mail", files[0])));
    expect(parsed.subject).toBe("Reset your Sauna Éire password");
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe("niamh@example.ie");
    expect(parsed.messageId).toBe("<0c6a2f4e-1111-4000-8000-000000000002@localhost>");
    expect(parsed.text).toContain("http://localhost:3000/auth/reset?token=abc123.");
    expect(parsed.attachments[0].content.toString()).toBe("Dia duit");

    expect(lines).toHaveLength(1);
    const [first, ...links] = lines[0].split("\n");
    expect(first).toContain("niamh@example.ie");
    expect(first).toContain('"Reset your Sauna Éire password"');
    expect(first).toContain(path.join(dir, "mail", files[0]));
    expect(links.map((l) => l.trim())).toEqual([
      "http://localhost:3000/auth/reset?token=abc123",
      "http://localhost:3000/auth/reset?token=abc123&from=mail",
    ]);
  });

  it("finds links in text and HTML once each", () => {
    expect(linksIn("Open https://sauna-eire.ie/a, or (https://sauna-eire.ie/b).", '<a href="https://sauna-eire.ie/a">a</a><a href="mailto:x@y.ie">m</a>')).toEqual([
      "https://sauna-eire.ie/a",
      "https://sauna-eire.ie/b",
    ]);
  });

  it("is what configuration without SMTP_URL gets", () => {
    const files = createMailTransport({ smtpUrl: undefined, mailFrom: "no-reply@localhost", dataDir: dir });
    expect(files.description).toContain(path.join(dir, "mail"));
    const smtp = createMailTransport({ smtpUrl: "smtp://mail.example.ie:587", mailFrom: "no-reply@localhost", dataDir: dir });
    expect(smtp.description).toBe("SMTP smtp://mail.example.ie:587");
  });
});
