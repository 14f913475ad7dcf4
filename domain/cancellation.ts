// Cancellation policy (docs/product.md §4 Booking status): a guest may cancel a confirmed booking until it
// starts; 24 hours or more before the start it is free (full refund), later no refund is due.
import { FREE_CANCELLATION_HOURS } from "./constants";

export type CancellationTerms =
  | { allowed: false; reason: string }
  | { allowed: true; free: boolean; refund: number };

/** `freeCancellationHours`: the terms the booking was made on (admin Settings); 24 by default. */
export function cancellationTerms(
  booking: { status: string; startsAt: Date; totalAmount: number; freeCancellationHours?: number },
  now: Date,
): CancellationTerms {
  if (booking.status !== "confirmed" && booking.status !== "pending") {
    return { allowed: false, reason: "Only confirmed bookings can be cancelled" };
  }
  if (now >= booking.startsAt) return { allowed: false, reason: "This session has already started" };
  const hours = booking.freeCancellationHours ?? FREE_CANCELLATION_HOURS;
  const free = booking.startsAt.getTime() - now.getTime() >= hours * 3_600_000;
  return { allowed: true, free, refund: free ? booking.totalAmount : 0 };
}

/** What a guest sees: a confirmed booking whose end has passed is completed (docs/product.md §4 Booking status). */
export function displayStatus(booking: { status: string; endsAt: Date }, now: Date): string {
  return booking.status === "confirmed" && booking.endsAt <= now ? "completed" : booking.status;
}
