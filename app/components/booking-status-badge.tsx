import type { DisplayedBookingStatus } from "#domain/booking-status";
import { Badge } from "#app/components/ui/badge";
import { useT } from "#app/lib/i18n/i18n";
import type { MessageKey } from "#domain/messages/translate";

/** Booking colours everywhere (docs/product.md §4 Booking status): confirmed green, pending yellow, cancelled red, completed blue; a hold that ended unpaid grey. */
const STATUS_STYLE: Record<DisplayedBookingStatus, string> = {
  confirmed: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-950",
  cancelled: "bg-red-100 text-red-900",
  completed: "bg-sky-100 text-sky-900",
  expired: "bg-sand-100 text-ink",
};

/** Each status in words (members), as domain/booking-status.ts BOOKING_STATUS_LABELS says them in English. */
export const BOOKING_STATUS_KEY = {
  confirmed: "status.confirmed",
  pending: "status.pending",
  cancelled: "status.cancelled",
  completed: "status.completed",
  expired: "status.expired",
} as const satisfies Record<DisplayedBookingStatus, MessageKey<"members">>;

/** The status a guest, a host or an administrator is shown (displayStatus), as a badge. */
export function BookingStatusBadge({ status }: { status: DisplayedBookingStatus }) {
  const t = useT("members");
  // The labels are written as shown ('Pending payment'): no text-transform on top.
  return <Badge className={STATUS_STYLE[status]}>{t(BOOKING_STATUS_KEY[status])}</Badge>;
}
