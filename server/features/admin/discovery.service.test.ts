// Discover Saunas against a local server that answers in SerpApi's own format: searching marks
// places new or existing (place id, else name and address), adding takes docs/product.md §9's defaults and
// logs the admin, a place is never added twice — not even by twenty requests at once on
// PostgreSQL — and only a super administrator may search or add.
import { eq, inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { LOCATION_REQUIRED_MESSAGE } from "#domain/discovery";
import { ANONYMOUS } from "#server/auth/actor";
import { adminActivityLog } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { serpApiGoogleMaps } from "#server/integrations/maps-search/serpapi-google-maps";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { startLocalSerpApi, type LocalSerpApi } from "#server/testing/local-serpapi";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { addDiscoveredSauna, DISCOVERY_NOT_CONFIGURED, searchForSaunas, SIGN_IN_TO_ADD } from "./discovery.service";

let serial = 0;

/** A place as SerpApi's local_results hold it, unique to this test run unless told otherwise. */
function serpPlace(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    position: serial,
    title: `Foundword${serial} Sea Sauna`,
    place_id: `ChIJ-test-${Date.now()}-${serial}`,
    gps_coordinates: { latitude: 53.2586, longitude: -9.0853 },
    rating: 4.7,
    reviews: 120,
    address: `${serial} Promenade, Salthill, Co. Galway`,
    phone: "+353 91 555 0142",
    website: "https://example.ie/",
    thumbnail: "https://lh5.googleusercontent.com/p/test=w80-h106-k-no",
    ...overrides,
  };
}

/** The form a result card posts for 'Add to Directory'. */
function addForm(place: ReturnType<typeof serpPlace>, search: Record<string, string> = { searchType: "sauna", county: "Galway" }) {
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return {
    title: place.title,
    address: text(place.address),
    latitude: text(place.gps_coordinates?.latitude),
    longitude: text(place.gps_coordinates?.longitude),
    website: text(place.website),
    phone: text(place.phone),
    rating: text(place.rating),
    reviews: text(place.reviews),
    placeId: text(place.place_id),
    ...search,
  };
}

describeOnEachDatabase("Discover Saunas", (t) => {
  let provider: LocalSerpApi | undefined;
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });

  /** A maps provider that answers with these places. */
  async function mapsAnswering(places: unknown[]) {
    provider = await startLocalSerpApi({ answer: () => ({ body: { search_metadata: { status: "Success" }, local_results: places } }) });
    return serpApiGoogleMaps({ apiKey: provider.apiKey, baseUrl: provider.url });
  }

  it("searches the maps for the business type in the place, and counts found places as new or existing", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const byPlaceId = serpPlace();
    const byNameAndAddress = serpPlace({ title: "Dún Laoghaire Harbour Sauna & Spa", address: "West Pier, Dún Laoghaire, Co. Dublin A96 K2F4", place_id: undefined });
    const fresh = serpPlace();
    await createTestSauna(t, { name: "Listed under its place id", placeId: byPlaceId.place_id });
    // Listed by a host, spelled differently: case, accents, "and", "County", the Eircode's space, "Ireland".
    await createTestSauna(t, { name: "DUN LAOGHAIRE Harbour Sauna and Spa", address: "West Pier, Dun Laoghaire, County Dublin, A96K2F4, Ireland" });
    const maps = await mapsAnswering([byPlaceId, byNameAndAddress, fresh, { ...fresh, position: 99 }]);

    const answer = await searchForSaunas(t.db, superAdmin, maps, { searchType: "spa sauna", location: " Salthill ", county: "Galway" });
    expect(provider!.requests[0].get("q")).toBe("spa sauna in Salthill, County Galway, Ireland");
    expect(answer.search).toEqual({ searchType: "spa sauna", location: "Salthill", county: "Galway" });
    expect(answer.results.map((r) => [r.title, r.existing])).toEqual([
      [byPlaceId.title, true],
      [byNameAndAddress.title, true],
      [fresh.title, false],
    ]);
    expect({ total: answer.total, new: answer.new, existing: answer.existing }).toEqual({ total: 3, new: 1, existing: 2 });
    expect(answer.results[2]).toMatchObject({ address: fresh.address, rating: 4.7, reviews: 120, phone: "+353 91 555 0142", website: "https://example.ie/", thumbnail: fresh.thumbnail, placeId: fresh.place_id });
  });

  it("needs a location or a county, a configured provider, and says what the provider's failure was", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const maps = await mapsAnswering([]);
    await expect(searchForSaunas(t.db, superAdmin, maps, { searchType: "sauna", location: "  ", county: "Narnia" })).rejects.toMatchObject({ status: 400, message: LOCATION_REQUIRED_MESSAGE });
    expect(provider!.requests).toHaveLength(0);
    await expect(searchForSaunas(t.db, superAdmin, null, { county: "Cork" })).rejects.toMatchObject({ message: DISCOVERY_NOT_CONFIGURED });
    // A provider that refuses our key (SerpApi's 401 and its own words).
    await provider!.close();
    provider = await startLocalSerpApi();
    const refusing = serpApiGoogleMaps({ apiKey: "not-the-key", baseUrl: provider.url });
    await expect(searchForSaunas(t.db, superAdmin, refusing, { county: "Cork" })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("The maps search failed: Invalid API key") });
    expect(await searchForSaunas(t.db, superAdmin, await mapsAnswering([]), { location: "Achill" })).toMatchObject({ results: [], total: 0, new: 0, existing: 0 });
  });

  it("adds a found place with the spec's defaults, unowned and claimable, and logs the admin who added it", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"], name: "Orla Super" });
    const place = serpPlace({ title: "Kinvara Quay Sauna", address: "The Quay, Kinvara, Co. Galway", rating: 4.9, reviews: 87 });
    const added = await addDiscoveredSauna(t.db, superAdmin, addForm(place, { searchType: "mobile sauna", location: "Kinvara" }));
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, added.id));
    expect(row).toMatchObject({
      name: "Kinvara Quay Sauna",
      type: "Mobile",
      county: "Galway",
      location: "The Quay, Kinvara, Co. Galway",
      address: "The Quay, Kinvara, Co. Galway",
      capacity: 4,
      pricePerSession: 50,
      pricePrivate: 50,
      status: "active",
      isPublished: true,
      ownerId: null,
      isClaimed: false,
      placeId: place.place_id,
      latitude: 53.2586,
      longitude: -9.0853,
      website: "https://example.ie/",
      description: "Discovered through a maps search: rated 4.9 from 87 reviews.",
      discoveryKey: "name-address:kinvara quay sauna|the quay kinvara co galway",
    });
    expect((await listPublicSaunas(t.db, { q: "kinvara quay" })).saunas.map((s) => s.id)).toContain(added.id);
    const log = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, added.id));
    expect(log).toEqual([expect.objectContaining({ action: "Added Kinvara Quay Sauna from Discover Saunas", actorId: superAdmin.userId, entityType: "sauna" })]);

    // A second search shows it as existing.
    const again = await searchForSaunas(t.db, superAdmin, await mapsAnswering([place]), { county: "Galway" });
    expect(again.results.map((r) => r.existing)).toEqual([true]);
  });

  it("refuses to add a place twice: by place id, by name and address, and after the listing was renamed", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const place = serpPlace();
    const first = await addDiscoveredSauna(t.db, superAdmin, addForm(place));
    const [{ discoveryKey }] = await t.db.select({ discoveryKey: saunas.discoveryKey }).from(saunas).where(eq(saunas.id, first.id));
    const already = { status: 409, message: `${place.title} is already in the directory` };
    await expect(addDiscoveredSauna(t.db, superAdmin, addForm(place))).rejects.toMatchObject(already);
    // The same place under another place id (or none): its name and address give it away.
    await expect(addDiscoveredSauna(t.db, superAdmin, addForm({ ...place, place_id: "ChIJ-other-id" }))).rejects.toMatchObject(already);
    await expect(addDiscoveredSauna(t.db, superAdmin, addForm({ ...place, place_id: undefined as unknown as string, title: place.title.toUpperCase() }))).rejects.toMatchObject({ status: 409 });
    // An admin renames the listing: the place is still the one in the directory.
    await t.db.update(saunas).set({ name: "Renamed By An Admin", placeId: null }).where(eq(saunas.id, first.id));
    const search = await searchForSaunas(t.db, superAdmin, await mapsAnswering([{ ...place, place_id: "ChIJ-yet-another" }]), { county: "Galway" });
    expect(search.existing).toBe(1);
    await expect(addDiscoveredSauna(t.db, superAdmin, addForm({ ...place, place_id: "ChIJ-yet-another" }))).rejects.toMatchObject(already);
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.discoveryKey, discoveryKey!))).toHaveLength(1);
  });

  it("adds a place without an address once, keyed by its name and county", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    const place = serpPlace({ address: undefined, place_id: undefined, title: `Nowhereword${serial} Sauna` });
    const added = await addDiscoveredSauna(t.db, superAdmin, addForm(place, { searchType: "sauna", county: "Mayo", location: "Achill" }));
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, added.id));
    expect(row).toMatchObject({ county: "Mayo", location: "Achill", address: null, placeId: null });
    await expect(addDiscoveredSauna(t.db, superAdmin, addForm(place, { searchType: "sauna", county: "Mayo" }))).rejects.toMatchObject({ status: 409 });
    const search = await searchForSaunas(t.db, superAdmin, await mapsAnswering([place]), { county: "Mayo" });
    expect(search.existing).toBe(1);
  });

  it("refuses a place without a name", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    await expect(addDiscoveredSauna(t.db, superAdmin, { title: "   ", county: "Cork" })).rejects.toMatchObject({ status: 400 });
    await expect(addDiscoveredSauna(t.db, superAdmin, {})).rejects.toMatchObject({ status: 400 });
  });

  it("adds one row when twenty requests add the same place at once", async () => {
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    for (const place of [serpPlace(), serpPlace({ place_id: undefined })]) {
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => addDiscoveredSauna(t.db, superAdmin, addForm(place))));
      const added = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(added).toHaveLength(1);
      expect(refused.map((r) => [r.reason.status, r.reason.message])).toEqual(Array(19).fill([409, `${place.title} is already in the directory`]));
      expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.name, place.title))).toHaveLength(1);
    }
  });

  it("is refused to a visitor, a guest, an owner and a plain admin, who search nothing and add nothing", async () => {
    const maps = await mapsAnswering([serpPlace()]);
    const place = serpPlace();
    const guest = await createTestUser(t);
    const owner = await createTestUser(t, { isOwner: true });
    const admin = await createTestUser(t, { roles: ["admin"] });
    await expect(searchForSaunas(t.db, ANONYMOUS, maps, { county: "Cork" })).rejects.toMatchObject({ status: 401 });
    await expect(addDiscoveredSauna(t.db, ANONYMOUS, addForm(place))).rejects.toMatchObject({ status: 401, message: SIGN_IN_TO_ADD });
    for (const who of [guest, owner, admin]) {
      await expect(searchForSaunas(t.db, who, maps, { county: "Cork" })).rejects.toMatchObject({ status: 403 });
      await expect(addDiscoveredSauna(t.db, who, addForm(place))).rejects.toMatchObject({ status: 403, message: "You don't have permission to access this area" });
    }
    expect(provider!.requests).toHaveLength(0);
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(inArray(saunas.name, [place.title]))).toEqual([]);
  });
});
