import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AMENITY_FILTERS, amenityMaskOf, toggleAmenityFilter } from "#domain/amenity-filters";
import { LISTING_PAGE_SIZE, LISTING_RESULT_CAP } from "#domain/constants";
import { listingHref } from "#domain/listing-query";
import { LOCALES } from "#domain/locales";
import { CATALOGUES } from "#server/i18n/messages";
import { parseListingQuery } from "./listing-query";
import { saunas } from "#server/db/schema/saunas";
import { createTestSauna } from "#server/testing/fixtures";
import { describeOnEachDatabase, openTestDatabase } from "#server/testing/test-database";
import { countPublicSaunasByCounty, listPublicSaunas, mapMarkers, toPrefixTsQuery, topRatedSaunas, type AmenityCount } from "./sauna-listing.service";

describe("toPrefixTsQuery", () => {
  it("keeps only words, as prefixes joined with &", () => {
    expect(toPrefixTsQuery("Wood fired")).toBe("wood:* & fired:*");
    expect(toPrefixTsQuery("wood-fired, Kinsale!")).toBe("wood:* & fired:* & kinsale:*");
    expect(toPrefixTsQuery("Éire")).toBe("éire:*");
  });
  it("drops tsquery operators and SQL", () => {
    expect(toPrefixTsQuery("&|!:*")).toBeNull();
    expect(toPrefixTsQuery("'); drop table saunas; --")).toBe("drop:* & table:* & saunas:*");
    expect(toPrefixTsQuery("a:* | !b <-> (c)")).toBe("a:* & b:* & c:*");
  });
  it("limits the number and length of words", () => {
    expect(toPrefixTsQuery("x".repeat(2000))).toBe(`${"x".repeat(40)}:*`);
    expect(toPrefixTsQuery("a b c d e f g h i j k")!.split(" & ")).toHaveLength(8);
  });
});

describe("parseListingQuery", () => {
  it("ignores unknown counties, types and sorts, and garbage", () => {
    expect(parseListingQuery(new URLSearchParams("county=Atlantis&type=Steam&sort=random&page=abc&minPrice=cheap"))).toEqual({ page: 1 });
  });
  it("accepts values in any letter case", () => {
    expect(parseListingQuery(new URLSearchParams("county=cork&type=sea%20view&sort=PRICE-ASC"))).toEqual({
      county: "Cork", type: "Sea View", sort: "price-asc", page: 1,
    });
  });
  it("clamps the page and swaps a reversed price range", () => {
    expect(parseListingQuery(new URLSearchParams("page=0")).page).toBe(1);
    expect(parseListingQuery(new URLSearchParams("page=-3")).page).toBe(1);
    expect(parseListingQuery(new URLSearchParams("page=99999999999999999999")).page).toBe(10_000);
    expect(parseListingQuery(new URLSearchParams("minPrice=60&maxPrice=20"))).toMatchObject({ minPrice: 20, maxPrice: 60 });
  });
  it("trims and shortens the text query", () => {
    expect(parseListingQuery(new URLSearchParams("q=%20%20"))).toEqual({ page: 1 });
    expect(parseListingQuery(new URLSearchParams(`q=${"y".repeat(2000)}`)).q).toHaveLength(100);
  });
});

describeOnEachDatabase("public sauna lists", (t, kind) => {
  beforeAll(async () => {
    // A small, known directory. Names are unique to this file so the assertions are exact.
    await createTestSauna(t, { name: "Kinsale Harbour Barrel", county: "Cork", type: "Wood-Fired", pricePerSession: 40, averageRating: 4.8, totalReviews: 12, amenities: ["Cold Plunge", "Shower"], description: "Steam by the harbour." });
    await createTestSauna(t, { name: "Salthill Sea Sauna", county: "Galway", type: "Sea View", pricePerSession: 30, averageRating: 4.6, totalReviews: 30, featured: true, location: "Salthill" });
    await createTestSauna(t, { name: "Inch Beach Mobile", county: "Kerry", location: "Inch", type: "Mobile", pricePerSession: 25, averageRating: 4.9, totalReviews: 4 });
    await createTestSauna(t, { name: "Dublin Infrared Studio", county: "Dublin", location: "Portobello", type: "Infrared", pricePerSession: 55, averageRating: 3.9, totalReviews: 8, latitude: null, longitude: null, featured: true });
    await createTestSauna(t, { name: "Lahinch Spa House", county: "Clare", location: "Lahinch", type: "Spa", pricePerSession: 70, averageRating: 4.2, totalReviews: 2 });
    // Never public: pending, suspended, unpublished.
    await createTestSauna(t, { name: "Hidden Pending Sauna", county: "Cork", status: "pending", isPublished: false, averageRating: 5 });
    await createTestSauna(t, { name: "Hidden Suspended Sauna", county: "Cork", status: "suspended", averageRating: 5, featured: true });
    await createTestSauna(t, { name: "Hidden Unpublished Sauna", county: "Cork", isPublished: false, averageRating: 5 });
  });

  const names = (r: { saunas: { name: string }[] } | { name: string }[]) => ("saunas" in r ? r.saunas : r).map((s) => s.name);
  const HIDDEN = ["Hidden Pending Sauna", "Hidden Suspended Sauna", "Hidden Unpublished Sauna"];

  it("lists only public saunas, best rated first", async () => {
    const result = await listPublicSaunas(t.db, {});
    expect(names(result)).toEqual([
      "Inch Beach Mobile", "Kinsale Harbour Barrel", "Salthill Sea Sauna", "Lahinch Spa House", "Dublin Infrared Studio",
    ]);
    expect(result).toMatchObject({ total: 5, page: 1, pages: 1, sort: "rating" });
    expect(result.saunas[0]).toMatchObject({ county: "Kerry", location: "Inch", type: "Mobile", averageRating: 4.9, totalReviews: 4, pricePerSession: 25 });
  });

  it("finds saunas by a prefix of their name, county, location or amenity", async () => {
    expect(names(await listPublicSaunas(t.db, { q: "kins", page: 1 }))).toEqual(["Kinsale Harbour Barrel"]);
    expect(names(await listPublicSaunas(t.db, { q: "galw", page: 1 }))).toEqual(["Salthill Sea Sauna"]);
    expect(names(await listPublicSaunas(t.db, { q: "salthill", page: 1 }))).toEqual(["Salthill Sea Sauna"]);
    expect(names(await listPublicSaunas(t.db, { q: "plunge", page: 1 }))).toEqual(["Kinsale Harbour Barrel"]);
    expect(names(await listPublicSaunas(t.db, { q: "HARBOUR barrel", page: 1 }))).toEqual(["Kinsale Harbour Barrel"]);
    expect(names(await listPublicSaunas(t.db, { q: "wood-fired", page: 1 }))).toEqual(["Kinsale Harbour Barrel"]);
    expect((await listPublicSaunas(t.db, { q: "kins", page: 1 })).sort).toBe("relevance");
  });

  it("never shows pending, suspended or unpublished saunas, whatever the query", async () => {
    for (const q of ["hidden", "cork", "sauna"]) {
      const result = await listPublicSaunas(t.db, { q, page: 1 });
      for (const hidden of HIDDEN) expect(names(result)).not.toContain(hidden);
    }
    expect(names(await listPublicSaunas(t.db, { county: "Cork", page: 1 }))).toEqual(["Kinsale Harbour Barrel"]);
    for (const hidden of HIDDEN) {
      expect(names(await topRatedSaunas(t.db, 10))).not.toContain(hidden);
      expect((await mapMarkers(t.db)).map((m) => m.name)).not.toContain(hidden);
    }
  });

  it("ranks by relevance: a name match beats a description match", async () => {
    const result = await listPublicSaunas(t.db, { q: "harbour", page: 1 });
    expect(names(result)[0]).toBe("Kinsale Harbour Barrel");
  });

  it("answers hostile queries normally", async () => {
    for (const q of ["'); drop table saunas; --", "&|!:*", "x".repeat(2000), "\\", "%_", "(((", "a <-> b", "\u0000"]) {
      const result = await listPublicSaunas(t.db, new URLSearchParams({ q }));
      expect(result.page).toBe(1);
      expect(result.total).toBeGreaterThanOrEqual(0);
    }
    // Operators alone leave nothing to search for: the whole list.
    expect((await listPublicSaunas(t.db, new URLSearchParams({ q: "&|!:*" }))).total).toBe(5);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(saunas);
    expect(n).toBe(8);
  });

  it("filters by county, type and price range", async () => {
    expect(names(await listPublicSaunas(t.db, { county: "Galway", page: 1 }))).toEqual(["Salthill Sea Sauna"]);
    expect(names(await listPublicSaunas(t.db, { type: "Spa", page: 1 }))).toEqual(["Lahinch Spa House"]);
    expect(names(await listPublicSaunas(t.db, { minPrice: 30, maxPrice: 55, page: 1 }))).toEqual([
      "Kinsale Harbour Barrel", "Salthill Sea Sauna", "Dublin Infrared Studio",
    ]);
    expect((await listPublicSaunas(t.db, { county: "Galway", type: "Spa", page: 1 })).total).toBe(0);
  });

  it("ignores invalid filters instead of failing", async () => {
    const result = await listPublicSaunas(t.db, new URLSearchParams("county=Atlantis&type=Steam&page=-1&minPrice=abc&sort=%27"));
    expect(result.total).toBe(5);
    expect(result.query).toEqual({ page: 1 });
  });

  it("sorts by price and by newest", async () => {
    expect(names(await listPublicSaunas(t.db, { sort: "price-asc", page: 1 }))[0]).toBe("Inch Beach Mobile");
    expect(names(await listPublicSaunas(t.db, { sort: "price-desc", page: 1 }))[0]).toBe("Lahinch Spa House");
    expect(names(await listPublicSaunas(t.db, { sort: "newest", page: 1 }))[0]).toBe("Lahinch Spa House");
  });

  it("pages through the results with a total count", async () => {
    const county = "Leitrim";
    for (let i = 0; i < LISTING_PAGE_SIZE + 3; i++) {
      await createTestSauna(t, { name: `Leitrim Lake Sauna ${i}`, county, type: "Traditional", averageRating: (i % 10) / 2 });
    }
    const first = await listPublicSaunas(t.db, { county, page: 1 });
    expect(first).toMatchObject({ total: LISTING_PAGE_SIZE + 3, pages: 2, page: 1 });
    expect(first.saunas).toHaveLength(LISTING_PAGE_SIZE);
    const second = await listPublicSaunas(t.db, { county, page: 2 });
    expect(second.saunas).toHaveLength(3);
    const all = new Set([...names(first), ...names(second)]);
    expect(all.size).toBe(LISTING_PAGE_SIZE + 3);
    // A page past the end shows the last page.
    const beyond = await listPublicSaunas(t.db, new URLSearchParams({ county, page: "99" }));
    expect(beyond.page).toBe(2);
    expect(names(beyond)).toEqual(names(second));
  });

  it("counts and pages through at most the cap of matches, and says there are more", async () => {
    const t2 = await openTestDatabase(kind);
    try {
      await t2.db.insert(saunas).values(Array.from({ length: LISTING_RESULT_CAP + 30 }, (_, i) => ({
        name: `Capped Sauna ${i}`, type: "Wood-Fired", county: "Mayo", status: "active", isPublished: true, averageRating: (i % 50) / 10,
      })));
      const first = await listPublicSaunas(t2.db, {});
      expect(first).toMatchObject({ total: LISTING_RESULT_CAP, totalCapped: true, pages: LISTING_RESULT_CAP / LISTING_PAGE_SIZE });
      const deep = await listPublicSaunas(t2.db, { page: "4000" });
      expect(deep.page).toBe(LISTING_RESULT_CAP / LISTING_PAGE_SIZE);
      expect(deep.saunas).toHaveLength(LISTING_PAGE_SIZE);
      const searched = await listPublicSaunas(t2.db, { q: "capped" });
      expect(searched).toMatchObject({ total: LISTING_RESULT_CAP, totalCapped: true, sort: "relevance" });
      expect(searched.saunas).toHaveLength(LISTING_PAGE_SIZE);
      // A narrower filter is counted exactly.
      const narrow = await listPublicSaunas(t2.db, { q: "capped 7" });
      expect(narrow.totalCapped).toBe(false);
    } finally {
      await t2.close();
    }
  });

  it("puts featured saunas first among the top rated, but only well-rated ones", async () => {
    const top = await topRatedSaunas(t.db, 4);
    expect(top[0].name).toBe("Salthill Sea Sauna");
    const rest = top.slice(1).map((s) => s.averageRating);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    // Featured but rated 3.9: not a top-rated experience.
    expect(names(top)).not.toContain("Dublin Infrared Studio");
  });

  it("counts public saunas per county", async () => {
    expect(await countPublicSaunasByCounty(t.db, ["Cork", "Galway", "Donegal"])).toEqual({ Cork: 1, Galway: 1, Donegal: 0 });
  });

  it("gives map markers for public saunas with coordinates, optionally of one type", async () => {
    const markers = await mapMarkers(t.db);
    expect(markers.map((m) => m.name)).not.toContain("Dublin Infrared Studio");
    expect(markers.find((m) => m.name === "Salthill Sea Sauna")).toMatchObject({ type: "Sea View", county: "Galway", rating: 4.6, price: 30, lat: 51.7059, lng: -8.5222 });
    expect((await mapMarkers(t.db, "Sea View")).map((m) => m.name)).toEqual(["Salthill Sea Sauna"]);
  });
});

describe("amenity filters in the URL", () => {
  it("keeps the known chips, in the chips' order, each once, in any letter case, comma-separated or repeated", () => {
    expect(parseListingQuery(new URLSearchParams("amenities=dog-friendly,COLD-PLUNGE,,nope,cold-plunge"))).toEqual({ amenities: ["cold-plunge", "dog-friendly"], page: 1 });
    expect(parseListingQuery(new URLSearchParams("amenities=parking&amenities=sea-swim")).amenities).toEqual(["sea-swim", "parking"]);
    expect(parseListingQuery(new URLSearchParams("amenities=%3Cscript%3E&amenities=")).amenities).toBeUndefined();
    expect(parseListingQuery({ amenities: ["towels", 7, null], page: 1 }).amenities).toEqual(["towels"]);
  });
  it("round-trips through the listing's links", () => {
    const query = parseListingQuery(new URLSearchParams("county=Cork&amenities=step-free,wood-fired"));
    expect(listingHref(query)).toBe("/saunas?county=Cork&amenities=wood-fired%2Cstep-free");
    expect(parseListingQuery(new URL(listingHref(query), "http://x").searchParams)).toEqual(query);
    expect(toggleAmenityFilter(["wood-fired"], "step-free")).toEqual(["wood-fired", "step-free"]);
    expect(toggleAmenityFilter(["wood-fired", "step-free"], "wood-fired")).toEqual(["step-free"]);
  });
});

describeOnEachDatabase("amenity filters and their counts", (t, kind) => {
  beforeAll(async () => {
    await createTestSauna(t, { name: "Cork Sea Barrel", county: "Cork", type: "Wood-Fired", pricePerSession: 40, averageRating: 4.9, amenities: ["Wood-Fired", "Cold Plunge", "Sea Access", "Dog-Friendly"] });
    await createTestSauna(t, { name: "Cork City Cabin", county: "Cork", type: "Traditional", pricePerSession: 60, averageRating: 4.5, amenities: ["Electric Heater", "Shower", "Step-Free Access", "Parking"] });
    await createTestSauna(t, { name: "Galway Bay Barrel", county: "Galway", type: "Wood-Fired", pricePerSession: 30, averageRating: 4.7, amenities: ["Wood-Fired", "Sea Access", "Cold Plunge", "Cold Plunge"] });
    await createTestSauna(t, { name: "Kerry Infrared Rooms", county: "Kerry", type: "Infrared", pricePerSession: 50, averageRating: 4.1, amenities: ["Infrared Heater", "Towels Provided", "Step-Free Access", "Dog-Friendly"] });
    await createTestSauna(t, { name: "Cork Plain Spa", county: "Cork", type: "Spa", pricePerSession: 45, averageRating: 3.9, amenities: [] });
    await createTestSauna(t, { name: "Cork Pending Plunge", county: "Cork", type: "Wood-Fired", status: "pending", isPublished: false, amenities: ["Cold Plunge", "Dog-Friendly"] });
  });

  const names = (r: { saunas: { name: string }[] }) => r.saunas.map((s) => s.name);
  const counts = (r: { amenityCounts: AmenityCount[] }) => Object.fromEntries(r.amenityCounts.filter((c) => c.count > 0).map((c) => [c.slug, c.count]));
  const list = (params: string) => listPublicSaunas(t.db, new URLSearchParams(params));

  it("narrows the list to saunas with every chip that is on, combined with county, type, price and text", async () => {
    expect(names(await list("amenities=cold-plunge"))).toEqual(["Cork Sea Barrel", "Galway Bay Barrel"]);
    expect(names(await list("amenities=cold-plunge,dog-friendly"))).toEqual(["Cork Sea Barrel"]);
    expect(names(await list("amenities=step-free&county=Cork"))).toEqual(["Cork City Cabin"]);
    expect(names(await list("amenities=sea-swim&type=Wood-Fired&maxPrice=35"))).toEqual(["Galway Bay Barrel"]);
    expect(names(await list("amenities=dog-friendly&q=kerry"))).toEqual(["Kerry Infrared Rooms"]);
    expect((await list("amenities=private-hire")).total).toBe(0);
    // Unknown chips are ignored, like every listing parameter: the whole list.
    expect((await list("amenities=hot-tub,%00")).total).toBe(5);
  });

  it("counts each chip for the whole directory, a county, a type, never counting hidden saunas or a repeat twice", async () => {
    expect(counts(await list(""))).toEqual({
      "wood-fired": 2, electric: 1, infrared: 1, "cold-plunge": 2, "sea-swim": 2, showers: 1, towels: 1, "step-free": 2, "dog-friendly": 2, parking: 1,
    });
    expect(counts(await list("county=Cork"))).toEqual({ "wood-fired": 1, electric: 1, "cold-plunge": 1, "sea-swim": 1, showers: 1, "step-free": 1, "dog-friendly": 1, parking: 1 });
    expect(counts(await list("county=Cork&type=Wood-Fired"))).toEqual({ "wood-fired": 1, "cold-plunge": 1, "sea-swim": 1, "dog-friendly": 1 });
    expect((await list("")).amenityCounts.map((c) => c.slug)).toEqual(AMENITY_FILTERS.map((f) => f.slug));
  });

  it("counts each chip within the current search: the chips that are on, text and price", async () => {
    // A chip that is on counts the search itself; the others what adding them would leave.
    expect(counts(await list("amenities=cold-plunge"))).toEqual({ "wood-fired": 2, "cold-plunge": 2, "sea-swim": 2, "dog-friendly": 1 });
    expect(counts(await list("maxPrice=45"))).toEqual({ "wood-fired": 2, "cold-plunge": 2, "sea-swim": 2, "dog-friendly": 1 });
    expect(counts(await list("q=kerry"))).toEqual({ infrared: 1, towels: 1, "step-free": 1, "dog-friendly": 1 });
    expect(counts(await list("amenities=private-hire"))).toEqual({});
    // The same counts whichever way they are found: kept by the triggers, or counted live.
    expect(counts(await list("county=Cork&minPrice=0"))).toEqual(counts(await list("county=Cork")));
  });

  it("keeps the counts exact as hosts tick and untick amenities and saunas are hidden, shown or deleted", async () => {
    const [kerry] = await t.db.select().from(saunas).where(eq(saunas.name, "Kerry Infrared Rooms"));
    await t.db.update(saunas).set({ amenities: ["Infrared Heater", "Private Hire"] }).where(eq(saunas.id, kerry.id));
    const ticked = counts(await list(""));
    expect(ticked).toMatchObject({ "step-free": 1, "dog-friendly": 1, "private-hire": 1 });
    expect(ticked.towels).toBeUndefined();
    // The filter and a search's own counts (amenity_mask, which PostgreSQL recomputes) follow too.
    expect(names(await list("amenities=private-hire"))).toEqual(["Kerry Infrared Rooms"]);
    expect(names(await list("amenities=towels"))).toEqual([]);
    expect(names(await list("amenities=dog-friendly&q=kerry"))).toEqual([]);
    expect(counts(await list("amenities=infrared"))).toEqual({ infrared: 1, "private-hire": 1 });
    expect(counts(await list("q=kerry"))).toEqual({ infrared: 1, "private-hire": 1 });
    await t.db.update(saunas).set({ isPublished: false }).where(eq(saunas.id, kerry.id));
    expect(counts(await list(""))["private-hire"]).toBeUndefined();
    await t.db.update(saunas).set({ isPublished: true, county: "Clare" }).where(eq(saunas.id, kerry.id));
    expect(counts(await list("county=Clare"))).toEqual({ infrared: 1, "private-hire": 1 });
    await t.db.delete(saunas).where(eq(saunas.id, kerry.id));
    expect(counts(await list(""))).toEqual({ "wood-fired": 2, electric: 1, "cold-plunge": 2, "sea-swim": 2, showers: 1, "step-free": 1, "dog-friendly": 1, parking: 1 });
  });

  it("finds by text every sauna a chip finds, by the chip's words in English and in Irish, with or without fadas", async () => {
    for (const { slug } of AMENITY_FILTERS) {
      const filtered = names(await list(`amenities=${slug}`)).sort();
      for (const locale of LOCALES) {
        const label = CATALOGUES[locale].saunas[`amenity.${slug}`];
        for (const q of new Set([label, label.normalize("NFD").replace(/\p{M}/gu, "")])) {
          const found = names(await list(`q=${encodeURIComponent(q)}`));
          expect(filtered.filter((name) => !found.includes(name)), `'${q}' (${locale}) misses saunas the ${slug} chip finds`).toEqual([]);
        }
      }
    }
    // The words of the chip's amenity alone, not a description's: none of these saunas has one.
    expect(names(await list("q=sea%20swim"))).toEqual(["Cork Sea Barrel", "Galway Bay Barrel"]);
    expect(names(await list("q=sn%C3%A1mh%20farraige"))).toEqual(["Cork Sea Barrel", "Galway Bay Barrel"]);
    expect(names(await list("q=snamh%20farraige&county=Galway"))).toEqual(["Galway Bay Barrel"]);
    // The host's checkbox words find it too, in both languages ('Step-free access', 'Rochtain gan chéimeanna').
    expect(names(await list("q=rochtain%20gan%20ch%C3%A9imeanna"))).toEqual(["Cork City Cabin"]);
    expect(names(await list("q=step%20free%20access"))).toEqual(["Cork City Cabin"]);
    expect(names(await list("q=f%C3%A1ilte%20roimh%20mhadra%C3%AD"))).toEqual(["Cork Sea Barrel"]);
    // Never a hidden sauna's, nor one without the amenity.
    expect(names(await list("q=dog%20friendly"))).not.toContain("Cork Pending Plunge");
    expect(names(await list("q=tumadh%20fuar"))).toEqual(["Cork Sea Barrel", "Galway Bay Barrel"]);
  });

  it("follows a host's ticks: the amenity's words come and go with it", async () => {
    const [plain] = await t.db.select().from(saunas).where(eq(saunas.name, "Cork Plain Spa"));
    expect(names(await list("q=lake%20swim"))).toEqual([]);
    await t.db.update(saunas).set({ amenities: ["Lake Access"] }).where(eq(saunas.id, plain.id));
    expect(names(await list("q=lake%20swim"))).toEqual(["Cork Plain Spa"]);
    expect(names(await list("q=sn%C3%A1mh%20locha"))).toEqual(["Cork Plain Spa"]);
    await t.db.update(saunas).set({ amenities: [] }).where(eq(saunas.id, plain.id));
    expect(names(await list("q=sn%C3%A1mh%20locha"))).toEqual([]);
  });

  it("keeps each sauna's amenity_mask to its amenities, bit n for AMENITY_FILTERS[n]", async () => {
    const rows = await t.db.select({ amenities: saunas.amenities, mask: saunas.amenityMask }).from(saunas);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.mask).toBe(amenityMaskOf(AMENITY_FILTERS.filter((f) => row.amenities.includes(f.amenity)).map((f) => f.slug)));
    }
    expect(amenityMaskOf(["wood-fired"])).toBe(1);
    expect(amenityMaskOf(["private-hire", "electric"])).toBe((1 << (AMENITY_FILTERS.length - 1)) | 2);
  });

  it("counts a wide search's chips among the matches its total counted, and says there may be more", async () => {
    const t2 = await openTestDatabase(kind);
    try {
      await t2.db.insert(saunas).values(Array.from({ length: LISTING_RESULT_CAP + 30 }, (_, i) => ({
        name: `Capped Plunge ${i}`, type: "Wood-Fired", county: "Mayo", status: "active", isPublished: true,
        amenities: i % 2 ? ["Cold Plunge", "Parking"] : ["Cold Plunge"],
      })));
      const wide = await listPublicSaunas(t2.db, { q: "capped" });
      expect(wide).toMatchObject({ total: LISTING_RESULT_CAP, totalCapped: true });
      const bySlug = Object.fromEntries(wide.amenityCounts.map((c) => [c.slug, c]));
      expect(bySlug["cold-plunge"]).toEqual({ slug: "cold-plunge", count: LISTING_RESULT_CAP, capped: true });
      // Counted among the matches the total counted: at least that many ("599+"), never more than there are.
      expect(bySlug.parking).toMatchObject({ slug: "parking", capped: true });
      expect(bySlug.parking.count).toBeGreaterThan(0);
      expect(bySlug.parking.count).toBeLessThanOrEqual((LISTING_RESULT_CAP + 30) / 2);
      // No sauna of the directory has it: exactly none, not "0+".
      expect(bySlug["dog-friendly"]).toEqual({ slug: "dog-friendly", count: 0, capped: false });
      const on = await listPublicSaunas(t2.db, { q: "capped", amenities: ["parking"] });
      expect(Object.fromEntries(on.amenityCounts.map((c) => [c.slug, c.count]))).toMatchObject({ parking: (LISTING_RESULT_CAP + 30) / 2, "cold-plunge": (LISTING_RESULT_CAP + 30) / 2 });
      expect(Object.fromEntries((await listPublicSaunas(t2.db, {})).amenityCounts.map((c) => [c.slug, c.count]))).toMatchObject({ "cold-plunge": LISTING_RESULT_CAP, parking: (LISTING_RESULT_CAP + 30) / 2 });
    } finally {
      await t2.close();
    }
  });
});
