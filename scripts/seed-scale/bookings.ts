// The scale data set's bookings: past and upcoming, about a third of them the visit behind a
// review (so 'Verified visit' has something to find), some cancelled. Every one is inserted as a
// live booking through the capacity trigger (migration 0002); the plan keeps each slot within
// the sauna's capacity so the trigger accepts them all, and the trigger has the last word.
// Finished sessions are then completed and the cancelled ones cancelled with an UPDATE, as the
// app does.
import { bookingTotal, commissionSplit, offeredBookingTypes } from "#domain/booking-pricing";
import { cancellationTerms } from "#domain/cancellation";
import { HOST_PAYOUT_DELAY_HOURS, PLATFORM_COMMISSION_RATE, type BookingType } from "#domain/constants";
import { addMinutesToTime, slotStart, startTimesFor, todayInIreland } from "#domain/session-slots";
import type { CopyValue } from "./copy-rows";
import type { Random } from "./random";
import type { ReviewPlan } from "./reviews";
import type { SeedSauna } from "./saunas";
import type { SeedUser } from "./users";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Share of bookings that are the visit behind one of the reviews. */
const VISIT_SHARE = 0.35;
/** Share of the other bookings made at one of the hot saunas. */
const HOT_SHARE = 0.08;
const PAST_DAYS = 730;
const FUTURE_DAYS = 60;
const CANCELLED_SHARE = 0.07;
const TYPE_WEIGHTS: Record<BookingType, number> = { private: 5, shared: 4, group: 1 };

export type SeedBooking = {
  id: string;
  sauna: number;
  user: number;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  type: BookingType;
  guests: number;
  totalAmount: number;
  platformFee: number;
  hostPayout: number;
  status: "confirmed" | "pending";
  createdAt: Date;
  cancelledAt: Date | null;
  refundAmount: number | null;
};

export function planBookings(
  random: Random,
  options: { saunas: SeedSauna[]; users: SeedUser[]; reviews: ReviewPlan; count: number; now: Date },
): SeedBooking[] {
  const { saunas, users, reviews, now } = options;
  const today = Date.parse(`${todayInIreland(now)}T00:00:00Z`);
  const dateAt = (days: number) => new Date(today + days * DAY).toISOString().slice(0, 10);
  const hot = saunas.flatMap((s, i) => (s.hot ? [i] : []));
  /** Seats taken per sauna and slot; -1 when a private or group booking has the whole sauna. */
  const slots = new Map<string, number>();
  /** A guest holds one live booking per sauna and slot (bookings_one_live_per_guest_slot). */
  const held = new Set<string>();
  const starts = new Map<string, Date>();
  const startOf = (date: string, time: string) => {
    const key = `${date}T${time}`;
    let at = starts.get(key);
    if (!at) starts.set(key, (at = slotStart(date, time)));
    return at;
  };

  const bookings: SeedBooking[] = [];
  while (bookings.length < options.count) {
    let sauna: number;
    let user: number;
    let day: number;
    if (random.chance(VISIT_SHARE)) {
      const r = random.int(0, reviews.count - 1);
      sauna = reviews.sauna[r];
      user = reviews.user[r];
      day = Math.min(-1, Math.floor((reviews.createdAt[r] - today) / DAY) - random.int(1, 30));
    } else {
      sauna = hot.length && random.chance(HOT_SHARE) ? random.pick(hot) : random.int(0, saunas.length - 1);
      user = random.int(0, users.length - 1);
      day = random.chance(0.6) ? -random.int(1, PAST_DAYS) : random.int(0, FUTURE_DAYS);
    }
    const s = saunas[sauna];
    const date = dateAt(day);
    const times = startTimesFor(s.weeklySchedule, date, s.sessionMinutes);
    if (times.length === 0) continue;
    const pricing = { pricePrivate: s.pricePrivate, priceShared: s.priceShared, priceGroup: s.priceGroup, capacity: s.capacity, groupMinGuests: s.groupMinGuests };
    const types = offeredBookingTypes(pricing);
    const type = types[random.weightedIndex(types.map((t) => TYPE_WEIGHTS[t]))];
    const guests = type === "group" ? random.int(s.groupMinGuests, s.capacity) : random.int(1, Math.min(s.capacity, type === "shared" ? 3 : 4));
    // The first slot of the day, from a random one on, that still has room.
    const first = random.int(0, times.length - 1);
    for (let k = 0; k < times.length; k++) {
      const time = times[(first + k) % times.length];
      const startsAt = startOf(date, time);
      const slot = `${sauna}|${startsAt.getTime()}`;
      const taken = slots.get(slot) ?? 0;
      const fits = type === "shared" ? taken >= 0 && taken + guests <= s.capacity : taken === 0;
      if (!fits || held.has(`${user}|${slot}`)) continue;
      slots.set(slot, type === "shared" ? taken + guests : -1);
      held.add(`${user}|${slot}`);
      bookings.push(booking(random, { sauna, user, s, date, time, startsAt, type, guests, pricing, now }));
      break;
    }
  }
  return bookings;
}

function booking(
  random: Random,
  b: {
    sauna: number; user: number; s: SeedSauna; date: string; time: string; startsAt: Date; type: BookingType; guests: number;
    pricing: Parameters<typeof bookingTotal>[0]; now: Date;
  },
): SeedBooking {
  const endsAt = new Date(b.startsAt.getTime() + b.s.sessionMinutes * MINUTE);
  const totalAmount = bookingTotal(b.pricing, b.type, b.guests)!;
  const { platformFee, hostPayout } = commissionSplit(totalAmount, PLATFORM_COMMISSION_RATE);
  const upcoming = b.startsAt > b.now;
  const createdAt = new Date(Math.min(b.now.getTime() - random.int(1, 600) * MINUTE, b.startsAt.getTime() - random.int(1, 45) * DAY));
  let cancelledAt: Date | null = null;
  let refundAmount: number | null = null;
  if (random.chance(CANCELLED_SHARE)) {
    const until = Math.min(b.now.getTime(), b.startsAt.getTime() - MINUTE);
    cancelledAt = new Date(createdAt.getTime() + Math.floor(random.float() * Math.max(0, until - createdAt.getTime())));
    const terms = cancellationTerms({ status: "confirmed", startsAt: b.startsAt, totalAmount }, cancelledAt);
    refundAmount = terms.allowed ? terms.refund : 0;
  }
  return {
    id: random.uuid(),
    sauna: b.sauna,
    user: b.user,
    date: b.date,
    startTime: b.time,
    endTime: addMinutesToTime(b.time, b.s.sessionMinutes),
    startsAt: b.startsAt,
    endsAt,
    type: b.type,
    guests: b.guests,
    totalAmount,
    platformFee,
    hostPayout,
    status: upcoming && random.chance(0.1) ? "pending" : "confirmed",
    createdAt,
    cancelledAt,
    refundAmount,
  };
}

export const BOOKING_COLUMNS = [
  "id", "sauna_id", "user_id", "booking_date", "start_time", "end_time", "starts_at", "ends_at", "booking_type", "guests",
  "total_amount", "platform_fee", "host_payout", "payout_due_at", "status", "created_at",
];

/** Every booking as it was made: live (confirmed or pending), through the capacity trigger. */
export function* bookingRows(bookings: SeedBooking[], saunas: SeedSauna[], users: SeedUser[]): Generator<CopyValue[]> {
  for (const b of bookings) {
    yield [
      b.id, saunas[b.sauna].id, users[b.user].id, b.date, b.startTime, b.endTime, b.startsAt, b.endsAt, b.type, b.guests,
      b.totalAmount.toFixed(2), b.platformFee.toFixed(2), b.hostPayout.toFixed(2),
      new Date(b.endsAt.getTime() + HOST_PAYOUT_DELAY_HOURS * 3_600_000), b.status, b.createdAt,
    ];
  }
}

export const CANCELLATION_COLUMNS = ["id", "cancelled_at", "refund_amount"];
export function* cancellationRows(bookings: SeedBooking[]): Generator<CopyValue[]> {
  for (const b of bookings) if (b.cancelledAt) yield [b.id, b.cancelledAt, b.refundAmount!.toFixed(2)];
}
