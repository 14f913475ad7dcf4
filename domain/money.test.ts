import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money";

describe("money at the provider's boundary", () => {
  it("turns euro with cents into whole cents without floating-point drift", () => {
    expect(toCents(72.5)).toBe(7250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234567.89)).toBe(123456789);
    expect(toCents(0)).toBe(0);
  });
  it("refuses an amount finer than a cent instead of rounding money away", () => {
    expect(() => toCents(10.005)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
  it("turns cents back into euro", () => {
    expect(fromCents(7250)).toBe(72.5);
    expect(fromCents(1999)).toBe(19.99);
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});
