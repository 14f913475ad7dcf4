// Mail about card payments (decision 012). To the guest: a payment that arrived after their
// booking could no longer be had, refunded in full. To administrators: what needs a person —
// a dispute, a refund or a transfer Stripe would not make. Service messages: no toggle turns
// them off, because they are about the reader's money or the platform's.
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export function paidTooLateMessage(guest: Recipient, b: BookingFacts, amountCents: number): MailMessage {
  const amount = formatMoney(fromCents(amountCents));
  const content = composeMail({
    subject: `Your payment for ${b.saunaName} is being refunded`,
    greeting: greetingFor(guest.name),
    paragraphs: [
      `Your payment of ${amount} reached us after your booking at ${b.saunaName} could no longer be kept: the time to pay had run out and the session is no longer free, or the session was called off meanwhile.`,
      `We're refunding all ${amount} to your card. Refunds usually show on your statement within 5 to 10 working days.`,
    ],
    details: bookingDetails(b),
    action: { label: "Find another session", url: siteLink(`/sauna/${b.saunaId}`) },
    footer: serviceFooter("payment"),
  });
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
