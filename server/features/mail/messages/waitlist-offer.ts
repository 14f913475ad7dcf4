// Seats freed in a session a guest waits for: they are held for the guest until the hold's end,
// with the link to book them. A service message (the guest asked for it by joining the line), so
// no notification toggle stops it: a missed offer is a missed session. In the guest's language
// (decision 021).
import { formatTimeOfDay } from "#domain/format";
import { formatLongDate } from "#domain/format-date";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { sessionTypeName } from "../booking-facts";
import { composeMail, greetingFor, mailT } from "../mail-layout";
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
  const { locale } = guest;
  const t = mailT(locale);
  const when = t("session.when", { date: formatLongDate(o.sessionDate, locale), time: o.startTime.slice(0, 5) });
  const until = formatTimeOfDay(o.holdUntil, locale);
  const content = composeMail({
    subject: t("waitlist.subject", { sauna: o.saunaName, until }),
    greeting: greetingFor(guest.name),
    paragraphs: [t("waitlist.opened", { sauna: o.saunaName, when }), t("waitlist.holding", { until })],
    details: [
      [t("details.sauna"), o.saunaName],
      [t("details.session"), when],
      [t("details.booking"), sessionTypeName(o.bookingType, locale)],
      [t("details.guests"), String(o.guests)],
      [t("details.heldUntil"), until],
    ],
    action: { label: t("action.bookYourPlace"), url: siteLink(`/waitlist/${o.entryId}`, locale) },
    footer: t("waitlist.footer"),
  }, locale);
  // One message per offer: a place is offered once (an offer that runs out ends the place).
  return { kind: "waitlist-offer", to: guest.email, ...content, dedupeKey: `waitlist-offer:${o.entryId}` };
}
