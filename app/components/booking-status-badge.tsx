import { BOOKING_STATUS_LABELS, type DisplayedBookingStatus } from "#domain/booking-status";
import { Badge } from "#app/components/ui/badge";

/** Booking colours everywhere (docs/product.md §4 Booking status): confirmed green, pending yellow, cancelled red, completed blue; a hold that ended unpaid grey. */
const STATUS_STYLE: Record<DisplayedBookingStatus, string> = {
  confirmed: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-950",
  cancelled: "bg-red-100 text-red-900",
  completed: "bg-sky-100 text-sky-900",
  expired: "bg-sand-100 text-ink",
};

/** The status a guest, a host or an administrator is shown (displayStatus), as a badge. */
export function BookingStatusBadge({ status }: { status: DisplayedBookingStatus }) {
  // The labels are written as shown ('Awaiting payment'): no text-transform on top.
  return <Badge className={STATUS_STYLE[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
