// The owner dashboard's Bookings list: its filter, search and paging parameters, shared by the
// page (links, the filter form) and the service. Parsing with zod lives in
// host-bookings-schema.ts so the page's bundle stays small.
import { BOOKING_STATUS_LABELS, DISPLAYED_BOOKING_STATUSES, isLiveBooking } from "./booking-status";

/** The spec's status filter (all, confirmed, pending, cancelled) plus completed: every status a host sees. */
export const HOST_BOOKING_FILTERS = ["all", ...DISPLAYED_BOOKING_STATUSES] as const;
export type HostBookingFilter = (typeof HOST_BOOKING_FILTERS)[number];

export const HOST_BOOKING_FILTER_LABELS: Record<HostBookingFilter, string> = { all: "All", ...BOOKING_STATUS_LABELS };

export const HOST_BOOKINGS_PAGE_SIZE = 20;
/** Longer searches are cut, not refused: nobody types more than this into a search box. */
export const HOST_BOOKING_SEARCH_MAX = 100;
export const HOST_CANCEL_REASON_MAX = 500;

/**
 * Where a page starts: after (Next) or before (Previous) a booking, by session start then id.
 * Keyset paging, so page 500 of a busy sauna costs what page 1 does.
 */
export type HostBookingCursor = { startsAt: string; id: string };

export type HostBookingsQuery = {
  status: HostBookingFilter;
  q?: string;
  after?: HostBookingCursor;
  before?: HostBookingCursor;
};

/** A cursor as it travels in a link: `2026-11-20T18:00:00.000Z_<booking id>`. */
export function cursorParam(cursor: HostBookingCursor): string {
  return `${cursor.startsAt}_${cursor.id}`;
}

/** The query string of a Bookings link or export, with only what is set. */
export function hostBookingsSearch(query: Pick<HostBookingsQuery, "status" | "q"> & { after?: HostBookingCursor | null; before?: HostBookingCursor | null }): string {
  const params = new URLSearchParams();
  if (query.status !== "all") params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.after) params.set("after", cursorParam(query.after));
  if (query.before) params.set("before", cursorParam(query.before));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * A host sees a booking guest's phone number (to reach them on the day) while the booking is live
 * and its session has not ended: never after the session, never for a cancelled booking, and it
 * is never in the CSV export.
 */
export function guestPhoneVisible(booking: { status: string; endsAt: Date }, now: Date): boolean {
  return isLiveBooking(booking.status) && booking.endsAt > now;
}
