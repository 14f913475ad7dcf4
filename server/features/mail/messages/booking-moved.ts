// To the guest when the host of a mobile sauna changes where it stands on the day of their
// session (a stop added, moved or removed: issue 24 item 2): where it will be now, and the
// session's .ics again, which calendar apps take as an update of the same event (same UID).
// Toggle: bookingReminders.
import { createHash } from "node:crypto";
import { bookingIcs } from "#server/features/bookings/booking-ics";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink, siteUrl } from "../site-url";

export function bookingMovedMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const place = [b.location, b.county].filter(Boolean).join(", ");
  const content = composeMail({
    subject: `New place for your session: ${b.saunaName}, ${sessionWhen(b)}`,
    greeting: greetingFor(guest.name),
    paragraphs: [
      `${b.saunaName} is a mobile sauna, and its host has changed where it stands on the day of your session. It will be at ${place}${b.address ? ` (${b.address})` : ""}. Your booking is otherwise unchanged; the calendar invitation attached has the new address.`,
    ],
    details: [...bookingDetails(b), ["Booking reference", b.id.slice(0, 8)]],
    action: { label: "View my bookings", url: siteLink("/my-account/bookings") },
    footer: guestNotificationFooter("bookingReminders"),
  });
  const ics = bookingIcs(b, siteUrl());
  // One message per place: moved again, the guest hears again; the same save retried, once.
  const where = createHash("sha256").update([b.address, b.location, b.county].join("|")).digest("hex").slice(0, 16);
  return {
    kind: "booking-moved",
    to: guest.email,
    ...content,
    attachments: ics ? [{ filename: "sauna-booking.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }] : [],
    dedupeKey: `booking-moved:${b.id}:${where}`,
  };
}
