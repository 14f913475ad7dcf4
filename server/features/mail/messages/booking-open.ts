// A sauna a member asked about ('Tell me when booking opens') can now be booked: its host's Stripe
// account can take card payments (decision 012). A service message (they asked for it), once per
// request, in the member's language (decision 021).
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type BookingOpenFacts = { alertId: string; saunaId: string; saunaName: string };

export function bookingOpenMessage(member: Recipient, o: BookingOpenFacts): MailMessage {
  const { locale } = member;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("bookingOpen.subject", { sauna: o.saunaName }),
    greeting: greetingFor(member.name),
    paragraphs: [t("bookingOpen.open", { sauna: o.saunaName }), t("bookingOpen.asked")],
    action: { label: t("action.bookNow"), url: siteLink(`/sauna/${o.saunaId}`, locale) },
    footer: t("bookingOpen.footer"),
  }, locale);
  return { kind: "booking-open", to: member.email, ...content, dedupeKey: `booking-open:${o.alertId}` };
}
