// An administrator approved, rejected, suspended or activated a listing: its host hears of it,
// with the reason for a rejection or suspension and the bookings that were cancelled with it.
// A service message (serviceFooter("listing")): it is about the host's own listing and what guests can see
// and book of it, so no notification toggle turns it off, as none turns off a security message.
// In the host's language (decision 021); the administrator's reason stays as written.
import { HOST_SUPPORT_EMAIL, PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import type { Locale } from "#domain/locales";
import { SAUNA_STATUS_ACTIONS, type SaunaStatusAction } from "#domain/sauna-moderation";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

/** `refund`: what goes back to the guest, 0 when nothing was paid online. */
export type CancelledBookingLine = { bookingDate: string; startTime: string; guestName: string | null; refund: number };

export type ListingStatusFacts = {
  saunaId: string;
  saunaName: string;
  action: SaunaStatusAction;
  reason?: string;
  /** The upcoming bookings cancelled with the change (a suspension or rejection), soonest first. */
  cancelled: CancelledBookingLine[];
  /** When the status changed: one message per change, however often the status moves. */
  changedAt: Date;
};

/** At most this many cancelled bookings are listed one by one; the rest are counted. */
const LISTED_BOOKINGS = 20;

function subject(f: ListingStatusFacts, locale: Locale): string {
  const t = mailT(locale);
  const values = { sauna: f.saunaName, product: PRODUCT_NAME };
  switch (f.action) {
    case "approve":
      return t("listing.subject.approve", values);
    case "activate":
      return t("listing.subject.activate", values);
    case "reject":
      return t("listing.subject.reject", values);
    case "suspend":
      return t("listing.subject.suspend", values);
  }
}

function opening(f: ListingStatusFacts, locale: Locale): string {
  const t = mailT(locale);
  const values = { sauna: f.saunaName, product: PRODUCT_NAME };
  switch (f.action) {
    case "approve":
      return t("listing.opening.approve", values);
    case "activate":
      return t("listing.opening.activate", values);
    case "reject":
      return t("listing.opening.reject", values);
    case "suspend":
      return t("listing.opening.suspend", values);
  }
}

function cancellations(f: ListingStatusFacts, locale: Locale): string[] {
  const t = mailT(locale);
  const n = f.cancelled.length;
  if (n === 0) return f.action === "suspend" ? [t("listing.noBookings")] : [];
  return [n === 1 ? t("listing.cancelledOne") : t("listing.cancelledMany", { count: n })];
}

/** The cancelled bookings, one line each: when, who, and the refund. */
function cancelledDetails(f: ListingStatusFacts, locale: Locale): [string, string][] {
  const t = mailT(locale);
  const lines = f.cancelled
    .slice(0, LISTED_BOOKINGS)
    .map((b): [string, string] => {
      const guest = b.guestName?.trim() || t("cancelled.aGuest");
      return [
        t("session.when", { date: formatLongDate(b.bookingDate, locale), time: b.startTime.slice(0, 5) }),
        b.refund > 0 ? t("listing.cancelledLine", { guest, amount: formatMoney(b.refund, locale) }) : t("listing.cancelledLineNothingPaid", { guest }),
      ];
    });
  const more = f.cancelled.length - LISTED_BOOKINGS;
  return more > 0 ? [...lines, [t("listing.and"), t("listing.more", { count: more })]] : lines;
}

export function listingStatusMessage(host: Recipient, f: ListingStatusFacts): MailMessage {
  const { locale } = host;
  const t = mailT(locale);
  const live = f.action === "approve" || f.action === "activate";
  const content = composeMail({
    subject: subject(f, locale),
    greeting: greetingFor(host.name),
    paragraphs: [
      opening(f, locale),
      ...(f.reason ? [t("cancelled.ourReason", { reason: f.reason })] : []),
      ...cancellations(f, locale),
    ],
    details: cancelledDetails(f, locale),
    action: live
      ? { label: t("action.seeYourListing"), url: siteLink(`/sauna/${f.saunaId}`, locale) }
      : { label: t("action.openDashboard"), url: siteLink("/dashboard", locale) },
    afterAction: live ? [] : [t("listing.writeToUs", { email: HOST_SUPPORT_EMAIL })],
    footer: serviceFooter("listing", locale),
  }, locale);
  return {
    kind: `listing-${SAUNA_STATUS_ACTIONS[f.action].done.toLowerCase()}`,
    to: host.email,
    ...content,
    dedupeKey: `listing-status:${f.saunaId}:${f.changedAt.toISOString()}`,
  };
}
