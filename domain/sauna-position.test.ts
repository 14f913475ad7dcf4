import { describe, expect, it } from "vitest";
import {
  IRELAND_BOUNDS, LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND, pinText,
  POSITION_BOTH_OR_NEITHER, SaunaPositionSchema, storedPosition, typedPosition,
} from "./sauna-position";

const problems = (input: unknown) => {
  const parsed = SaunaPositionSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("a sauna's position", () => {
  it("takes a point anywhere on the island and its islands, typed or as numbers", () => {
    const places: [string, number, number][] = [
      ["Salthill", 53.2586, -9.0853], ["Fastnet Rock", 51.389, -9.603], ["Malin Head", 55.3817, -7.3742],
      ["Great Blasket", 52.097, -10.537], ["Ards peninsula", 54.43, -5.45], ["Dublin Bay", 53.3, -6.1],
    ];
    for (const [place, lat, lng] of places) {
      expect(SaunaPositionSchema.parse({ latitude: String(lat), longitude: String(lng) }), place).toEqual({ latitude: lat, longitude: lng });
      expect(SaunaPositionSchema.parse({ latitude: lat, longitude: lng }), place).toEqual({ latitude: lat, longitude: lng });
    }
    expect(SaunaPositionSchema.parse({ latitude: " 53.27 ", longitude: "-9.05" })).toEqual({ latitude: 53.27, longitude: -9.05 });
  });

  it("reads both blank (or null, or left out) as no position, stored as nulls", () => {
    for (const input of [{ latitude: "", longitude: "  " }, { latitude: null, longitude: null }, {}]) {
      const parsed = SaunaPositionSchema.parse(input);
      expect(storedPosition(parsed)).toEqual({ latitude: null, longitude: null });
    }
    expect(storedPosition({ latitude: 53.2, longitude: -9.1 })).toEqual({ latitude: 53.2, longitude: -9.1 });
  });

  it("refuses one half without the other, beside the missing half", () => {
    expect(problems({ latitude: "53.27", longitude: "" })).toEqual({ longitude: POSITION_BOTH_OR_NEITHER });
    expect(problems({ longitude: "-9.05" })).toEqual({ latitude: POSITION_BOTH_OR_NEITHER });
  });

  it("refuses points outside Ireland, the halves swapped, and the far ends of the Earth", () => {
    expect(problems({ latitude: "40.4", longitude: "-3.7" })).toEqual({ latitude: LATITUDE_OUTSIDE_IRELAND, longitude: LONGITUDE_OUTSIDE_IRELAND });
    expect(problems({ latitude: "-9.05", longitude: "53.27" })).toEqual({ latitude: LATITUDE_OUTSIDE_IRELAND, longitude: LONGITUDE_OUTSIDE_IRELAND });
    expect(problems({ latitude: "91", longitude: "-181" })).toEqual({ latitude: LATITUDE_OUTSIDE_IRELAND, longitude: LONGITUDE_OUTSIDE_IRELAND });
    expect(problems({ latitude: String(IRELAND_BOUNDS.north + 0.01), longitude: "-8" })).toEqual({ latitude: LATITUDE_OUTSIDE_IRELAND });
    expect(problems({ latitude: "53", longitude: String(IRELAND_BOUNDS.west - 0.01) })).toEqual({ longitude: LONGITUDE_OUTSIDE_IRELAND });
  });

  it("refuses what isn't a plain number, in words", () => {
    for (const bad of ["abc", "53,27", "1e2", "Infinity", "NaN", "0x35", "53.2.7", "--5"]) {
      expect(problems({ latitude: bad, longitude: "-9" }), bad).toEqual({ latitude: LATITUDE_NOT_A_NUMBER });
      expect(problems({ latitude: "53", longitude: bad }), bad).toEqual({ longitude: LONGITUDE_NOT_A_NUMBER });
    }
    for (const bad of [[], {}, true, ["53", "54"], Number.POSITIVE_INFINITY]) {
      expect(problems({ latitude: bad, longitude: "-9" }).latitude, JSON.stringify(bad)).toBe(LATITUDE_NOT_A_NUMBER);
    }
  });

  it("writes a dropped pin to six decimals, and shows a pin for any point the fields name (the server judges it)", () => {
    expect(pinText(53.270712345)).toBe("53.270712");
    expect(pinText(-9.0568)).toBe("-9.0568");
    expect(typedPosition("53.2707", "-9.0568")).toEqual({ lat: 53.2707, lng: -9.0568 });
    expect(typedPosition("53.2707", "")).toBeNull();
    expect(typedPosition("", "")).toBeNull();
    expect(typedPosition("40", "-3")).toEqual({ lat: 40, lng: -3 });
    expect(typedPosition("91", "-3")).toBeNull();
    expect(typedPosition("abc", "-3")).toBeNull();
    expect(typedPosition("53.", "-9")).toEqual({ lat: 53, lng: -9 });
  });
});
