// A booking was cancelled (by the guest, the host, an administrator, or because an account closed): the guest
// and the host each hear of it, with the refund rule that applied (or that nothing was paid online
// to refund, for a booking that was to be paid at the sauna). Toggles: bookingReminders
// for the guest, newBookings for the host ("when a guest books or cancels a session"). Each in
// their own language (decision 021).
import { PRODUCT_NAME } from "#domain/constants";
import { fromCents } from "#domain/money";
import { formatMoney } from "#domain/format";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { cancellationReasonText } from "#server/i18n/cancellation-reason-text";
import { bookingDetails, sessionWhen, type BookingFacts } from "../booking-facts";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

/** Nothing reached us online: no card payment (booked to pay at the sauna, or never paid) and no gift voucher. */
const nothingPaidOnline = (b: BookingFacts) => b.paidCents === null && b.voucherPaidCents <= 0;

/**
 * What really goes back, in euro: the cancellation's refund of a card payment, or, for a booking
 * that was to be paid at the sauna, only the part a gift voucher paid (decision 017).
 */
export function refundGiven(b: BookingFacts): number {
  return b.paidCents === null ? fromCents(b.voucherReturnedCents) : b.refundAmount ?? 0;
}

/** Who cancelled and which refund rule applied, in words both sides understand. */
export function refundRule(b: BookingFacts, locale: Locale = DEFAULT_LOCALE, reader: "guest" | "host" = "host"): string {
  const t = mailT(locale);
  // No money reached us, so none goes back, whoever cancelled and when.
  if (nothingPaidOnline(b)) return t(reader === "guest" ? "refund.nothingPaidYou" : "refund.nothingPaidGuest");
  const refund = refundGiven(b);
  const amount = formatMoney(refund, locale);
  if (b.cancelledBy === "guest") {
    return refund > 0
      ? t("refund.guestInTime", { count: b.freeCancellationHours, amount })
      : t("refund.guestLate", { count: b.freeCancellationHours });
  }
  if (refund >= b.totalAmount) return t(reader === "guest" ? "refund.fullToYou" : "refund.fullToGuest", { amount });
  return refund > 0 ? t("refund.part", { amount }) : t("refund.none");
}

function who(b: BookingFacts, reader: "guest" | "host", locale: Locale): string {
  const t = mailT(locale);
  if (b.cancelledBy === "guest") return t("cancelled.byGuest");
  if (b.cancelledBy === "host") return t("cancelled.byHost");
  if (b.cancelledBy === "admin") {
    // Cancelled because an administrator took the listing off the site (suspended or rejected it).
    if (!b.saunaListed && reader === "guest") return t("cancelled.delisted", { sauna: b.saunaName, product: PRODUCT_NAME });
    return t("cancelled.byUs", { product: PRODUCT_NAME });
  }
  return b.cancellationReason ? `${cancellationReasonText(locale, b.cancellationReason)}.` : t("cancelled.other");
}

/** The reason the host or an administrator gave, which the guest also reads in My Bookings. */
function reasonLine(b: BookingFacts, locale: Locale): string[] {
  if (!b.cancellationReason) return [];
  if (b.cancelledBy === "host") return [mailT(locale)("cancelled.hostReason", { reason: b.cancellationReason })];
  if (b.cancelledBy === "admin") return [mailT(locale)("cancelled.ourReason", { reason: b.cancellationReason })];
  return [];
}

export function bookingCancelledGuestMessage(guest: Recipient, b: BookingFacts): MailMessage {
  const { locale } = guest;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("cancelled.subject", { sauna: b.saunaName, when: sessionWhen(b, locale) }),
    greeting: greetingFor(guest.name),
    paragraphs: [
      who(b, "guest", locale),
      ...reasonLine(b, locale),
      refundRule(b, locale, "guest"),
      ...(b.voucherReturnedCents > 0 ? [t("cancelled.voucherBack", { amount: formatMoney(fromCents(b.voucherReturnedCents), locale) })] : []),
      ...(b.paidCents !== null && (b.refundAmount ?? 0) * 100 > b.voucherReturnedCents ? [t("cancelled.cardRefund")] : []),
      ...(b.paidCents === null && b.voucherPaidCents > 0 && b.voucherPaidCents < Math.round(b.totalAmount * 100) ? [t("cancelled.restAtSauna")] : []),
    ],
    details: [...bookingDetails(b, locale), [t("details.refund"), formatMoney(refundGiven(b), locale)]],
    action: { label: t("action.myBookings"), url: siteLink("/my-account/bookings", locale) },
    footer: guestNotificationFooter("bookingReminders", locale),
  }, locale);
  return { kind: "booking-cancelled", to: guest.email, ...content, dedupeKey: `booking-cancelled-guest:${b.id}` };
}

export function bookingCancelledHostMessage(host: Recipient, b: BookingFacts): MailMessage {
  const { locale } = host;
  const t = mailT(locale);
  const guest = b.guestName ?? t("cancelled.aGuest");
  const content = composeMail({
    subject: t("cancelled.subject", { sauna: b.saunaName, when: sessionWhen(b, locale) }),
    greeting: greetingFor(host.name),
    paragraphs: [
      b.cancelledBy === "guest" ? t("cancelled.guestCancelled", { guest }) : who(b, "host", locale),
      ...reasonLine(b, locale),
      refundRule(b, locale),
      t("cancelled.placesFree"),
    ],
    details: [[t("details.guest"), guest], ...bookingDetails(b, locale), [t("details.refund"), formatMoney(refundGiven(b), locale)]],
    action: { label: t("action.hostBookings"), url: siteLink(`/dashboard/bookings?sauna=${b.saunaId}`, locale) },
    footer: hostNotificationFooter("newBookings", locale),
  }, locale);
  return { kind: "booking-cancelled", to: host.email, ...content, dedupeKey: `booking-cancelled-host:${b.id}` };
}
