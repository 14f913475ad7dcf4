// Cancellation policy (docs/product.md §4 Booking status): a guest may cancel a live booking until it
// starts; 24 hours or more before the start it is free (full refund), later no refund is due. A host
// or an administrator may cancel it until then too, always with a full refund. Which bookings are
// live and who may cancel: domain/booking-status.ts.
import { type BookingStatus, isLiveBooking } from "./booking-status";
import { FREE_CANCELLATION_HOURS } from "./constants";

export type CancellationTerms =
  | { allowed: false; reason: string }
  | { allowed: true; free: boolean; refund: number };

/** `freeCancellationHours`: the terms the booking was made on (admin Settings); 24 by default. */
export function cancellationTerms(
  booking: { status: BookingStatus; startsAt: Date; totalAmount: number; freeCancellationHours?: number },
  now: Date,
): CancellationTerms {
  if (!isLiveBooking(booking.status)) {
    return { allowed: false, reason: "Only confirmed bookings can be cancelled" };
  }
  if (now >= booking.startsAt) return { allowed: false, reason: "This session has already started" };
  const hours = booking.freeCancellationHours ?? FREE_CANCELLATION_HOURS;
  const free = booking.startsAt.getTime() - now.getTime() >= hours * 3_600_000;
  return { allowed: true, free, refund: free ? booking.totalAmount : 0 };
}

/**
 * Why a host or an administrator can't cancel this booking now, or null when they can (with a full
 * refund): one already cancelled, or a session that has started or is over, stays.
 */
export function staffCancellationRefusal(booking: { status: BookingStatus; startsAt: Date; endsAt: Date }, now: Date): string | null {
  if (booking.status === "cancelled") return "This booking is already cancelled.";
  if (isLiveBooking(booking.status) && now < booking.startsAt) return null;
  return booking.endsAt <= now ? "This session is over, so it can't be cancelled." : "This session has already started, so it can't be cancelled.";
}
