// Reviews. When a review is approved: the reviewer hears it is live (toggle: reviewReplies, "Replies to
// my reviews", the guest's one toggle about their reviews) and the host hears of a new review
// (toggle: newReviews). Hosts hear only of published reviews: until then nobody can see it.
// When the host first replies, the reviewer hears of that too (reviewReplies).
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, guestNotificationFooter, hostNotificationFooter } from "../mail-layout";
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

const stars = (n: number) => `${"★".repeat(n)}${"☆".repeat(5 - n)} (${n} of 5)`;

export function reviewPublishedMessage(reviewer: Recipient, r: ReviewFacts): MailMessage {
  const content = composeMail({
    subject: `Your review of ${r.saunaName} is published`,
    greeting: greetingFor(reviewer.name),
    paragraphs: [`Thank you: your review of ${r.saunaName} is now on the sauna's page for everyone to read.`],
    details: [["Rating", stars(r.rating)]],
    action: { label: "See it on the sauna's page", url: siteLink(`/sauna/${r.saunaId}`) },
    footer: guestNotificationFooter("reviewReplies"),
  });
  return { kind: "review-published", to: reviewer.email, ...content, dedupeKey: `review-published:${r.reviewId}` };
}

export function newReviewMessage(host: Recipient, r: ReviewFacts): MailMessage {
  const content = composeMail({
    subject: `New review of ${r.saunaName}`,
    greeting: greetingFor(host.name),
    paragraphs: [`${r.reviewerName ?? "A guest"} reviewed ${r.saunaName}.`, ...(r.comment ? [`“${r.comment.length > 500 ? `${r.comment.slice(0, 500)}…` : r.comment}”`] : [])],
    details: [["Rating", stars(r.rating)]],
    action: { label: "Read and reply", url: siteLink(`/dashboard/reviews?sauna=${r.saunaId}`) },
    footer: hostNotificationFooter("newReviews"),
  });
  return { kind: "new-review", to: host.email, ...content, dedupeKey: `new-review:${r.reviewId}` };
}

/** The host's first reply to a review, to the reviewer (toggle: reviewReplies). Edits don't mail again. */
export function reviewReplyMessage(reviewer: Recipient, r: ReviewFacts): MailMessage {
  const reply = r.ownerReply ?? "";
  const content = composeMail({
    subject: `${r.saunaName} replied to your review`,
    greeting: greetingFor(reviewer.name),
    paragraphs: [`The host of ${r.saunaName} replied to your review:`, `“${reply.length > 500 ? `${reply.slice(0, 500)}…` : reply}”`],
    action: { label: "See it on the sauna's page", url: siteLink(`/sauna/${r.saunaId}`) },
    footer: guestNotificationFooter("reviewReplies"),
  });
  return { kind: "review-reply", to: reviewer.email, ...content, dedupeKey: `review-reply:${r.reviewId}` };
}
