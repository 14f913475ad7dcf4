// Whether a waiting party fits what is left of a session, and how long an offer holds its seats
// (decision 016). Apart from domain/waitlist.ts because the sauna page's booking picker
// (a lazy chunk of a page at its JavaScript ceiling) needs only this: the account pages' labels
// stay out of its chunk.
import type { BookingType } from "./constants";

/** How long an offer holds the party's seats. */
export const OFFER_HOLD_MINUTES = 15;
/** When a hold made at `now` ends: never after the session starts. */
export function holdUntil(now: Date, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + OFFER_HOLD_MINUTES * 60_000, startsAt.getTime()));
}

/** How much of a slot is taken, as booking_slot_usage keeps it (held offers included). */
export type SlotUse = { seatsTaken: number; exclusive: boolean };

/** Private and group parties take the whole sauna; shared ones take a seat each (decision 003). */
export const takesWholeSauna = (type: BookingType | string) => type === "private" || type === "group";

/** Whether a party of `guests` booking `type` fits in what is left of the slot. */
export function partyFits(use: SlotUse | undefined, capacity: number, type: BookingType | string, guests: number): boolean {
  const taken = use ?? { seatsTaken: 0, exclusive: false };
  if (taken.exclusive) return false;
  return takesWholeSauna(type) ? taken.seatsTaken === 0 : taken.seatsTaken + guests <= capacity;
}

/**
 * Whether the picker offers 'Full — join the waitlist' for `type`: the slot is bookable at this
 * time (not past, closed or busy) but has no room left for that kind of booking. Before a type is
 * chosen (`type` empty), a slot with no room for any kind (every seat, or the whole sauna, taken).
 */
export function fullFor(slot: { reason: string | null; available: boolean; wholeSaunaFree: boolean }, type: BookingType | string): boolean {
  if (slot.reason === "full" || slot.reason === "booked") return true;
  return slot.available && takesWholeSauna(type) && !slot.wholeSaunaFree;
}
