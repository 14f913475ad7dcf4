// The listing's count in a county on the day: however the count is read (the
// county's rating order with text, the cheapest index without; a Mobile sauna's stop probed by
// its last stop starting by the day), the total and each chip's count equal the cards one can
// page through, with Mobile saunas away from home that day, visiting the county, on a stop in
// their own county, between stops, and stops left over from a change of type.
import { beforeAll, expect, it } from "vitest";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { createTestSauna } from "#server/testing/fixtures";
import { describeOnEachDatabase, type TestDatabase } from "#server/testing/test-database";
import { listPublicSaunas, type SaunaListing } from "./sauna-listing.service";

// Noon in Dublin on Thursday 10 December 2026 (winter: Irish time is UTC).
const ON_THE_DAY = new Date("2026-12-10T12:00:00Z");
const KERRY = { lat: 52.06, lng: -9.5 };
const CLARE = { lat: 52.9, lng: -9.3 };

type Stop = { from: string; to: string; county: string };

describeOnEachDatabase("the listing's count in a county on the day", (t) => {
  const w = `Zcount${Date.now().toString(36)}`;
  /** The saunas that are in Kerry on the day, by name. */
  const inKerry: string[] = [];
  /** Of those, the ones with a cold plunge. */
  const inKerryWithPlunge: string[] = [];
  let n = 0;

  async function sauna(t: TestDatabase, o: { type?: string; county: string; stops?: Stop[]; plunge?: boolean; inKerry: boolean }) {
    const name = `${w} ${String(++n).padStart(2, "0")}`;
    const at = o.county === "Kerry" ? KERRY : CLARE;
    const row = await createTestSauna(t, {
      name, type: o.type ?? "Wood-Fired", county: o.county, location: o.county, averageRating: Math.round((5 - n * 0.05) * 100) / 100,
      latitude: at.lat + n * 0.001, longitude: at.lng, amenities: o.plunge ? ["Cold Plunge"] : [],
    });
    for (const stop of o.stops ?? []) {
      const place = stop.county === "Kerry" ? KERRY : CLARE;
      await t.db.insert(saunaStops).values({
        saunaId: row.id, startsOn: stop.from, endsOn: stop.to, placeName: `${stop.county} beach`, address: `The beach, ${stop.county}`,
        county: stop.county, latitude: place.lat, longitude: place.lng,
      });
    }
    if (o.inKerry) inKerry.push(name);
    if (o.inKerry && o.plunge) inKerryWithPlunge.push(name);
  }

  beforeAll(async () => {
    const away = { from: "2026-12-08", to: "2026-12-12", county: "Clare" };
    // Fixed saunas at home in Kerry, some with a cold plunge.
    for (let i = 0; i < 28; i++) await sauna(t, { county: "Kerry", plunge: i % 4 === 0, inKerry: true });
    // Mobile, listed in Kerry: without stops (at home); away in Clare that day (not in Kerry);
    // on a stop in Kerry that day (counted once); a stop that ended the day before, one that
    // starts the day after, and stops on both sides of the day (at home).
    await sauna(t, { type: "Mobile", county: "Kerry", plunge: true, inKerry: true });
    await sauna(t, { type: "Mobile", county: "Kerry", inKerry: true });
    for (let i = 0; i < 3; i++) await sauna(t, { type: "Mobile", county: "Kerry", plunge: true, stops: [away], inKerry: false });
    for (let i = 0; i < 2; i++) await sauna(t, { type: "Mobile", county: "Kerry", plunge: i === 0, stops: [{ from: "2026-12-10", to: "2026-12-10", county: "Kerry" }], inKerry: true });
    await sauna(t, { type: "Mobile", county: "Kerry", plunge: true, stops: [{ from: "2026-12-01", to: "2026-12-09", county: "Clare" }], inKerry: true });
    await sauna(t, { type: "Mobile", county: "Kerry", stops: [{ from: "2026-12-11", to: "2026-12-20", county: "Clare" }], inKerry: true });
    await sauna(t, { type: "Mobile", county: "Kerry", plunge: true, stops: [{ from: "2026-12-01", to: "2026-12-05", county: "Clare" }, { from: "2026-12-12", to: "2026-12-15", county: "Clare" }], inKerry: true });
    // Mobile saunas from Clare visiting Kerry that day, and one whose Kerry stop is over.
    for (let i = 0; i < 4; i++) await sauna(t, { type: "Mobile", county: "Clare", plunge: i < 3, stops: [{ from: "2026-12-09", to: "2026-12-11", county: "Kerry" }], inKerry: true });
    await sauna(t, { type: "Mobile", county: "Clare", plunge: true, stops: [{ from: "2026-12-01", to: "2026-12-09", county: "Kerry" }], inKerry: false });
    // Stops left from when these were Mobile: a sauna of another type is where its listing says.
    await sauna(t, { county: "Clare", plunge: true, stops: [{ from: "2026-12-09", to: "2026-12-11", county: "Kerry" }], inKerry: false });
    await sauna(t, { county: "Kerry", stops: [away], inKerry: true });
  });

  /** Every card of every page of a search. */
  async function everyCard(params: Record<string, string>): Promise<{ first: SaunaListing; names: string[] }> {
    const first = await listPublicSaunas(t.db, params, ON_THE_DAY);
    const names = first.saunas.map((s) => s.name);
    for (let page = 2; page <= first.pages; page++) {
      names.push(...(await listPublicSaunas(t.db, { ...params, page: String(page) }, ON_THE_DAY)).saunas.map((s) => s.name));
    }
    return { first, names };
  }

  const plunge = (l: SaunaListing) => l.amenityCounts.find((c) => c.slug === "cold-plunge")!;

  it("counts, with text (along the county's rating order), exactly the cards one pages through", async () => {
    for (const sort of ["rating", "relevance", "newest", "price-asc"]) {
      const { first, names } = await everyCard({ q: w, county: "Kerry", sort });
      expect([...names].sort()).toEqual([...inKerry].sort());
      expect(names).toHaveLength(new Set(names).size);
      expect({ total: first.total, capped: first.totalCapped }).toEqual({ total: names.length, capped: false });
      expect(plunge(first)).toEqual({ slug: "cold-plunge", count: inKerryWithPlunge.length, capped: false });
    }
    const withPlunge = await everyCard({ q: w, county: "Kerry", amenities: "cold-plunge" });
    expect([...withPlunge.names].sort()).toEqual([...inKerryWithPlunge].sort());
    expect(withPlunge.first.total).toBe(inKerryWithPlunge.length);
  });

  it("counts, without text (one index's entries), exactly the cards one pages through", async () => {
    // This database holds only this suite's saunas, so the county alone finds the same ones.
    const { first, names } = await everyCard({ county: "Kerry" });
    expect([...names].sort()).toEqual([...inKerry].sort());
    expect(first.total).toBe(names.length);
    const withPlunge = await everyCard({ county: "Kerry", amenities: "cold-plunge" });
    expect([...withPlunge.names].sort()).toEqual([...inKerryWithPlunge].sort());
    expect(withPlunge.first.total).toBe(inKerryWithPlunge.length);
    expect(plunge(withPlunge.first)).toEqual({ slug: "cold-plunge", count: inKerryWithPlunge.length, capped: false });
  });
});
