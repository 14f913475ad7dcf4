// An administrator approved, rejected, suspended or activated a listing: its host hears of it,
// with the reason for a rejection or suspension and the bookings that were cancelled with it.
// A service message (SERVICE_FOOTER): it is about the host's own listing and what guests can see
// and book of it, so no notification toggle turns it off, as none turns off a security message.
import { HOST_SUPPORT_EMAIL, PRODUCT_NAME } from "#domain/constants";
import { formatMoney } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import { SAUNA_STATUS_ACTIONS, type SaunaStatusAction } from "#domain/sauna-moderation";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, SERVICE_FOOTER } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

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

const SUBJECT: Record<SaunaStatusAction, (name: string) => string> = {
  approve: (name) => `Your listing is live: ${name}`,
  activate: (name) => `${name} is back on ${PRODUCT_NAME}`,
  reject: (name) => `Your listing was not approved: ${name}`,
  suspend: (name) => `Your listing is suspended: ${name}`,
};

function opening(f: ListingStatusFacts): string {
  switch (f.action) {
    case "approve":
      return `Good news: we have approved ${f.saunaName}. It is on ${PRODUCT_NAME} now, and guests can find and book it.`;
    case "activate":
      return `${f.saunaName} is active again: guests can find and book it once more.`;
    case "reject":
      return `We have reviewed ${f.saunaName} and could not approve it, so it is not on ${PRODUCT_NAME}.`;
    case "suspend":
      return `We have suspended ${f.saunaName}: it is no longer on ${PRODUCT_NAME}, and guests can't find or book it.`;
  }
}

function cancellations(f: ListingStatusFacts): string[] {
  const n = f.cancelled.length;
  if (n === 0) return f.action === "suspend" ? ["It had no upcoming bookings, so no guest was affected."] : [];
  return [`${n === 1 ? "Its upcoming booking was" : `Its ${n} upcoming bookings were`} cancelled with a full refund, and each guest has been told why:`];
}

/** The cancelled bookings, one line each: when, who, and the refund. */
function cancelledDetails(f: ListingStatusFacts): [string, string][] {
  const lines = f.cancelled
    .slice(0, LISTED_BOOKINGS)
    .map((b): [string, string] => [`${formatLongDate(b.bookingDate)} at ${b.startTime.slice(0, 5)}`, `${b.guestName?.trim() || "A guest"}, ${formatMoney(b.refund)} refunded`]);
  const more = f.cancelled.length - LISTED_BOOKINGS;
  return more > 0 ? [...lines, ["And", `${more} more`]] : lines;
}

export function listingStatusMessage(host: Recipient, f: ListingStatusFacts): MailMessage {
  const live = f.action === "approve" || f.action === "activate";
  const content = composeMail({
    subject: SUBJECT[f.action](f.saunaName),
    greeting: greetingFor(host.name),
    paragraphs: [
      opening(f),
      ...(f.reason ? [`Our reason: ${f.reason}`] : []),
      ...cancellations(f),
    ],
    details: cancelledDetails(f),
    action: live ? { label: "See your listing", url: siteLink(`/sauna/${f.saunaId}`) } : { label: "Open your dashboard", url: siteLink("/dashboard") },
    afterAction: live ? [] : [`If you have a question, or once you have put things right, write to us at ${HOST_SUPPORT_EMAIL}.`],
    footer: SERVICE_FOOTER,
  });
  return {
    kind: `listing-${SAUNA_STATUS_ACTIONS[f.action].done.toLowerCase()}`,
    to: host.email,
    ...content,
    dedupeKey: `listing-status:${f.saunaId}:${f.changedAt.toISOString()}`,
  };
}
