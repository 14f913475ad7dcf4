// What hosts hear from the people who run the site: a claim verified or rejected, their
// verification as an owner, a payout sent. Enqueued in the transaction of the decision, so the
// mail exists exactly when the decision committed. Decisions are service messages (always
// sent); a payout honours 'Payout notifications'.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { saunaClaims } from "#server/db/schema/sauna-claims";
import { saunas } from "#server/db/schema/saunas";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { claimRejectedMessage, claimVerifiedMessage } from "./messages/claim-decided";
import { ownerRefusedMessage, ownerVerifiedMessage } from "./messages/owner-verification";
import { payoutSentMessage, type PayoutFacts } from "./messages/payout-sent";
import { notifiable, serviceRecipient } from "./recipients";

/** The claim's claimant hears the decision an admin just took on it (and the reason of a rejection). */
export async function notifyClaimDecided(tx: Db, claimId: string): Promise<void> {
  const [c] = await tx
    .select({ status: saunaClaims.status, userId: saunaClaims.userId, saunaId: saunaClaims.saunaId, saunaName: saunas.name, reason: saunaClaims.reason })
    .from(saunaClaims)
    .innerJoin(saunas, eq(saunas.id, saunaClaims.saunaId))
    .where(eq(saunaClaims.id, claimId));
  const claimant = c ? await serviceRecipient(tx, c.userId) : null;
  if (!c || !claimant) return;
  const facts = { claimId, saunaId: c.saunaId, saunaName: c.saunaName, reason: c.reason };
  if (c.status === "verified") await enqueueMail(tx, claimVerifiedMessage(claimant, facts));
  else if (c.status === "rejected") await enqueueMail(tx, claimRejectedMessage(claimant, facts));
}

/** The owner hears the verification decision an admin just took (and the reason of a refusal). */
export async function notifyOwnerDecided(tx: Db, ownerId: string): Promise<void> {
  const [p] = await tx
    .select({ isVerified: profiles.isVerified, refusal: profiles.verificationRefusal, decidedAt: profiles.verificationDecidedAt })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  const owner = p?.decidedAt ? await serviceRecipient(tx, ownerId) : null;
  if (!p?.decidedAt || !owner) return;
  const facts = { ownerId, decidedAt: p.decidedAt, reason: p.refusal };
  await enqueueMail(tx, p.isVerified ? ownerVerifiedMessage(owner, facts) : ownerRefusedMessage(owner, facts));
}

/** The host hears that a payout was sent, unless they turned 'Payout notifications' off. */
export async function notifyPayoutSent(tx: Db, hostId: string, payout: PayoutFacts): Promise<void> {
  const host = await notifiable(tx, hostId, "payoutNotifications");
  if (host) await enqueueMail(tx, payoutSentMessage(host, payout));
}
