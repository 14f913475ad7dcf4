// What a booking costs and how many guests it may have (PRODUCT.md: Booking).
// private: the private price for the whole sauna; shared: price per seat; group: price per
// person, at least the sauna's group minimum. Guests never exceed capacity.
import type { BookingType } from "./constants";

export type SaunaPricing = {
  pricePrivate: number;
  priceShared: number | null;
  priceGroup: number | null;
  capacity: number;
  groupMinGuests: number;
};

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

/** Total in euro, rounded to cents; null when the type is not offered. */
export function bookingTotal(sauna: SaunaPricing, type: BookingType, guests: number): number | null {
  const price = unitPrice(sauna, type);
  if (price === null || !offeredBookingTypes(sauna).includes(type)) return null;
  const total = type === "private" ? price : price * guests;
  return Math.round(total * 100) / 100;
}

/** The platform's commission and the host's payout; they always add up to the total. */
export function commissionSplit(total: number, rate: number): { platformFee: number; hostPayout: number } {
  const platformFee = Math.round(total * rate * 100) / 100;
  return { platformFee, hostPayout: Math.round((total - platformFee) * 100) / 100 };
}
