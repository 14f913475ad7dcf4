// Welcome and address verification: sent on sign-up (the user is already signed in) and again
// from the banner in My Account. Security mail: always sent.
import { PRODUCT_NAME } from "#domain/constants";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, SECURITY_FOOTER } from "../mail-layout";

export function verifyEmailMessage(to: { email: string; name: string | null }, url: string, options: { welcome: boolean }): MailMessage {
  const content = composeMail({
    subject: options.welcome ? `Welcome to ${PRODUCT_NAME}: please verify your e-mail address` : "Verify your e-mail address",
    greeting: greetingFor(to.name),
    paragraphs: [
      ...(options.welcome
        ? [`Welcome to ${PRODUCT_NAME}, Ireland's sauna community. You're signed in already: book a session, save favourites and share your experiences.`]
        : []),
      `Please confirm that ${to.email} is your address, so we can reach you about your bookings and help you back in if you forget your password.`,
    ],
    action: { label: "Verify my e-mail address", url },
    afterAction: ["The link works for 24 hours. If you didn't sign up, ignore this e-mail and nothing will happen."],
    footer: SECURITY_FOOTER,
  });
  return { kind: options.welcome ? "welcome" : "verify-email", to: to.email, ...content };
}
