import { describe, expect, it } from "vitest";
import { LATITUDE_OUTSIDE_IRELAND } from "./sauna-position";
import {
  saunaStopSchema, STOP_ADDRESS_REQUIRED, STOP_COUNTY_REQUIRED, STOP_FIRST_DAY_REQUIRED, STOP_IN_THE_PAST, STOP_LAST_BEFORE_FIRST, STOP_PIN_REQUIRED,
  STOP_PLACE_REQUIRED, STOP_TOO_FAR_AHEAD, STOP_TOO_LONG,
} from "./sauna-stop-schema";
import { chosenDate, comingStops, dayPlace, stopDates, stopOn } from "./sauna-stops";

const TODAY = "2026-11-27";
const INCH = { startsOn: "2026-12-01", endsOn: "2026-12-14", placeName: "Inch Beach", address: "Inch Strand, Annascaul", county: "Kerry", latitude: "52.1363", longitude: "-9.9790" };
const problems = (input: Record<string, unknown>) => {
  const r = saunaStopSchema(TODAY).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("a stop as the host types it", () => {
  it("takes a stop in Ireland with its dates, place, address, county and pin", () => {
    expect(saunaStopSchema(TODAY).parse({ ...INCH, placeName: "  Inch Beach " })).toEqual({
      startsOn: "2026-12-01", endsOn: "2026-12-14", placeName: "Inch Beach", address: "Inch Strand, Annascaul", county: "Kerry", latitude: 52.1363, longitude: -9.979,
    });
    // One day is a stop too, and so is one that started before today and stands today.
    expect(problems({ ...INCH, startsOn: "2026-12-01", endsOn: "2026-12-01" })).toEqual({});
    expect(problems({ ...INCH, startsOn: "2026-11-20", endsOn: TODAY })).toEqual({});
  });

  it("says what is missing, each beside its field", () => {
    expect(problems({})).toEqual({
      startsOn: STOP_FIRST_DAY_REQUIRED, endsOn: "Please choose the last day", placeName: STOP_PLACE_REQUIRED, address: STOP_ADDRESS_REQUIRED,
      county: STOP_COUNTY_REQUIRED, latitude: STOP_PIN_REQUIRED, longitude: STOP_PIN_REQUIRED,
    });
    expect(problems({ ...INCH, placeName: "   ", county: "Atlantis", startsOn: "2026-02-30" })).toEqual({
      placeName: STOP_PLACE_REQUIRED, county: STOP_COUNTY_REQUIRED, startsOn: STOP_FIRST_DAY_REQUIRED,
    });
  });

  it("refuses dates out of order, a stop over already, one too far ahead or too long", () => {
    expect(problems({ ...INCH, endsOn: "2026-11-30" })).toEqual({ endsOn: STOP_LAST_BEFORE_FIRST });
    expect(problems({ ...INCH, startsOn: "2026-11-01", endsOn: "2026-11-26" })).toEqual({ endsOn: STOP_IN_THE_PAST });
    expect(problems({ ...INCH, startsOn: "2028-01-05", endsOn: "2028-01-06" })).toEqual({ startsOn: STOP_TOO_FAR_AHEAD });
    expect(problems({ ...INCH, startsOn: "2026-12-01", endsOn: "2027-12-02" })).toEqual({ endsOn: STOP_TOO_LONG });
    expect(problems({ ...INCH, startsOn: "2026-12-01", endsOn: "2027-12-01" })).toEqual({});
  });

  it("wants the pin in Ireland, and one line of text", () => {
    expect(problems({ ...INCH, latitude: "40.4", longitude: "-3.7" })).toMatchObject({ latitude: LATITUDE_OUTSIDE_IRELAND });
    expect(problems({ ...INCH, address: "Inch\nStrand" })).toHaveProperty("address");
    expect(problems({ ...INCH, placeName: "x".repeat(121) })).toEqual({ placeName: "Please use at most 120 characters" });
  });
});

describe("the stop of a day", () => {
  const stops = [
    { id: "b", startsOn: "2026-12-15", endsOn: "2026-12-20" },
    { id: "a", startsOn: "2026-12-01", endsOn: "2026-12-14" },
    { id: "old", startsOn: "2026-11-01", endsOn: "2026-11-26" },
  ];

  it("is the stop whose dates hold the day, both ends included", () => {
    expect(stopOn(stops, "2026-12-01")?.id).toBe("a");
    expect(stopOn(stops, "2026-12-14")?.id).toBe("a");
    expect(stopOn(stops, "2026-12-15")?.id).toBe("b");
    expect(stopOn(stops, "2026-12-21")).toBeNull();
    expect(stopOn(stops, "2026-11-30")).toBeNull();
  });

  it("lists the stops not over yet, soonest first", () => {
    expect(comingStops(stops, TODAY).map((s) => s.id)).toEqual(["a", "b"]);
    expect(comingStops(stops, "2026-12-14").map((s) => s.id)).toEqual(["a", "b"]);
  });

  it("writes a stop's dates as people do", () => {
    expect(stopDates({ startsOn: "2026-12-01", endsOn: "2026-12-14" }, TODAY)).toBe("1–14 Dec");
    expect(stopDates({ startsOn: "2026-11-28", endsOn: "2026-12-03" }, TODAY)).toBe("28 Nov\u2009–\u20093 Dec");
    expect(stopDates({ startsOn: "2026-12-05", endsOn: "2026-12-05" }, TODAY)).toBe("5 Dec");
    expect(stopDates({ startsOn: "2026-12-28", endsOn: "2027-01-03" }, TODAY)).toBe("28 Dec 2026\u2009–\u20093 Jan 2027");
  });

  it("takes the page's chosen date only when it is a real day from today to the horizon", () => {
    expect(chosenDate("2026-12-03", TODAY)).toBe("2026-12-03");
    for (const bad of [null, "", "2026-11-26", "2026-02-30", "99999-01-01", "2028-12-01", "tomorrow"]) expect(chosenDate(bad, TODAY)).toBe(TODAY);
  });

  it("places the sauna at the day's stop, else at its listing's place", () => {
    const listing = { latitude: 52.14, longitude: -10.27, address: "The Marina, Dingle", location: "Dingle", county: "Kerry" };
    const stop = { id: "s", startsOn: "2026-12-01", endsOn: "2026-12-14", placeName: "Fanore Beach", address: "Fanore", county: "Clare", latitude: 53.1, longitude: -9.3 };
    expect(dayPlace(listing, stop)).toEqual({ latitude: 53.1, longitude: -9.3, address: "Fanore", location: "Fanore Beach", county: "Clare", home: "The Marina, Dingle" });
    expect(dayPlace(listing, null)).toEqual({ ...listing, home: "The Marina, Dingle" });
    expect(dayPlace({ ...listing, address: null }, null).home).toBe("Dingle, Kerry, Ireland");
  });
});
