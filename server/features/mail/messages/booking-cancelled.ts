// A booking was cancelled (by the guest, the host, an administrator, or because an account closed): the guest
// and the host each hear of it, with the refund rule that applied. Toggles: bookingReminders
// for the guest, newBookings for the host ("when a guest books or cancels a session").
import { PRODUCT_NAME } from "#domain/constants";
import { fromCents } from "#domain/money";
import { formatMoney } from "#domain/format";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { bookingDetails, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

/** Who cancelled and which refund rule applied, in words both sides understand. */
export function refundRule(b: BookingFacts): string {
  const refund = b.refundAmount ?? 0;
  if (b.cancelledBy === "guest") {
    return refund > 0
      ? `It was cancelled ${b.freeCancellationHours} hours or more before the session, so the full ${formatMoney(refund)} is refunded.`
      : `It was cancelled less than ${b.freeCancellationHours} hours before the session, so no refund is due.`;
  }
  if (refund >= b.totalAmount) return `The guest gets a full refund of ${formatMoney(refund)}.`;
  return refund > 0 ? `${formatMoney(refund)} is refunded.` : "No refund is due.";
}

function who(b: BookingFacts, reader: "guest" | "host"): string {
  if (b.cancelledBy === "guest") return "The guest cancelled this booking.";
  if (b.cancelledBy === "host") return "The host cancelled this booking.";
  if (b.cancelledBy === "admin") {
    // Cancelled because an administrator took the listing off the site (suspended or rejected it).
    if (!b.saunaListed && reader === "guest") return `${b.saunaName} is no longer listed on ${PRODUCT_NAME}, so we have cancelled your booking.`;
    return `${PRODUCT_NAME} cancelled this booking.`;
  }
  return b.cancellationReason ? `${b.cancellationReason}.` : "This booking was cancelled.";
}

/** The reason the host or an administrator gave, which the guest also reads in My Bookings. */
function reasonLine(b: BookingFacts): string[] {
  if (!b.cancellationReason) return [];
  if (b.cancelledBy === "host") return [`The host's reason: ${b.cancellationReason}`];
  if (b.cancelledBy === "admin") return [`Our reason: ${b.cancellationReason}`];
  return [];
}

export function bookingCancelledGuestMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const content = composeMail({
    subject: `Booking cancelled: ${b.saunaName}, ${sessionWhen(b)}`,
    greeting: greetingFor(guest.name),
    paragraphs: [
      who(b, "guest"),
      ...reasonLine(b),
      refundRule(b).replace("The guest gets", "You get"),
      ...(b.voucherReturnedCents > 0 ? [`${formatMoney(fromCents(b.voucherReturnedCents))} of it is back on your gift voucher, to use on another booking.`] : []),
      ...(b.paidCents !== null && (b.refundAmount ?? 0) * 100 > b.voucherReturnedCents ? ["The refund goes back to the card you paid with; it usually shows on your statement within 5 to 10 working days."] : []),
    ],
    details: [...bookingDetails(b), ["Refund", formatMoney(b.refundAmount ?? 0)]],
    action: { label: "View my bookings", url: siteLink("/my-account/bookings") },
    footer: guestNotificationFooter("bookingReminders"),
  });
  return { kind: "booking-cancelled", to: guest.email, ...content, dedupeKey: `booking-cancelled-guest:${b.id}` };
}

export function bookingCancelledHostMessage(host: Recipient, b: BookingFacts): MailMessage {
  const guest = b.guestName ?? "A guest";
  const content = composeMail({
    subject: `Booking cancelled: ${b.saunaName}, ${sessionWhen(b)}`,
    greeting: greetingFor(host.name),
    paragraphs: [b.cancelledBy === "guest" ? `${guest} cancelled their booking.` : who(b, "host"), ...reasonLine(b), refundRule(b), "The session's places are free to book again."],
    details: [["Guest", guest], ...bookingDetails(b), ["Refund", formatMoney(b.refundAmount ?? 0)]],
    action: { label: "Open Bookings", url: siteLink(`/dashboard/bookings?sauna=${b.saunaId}`) },
    footer: hostNotificationFooter("newBookings"),
  });
  return { kind: "booking-cancelled", to: host.email, ...content, dedupeKey: `booking-cancelled-host:${b.id}` };
}
