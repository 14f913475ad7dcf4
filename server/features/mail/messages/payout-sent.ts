// An administrator marked a host's due payouts paid (admin Payouts, 'Mark paid'): the host hears
// how much, for how many bookings, and the payment's reference. Toggle: payoutNotifications,
// 'Payout notifications' in Dashboard Account. In the host's language (decision 021).
import { formatMoney } from "#domain/format";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, hostNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type PayoutFacts = { payoutId: string; amount: number; bookingCount: number; note: string | null };

export function payoutSentMessage(host: Recipient, p: PayoutFacts): MailMessage {
  const { locale } = host;
  const t = mailT(locale);
  const bookings = t("payout.bookings", { count: p.bookingCount });
  const amount = formatMoney(p.amount, locale);
  const content = composeMail({
    subject: t("payout.subject", { amount, bookings }),
    greeting: greetingFor(host.name),
    paragraphs: [t("payout.body", { amount, bookings })],
    details: [
      [t("details.amount"), amount],
      [t("details.bookings"), String(p.bookingCount)],
      ...(p.note ? [[t("details.paymentReference"), p.note] as [string, string]] : []),
    ],
    action: { label: t("action.seeBookings"), url: siteLink("/dashboard/bookings", locale) },
    footer: hostNotificationFooter("payoutNotifications", locale),
  }, locale);
  return { kind: "payout-sent", to: host.email, ...content, dedupeKey: `payout-sent:${p.payoutId}` };
}
