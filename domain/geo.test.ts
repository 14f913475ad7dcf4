import { describe, expect, it } from "vitest";
import { haversineKm } from "./geo";

describe("geo", () => {
  it("measures Salthill to Lahinch as about 40 km", () => {
    const d = haversineKm({ lat: 53.2586, lng: -9.0853 }, { lat: 52.9339, lng: -9.3497 });
    expect(d).toBeGreaterThan(38);
    expect(d).toBeLessThan(42);
  });
  it("is zero for the same place and the same both ways", () => {
    const kinsale = { lat: 51.7059, lng: -8.5222 };
    const dingle = { lat: 52.1408, lng: -10.2689 };
    expect(haversineKm(kinsale, kinsale)).toBe(0);
    expect(haversineKm(kinsale, dingle)).toBeCloseTo(haversineKm(dingle, kinsale), 9);
  });
});
