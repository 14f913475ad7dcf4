// To the host when a guest books one of their saunas. Toggle: newBookings.
import { formatMoney } from "#domain/format";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, hostNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export function newBookingMessage(host: Recipient, b: BookingFacts): MailMessage {
  const guest = b.guestName ?? "A guest";
  const content = composeMail({
    subject: `New booking: ${b.saunaName}, ${sessionWhen(b)}`,
    greeting: greetingFor(host.name),
    paragraphs: [`${guest} has booked a session at ${b.saunaName}.`],
    details: [["Guest", guest], ...bookingDetails(b), ...(b.discountAmount > 0 ? [["Off-peak discount", formatMoney(b.discountAmount)] as [string, string]] : []), ["Booking reference", b.id.slice(0, 8)]],
    action: { label: "Open Bookings", url: siteLink(`/dashboard/bookings?sauna=${b.saunaId}`) },
    footer: hostNotificationFooter("newBookings"),
  });
  return { kind: "new-booking", to: host.email, ...content, dedupeKey: `new-booking:${b.id}` };
}
