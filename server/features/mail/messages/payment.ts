// Mail about card payments (decision 012). To the guest: a payment that arrived after their
// booking could no longer be had, refunded in full. To administrators: what needs a person —
// a dispute, a refund or a transfer Stripe would not make. Service messages: no toggle turns
// them off, because they are about the reader's money or the platform's. The guest's in their
// language (decision 021); administrators' alerts in English, as the webhook writes them.
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, mailT, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export function paidTooLateMessage(guest: Recipient, b: BookingFacts, amountCents: number): MailMessage {
  const { locale } = guest;
  const t = mailT(locale);
  const amount = formatMoney(fromCents(amountCents), locale);
  const content = composeMail({
    subject: t("paidTooLate.subject", { sauna: b.saunaName }),
    greeting: greetingFor(guest.name),
    paragraphs: [t("paidTooLate.body", { amount, sauna: b.saunaName }), t("paidTooLate.refund", { amount })],
    details: bookingDetails(b, locale),
    action: { label: t("action.findAnotherSession"), url: siteLink(`/sauna/${b.saunaId}`, locale) },
    footer: serviceFooter("payment", locale),
  }, locale);
  return { kind: "payment-paid-too-late", to: guest.email, ...content, dedupeKey: `payment-paid-too-late:${b.id}` };
}

export type PaymentAlert = {
  /** Stable per thing that happened: one e-mail per admin, however often the news arrives. */
  key: string;
  subject: string;
  lines: string[];
  /** Where in the admin area to look. */
  path: string;
};

export function paymentAlertMessage(admin: Recipient, alert: PaymentAlert): MailMessage {
  const content = composeMail({
    subject: alert.subject,
    greeting: greetingFor(admin.name),
    paragraphs: alert.lines,
    action: { label: "Open the admin area", url: siteLink(alert.path) },
    footer: serviceFooter("payment"),
  });
  return { kind: "payment-alert", to: admin.email, ...content, dedupeKey: `payment-alert:${alert.key}:${admin.userId}` };
}
