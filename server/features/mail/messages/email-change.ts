// Confirming a new sign-in address: sent to the NEW address, and the change happens only when
// its owner opens the link. Security mail: always sent.
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, SECURITY_FOOTER } from "../mail-layout";

export function emailChangeMessage(to: { newEmail: string; oldEmail: string; name: string | null }, url: string): MailMessage {
  const content = composeMail({
    subject: "Confirm your new e-mail address",
    greeting: greetingFor(to.name),
    paragraphs: [`You asked to sign in to Sauna Éire as ${to.newEmail} instead of ${to.oldEmail}. Open the link to confirm; until then nothing changes.`],
    action: { label: "Confirm my new address", url },
    afterAction: ["The link works for 24 hours. If you didn't ask for this, ignore this e-mail: your account stays as it is."],
    footer: SECURITY_FOOTER,
  });
  return { kind: "email-change", to: to.newEmail, ...content };
}
