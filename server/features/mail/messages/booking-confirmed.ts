// To the guest when their booking is made: the details, the cancellation terms (for a booking
// nothing was paid for online, that there is nothing to refund, not a refund promised), and the
// session as an .ics invitation (the same file as 'Add to Calendar'). Toggle: bookingReminders.
// In the guest's language (decision 021).
import { formatMoney } from "#domain/format";
import { fromCents } from "#domain/money";
import { bookingIcs } from "#server/features/bookings/booking-ics";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, paymentLine, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink, siteUrl } from "../site-url";

export function bookingConfirmedMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const { locale } = guest;
  const t = mailT(locale);
  // What a cancellation in time gives back: what was paid online, by card and by gift voucher.
  const paidOnline = fromCents((b.paidCents ?? 0) + b.voucherPaidCents);
  const content = composeMail({
    subject: t("confirmed.subject", { sauna: b.saunaName, when: sessionWhen(b, locale) }),
    greeting: greetingFor(guest.name),
    paragraphs: [t("confirmed.booked")],
    details: [
      ...bookingDetails(b, locale),
      ...(b.discountAmount > 0 ? [[t("details.offPeakSaving"), formatMoney(b.discountAmount, locale)] as [string, string]] : []),
      paymentLine(b, locale),
      [t("details.reference"), b.id.slice(0, 8)],
    ],
    action: { label: t("action.myBookings"), url: siteLink("/my-account/bookings", locale) },
    afterAction: [
      paidOnline > 0 ? t("confirmed.freeCancellation", { count: b.freeCancellationHours, amount: formatMoney(paidOnline, locale) }) : t("confirmed.atSauna"),
    ],
    footer: guestNotificationFooter("bookingReminders", locale),
  }, locale);
  const ics = bookingIcs(b, siteUrl(), locale);
  return {
    kind: "booking-confirmed",
    to: guest.email,
    ...content,
    attachments: ics ? [{ filename: "sauna-booking.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }] : [],
    dedupeKey: `booking-confirmed:${b.id}`,
  };
}
