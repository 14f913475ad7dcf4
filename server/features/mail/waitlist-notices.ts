// Waitlist notices, enqueued with the transaction that made the offer: the mail exists exactly
// when the hold does (decision 016; the outbox retries until it goes, decision 004).
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import { waitlistEntries } from "#server/db/schema/waitlist-entries";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { waitlistOfferMessage } from "./messages/waitlist-offer";
import { serviceRecipient } from "./recipients";

/** Seats are held for the guest at `entryId`: they get the link to book them. */
export async function notifyWaitlistOffer(tx: Db, entryId: string): Promise<void> {
  const [o] = await tx
    .select({
      entryId: waitlistEntries.id,
      userId: waitlistEntries.userId,
      saunaName: saunas.name,
      sessionDate: waitlistEntries.sessionDate,
      startTime: waitlistEntries.startTime,
      bookingType: waitlistEntries.bookingType,
      guests: waitlistEntries.guests,
      holdUntil: waitlistEntries.holdUntil,
      offeredAt: waitlistEntries.offeredAt,
    })
    .from(waitlistEntries)
    .innerJoin(saunas, eq(saunas.id, waitlistEntries.saunaId))
    .where(eq(waitlistEntries.id, entryId));
  if (!o?.holdUntil || !o.offeredAt) return;
  const guest = await serviceRecipient(tx, o.userId);
  if (guest) await enqueueMail(tx, waitlistOfferMessage(guest, { ...o, holdUntil: o.holdUntil, offeredAt: o.offeredAt }));
}
