// The reset link asked for on /auth/forgot-password. Security mail: always sent.
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, SECURITY_FOOTER } from "../mail-layout";

export const RESET_LINK_MINUTES = 60;

export function passwordResetMessage(to: { email: string; name: string | null }, url: string): MailMessage {
  const content = composeMail({
    subject: "Reset your Sauna Éire password",
    greeting: greetingFor(to.name),
    paragraphs: ["Someone (we hope you) asked to reset the password of your Sauna Éire account. Choose a new one here:"],
    action: { label: "Choose a new password", url },
    afterAction: [
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes. Setting a new password signs you out on every other device.`,
      "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    ],
    footer: SECURITY_FOOTER,
  });
  return { kind: "password-reset", to: to.email, ...content };
}
