// An administrator verified or refused an owner (admin Owners → their page). Verified: their
// listings show 'Verified Listing - Claimed by Owner'. Refused: they read why. A service message
// about their account, so no notification toggle turns it off (recipients.ts, serviceRecipient).
import { HOST_SUPPORT_EMAIL, PRODUCT_NAME } from "#domain/constants";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

/** `decidedAt` tells one decision from the next: an owner may be verified, refused and verified again. */
export type OwnerDecisionFacts = { ownerId: string; decidedAt: Date; reason: string | null };

export function ownerVerifiedMessage(owner: Recipient, d: OwnerDecisionFacts): MailMessage {
  const content = composeMail({
    subject: `You're a verified owner on ${PRODUCT_NAME}`,
    greeting: greetingFor(owner.name),
    paragraphs: [
      "We've checked your details and verified you as a sauna owner.",
      "The saunas you run now show 'Verified Listing - Claimed by Owner' to guests, and your host profile shows that your identity is verified.",
    ],
    action: { label: "Open your dashboard", url: siteLink("/dashboard") },
    footer: serviceFooter("account"),
  });
  return { kind: "owner-verified", to: owner.email, ...content, dedupeKey: `owner-verified:${d.ownerId}:${d.decidedAt.toISOString()}` };
}

export function ownerRefusedMessage(owner: Recipient, d: OwnerDecisionFacts): MailMessage {
  const content = composeMail({
    subject: "We couldn't verify you as an owner yet",
    greeting: greetingFor(owner.name),
    paragraphs: [
      "We've looked at your details and couldn't verify you as a sauna owner. The administrator's reason:",
      d.reason ?? "",
      `Your saunas stay listed as they are, without the verified badge. Once you've put this right, write to ${HOST_SUPPORT_EMAIL} and we'll look again.`,
    ],
    action: { label: "Open your Account", url: siteLink("/dashboard/account") },
    footer: serviceFooter("account"),
  });
  return { kind: "owner-refused", to: owner.email, ...content, dedupeKey: `owner-refused:${d.ownerId}:${d.decidedAt.toISOString()}` };
}
