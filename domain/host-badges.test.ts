import { describe, expect, it } from "vitest";
import { hostBadges, isSuperhost, type HostRecord } from "./host-badges";

const base: HostRecord = { verified: false, rating: null, reviews: 0, responseRate: null, saunas: [], completedSessions: 0 };

describe("host badges", () => {
  it("shows none for a new, unverified host", () => {
    expect(hostBadges(base)).toEqual([]);
  });

  it("calls a host a Superhost only at 4.8+ over 10+ reviews with 90%+ answered", () => {
    expect(isSuperhost({ rating: 4.8, reviews: 10, responseRate: 90 })).toBe(true);
    expect(isSuperhost({ rating: 4.7, reviews: 50, responseRate: 100 })).toBe(false);
    expect(isSuperhost({ rating: 5, reviews: 9, responseRate: 100 })).toBe(false);
    expect(isSuperhost({ rating: 5, reviews: 20, responseRate: 89 })).toBe(false);
    expect(isSuperhost({ rating: 3.9, reviews: 12, responseRate: 100 })).toBe(false);
  });

  it("says 'Verified identity' only for an admin-verified host", () => {
    expect(hostBadges({ ...base, verified: true })).toEqual(["Verified identity"]);
  });

  it("gives the sauna and local badges from the host's own saunas and sessions", () => {
    const saunas = [{ type: "Wood-Fired", county: "Galway", averageRating: 4.6, totalReviews: 8 }];
    expect(hostBadges({ ...base, saunas, completedSessions: 25 })).toEqual(["Traditional sauna expert", "Local guide"]);
    expect(hostBadges({ ...base, saunas: [{ ...saunas[0], type: "Infrared" }], completedSessions: 5 })).toEqual([]);
    expect(hostBadges({ ...base, saunas: [...saunas, { ...saunas[0], county: "Cork" }], completedSessions: 99 })).toEqual(["Traditional sauna expert"]);
  });
});
