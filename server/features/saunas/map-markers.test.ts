import { beforeAll, describe, expect, it } from "vitest";
import { boundsContain, boundsParam, decodeMarkers, encodeMarkers, markersUrl, parseBounds } from "#domain/map-markers";
import { createTestSauna } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { saunas } from "#server/db/schema/saunas";
import { AREA_SORT_LIMIT, mapMarkerSet } from "./sauna-listing.service";

describe("map marker parameters", () => {
  it("reads a bounding box and ignores anything malformed", () => {
    expect(parseBounds("-10.5,51.4,-5.9,55.4")).toEqual({ west: -10.5, south: 51.4, east: -5.9, north: 55.4 });
    for (const bad of ["", "1,2,3", "a,b,c,d", "-5,51,-10,55", "-10,56,-5,51", "-200,0,0,1", "1e3,0,2,1", "-10,51,-5,55,1"]) {
      expect(parseBounds(bad), bad).toBeNull();
    }
  });
  it("widens a view to tenths of a degree so small pans ask for the same URL", () => {
    expect(boundsParam({ west: -9.04, south: 53.21, east: -8.96, north: 53.29 })).toBe("-9.1,53.2,-8.9,53.3");
    expect(markersUrl({ type: "Sea View", bounds: { west: -9.04, south: 53.21, east: -8.96, north: 53.29 } })).toBe("/api/map-markers?type=Sea+View&bbox=-9.1,53.2,-8.9,53.3");
    expect(markersUrl({})).toBe("/api/map-markers");
    expect(boundsContain(parseBounds("-10,51,-5,55")!, parseBounds("-9,52,-6,54")!)).toBe(true);
    expect(boundsContain(parseBounds("-9,52,-6,54")!, parseBounds("-10,51,-5,55")!)).toBe(false);
  });
  it("encodes markers compactly and decodes them unchanged", () => {
    const set = { complete: true, markers: [{ id: "a", name: "Pier Sauna", type: "Sea View", county: "Galway", lat: 53.123456789, lng: -9.1, rating: 4.5, price: 25 }] };
    const wire = encodeMarkers(set);
    expect(JSON.stringify(wire)).toBe('{"complete":true,"markers":[["a","Pier Sauna","Sea View","Galway",53.12346,-9.1,4.5,25]]}');
    expect(decodeMarkers(wire).markers[0]).toEqual({ ...set.markers[0], lat: 53.12346 });
  });
});

describeOnEachDatabase("map markers", (t) => {
  beforeAll(async () => {
    await createTestSauna(t, { name: "Salthill Pier Sauna", county: "Galway", type: "Sea View", averageRating: 4.9, latitude: 53.2586, longitude: -9.0862 });
    await createTestSauna(t, { name: "Galway Docks Barrel", county: "Galway", type: "Wood-Fired", averageRating: 4.5, latitude: 53.2681, longitude: -9.0486 });
    await createTestSauna(t, { name: "Kinsale Harbour Sauna", county: "Cork", type: "Sea View", averageRating: 4.7, latitude: 51.7059, longitude: -8.5222 });
    await createTestSauna(t, { name: "Bundoran Surf Sauna", county: "Donegal", type: "Wood-Fired", averageRating: 4.1, latitude: 54.4779, longitude: -8.2806 });
    await createTestSauna(t, { name: "Hidden Galway Sauna", county: "Galway", status: "pending", isPublished: false, averageRating: 5, latitude: 53.27, longitude: -9.05 });
  });
  const names = (set: { markers: { name: string }[] }) => set.markers.map((m) => m.name);

  it("gives every public sauna, best rated first, and says when that is all of them", async () => {
    const set = await mapMarkerSet(t.db, new URLSearchParams());
    expect(names(set)).toEqual(["Salthill Pier Sauna", "Kinsale Harbour Sauna", "Galway Docks Barrel", "Bundoran Surf Sauna"]);
    expect(set.complete).toBe(true);
    const capped = await mapMarkerSet(t.db, new URLSearchParams(), 2);
    expect(names(capped)).toEqual(["Salthill Pier Sauna", "Kinsale Harbour Sauna"]);
    expect(capped.complete).toBe(false);
  });

  it("gives only the saunas inside the visible area, and of the chosen type", async () => {
    const galwayBay = new URLSearchParams({ bbox: "-9.3,53.1,-8.9,53.4" });
    expect(names(await mapMarkerSet(t.db, galwayBay))).toEqual(["Salthill Pier Sauna", "Galway Docks Barrel"]);
    galwayBay.set("type", "Wood-Fired");
    expect(names(await mapMarkerSet(t.db, galwayBay))).toEqual(["Galway Docks Barrel"]);
    expect(names(await mapMarkerSet(t.db, new URLSearchParams({ bbox: "-8.3,54.4,-8.2,54.5" })))).toEqual(["Bundoran Surf Sauna"]);
    // Bad parameters are ignored rather than refused.
    expect(names(await mapMarkerSet(t.db, new URLSearchParams({ bbox: "nonsense", type: "Steam" })))).toHaveLength(4);
  });

  it("gives the same best-rated markers whether an area holds a few saunas or more than can be sorted", async () => {
    // A crowded bay (more saunas than AREA_SORT_LIMIT, so the rating index is walked) and a
    // quiet corner of it (few, so the geo index is read and sorted); ratings repeat, so the
    // featured flag, review count and id settle the order, as on the listing.
    const crowd = Array.from({ length: AREA_SORT_LIMIT + 300 }, (_, i) => ({
      name: `Crowd ${i}`, type: i % 3 ? "Spa" : "Mobile", county: "Clare", status: i % 17 ? "active" : "suspended", isPublished: true,
      averageRating: (i * 7) % 50 / 10, featured: i % 11 === 0, totalReviews: i % 13,
      latitude: 52.0 + (i % 50) / 100, longitude: -9.9 + Math.floor(i / 50) / 100,
    }));
    for (let from = 0; from < crowd.length; from += 500) await t.db.insert(saunas).values(crowd.slice(from, from + 500));
    const expected = (west: number, south: number, east: number, north: number, type?: string) =>
      crowd
        .filter((c) => c.status === "active" && (!type || c.type === type))
        .filter((c) => c.longitude >= west && c.longitude <= east && c.latitude >= south && c.latitude <= north)
        .sort((a, b) => b.averageRating - a.averageRating || Number(b.featured) - Number(a.featured) || b.totalReviews - a.totalReviews)
        .map((c) => ({ name: c.name, rating: c.averageRating }));
    const ask = async (bbox: string, type?: string) => {
      const set = await mapMarkerSet(t.db, new URLSearchParams({ bbox, ...(type ? { type } : {}) }), 40);
      return { complete: set.complete, markers: set.markers.map((m) => ({ name: m.name, rating: m.rating })) };
    };
    // The last ties are broken by id, which the expectation can't know: compare ratings in order
    // and names up to the last rating shown.
    for (const [bbox, type] of [["-10,51.9,-9,52.6", undefined], ["-10,51.9,-9,52.6", "Mobile"], ["-9.9,52.0,-9.85,52.05", undefined], ["-9.9,52.0,-9.85,52.05", "Spa"]] as const) {
      const [west, south, east, north] = bbox.split(",").map(Number);
      const want = expected(west, south, east, north, type);
      const got = await ask(bbox, type);
      expect(got.markers.map((m) => m.rating), `${bbox} ${type}`).toEqual(want.slice(0, 40).map((m) => m.rating));
      const settled = got.markers.filter((m) => m.rating > got.markers[got.markers.length - 1].rating).map((m) => m.name);
      expect(new Set(settled)).toEqual(new Set(want.filter((m) => m.rating > got.markers[got.markers.length - 1].rating).map((m) => m.name)));
      expect(got.complete).toBe(want.length <= 40);
    }
  });
});
