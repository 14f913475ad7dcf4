// The transport configuration asks for: SMTP when SMTP_URL is set, otherwise .eml files in
// DATA_DIR/mail (README, "Configuration").
import path from "node:path";
import type { Config } from "#server/config";
import { fileTransport } from "./file-transport";
import type { MailTransport } from "./mail-transport";
import { smtpTransport } from "./smtp-transport";

export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">,
  options: { log?: (line: string) => void } = {},
): MailTransport {
  if (config.smtpUrl) return smtpTransport({ url: config.smtpUrl, from: config.mailFrom });
  return fileTransport({ dir: path.join(config.dataDir, "mail"), from: config.mailFrom, log: options.log });
}
