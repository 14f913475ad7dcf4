// The booking lifecycle in one place (docs/product.md §4 Booking status), declared the way a
// marketplace's transaction process is: the statuses a booking is stored with, which of them hold
// seats, the moves between them and who may make each, and the status people are shown. Services
// build their SQL from these lists (server/features/bookings/booking-status-sql.ts), so a new
// status is a line here. Card payments (decision 012) use 'pending' for a booking awaiting
// payment and add 'expired' for a hold that ended unpaid.
//
// A new status needs a migration too. The schema (server/db/schema/bookings.ts) builds the
// bookings_status_check constraint and the one-live-booking-per-guest index from these lists, so
// `npm run db:generate` writes that part; the capacity triggers that reserve and free seats spell
// the live statuses in PL/pgSQL (migrations 0002, 0008, 0025, 0034) and need the same change by hand.

/**
 * What bookings.status may hold: exactly what bookings_status_check allows. 'completed' is among
 * them: the specification lists it, the demo data stores it for its past bookings, and every
 * reader treats a stored 'completed' as the displayed one below. Nothing else writes it: a
 * confirmed booking is shown as completed once its session has ended (displayStatus).
 * 'pending' is the specification's status for a booking awaiting payment: with card payments on,
 * Book Now makes one, holding its seats while the guest pays on Stripe Checkout. 'expired' is such
 * a booking whose hold ended without payment (the guest left Checkout, its time ran out, or the
 * payment failed): it holds nothing and was never a booking the host had.
 */
export const BOOKING_STATUSES = ["confirmed", "pending", "cancelled", "completed", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Live: the booking holds its seats (the capacity trigger counts it), a guest holds one per sauna
 * and slot, and it can be cancelled until its session starts. A pending booking holds its seats
 * while its guest pays (docs/product.md §1, decision 012).
 */
export const LIVE_BOOKING_STATUSES = ["confirmed", "pending"] as const satisfies readonly BookingStatus[];
export type LiveBookingStatus = (typeof LIVE_BOOKING_STATUSES)[number];

/** Confirmed: its session goes or went ahead, so it can be reviewed once started and earns the host a payout. */
export const CONFIRMED_BOOKING_STATUSES = ["confirmed", "completed"] as const satisfies readonly BookingStatus[];

/** Standing: live, or its session went ahead; not called off. The host's calendar and figures show these. */
export const STANDING_BOOKING_STATUSES = ["confirmed", "pending", "completed"] as const satisfies readonly BookingStatus[];

/** Who changes a booking: also the values bookings.cancelled_by allows (bookings_cancelled_by_check). */
export const BOOKING_ACTORS = ["guest", "host", "admin", "system"] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

type BookingTransition = {
  /** The statuses it starts from; none for the move that creates the booking. */
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
};

/**
 * The moves a booking makes, and who may make each:
 * - book: a guest books a session of a public sauna that isn't theirs (createBooking) and pays at
 *   the sauna: without card payments (the embedded default) the booking is confirmed at once;
 * - bookAndPay: the same with card payments on: the booking awaits payment, holding its seats;
 * - pay: Stripe says the guest paid (webhook, the return from Checkout, or the sweep asking);
 * - release: the hold ends unpaid: the guest left Checkout or cancelled before paying, the hold's
 *   time ran out, or the payment failed; the seats are free again;
 * - reinstate: a payment arrived after its hold was released and the seats are still free
 *   (the database refuses it otherwise, and the payment is refunded in full);
 * - cancel: a live booking whose session hasn't started (domain/cancellation.ts), by the guest
 *   (refund by the booking's terms), the host or an administrator (always a full refund, with a
 *   reason; an administrator also when suspending or rejecting the listing), or the system when the
 *   guest or the host deletes their account. One conditional UPDATE makes it
 *   (server/features/bookings/cancel-booking.ts).
 */
export const BOOKING_TRANSITIONS = {
  book: { from: [], to: "confirmed", by: ["guest"] },
  bookAndPay: { from: [], to: "pending", by: ["guest"] },
  pay: { from: ["pending"], to: "confirmed", by: ["system"] },
  release: { from: ["pending"], to: "expired", by: ["guest", "system"] },
  reinstate: { from: ["expired"], to: "confirmed", by: ["system"] },
  cancel: { from: LIVE_BOOKING_STATUSES, to: "cancelled", by: BOOKING_ACTORS },
} as const satisfies Record<string, BookingTransition>;
export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS;

/** Whether `actor` may make the move `name` from `status` (the time rules are the move's own, e.g. cancellationTerms). */
export function canTransition(name: BookingTransitionName, status: BookingStatus, actor: BookingActor): boolean {
  const move: BookingTransition = BOOKING_TRANSITIONS[name];
  return move.from.includes(status) && move.by.includes(actor);
}

export function isLiveBooking(status: string): status is LiveBookingStatus {
  return (LIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

export function isStandingBooking(status: string): boolean {
  return (STANDING_BOOKING_STATUSES as readonly string[]).includes(status);
}

/**
 * What people are shown, in the order of the status filters (docs/product.md §2 Owner dashboard,
 * Admin area): the stored statuses, 'completed' also for a confirmed booking whose end has passed.
 */
export const DISPLAYED_BOOKING_STATUSES = ["confirmed", "pending", "cancelled", "completed", "expired"] as const satisfies readonly BookingStatus[];
export type DisplayedBookingStatus = (typeof DISPLAYED_BOOKING_STATUSES)[number];

/** A status in words: the filters' options, the host's calendar and CSV export. */
export const BOOKING_STATUS_LABELS: Record<DisplayedBookingStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending payment",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Not paid",
};

/** What a guest, a host and an administrator see: a confirmed booking whose end has passed is completed (docs/product.md §4 Booking status). */
export function displayStatus(booking: { status: BookingStatus; endsAt: Date }, now: Date): DisplayedBookingStatus {
  return booking.status === "confirmed" && booking.endsAt <= now ? "completed" : booking.status;
}
