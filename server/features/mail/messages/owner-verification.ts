// An administrator verified or refused an owner (admin Owners → their page). Verified: their
// listings show 'Verified Listing - Claimed by Owner'. Refused: they read why. A service message
// about their account, so no notification toggle turns it off (recipients.ts, serviceRecipient).
// In the owner's language (decision 021); the administrator's reason stays as written.
import { HOST_SUPPORT_EMAIL, PRODUCT_NAME } from "#domain/constants";
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

/** `decidedAt` tells one decision from the next: an owner may be verified, refused and verified again. */
export type OwnerDecisionFacts = { ownerId: string; decidedAt: Date; reason: string | null };

export function ownerVerifiedMessage(owner: Recipient, d: OwnerDecisionFacts): MailMessage {
  const { locale } = owner;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("owner.verifiedSubject", { product: PRODUCT_NAME }),
    greeting: greetingFor(owner.name),
    paragraphs: [t("owner.verifiedBody"), t("owner.verifiedBadge")],
    action: { label: t("action.openDashboard"), url: siteLink("/dashboard", locale) },
    footer: serviceFooter("account", locale),
  }, locale);
  return { kind: "owner-verified", to: owner.email, ...content, dedupeKey: `owner-verified:${d.ownerId}:${d.decidedAt.toISOString()}` };
}

export function ownerRefusedMessage(owner: Recipient, d: OwnerDecisionFacts): MailMessage {
  const { locale } = owner;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("owner.refusedSubject"),
    greeting: greetingFor(owner.name),
    paragraphs: [t("owner.refusedBody"), d.reason ?? "", t("owner.refusedAgain", { email: HOST_SUPPORT_EMAIL })],
    action: { label: t("action.openAccount"), url: siteLink("/dashboard/account", locale) },
    footer: serviceFooter("account", locale),
  }, locale);
  return { kind: "owner-refused", to: owner.email, ...content, dedupeKey: `owner-refused:${d.ownerId}:${d.decidedAt.toISOString()}` };
}
