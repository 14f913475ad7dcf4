import { describe, expect, it } from "vitest";
import { bookingTotal, guestRange, offeredBookingTypes } from "./booking-pricing";

const sauna = { pricePrivate: 45, priceShared: 25, priceGroup: 35, capacity: 8, groupMinGuests: 6 };

describe("booking pricing", () => {
  it("charges the private price once, shared and group per guest", () => {
    expect(bookingTotal(sauna, "private", 3)).toBe(45);
    expect(bookingTotal(sauna, "shared", 2)).toBe(50);
    expect(bookingTotal(sauna, "group", 6)).toBe(210);
  });
  it("offers group only with room for the minimum, and shared only with a price", () => {
    expect(offeredBookingTypes({ ...sauna, capacity: 4 })).toEqual(["private", "shared"]);
    expect(offeredBookingTypes({ ...sauna, priceShared: null })).toEqual(["private", "group"]);
    expect(bookingTotal({ ...sauna, capacity: 4 }, "group", 6)).toBeNull();
  });
  it("bounds guests by capacity and the group minimum", () => {
    expect(guestRange(sauna, "group")).toEqual({ min: 6, max: 8 });
    expect(guestRange(sauna, "shared")).toEqual({ min: 1, max: 8 });
  });
});
