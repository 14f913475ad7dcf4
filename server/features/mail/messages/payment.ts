// Mail about card payments (decision 012). To the guest: a payment that arrived after their
// booking could no longer be had, refunded in full. To administrators: what needs a person —
// a dispute, a refund or a transfer Stripe would not make. Service messages: no toggle turns
// them off, because they are about the reader's money or the platform's. Each in its reader's
// language (decision 021), administrators' alerts too; what Stripe said stays in Stripe's words.
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

/** What happened, in facts: each administrator's e-mail says it in their own language. */
export type PaymentAlert = {
  /** Stable per thing that happened: one e-mail per admin, however often the news arrives. */
  key: string;
  /** Where in the admin area to look. */
  path: string;
  amountCents: number;
  bookingId: string;
} & (
  | { about: "dispute"; /** Stripe's reason code, e.g. `product_not_received`. */ reason: string }
  | { about: "refundFailed" | "transferFailed"; /** Stripe's error message. */ why: string }
);

export function paymentAlertMessage(admin: Recipient, alert: PaymentAlert): MailMessage {
  const { locale } = admin;
  const t = mailT(locale);
  const amount = formatMoney(fromCents(alert.amountCents), locale);
  const booking = alert.bookingId.slice(0, 8);
  const [subject, lines] =
    alert.about === "dispute"
      ? [t("alert.dispute.subject", { amount }), [t("alert.dispute.what", { booking, reason: alert.reason.replaceAll("_", " "), amount }), t("alert.dispute.next")]]
      : alert.about === "refundFailed"
        ? [t("alert.refundFailed.subject", { amount }), [t("alert.refundFailed.what", { amount, booking, why: alert.why }), t("alert.refundFailed.next")]]
        : [t("alert.transferFailed.subject", { amount }), [t("alert.transferFailed.what", { amount, booking, why: alert.why }), t("alert.transferFailed.next")]];
  const content = composeMail({
    subject,
    greeting: greetingFor(admin.name),
    paragraphs: lines,
    action: { label: t("action.openAdmin"), url: siteLink(alert.path, locale) },
    footer: serviceFooter("payment", locale),
  }, locale);
  return { kind: "payment-alert", to: admin.email, ...content, dedupeKey: `payment-alert:${alert.key}:${admin.userId}` };
}
