// Confirming a new sign-in address: sent to the NEW address, and the change happens only when
// its owner opens the link. Security mail: always sent. In the member's language.
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, securityFooter } from "../mail-layout";
import { authLinkIn } from "../site-url";

export function emailChangeMessage(to: { newEmail: string; oldEmail: string; name: string | null; locale?: Locale }, url: string): MailMessage {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("emailChange.subject"),
    greeting: greetingFor(to.name),
    paragraphs: [t("emailChange.body", { newEmail: to.newEmail, oldEmail: to.oldEmail })],
    action: { label: t("emailChange.action"), url: authLinkIn(url, locale) },
    afterAction: [t("emailChange.after")],
    footer: securityFooter(locale),
  }, locale);
  return { kind: "email-change", to: to.newEmail, ...content };
}
