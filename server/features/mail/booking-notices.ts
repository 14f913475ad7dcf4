// Booking notices, enqueued with the caller's transaction: the mail exists exactly when the
// booking or cancellation committed. Each recipient's notification toggle is read there too.
import type { Db } from "#server/db/client";
import { enqueueMail } from "#server/integrations/mail/mail-outbox";
import { bookingFacts } from "./booking-facts";
import { bookingCancelledGuestMessage, bookingCancelledHostMessage } from "./messages/booking-cancelled";
import { bookingConfirmedMessage } from "./messages/booking-confirmed";
import { bookingMovedMessage } from "./messages/booking-moved";
import { newBookingMessage } from "./messages/new-booking";
import { notifiable } from "./recipients";

/** A booking was made: the confirmation (with its .ics) to the guest, the news to the host. */
export async function notifyBookingMade(tx: Db, bookingId: string): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  if (!b) return;
  const guest = await notifiable(tx, b.guestId, "bookingReminders");
  if (guest) await enqueueMail(tx, bookingConfirmedMessage(guest, b));
  const host = await notifiable(tx, b.hostId, "newBookings");
  if (host) await enqueueMail(tx, newBookingMessage(host, b));
}

/**
 * A booking was cancelled (cancelLiveBooking): both sides hear, with the refund that applied;
 * the host not when `tellHost` is false (they hear of the whole listing's cancellations at once).
 */
export async function notifyBookingCancelled(tx: Db, bookingId: string, { tellHost = true } = {}): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  if (!b) return;
  const guest = await notifiable(tx, b.guestId, "bookingReminders");
  if (guest) await enqueueMail(tx, bookingCancelledGuestMessage(guest, b));
  if (!tellHost) return;
  const host = await notifiable(tx, b.hostId, "newBookings");
  if (host) await enqueueMail(tx, bookingCancelledHostMessage(host, b));
}

/** A mobile sauna's host changed where it stands on the booking's day: the guest hears where it is now. */
export async function notifyBookingMoved(tx: Db, bookingId: string): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  if (!b) return;
  const guest = await notifiable(tx, b.guestId, "bookingReminders");
  if (guest) await enqueueMail(tx, bookingMovedMessage(guest, b));
}
