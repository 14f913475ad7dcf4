// What a booking costs and how many guests it may have (docs/product.md §5 Booking).
// private: the private price for the whole sauna; shared: price per seat; group: price per
// person, at least the sauna's group minimum. Guests never exceed capacity. A host may offer an
// off-peak rate: a percentage off sessions that start before 16:00, Monday to Friday.
import { sessionStartsOnWeekday, WEEKDAYS, type WeeklyAvailability } from "./availability";
import type { BookingType } from "./constants";
import { isoWeekday } from "./session-slots";

export type SaunaPricing = {
  pricePrivate: number;
  priceShared: number | null;
  priceGroup: number | null;
  capacity: number;
  groupMinGuests: number;
  /** Percentage off off-peak sessions; null when the host offers no off-peak rate. */
  offPeakPercent?: number | null;
};

/** Off-peak sessions start before this time, Monday to Friday (docs/product.md §2 Owner onboarding wizard). */
export const OFF_PEAK_BEFORE = "16:00";

export function isOffPeakSlot(date: string, time: string): boolean {
  return isoWeekday(date) <= 5 && time < OFF_PEAK_BEFORE;
}

/** Monday to Friday, the days off-peak sessions can fall on. */
const OFF_PEAK_DAYS = WEEKDAYS.slice(0, 5);

export const OFF_PEAK_NEVER_APPLIES = `None of your sessions start before ${OFF_PEAK_BEFORE} on a weekday, so the off-peak discount would never apply. Open earlier on a weekday, or turn the discount off.`;

/**
 * Whether any session of the week starts in off-peak hours. With none, an off-peak rate is a
 * promise no guest can ever take up, and the host is told so.
 */
export function hasOffPeakSession(availability: WeeklyAvailability | null, sessionMinutes: number): boolean {
  return OFF_PEAK_DAYS.some((d) => sessionStartsOnWeekday(availability, d.value, sessionMinutes).some((time) => time < OFF_PEAK_BEFORE));
}

/** The booking types this sauna offers (shared and group need a price and enough room). */
export function offeredBookingTypes(sauna: SaunaPricing): BookingType[] {
  const types: BookingType[] = ["private"];
  if (sauna.priceShared !== null) types.push("shared");
  if (sauna.priceGroup !== null && sauna.capacity >= sauna.groupMinGuests) types.push("group");
  return types;
}

export function unitPrice(sauna: SaunaPricing, type: BookingType): number | null {
  if (type === "private") return sauna.pricePrivate;
  if (type === "shared") return sauna.priceShared;
  return sauna.priceGroup;
}

/** The allowed guest counts for a type: private 1…capacity, shared 1…capacity, group min…capacity. */
export function guestRange(sauna: SaunaPricing, type: BookingType): { min: number; max: number } {
  return { min: type === "group" ? sauna.groupMinGuests : 1, max: sauna.capacity };
}

export type BookingPrice = {
  /** Before any off-peak discount. */
  subtotal: number;
  /** The off-peak discount taken off, 0 when none applies. */
  discount: number;
  total: number;
};

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * What the guest pays, in euro rounded to cents; null when the type is not offered. Pass the
 * session's date and start time to apply the sauna's off-peak rate.
 */
export function bookingPrice(sauna: SaunaPricing, type: BookingType, guests: number, slot?: { date: string; time: string }): BookingPrice | null {
  const price = unitPrice(sauna, type);
  if (price === null || !offeredBookingTypes(sauna).includes(type)) return null;
  const subtotal = cents(type === "private" ? price : price * guests);
  const percent = sauna.offPeakPercent && slot && isOffPeakSlot(slot.date, slot.time) ? sauna.offPeakPercent : 0;
  const discount = cents((subtotal * percent) / 100);
  return { subtotal, discount, total: cents(subtotal - discount) };
}

/** Total in euro, rounded to cents; null when the type is not offered. */
export function bookingTotal(sauna: SaunaPricing, type: BookingType, guests: number, slot?: { date: string; time: string }): number | null {
  return bookingPrice(sauna, type, guests, slot)?.total ?? null;
}

/** The platform's commission and the host's payout; they always add up to the total. */
export function commissionSplit(total: number, rate: number): { platformFee: number; hostPayout: number } {
  const platformFee = Math.round(total * rate * 100) / 100;
  return { platformFee, hostPayout: Math.round((total - platformFee) * 100) / 100 };
}
