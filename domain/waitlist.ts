// The waitlist of a full session (decision 016): the states a place in line is stored
// with, the moves between them and who makes each, and when an offer may still go out. Whether a
// party fits and how long a hold lasts: domain/waitlist-room.ts. The service
// (server/features/waitlist/) builds its SQL from these lists; a trigger counts the hold's seats
// (migration 0034).

/**
 * waiting: in line. offered: the party's seats are held for them until hold_until. booked: they
 * booked inside the hold. left: they left the line or let the offered seats go. expired: the hold
 * ran out unused. closed: the session started, or the sauna left the site, with them still in line.
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "left", "expired", "closed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Still in line (waiting or holding an offer): one such place per guest and session. */
export const ACTIVE_WAITLIST_STATUSES = ["waiting", "offered"] as const satisfies readonly WaitlistStatus[];

export type WaitlistActor = "guest" | "system";

/**
 * The moves, and who makes each:
 * - join: a signed-in guest (not the host) joins the line of a session full for their booking type;
 * - offer: room freed (a cancellation, a released checkout, seats let go, a hold run out, more
 *   capacity, a lifted blackout) and this is the first waiting party that fits: the seats are held;
 * - book: the guest books inside the hold (the held seats become the booking's);
 * - leave: the guest leaves the line, or lets offered seats go;
 * - expire: the hold ran out (the sweep, or whoever reads the slot first);
 * - close: the session is about to start or has, or the sauna is no longer public.
 */
export const WAITLIST_TRANSITIONS = {
  join: { from: [], to: "waiting", by: ["guest"] },
  offer: { from: ["waiting"], to: "offered", by: ["system"] },
  book: { from: ["offered"], to: "booked", by: ["guest"] },
  leave: { from: ACTIVE_WAITLIST_STATUSES, to: "left", by: ["guest"] },
  expire: { from: ["offered"], to: "expired", by: ["system"] },
  close: { from: ACTIVE_WAITLIST_STATUSES, to: "closed", by: ["system"] },
} as const satisfies Record<string, { from: readonly WaitlistStatus[]; to: WaitlistStatus; by: readonly WaitlistActor[] }>;

/** No offer goes out once the session is less than this far away: nobody could plan to come. */
export const OFFER_CUTOFF_MINUTES = 60;

/** Whether an offer may still go out for a session starting at `startsAt`. */
export function offersOpen(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= OFFER_CUTOFF_MINUTES * 60_000;
}

/** The status a guest reads in My Bookings. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: "On the waitlist",
  offered: "Seats held for you",
  booked: "Booked",
  left: "Left",
  expired: "Offer ran out",
  closed: "Closed",
};
