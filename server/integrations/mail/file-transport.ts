// The embedded default has no SMTP server: each message is written as an .eml file (open it in
// any mail program) and its subject, recipient and links go to the server log, so someone trying
// the app locally can follow a verification or reset link without setting up mail.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { toNodemailerMessage } from "./mime-message";
import type { MailTransport } from "./mail-transport";

export function fileTransport(options: { dir: string; from: string; log?: (line: string) => void }): MailTransport {
  const log = options.log ?? console.log;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `files in ${options.dir} (SMTP_URL is not set: nothing is sent)`,
    async send(mail) {
      const info = await composer.sendMail(toNodemailerMessage(mail, options.from));
      await mkdir(options.dir, { recursive: true });
      // Sorted by time when listed; the Message-ID's local part is the outbox row's id.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = mail.messageId.replace(/^<|@.*$/g, "");
      const file = path.join(options.dir, `${stamp}-${safeName(mail.kind)}-${id}.eml`);
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      const lines = [`Mail to ${mail.to}: "${mail.subject}" (not sent: no SMTP_URL), saved as ${file}`];
      for (const link of linksIn(mail.text, mail.html)) lines.push(`  ${link}`);
      log(lines.join("\n"));
      return file;
    },
    async close() {},
  };
}

function safeName(kind: string): string {
  return kind.replace(/[^a-z0-9-]+/gi, "_").slice(0, 40) || "mail";
}

/** Every http(s) link in the text part and the HTML part's hrefs, once each, in order. */
export function linksIn(text: string, html: string | null): string[] {
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ""));
  if (html) {
    for (const m of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
      const href = m[1].replace(/&amp;/g, "&");
      if (/^https?:\/\//i.test(href)) links.push(href);
    }
  }
  return [...new Set(links)];
}
