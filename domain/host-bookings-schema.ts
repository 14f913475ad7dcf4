// Parsing the owner dashboard's Bookings parameters and the host's cancellation form.
import { z } from "zod";
import {
  HOST_BOOKING_FILTERS, HOST_BOOKING_SEARCH_MAX, HOST_CANCEL_REASON_MAX, type HostBookingCursor, type HostBookingsQuery,
} from "./host-bookings";

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function cursor(value: unknown): HostBookingCursor | undefined {
  if (typeof value !== "string") return undefined;
  const match = CURSOR.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]))) return undefined;
  return { startsAt: new Date(match[1]).toISOString(), id: match[2].toLowerCase() };
}

/**
 * A link's parameters. Nothing here is refused: an unknown status shows all bookings, a broken
 * cursor the first page, and a long search is cut, because these come from the address bar.
 */
export const HostBookingsQuerySchema = z
  .object({ status: z.unknown(), q: z.unknown(), after: z.unknown(), before: z.unknown() })
  .partial()
  .transform((raw): HostBookingsQuery => {
    const status = HOST_BOOKING_FILTERS.find((s) => s === raw.status) ?? "all";
    const q = typeof raw.q === "string" ? raw.q.trim().slice(0, HOST_BOOKING_SEARCH_MAX) : "";
    const after = cursor(raw.after);
    const before = after ? undefined : cursor(raw.before);
    return { status, ...(q ? { q } : {}), ...(after ? { after } : {}), ...(before ? { before } : {}) };
  });

/** The cancel dialog: which booking, and the reason the guest will read. */
export const HostCancelBookingSchema = z.object({
  bookingId: z.string({ error: "Booking not found" }).uuid("Booking not found"),
  reason: z
    .string({ error: "Please tell the guest why you are cancelling" })
    .trim()
    .min(1, "Please tell the guest why you are cancelling")
    .max(HOST_CANCEL_REASON_MAX, `Please keep the reason to ${HOST_CANCEL_REASON_MAX} characters`),
});
export type HostCancelBooking = z.input<typeof HostCancelBookingSchema>;
