// Payment notices, enqueued in the transaction that records what happened (decision 012).
import type { Db } from "#server/db/client";
import { adminRoles } from "#server/db/schema/profiles";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { bookingFacts } from "./booking-facts";
import { paidTooLateMessage, paymentAlertMessage, type PaymentAlert } from "./messages/payment";
import { serviceRecipient } from "./recipients";

/** The guest's payment came after their booking could no longer be had: it is refunded in full. */
export async function notifyPaidTooLate(tx: Db, bookingId: string, amountCents: number): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  const guest = await serviceRecipient(tx, b?.guestId);
  if (b && guest) await enqueueMail(tx, paidTooLateMessage(guest, b, amountCents));
}

/** Every administrator hears of something about money that needs a person. */
export async function alertAdmins(tx: Db, alert: PaymentAlert): Promise<void> {
  const admins = await tx.selectDistinct({ userId: adminRoles.userId }).from(adminRoles);
  for (const { userId } of admins) {
    const admin = await serviceRecipient(tx, userId);
    if (admin) await enqueueMail(tx, paymentAlertMessage(admin, alert));
  }
}
