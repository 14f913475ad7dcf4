import { describe, expect, it } from "vitest";
import { bookingPrice, bookingTotal, guestRange, hasOffPeakSession, isOffPeakSlot, offeredBookingTypes } from "./booking-pricing";

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

  it("takes the off-peak percentage off sessions that start before 16:00 on a weekday, and only those", () => {
    const offPeak = { ...sauna, offPeakPercent: 20 };
    // 24 Nov 2026 is a Tuesday, 28 Nov a Saturday.
    expect(bookingPrice(offPeak, "private", 2, { date: "2026-11-24", time: "15:00" })).toEqual({ subtotal: 45, discount: 9, total: 36 });
    expect(bookingPrice(offPeak, "shared", 3, { date: "2026-11-24", time: "10:30" })).toEqual({ subtotal: 75, discount: 15, total: 60 });
    expect(bookingPrice(offPeak, "private", 2, { date: "2026-11-24", time: "16:00" })?.discount).toBe(0);
    expect(bookingPrice(offPeak, "private", 2, { date: "2026-11-28", time: "09:00" })?.discount).toBe(0);
    expect(bookingPrice(sauna, "private", 2, { date: "2026-11-24", time: "09:00" })?.discount).toBe(0);
    expect(isOffPeakSlot("2026-11-27", "15:59")).toBe(true);
  });

  it("knows whether a week has any session an off-peak rate could apply to", () => {
    // No availability: every day 09:00–21:00, so weekday mornings are off-peak.
    expect(hasOffPeakSession(null, 90)).toBe(true);
    // Weekday evenings and weekends only: no session starts before 16:00 on a weekday.
    const evenings = { "1": [{ start: "17:00", end: "21:00" }], "5": [{ start: "16:00", end: "20:00" }], "6": [{ start: "09:00", end: "18:00" }], "7": [{ start: "09:00", end: "18:00" }] };
    expect(hasOffPeakSession(evenings, 90)).toBe(false);
    // What counts is a session that fits and starts before 16:00, not the hours alone.
    expect(hasOffPeakSession({ "3": [{ start: "15:00", end: "16:30" }] }, 90)).toBe(true);
    expect(hasOffPeakSession({ "3": [{ start: "15:00", end: "16:00" }] }, 90)).toBe(false);
  });
});
