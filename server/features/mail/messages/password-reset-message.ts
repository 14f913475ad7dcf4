// The reset link asked for on /auth/forgot-password. Security mail: always sent. In the member's language.
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, securityFooter } from "../mail-layout";
import { authLinkIn } from "../site-url";
import { RESET_LINK_MINUTES } from "./password-reset";

export function passwordResetMessage(to: { email: string; name: string | null; locale?: Locale }, url: string): MailMessage {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("reset.subject"),
    greeting: greetingFor(to.name),
    paragraphs: [t("reset.intro")],
    action: { label: t("reset.action"), url: authLinkIn(url, locale) },
    afterAction: [t("reset.expires", { count: RESET_LINK_MINUTES }), t("reset.ignore")],
    footer: securityFooter(locale),
  }, locale);
  return { kind: "password-reset", to: to.email, ...content };
}
