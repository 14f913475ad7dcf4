// Listing notices: the host hears that an administrator approved, rejected, suspended or
// activated their listing, enqueued in the status change's own transaction. A service message,
// sent whatever the host's notification toggles say (messages/listing-status.ts says why).
import type { Db } from "#server/db/client";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { listingStatusMessage, type ListingStatusFacts } from "./messages/listing-status";
import { serviceRecipient } from "./recipients";

export async function notifyListingStatus(tx: Db, hostId: string | null, facts: ListingStatusFacts): Promise<void> {
  const host = await serviceRecipient(tx, hostId);
  if (host) await enqueueMail(tx, listingStatusMessage(host, facts));
}
