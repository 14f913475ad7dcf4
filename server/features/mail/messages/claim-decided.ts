// A claim decided by an administrator (admin Owners → the claimant's page): verified, the
// claimant runs the listing from their dashboard; rejected, they read why. A service message
// about their listing, so no notification toggle turns it off (recipients.ts, serviceRecipient).
// In the claimant's language (decision 021); the administrator's reason stays as written.
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, mailT, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type ClaimFacts = { claimId: string; saunaId: string; saunaName: string; reason: string | null };

export function claimVerifiedMessage(claimant: Recipient, c: ClaimFacts): MailMessage {
  const { locale } = claimant;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("claim.verifiedSubject", { sauna: c.saunaName }),
    greeting: greetingFor(claimant.name),
    paragraphs: [t("claim.verifiedBody", { sauna: c.saunaName }), t("claim.verifiedDashboard")],
    action: { label: t("action.openDashboard"), url: siteLink("/dashboard", locale) },
    footer: serviceFooter("listing", locale),
  }, locale);
  return { kind: "claim-verified", to: claimant.email, ...content, dedupeKey: `claim-verified:${c.claimId}` };
}

export function claimRejectedMessage(claimant: Recipient, c: ClaimFacts): MailMessage {
  const { locale } = claimant;
  const t = mailT(locale);
  const content = composeMail({
    subject: t("claim.rejectedSubject", { sauna: c.saunaName }),
    greeting: greetingFor(claimant.name),
    paragraphs: [t("claim.rejectedBody", { sauna: c.saunaName }), c.reason ?? "", t("claim.rejectedAgain")],
    action: { label: t("action.seeListing"), url: siteLink(`/sauna/${c.saunaId}`, locale) },
    footer: serviceFooter("listing", locale),
  }, locale);
  return { kind: "claim-rejected", to: claimant.email, ...content, dedupeKey: `claim-rejected:${c.claimId}` };
}
