// To the guest when their booking is made: the details, the cancellation terms, and the
// session as an .ics invitation (the same file as 'Add to Calendar'). Toggle: bookingReminders.
import { formatMoney } from "#domain/format";
import { bookingIcs } from "#server/features/bookings/booking-ics";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, paymentLine, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink, siteUrl } from "../site-url";

export function bookingConfirmedMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const content = composeMail({
    subject: `Booking confirmed: ${b.saunaName}, ${sessionWhen(b)}`,
    greeting: greetingFor(guest.name),
    paragraphs: [`Your sauna session is booked. The calendar invitation is attached.`],
    details: [
      ...bookingDetails(b),
      ...(b.discountAmount > 0 ? [["Off-peak saving", formatMoney(b.discountAmount)] as [string, string]] : []),
      paymentLine(b),
      ["Booking reference", b.id.slice(0, 8)],
    ],
    action: { label: "View my bookings", url: siteLink("/my-account/bookings") },
    afterAction: [
      `Free cancellation up to ${b.freeCancellationHours} hours before the session, with a full refund of ${formatMoney(b.totalAmount)}; after that no refund is due.`,
    ],
    footer: guestNotificationFooter("bookingReminders"),
  });
  const ics = bookingIcs(b, siteUrl());
  return {
    kind: "booking-confirmed",
    to: guest.email,
    ...content,
    attachments: ics ? [{ filename: "sauna-booking.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }] : [],
    dedupeKey: `booking-confirmed:${b.id}`,
  };
}
