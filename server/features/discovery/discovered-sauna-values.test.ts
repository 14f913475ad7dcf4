// The discovery rules' new-sauna values (domain/discovery.ts) against the real saunas table:
// they fit its columns and pass its checks (type, status, capacity, coordinates), and a found
// place that is already listed is recognised from the row it became.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { discoveredSaunaValues, isSamePlace } from "#domain/discovery";
import { saunas } from "#server/db/schema/saunas";
import { serpApiSaunasFixture } from "#server/testing/local-serpapi";
import { describeOnEachDatabase } from "#server/testing/test-database";

describeOnEachDatabase("a discovered sauna stored", (t, kind) => {
  it("inserts with the spec's defaults and reads back as a public listing", async () => {
    const place = {
      title: "Salthill Sea Sauna",
      address: "Salthill Promenade, Salthill, Galway, H91 X2C4",
      latitude: 53.2586215,
      longitude: -9.0853372,
      website: "https://salthillseasauna.ie/",
      phone: "+353 91 555 0142",
      rating: 4.8,
      reviews: 312,
      placeId: `ChIJ-values-${kind}`,
    };
    const [row] = await t.db.insert(saunas).values(discoveredSaunaValues(place, { searchType: "hotel sauna", location: "Salthill" })).returning();
    const [stored] = await t.db.select().from(saunas).where(eq(saunas.id, row.id));
    expect(stored).toMatchObject({
      name: "Salthill Sea Sauna",
      type: "Traditional",
      county: "Galway",
      capacity: 4,
      pricePerSession: 50,
      pricePrivate: 50,
      status: "active",
      isPublished: true,
      isClaimed: false,
      ownerId: null,
      placeId: `ChIJ-values-${kind}`,
      description: "Discovered through a maps search: rated 4.8 from 312 reviews.",
    });
    expect(isSamePlace({ placeId: stored.placeId, name: stored.name, address: stored.address }, { placeId: place.placeId, name: place.title, address: place.address })).toBe(true);
  });

  it("stores every place of a recorded maps answer, whatever it lacks", async () => {
    const found = serpApiSaunasFixture().local_results.filter((r) => typeof r.title === "string");
    for (const [i, result] of found.entries()) {
      const place = { title: String(result.title), address: result.address as string | undefined, placeId: `${String(result.place_id)}-${kind}-${i}` };
      await t.db.insert(saunas).values(discoveredSaunaValues(place, { searchType: "mobile sauna" }));
    }
    const stored = await t.db.select({ type: saunas.type, county: saunas.county }).from(saunas).where(eq(saunas.type, "Mobile"));
    expect(stored).toHaveLength(found.length);
    expect(stored.every((s) => s.county === "Galway")).toBe(true);
  });
});
