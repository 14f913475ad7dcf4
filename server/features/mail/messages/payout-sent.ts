// An administrator marked a host's due payouts paid (admin Payouts, 'Mark paid'): the host hears
// how much, for how many bookings, and the payment's reference. Toggle: payoutNotifications,
// 'Payout notifications' in Dashboard Account.
import { formatMoney } from "#domain/format";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, hostNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type PayoutFacts = { payoutId: string; amount: number; bookingCount: number; note: string | null };

export function payoutSentMessage(host: Recipient, p: PayoutFacts): MailMessage {
  const bookings = p.bookingCount === 1 ? "1 booking" : `${p.bookingCount} bookings`;
  const content = composeMail({
    subject: `Payout sent: ${formatMoney(p.amount)} for ${bookings}`,
    greeting: greetingFor(host.name),
    paragraphs: [`We've sent you ${formatMoney(p.amount)}: your share of ${bookings}, after the platform's commission.`],
    details: [
      ["Amount", formatMoney(p.amount)],
      ["Bookings", String(p.bookingCount)],
      ...(p.note ? [["Payment reference", p.note] as [string, string]] : []),
    ],
    action: { label: "See your bookings", url: siteLink("/dashboard/bookings") },
    footer: hostNotificationFooter("payoutNotifications"),
  });
  return { kind: "payout-sent", to: host.email, ...content, dedupeKey: `payout-sent:${p.payoutId}` };
}
