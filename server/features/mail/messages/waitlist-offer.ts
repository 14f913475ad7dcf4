// Seats freed in a session a guest waits for: they are held for the guest until the hold's end,
// with the link to book them. A service message (the guest asked for it by joining the line), so
// no notification toggle stops it: a missed offer is a missed session.
import { BOOKING_TYPE_LABELS, type BookingType } from "#domain/constants";
import { formatTimeOfDay } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type WaitlistOfferFacts = {
  entryId: string;
  saunaName: string;
  sessionDate: string;
  startTime: string;
  bookingType: string;
  guests: number;
  holdUntil: Date;
  offeredAt: Date;
};

export function waitlistOfferMessage(guest: Recipient, o: WaitlistOfferFacts): MailMessage {
  const when = `${formatLongDate(o.sessionDate)} at ${o.startTime.slice(0, 5)}`;
  const until = formatTimeOfDay(o.holdUntil);
  const content = composeMail({
    subject: `A place is free at ${o.saunaName}: book by ${until}`,
    greeting: greetingFor(guest.name),
    paragraphs: [
      `Room has opened up in the session you're waiting for at ${o.saunaName}, ${when}.`,
      `We're holding it for you until ${until}. Book it before then; after that it goes to the next person in line.`,
    ],
    details: [
      ["Sauna", o.saunaName],
      ["Session", when],
      ["Booking", BOOKING_TYPE_LABELS[o.bookingType as BookingType] ?? o.bookingType],
      ["Guests", String(o.guests)],
      ["Held until", until],
    ],
    action: { label: "Book your place", url: siteLink(`/waitlist/${o.entryId}`) },
    footer: "You get this e-mail because you joined the waitlist for this session. You can leave it in My Bookings.",
  });
  // One message per offer: a place is offered once (an offer that runs out ends the place).
  return { kind: "waitlist-offer", to: guest.email, ...content, dedupeKey: `waitlist-offer:${o.entryId}` };
}
