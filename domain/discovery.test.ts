import { describe, expect, it } from "vitest";
import { SAUNA_TYPES } from "./constants";
import {
  countyForDiscoveredSauna,
  countyFromAddress,
  DISCOVERY_BUSINESS_TYPES,
  discoveredSaunaDescription,
  discoveredSaunaValues,
  duplicateKeys,
  hasSearchArea,
  isSamePlace,
  locationForDiscoveredSauna,
  markExistingPlaces,
  normaliseForDuplicate,
  readDiscoverySearch,
  saunaTypeForSearchType,
} from "./discovery";

describe("discovery business types", () => {
  it("offers the spec's five, in its order", () => {
    expect(DISCOVERY_BUSINESS_TYPES.map((t) => t.label)).toEqual(["Sauna", "Spa with Sauna", "Wellness Center", "Hotel Sauna", "Mobile Sauna"]);
  });
  it("maps each search type to a sauna type, Traditional by default", () => {
    expect(saunaTypeForSearchType("sauna")).toBe("Traditional");
    expect(saunaTypeForSearchType("hotel sauna")).toBe("Traditional");
    expect(saunaTypeForSearchType("spa sauna")).toBe("Spa");
    expect(saunaTypeForSearchType("wellness center sauna")).toBe("Spa");
    expect(saunaTypeForSearchType("mobile sauna")).toBe("Mobile");
    expect(saunaTypeForSearchType(" Mobile Sauna ")).toBe("Mobile");
    expect(saunaTypeForSearchType("infrared cabin")).toBe("Traditional");
    expect(saunaTypeForSearchType("constructor")).toBe("Traditional");
    expect(saunaTypeForSearchType(undefined)).toBe("Traditional");
    for (const { searchType } of DISCOVERY_BUSINESS_TYPES) expect(SAUNA_TYPES).toContain(saunaTypeForSearchType(searchType));
  });
});

describe("the search form", () => {
  it("needs a location or a county (docs/product.md §5)", () => {
    expect(hasSearchArea({ location: "Westport" })).toBe(true);
    expect(hasSearchArea({ county: "Mayo" })).toBe(true);
    expect(hasSearchArea({ location: "   ", county: "" })).toBe(false);
    expect(hasSearchArea({ county: "Antrim" })).toBe(false);
    expect(readDiscoverySearch({ searchType: "sauna", location: " ", county: null })).toEqual({
      ok: false,
      title: "Location Required",
      message: "Please enter a location or select a county to search",
    });
  });
  it("reads the form leniently: known type, tidy location, one of the 26 counties", () => {
    expect(readDiscoverySearch({ searchType: "Spa Sauna", location: "  Salthill   Prom ", county: "galway" })).toEqual({
      ok: true,
      search: { searchType: "spa sauna", location: "Salthill Prom", county: "Galway" },
    });
    expect(readDiscoverySearch({ searchType: "castle", county: "Kerry" })).toEqual({ ok: true, search: { searchType: "sauna", county: "Kerry" } });
    expect(readDiscoverySearch({ location: "Belfast", county: "Antrim" })).toEqual({ ok: true, search: { searchType: "sauna", location: "Belfast" } });
    const long = readDiscoverySearch({ location: "x".repeat(500) });
    expect(long.ok && long.search.location?.length).toBe(100);
  });
});

describe("county of a found place", () => {
  it("finds a county named in the address, whatever its case or form", () => {
    expect(countyFromAddress("The Promenade, Lahinch, Co. Clare V95 T2W8")).toBe("Clare");
    expect(countyFromAddress("Pier Road, Kinsale, Co Cork")).toBe("Cork");
    expect(countyFromAddress("Keel Strand, Achill, Co.Mayo")).toBe("Mayo");
    expect(countyFromAddress("Grand Parade, Cork City")).toBe("Cork");
    expect(countyFromAddress("HANOVER QUAY, DUBLIN 2, D02 XY45")).toBe("Dublin");
    expect(countyFromAddress("Main Street, Carrick-on-Shannon, County Leitrim")).toBe("Leitrim");
  });
  it("matches whole words only", () => {
    expect(countyFromAddress("Dublin Road, Mullingar, Co. Westmeath")).toBe("Westmeath");
    expect(countyFromAddress("Mullingar, Westmeath")).toBe("Westmeath");
    expect(countyFromAddress("Clarecastle, Ennis")).toBeUndefined();
    expect(countyFromAddress("Corkagh Park, Clondalkin")).toBeUndefined();
  });
  it("takes the first county by position in the address, not by the list's order", () => {
    // Cork comes before Kerry in the county list; the address mentions Kerry first.
    expect(countyFromAddress("Kenmare, Kerry, near the Cork border")).toBe("Kerry");
    expect(countyFromAddress("Carlow, on the way to Dublin")).toBe("Carlow");
  });
  it("prefers a county named outright (Co. / County) and skips street names", () => {
    expect(countyFromAddress("Dublin Bay Saunas, Bray, Co. Wicklow")).toBe("Wicklow");
    expect(countyFromAddress("Dublin Road, Salthill, Galway H91 X2C4")).toBe("Galway");
    expect(countyFromAddress("12 Cork St, Waterford")).toBe("Waterford");
    expect(countyFromAddress("Limerick Road, Ennis, Co. Clare")).toBe("Clare");
  });
  it("finds nothing in an address without a county", () => {
    expect(countyFromAddress("Seapoint Avenue, Monkstown")).toBeUndefined();
    expect(countyFromAddress("")).toBeUndefined();
    expect(countyFromAddress(null)).toBeUndefined();
  });
  it("uses the selected county, else the address, else Dublin (docs/product.md §9)", () => {
    expect(countyForDiscoveredSauna("Sligo", "Keel, Co. Mayo")).toBe("Sligo");
    expect(countyForDiscoveredSauna("", "Keel, Co. Mayo")).toBe("Mayo");
    expect(countyForDiscoveredSauna("Antrim", "Keel, Co. Mayo")).toBe("Mayo");
    expect(countyForDiscoveredSauna(undefined, "Somewhere by the sea")).toBe("Dublin");
    expect(countyForDiscoveredSauna(undefined, undefined)).toBe("Dublin");
  });
});

describe("location of a found place", () => {
  it("falls back from the address to the typed location to '{county}, Ireland'", () => {
    expect(locationForDiscoveredSauna({ address: "The Quay, Westport", typedLocation: "Westport", county: "Mayo" })).toBe("The Quay, Westport");
    expect(locationForDiscoveredSauna({ address: "  ", typedLocation: " Westport ", county: "Mayo" })).toBe("Westport");
    expect(locationForDiscoveredSauna({ address: null, typedLocation: undefined, county: "Mayo" })).toBe("Mayo, Ireland");
  });
});

describe("description of a found place", () => {
  it("says it was discovered through a maps search, with rating and review count", () => {
    expect(discoveredSaunaDescription(4.6, 128)).toBe("Discovered through a maps search: rated 4.6 from 128 reviews.");
    expect(discoveredSaunaDescription(5, 1)).toBe("Discovered through a maps search: rated 5.0 from 1 review.");
    expect(discoveredSaunaDescription(4.75, 2345)).toBe("Discovered through a maps search: rated 4.8 from 2,345 reviews.");
    expect(discoveredSaunaDescription(4.2, undefined)).toBe("Discovered through a maps search: rated 4.2.");
    expect(discoveredSaunaDescription(undefined, undefined)).toBe("Discovered through a maps search: no reviews yet.");
    expect(discoveredSaunaDescription(0, 0)).toBe("Discovered through a maps search: no reviews yet.");
  });
});

describe("a new sauna from a found place", () => {
  const place = {
    title: "  Sauna  Kinvara ",
    address: "The Quay, Kinvara, Co. Galway H91 A2B3",
    latitude: 53.1393,
    longitude: -8.9383,
    website: "https://saunakinvara.ie",
    phone: "+353 91 555 0101",
    rating: 4.9,
    reviews: 212,
    placeId: "ChIJkinvara",
  };

  it("takes the spec's defaults and the place's details", () => {
    expect(discoveredSaunaValues(place, { searchType: "spa sauna", location: "Kinvara" })).toEqual({
      name: "Sauna Kinvara",
      description: "Discovered through a maps search: rated 4.9 from 212 reviews.",
      type: "Spa",
      capacity: 4,
      pricePerSession: 50,
      pricePrivate: 50,
      status: "active",
      isPublished: true,
      county: "Galway",
      location: "The Quay, Kinvara, Co. Galway H91 A2B3",
      address: "The Quay, Kinvara, Co. Galway H91 A2B3",
      latitude: 53.1393,
      longitude: -8.9383,
      website: "https://saunakinvara.ie",
      phone: "+353 91 555 0101",
      placeId: "ChIJkinvara",
    });
  });
  it("fills what the place lacks from the search, and drops what cannot be stored safely", () => {
    const values = discoveredSaunaValues(
      { title: "Wild Sauna", latitude: 123, longitude: -8, website: "javascript:alert(1)", rating: 0 },
      { searchType: "mobile sauna", location: "Tramore", county: "Waterford" },
    );
    expect(values).toMatchObject({
      type: "Mobile",
      county: "Waterford",
      location: "Tramore",
      address: null,
      latitude: null,
      longitude: -8,
      website: null,
      phone: null,
      placeId: null,
      description: "Discovered through a maps search: no reviews yet.",
    });
    expect(discoveredSaunaValues({ title: "Wild Sauna" }, { county: "Offaly" }).location).toBe("Offaly, Ireland");
  });
});

describe("duplicates", () => {
  it("normalises names and addresses", () => {
    expect(normaliseForDuplicate("Dún Laoghaire Baths & Sauna")).toBe("dun laoghaire baths and sauna");
    expect(normaliseForDuplicate("Pier Road, Kinsale, County Cork, P17 W620, Ireland")).toBe(normaliseForDuplicate("pier road kinsale co. cork P17W620"));
  });
  it("keys a place by place id and by name + address, never by name alone", () => {
    expect(duplicateKeys({ placeId: "ChIJ1", name: "Sauna", address: "Salthill, Galway" })).toEqual(["place:ChIJ1", "name-address:sauna|salthill galway"]);
    expect(duplicateKeys({ name: "The Sauna" })).toEqual([]);
  });
  it("is the same place with the same place id, else the same name and address", () => {
    expect(isSamePlace({ placeId: "ChIJ1", name: "A", address: "x" }, { placeId: "ChIJ1", name: "B", address: "y" })).toBe(true);
    expect(isSamePlace({ name: "Sea Sauna", address: "Salthill, Galway" }, { placeId: "ChIJ2", name: "SEA SAUNA", address: "Salthill, Galway, Ireland" })).toBe(true);
    expect(isSamePlace({ name: "Sea Sauna", address: "Salthill, Galway" }, { name: "Sea Sauna", address: "Lahinch, Co. Clare" })).toBe(false);
    expect(isSamePlace({ name: "Sea Sauna" }, { name: "Sea Sauna" })).toBe(false);
  });
  it("counts new and existing and drops repeats within the results", () => {
    const found = [
      { title: "Salthill Prom Sauna", address: "Salthill Promenade, Galway", placeId: "A" },
      { title: "Lahinch Surf Sauna", address: "The Promenade, Lahinch", placeId: "B" },
      { title: "Kilkee Sauna", address: "Kilkee Strand", placeId: "C" },
      { title: "Salthill Prom Sauna", address: "Salthill Promenade, Galway", placeId: "A" },
    ];
    const listed = [
      { placeId: "A", name: "Salthill Prom Sauna (renamed)", address: null },
      { placeId: null, name: "Lahinch Surf Sauna", address: "The Promenade, Lahinch" },
    ];
    const marked = markExistingPlaces(found, listed, (p) => ({ placeId: p.placeId, name: p.title, address: p.address }));
    expect(marked).toMatchObject({ total: 3, new: 1, existing: 2 });
    expect(marked.results.map((r) => [r.title, r.existing])).toEqual([
      ["Salthill Prom Sauna", true],
      ["Lahinch Surf Sauna", true],
      ["Kilkee Sauna", false],
    ]);
  });
});
