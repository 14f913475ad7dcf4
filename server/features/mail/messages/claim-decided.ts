// A claim decided by an administrator (admin Owners → the claimant's page): verified, the
// claimant runs the listing from their dashboard; rejected, they read why. A service message
// about their listing, so no notification toggle turns it off (recipients.ts, serviceRecipient).
import type { MailMessage } from "#server/integrations/mail/mail-outbox";
import { composeMail, greetingFor, serviceFooter } from "../mail-layout";
import type { Recipient } from "../recipients";
import { siteLink } from "../site-url";

export type ClaimFacts = { claimId: string; saunaId: string; saunaName: string; reason: string | null };

export function claimVerifiedMessage(claimant: Recipient, c: ClaimFacts): MailMessage {
  const content = composeMail({
    subject: `Your claim of ${c.saunaName} is verified`,
    greeting: greetingFor(claimant.name),
    paragraphs: [
      `Good news: we've checked your claim of ${c.saunaName}, and the listing is yours to run.`,
      "From your dashboard you can set its prices and hours, see its bookings and answer guests.",
    ],
    action: { label: "Open your dashboard", url: siteLink("/dashboard") },
    footer: serviceFooter("listing"),
  });
  return { kind: "claim-verified", to: claimant.email, ...content, dedupeKey: `claim-verified:${c.claimId}` };
}

export function claimRejectedMessage(claimant: Recipient, c: ClaimFacts): MailMessage {
  const content = composeMail({
    subject: `Your claim of ${c.saunaName} wasn't accepted`,
    greeting: greetingFor(claimant.name),
    paragraphs: [
      `We've looked at your claim of ${c.saunaName} and couldn't accept it. The administrator's reason:`,
      c.reason ?? "",
      "If you run this sauna, you're welcome to claim it again with details we can check: the business's name, a phone number that answers and its website.",
    ],
    action: { label: "See the listing", url: siteLink(`/sauna/${c.saunaId}`) },
    footer: serviceFooter("listing"),
  });
  return { kind: "claim-rejected", to: claimant.email, ...content, dedupeKey: `claim-rejected:${c.claimId}` };
}
