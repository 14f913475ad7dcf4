import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice, formatRating, formatTimeOfDay } from "./format";
import { formatDate } from "./format-date";

describe("one money format", () => {
  it("shows cents on every amount someone pays, is paid or gets back", () => {
    expect(formatMoney(56)).toBe("€56.00");
    expect(formatMoney("38.25")).toBe("€38.25");
    expect(formatMoney(1234.5)).toBe("€1,234.50");
  });

  it("drops .00 from whole list prices only", () => {
    expect(formatPrice(50)).toBe("€50");
    expect(formatPrice(42.5)).toBe("€42.50");
  });

  it("formats dates and ratings the en-IE way", () => {
    expect(formatDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(null)).toBe("0.0");
  });

  it("tells a time of day in Irish time, summer and winter, on the 24-hour clock", () => {
    expect(formatTimeOfDay(new Date("2026-11-22T14:05:00Z"))).toBe("14:05");
    expect(formatTimeOfDay(new Date("2026-07-01T23:30:00Z"))).toBe("00:30");
    expect(formatTimeOfDay(new Date("2026-11-22T09:00:00Z"))).toBe("09:00");
  });
});
