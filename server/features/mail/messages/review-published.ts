// Reviews. When a review is approved: the reviewer hears it is live (toggle: reviewReplies, "Replies to
// my reviews", the guest's one toggle about their reviews) and the host hears of a new review
// (toggle: newReviews). Hosts hear only of published reviews: until then nobody can see it.
// When the host first replies, the reviewer hears of that too (reviewReplies). Each in the
// reader's language (decision 021); the review and the reply stay as written.
import type { Locale } from "#domain/locales";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter, mailT } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type ReviewFacts = {
  reviewId: string;
  saunaId: string;
  saunaName: string;
  rating: number;
  comment: string | null;
  reviewerName: string | null;
  ownerReply?: string | null;
};


const stars = (n: number, locale: Locale) => mailT(locale)("review.stars", { stars: `${"★".repeat(n)}${"☆".repeat(5 - n)}`, rating: n });
const quoted = (text: string) => `“${text.length > 500 ? `${text.slice(0, 500)}…` : text}”`;

export function reviewPublishedMessage(reviewer: Recipient, r: ReviewFacts): MailMessage {
  const { locale } = reviewer;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("review.publishedSubject", { sauna: r.saunaName }),
    greeting: greetingFor(reviewer.name),
    paragraphs: [t("review.publishedBody", { sauna: r.saunaName })],
    details: [[t("details.rating"), stars(r.rating, locale)]],
    action: { label: t("action.seeOnSaunaPage"), url: siteLink(`/sauna/${r.saunaId}`, locale) },
    footer: guestNotificationFooter("reviewReplies", locale),
  }, locale);
  return { kind: "review-published", to: reviewer.email, ...content, dedupeKey: `review-published:${r.reviewId}` };
}

export function newReviewMessage(host: Recipient, r: ReviewFacts): MailMessage {
  const { locale } = host;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("review.newSubject", { sauna: r.saunaName }),
    greeting: greetingFor(host.name),
    paragraphs: [
      r.reviewerName ? t("review.newBody", { reviewer: r.reviewerName, sauna: r.saunaName }) : t("review.newBodyNoName", { sauna: r.saunaName }),
      ...(r.comment ? [quoted(r.comment)] : []),
    ],
    details: [[t("details.rating"), stars(r.rating, locale)]],
    action: { label: t("action.readAndReply"), url: siteLink(`/dashboard/reviews?sauna=${r.saunaId}`, locale) },
    footer: hostNotificationFooter("newReviews", locale),
  }, locale);
  return { kind: "new-review", to: host.email, ...content, dedupeKey: `new-review:${r.reviewId}` };
}

/** The host's first reply to a review, to the reviewer (toggle: reviewReplies). Edits don't mail again. */
export function reviewReplyMessage(reviewer: Recipient, r: ReviewFacts): MailMessage {
  const reply = r.ownerReply ?? "";
  const { locale } = reviewer;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("review.replySubject", { sauna: r.saunaName }),
    greeting: greetingFor(reviewer.name),
    paragraphs: [t("review.replyBody", { sauna: r.saunaName }), quoted(reply)],
    action: { label: t("action.seeOnSaunaPage"), url: siteLink(`/sauna/${r.saunaId}`, locale) },
    footer: guestNotificationFooter("reviewReplies", locale),
  }, locale);
  return { kind: "review-reply", to: reviewer.email, ...content, dedupeKey: `review-reply:${r.reviewId}` };
}
