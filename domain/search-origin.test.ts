import { describe, expect, it } from "vitest";
import { findTown, IRISH_TOWNS } from "./irish-towns";
import { formatDistance, nearParam, parseNear, roundForPrivacy } from "./search-origin";

describe("where a search measures from", () => {
  it("rounds a position to two decimals (about a kilometre) before it is kept", () => {
    expect(roundForPrivacy({ lat: 51.706934, lng: -8.522241 })).toEqual({ lat: 51.71, lng: -8.52 });
    expect(nearParam({ lat: 53.34981, lng: -6.26031 })).toBe("53.35,-6.26");
  });

  it("reads `near` only as two coordinates on Earth", () => {
    expect(parseNear("53.2707,-9.0568")).toEqual({ lat: 53.27, lng: -9.06 });
    expect(parseNear(" 53.35 , -6.26 ")).toEqual({ lat: 53.35, lng: -6.26 });
    for (const bad of ["91,0", "0,181", "NaN,Infinity", "53.35", "53.35,-6.26,7", "0x10,0", "1e2,3", "", "a".repeat(100), undefined, 53]) {
      expect(parseNear(bad), String(bad)).toBeNull();
    }
  });

  it("finds a typed town whatever its case, accents and county suffix", () => {
    expect(findTown("kinsale")?.name).toBe("Kinsale");
    expect(findTown("Dun Laoghaire")?.name).toBe("Dún Laoghaire");
    expect(findTown("  DINGLE, Co. Kerry ")?.name).toBe("Dingle");
    expect(findTown("Atlantis")).toBeNull();
    expect(findTown("")).toBeNull();
    // Every town is in Ireland.
    for (const t of IRISH_TOWNS) {
      expect(t.lat, t.name).toBeGreaterThan(51.3);
      expect(t.lat, t.name).toBeLessThan(55.5);
      expect(t.lng, t.name).toBeGreaterThan(-10.7);
      expect(t.lng, t.name).toBeLessThan(-5.9);
    }
  });

  it("says distances as a guest reads them", () => {
    expect(formatDistance(0.04)).toBe("100 m");
    expect(formatDistance(0.8)).toBe("800 m");
    expect(formatDistance(4.23)).toBe("4.2 km");
    expect(formatDistance(37.6)).toBe("38 km");
    expect(formatDistance(1234)).toBe("1,234 km");
  });
});
