// To the guest when the host of a mobile sauna changes where it stands on the day of their
// session (a stop added, moved or removed): where it will be now, and the
// session's .ics again, which calendar apps take as an update of the same event (same UID).
// Toggle: bookingReminders. In the guest's language (decision 021).
import { createHash } from "node:crypto";
import { bookingIcs } from "#server/features/bookings/booking-ics";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, placeName, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink, siteUrl } from "../site-url";

export function bookingMovedMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const { locale } = guest;
  const t = mailT(locale);
  const place = placeName(b, locale);
  const content = composeMail({
    subject: t("moved.subject", { sauna: b.saunaName, when: sessionWhen(b, locale) }),
    greeting: greetingFor(guest.name),
    paragraphs: [
      b.address ? t("moved.bodyWithAddress", { sauna: b.saunaName, place, address: b.address }) : t("moved.body", { sauna: b.saunaName, place }),
    ],
    details: [...bookingDetails(b, locale), [t("details.reference"), b.id.slice(0, 8)]],
    action: { label: t("action.myBookings"), url: siteLink("/my-account/bookings", locale) },
    footer: guestNotificationFooter("bookingReminders", locale),
  }, locale);
  const ics = bookingIcs(b, siteUrl(), locale);
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
