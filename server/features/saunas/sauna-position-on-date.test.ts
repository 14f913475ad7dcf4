// Searches on the day (decision 015): the listing's county filter, nearest
// first and its distances, the chips' counts, the cards and the map's markers place a Mobile
// sauna at its stop of the day, and at its listing's place on a day without one. Pages merged
// from the two sources (saunas at home, saunas on stops) neither repeat nor skip a sauna.
import { beforeAll, expect, it } from "vitest";
import { addDays } from "#domain/free-window-times";
import { todayInIreland } from "#domain/session-slots";
import { saunaStops } from "#server/db/schema/sauna-stops";
import { createTestSauna } from "#server/testing/fixtures";
import { describeOnEachDatabase, type TestDatabase } from "#server/testing/test-database";
import { listPublicSaunas, mapMarkerSet } from "./sauna-listing.service";

const INCH = { lat: 52.1417, lng: -9.9778 };
const KINSALE = { lat: 51.7059, lng: -8.5222 };
// Noon in Dublin on a Thursday in December (winter: Irish time is UTC).
const ON_THE_STOP = new Date("2026-12-10T12:00:00Z");
const AFTER_THE_STOP = new Date("2026-12-20T12:00:00Z");

let tag = 0;
const uniqueWord = () => `Zplace${Date.now().toString(36)}${++tag}`;

async function mobileOnAStop(t: TestDatabase, values: Parameters<typeof createTestSauna>[1], stop: { from: string; to: string; county: string; placeName: string; at: { lat: number; lng: number } }) {
  const sauna = await createTestSauna(t, { type: "Mobile", county: "Cork", location: "Kinsale", latitude: KINSALE.lat, longitude: KINSALE.lng, ...values });
  await t.db.insert(saunaStops).values({
    saunaId: sauna.id, startsOn: stop.from, endsOn: stop.to, placeName: stop.placeName, address: `${stop.placeName}, ${stop.county}`,
    county: stop.county, latitude: stop.at.lat, longitude: stop.at.lng,
  });
  return sauna;
}

describeOnEachDatabase("searches on the day: where mobile saunas are", (t) => {
  const w = uniqueWord();
  beforeAll(async () => {
    await mobileOnAStop(t, { name: `${w} Roaming Barrel`, averageRating: 4.6, amenities: ["Cold Plunge"] },
      { from: "2026-12-08", to: "2026-12-14", county: "Kerry", placeName: "Inch Beach", at: INCH });
    await createTestSauna(t, { name: `${w} Dingle Harbour`, county: "Kerry", location: "Dingle", averageRating: 4.8, latitude: 52.1408, longitude: -10.2689 });
    await createTestSauna(t, { name: `${w} Kinsale Pier`, county: "Cork", location: "Kinsale", averageRating: 4.2, latitude: KINSALE.lat, longitude: KINSALE.lng + 0.01 });
  });
  const names = (l: Awaited<ReturnType<typeof listPublicSaunas>>) => l.saunas.map((s) => s.name);

  it("lists a Mobile sauna under the county of its stop that day, and under its home county on a day without one", async () => {
    const kerry = await listPublicSaunas(t.db, { q: w, county: "Kerry" }, ON_THE_STOP);
    expect(names(kerry)).toEqual([`${w} Dingle Harbour`, `${w} Roaming Barrel`]);
    expect(kerry.total).toBe(2);
    const card = kerry.saunas.find((s) => s.name.endsWith("Roaming Barrel"))!;
    expect([card.county, card.location]).toEqual(["Kerry", "Inch Beach"]);
    expect(names(await listPublicSaunas(t.db, { q: w, county: "Cork" }, ON_THE_STOP))).toEqual([`${w} Kinsale Pier`]);

    const home = await listPublicSaunas(t.db, { q: w, county: "Cork" }, AFTER_THE_STOP);
    expect(names(home)).toEqual([`${w} Roaming Barrel`, `${w} Kinsale Pier`]);
    expect(home.saunas[0]).toMatchObject({ county: "Cork", location: "Kinsale" });
    expect(names(await listPublicSaunas(t.db, { q: w, county: "Kerry" }, AFTER_THE_STOP))).toEqual([`${w} Dingle Harbour`]);
  });

  it("shows each card where its sauna is that day, without a county or a place", async () => {
    const all = await listPublicSaunas(t.db, { q: w }, ON_THE_STOP);
    expect(all.saunas.find((s) => s.name.endsWith("Roaming Barrel"))).toMatchObject({ county: "Kerry", location: "Inch Beach" });
  });

  it("puts the nearest first from where each sauna is that day, with its distance from there", async () => {
    const fromInch = await listPublicSaunas(t.db, { q: w, near: `${INCH.lat},${INCH.lng}` }, ON_THE_STOP);
    expect(names(fromInch)).toEqual([`${w} Roaming Barrel`, `${w} Dingle Harbour`, `${w} Kinsale Pier`]);
    // ('Near me' is rounded to about a kilometre.)
    expect(fromInch.saunas[0].distanceKm).toBeLessThan(1);
    const later = await listPublicSaunas(t.db, { q: w, near: `${INCH.lat},${INCH.lng}` }, AFTER_THE_STOP);
    expect(names(later)).toEqual([`${w} Dingle Harbour`, `${w} Roaming Barrel`, `${w} Kinsale Pier`]);
    expect(later.saunas[1].distanceKm).toBeGreaterThan(100);
    // A typed town and a county together: Kerry's saunas that day, nearest Tralee first.
    const tralee = await listPublicSaunas(t.db, { q: w, town: "Tralee", county: "Kerry" }, ON_THE_STOP);
    expect(names(tralee)).toEqual([`${w} Roaming Barrel`, `${w} Dingle Harbour`]);
  });

  it("counts a chip with the saunas in the county that day", async () => {
    const chip = (l: Awaited<ReturnType<typeof listPublicSaunas>>) => l.amenityCounts.find((c) => c.slug === "cold-plunge")!;
    expect(chip(await listPublicSaunas(t.db, { q: w, county: "Kerry" }, ON_THE_STOP))).toEqual({ slug: "cold-plunge", count: 1, capped: false });
    expect(chip(await listPublicSaunas(t.db, { q: w, county: "Cork" }, ON_THE_STOP))).toEqual({ slug: "cold-plunge", count: 0, capped: false });
    expect(chip(await listPublicSaunas(t.db, { q: w, county: "Cork" }, AFTER_THE_STOP))).toEqual({ slug: "cold-plunge", count: 1, capped: false });
    const on = await listPublicSaunas(t.db, { q: w, county: "Kerry", amenities: "cold-plunge" }, ON_THE_STOP);
    expect(names(on)).toEqual([`${w} Roaming Barrel`]);
  });
});

describeOnEachDatabase("searches on the day: pages merged from saunas at home and saunas on stops", (t) => {
  const w = uniqueWord();
  const expected: { name: string; rating: number; price: number; lat: number }[] = [];
  beforeAll(async () => {
    // 30 at home in Kerry and 6 Mobile saunas from Cork on Kerry stops, ratings interleaved, so
    // both sources fall on both pages in every order.
    for (let i = 0; i < 36; i++) {
      const rating = Math.round((5 - i * 0.1) * 10) / 10;
      const price = 20 + ((i * 7) % 36);
      const lat = 51.8 + i * 0.02;
      const name = `${w} ${String(i).padStart(2, "0")}`;
      if (i % 6 === 2) {
        await mobileOnAStop(t, { name, averageRating: rating, pricePerSession: price },
          { from: "2026-12-01", to: "2026-12-31", county: "Kerry", placeName: `Stop ${i}`, at: { lat, lng: -9.8 } });
      } else {
        await createTestSauna(t, { name, county: "Kerry", averageRating: rating, pricePerSession: price, latitude: lat, longitude: -9.8 });
      }
      expected.push({ name, rating, price, lat });
    }
  });

  async function everyPage(params: Record<string, string>) {
    const seen: string[] = [];
    const first = await listPublicSaunas(t.db, { q: w, county: "Kerry", ...params }, ON_THE_STOP);
    seen.push(...names(first));
    for (let page = 2; page <= first.pages; page++) seen.push(...names(await listPublicSaunas(t.db, { q: w, county: "Kerry", ...params, page: String(page) }, ON_THE_STOP)));
    expect(first.total).toBe(36);
    return seen;
  }
  const names = (l: Awaited<ReturnType<typeof listPublicSaunas>>) => l.saunas.map((s) => s.name);

  it("pages through every order with no sauna twice and none left out", async () => {
    const byRating = [...expected].sort((a, b) => b.rating - a.rating).map((e) => e.name);
    expect(await everyPage({ sort: "rating" })).toEqual(byRating);
    const byPrice = (dir: 1 | -1) => [...expected].sort((a, b) => dir * (a.price - b.price) || b.rating - a.rating).map((e) => e.name);
    expect(await everyPage({ sort: "price-asc" })).toEqual(byPrice(1));
    expect(await everyPage({ sort: "price-desc" })).toEqual(byPrice(-1));
    // Created one after another: newest first is the reverse.
    expect(await everyPage({ sort: "newest" })).toEqual(expected.map((e) => e.name).reverse());
    // Relevance: every name matches the word alike, so the best rated first.
    expect(await everyPage({ sort: "relevance" })).toEqual(byRating);
    // Nearest first from the south: by latitude.
    expect(await everyPage({ near: "51.5,-9.8" })).toEqual([...expected].sort((a, b) => a.lat - b.lat).map((e) => e.name));
  });
});

describeOnEachDatabase("searches on the day: map markers", (t) => {
  const today = todayInIreland();
  beforeAll(async () => {
    await mobileOnAStop(t, { name: "Wandering Sauna", averageRating: 4.9 },
      { from: addDays(today, -1), to: addDays(today, 1), county: "Kerry", placeName: "Inch Beach", at: INCH });
    await mobileOnAStop(t, { name: "Next Week Sauna", averageRating: 4.8, latitude: 53.27, longitude: -9.05, county: "Galway" },
      { from: addDays(today, 7), to: addDays(today, 9), county: "Kerry", placeName: "Inch Beach", at: INCH });
    await createTestSauna(t, { name: "Kinsale Fixed", averageRating: 4.5 });
  });

  it("places a Mobile sauna's marker at its stop of the day, inside a box around it and not in one around its home", async () => {
    const all = await mapMarkerSet(t.db, new URLSearchParams());
    expect(all.markers.find((m) => m.name === "Wandering Sauna")).toMatchObject({ county: "Kerry", lat: INCH.lat, lng: INCH.lng });
    expect(all.markers.find((m) => m.name === "Next Week Sauna")).toMatchObject({ county: "Galway", lat: 53.27 });

    const aroundInch = await mapMarkerSet(t.db, new URLSearchParams({ bbox: "-10.2,52.0,-9.8,52.3" }));
    expect(aroundInch.markers.map((m) => m.name)).toEqual(["Wandering Sauna"]);
    const aroundKinsale = await mapMarkerSet(t.db, new URLSearchParams({ bbox: "-8.7,51.6,-8.4,51.8" }));
    expect(aroundKinsale.markers.map((m) => m.name)).toEqual(["Kinsale Fixed"]);
    const aroundGalway = await mapMarkerSet(t.db, new URLSearchParams({ bbox: "-9.2,53.2,-8.9,53.4" }));
    expect(aroundGalway.markers.map((m) => m.name)).toEqual(["Next Week Sauna"]);
  });
});
