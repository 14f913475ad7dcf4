// Welcome and address verification: sent on sign-up (the user is already signed in) and again
// from the banner in My Account. Security mail: always sent. In the member's language.
import { PRODUCT_NAME } from "#domain/constants";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, securityFooter } from "../mail-layout";
import { authLinkIn } from "../site-url";

export function verifyEmailMessage(to: { email: string; name: string | null; locale?: Locale }, url: string, options: { welcome: boolean }): MailMessage {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = mailT(locale);
  const content = composeMail({
    subject: options.welcome ? t("verify.subjectWelcome", { product: PRODUCT_NAME }) : t("verify.subject"),
    greeting: greetingFor(to.name),
    paragraphs: [
      ...(options.welcome ? [t("verify.welcome", { product: PRODUCT_NAME })] : []),
      t("verify.confirm", { email: to.email }),
    ],
    action: { label: t("verify.action"), url: authLinkIn(url, locale) },
    afterAction: [t("verify.after")],
    footer: securityFooter(locale),
  }, locale);
  return { kind: options.welcome ? "welcome" : "verify-email", to: to.email, ...content };
}
