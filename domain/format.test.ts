import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatPrice, formatRating } from "./format";

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
});
