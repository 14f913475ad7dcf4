// To the host when a guest books one of their saunas. Toggle: newBookings. In the host's
// language (decision 021).
import { formatMoney } from "#domain/format";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, hostNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export function newBookingMessage(host: Recipient, b: BookingFacts): MailMessage {
  const { locale } = host;
  const t = mailT(locale);
  const guest = b.guestName ?? t("cancelled.aGuest");
  const content = composeMail({
    subject: t("newBooking.subject", { sauna: b.saunaName, when: sessionWhen(b, locale) }),
    greeting: greetingFor(host.name),
    paragraphs: [b.guestName ? t("newBooking.body", { guest: b.guestName, sauna: b.saunaName }) : t("newBooking.bodyNoName", { sauna: b.saunaName })],
    details: [
      [t("details.guest"), guest],
      ...bookingDetails(b, locale),
      ...(b.discountAmount > 0 ? [[t("details.offPeakDiscount"), formatMoney(b.discountAmount, locale)] as [string, string]] : []),
      [t("details.reference"), b.id.slice(0, 8)],
    ],
    action: { label: t("action.hostBookings"), url: siteLink(`/dashboard/bookings?sauna=${b.saunaId}`, locale) },
    footer: hostNotificationFooter("newBookings", locale),
  }, locale);
  return { kind: "new-booking", to: host.email, ...content, dedupeKey: `new-booking:${b.id}` };
}
