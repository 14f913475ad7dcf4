// Where a sauna is, as its host places it: a pin dropped on a map in onboarding
// and Sauna Settings, or the latitude and longitude typed beside it (the keyboard's way to the
// same place). The map, 'Get Directions' and 'Nearby' on the sauna page all come from it. No
// geocoding service: the host knows where their sauna is. The admins' Edit Sauna keeps its wider
// rule (any point on Earth, domain/admin-sauna-edit.ts); a host's sauna must be in Ireland.
import { z } from "zod";
import { EVEN_WITH_OTHER_PROBLEMS, typedNumber } from "./form-fields";

/**
 * The island of Ireland and its offshore islands (Fastnet to Inishtrahull, the Blaskets to the
 * Ards), as a box. A box is generous (it takes in the Mull of Kintyre), but it catches what
 * matters: a pin dropped in the sea off Spain, or latitude and longitude typed the wrong way round.
 */
export const IRELAND_BOUNDS = { south: 51.3, north: 55.5, west: -10.8, east: -5.3 } as const;

export const POSITION_BOTH_OR_NEITHER = "Please enter both latitude and longitude, or neither";
export const LATITUDE_NOT_A_NUMBER = "Please enter the latitude as a number, such as 53.2707";
export const LONGITUDE_NOT_A_NUMBER = "Please enter the longitude as a number, such as -9.0568";
export const LATITUDE_OUTSIDE_IRELAND = `That latitude is outside Ireland: please place the pin in Ireland (latitude from ${IRELAND_BOUNDS.south} to ${IRELAND_BOUNDS.north})`;
export const LONGITUDE_OUTSIDE_IRELAND = `That longitude is outside Ireland: please place the pin in Ireland (longitude from ${IRELAND_BOUNDS.west} to ${IRELAND_BOUNDS.east})`;

/** A point needs both halves: one alone would put the sauna on the equator or the meridian. */
export function coordinatesTogether(v: { latitude?: unknown; longitude?: unknown }, ctx: z.RefinementCtx) {
  if ((v.latitude === undefined) !== (v.longitude === undefined)) {
    const missing = v.latitude === undefined ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", path: [missing], message: POSITION_BOTH_OR_NEITHER });
  }
}

/** Typed text ("53.27"), a number (the onboarding draft's JSON), or blank / null for "not placed". */
const coordinate = (range: { min: number; max: number }, notANumber: string, outside: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : typedNumber(v)),
    z.number({ error: notANumber }).finite(notANumber).min(range.min, outside).max(range.max, outside).optional(),
  );

const positionFields = {
  latitude: coordinate({ min: IRELAND_BOUNDS.south, max: IRELAND_BOUNDS.north }, LATITUDE_NOT_A_NUMBER, LATITUDE_OUTSIDE_IRELAND),
  longitude: coordinate({ min: IRELAND_BOUNDS.west, max: IRELAND_BOUNDS.east }, LONGITUDE_NOT_A_NUMBER, LONGITUDE_OUTSIDE_IRELAND),
};

/** The fields of a position, for a schema that holds them among others (onboarding's location). */
export const SAUNA_POSITION_FIELDS = positionFields;

/** Sauna Settings' Location section: both blank clears the position (the map and directions go). */
export const SaunaPositionSchema = z.object(positionFields).superRefine(coordinatesTogether, EVEN_WITH_OTHER_PROBLEMS);

/** A parsed position as stored: both or neither. */
export function storedPosition(p: { latitude?: number; longitude?: number }): { latitude: number | null; longitude: number | null } {
  return p.latitude !== undefined && p.longitude !== undefined ? { latitude: p.latitude, longitude: p.longitude } : { latitude: null, longitude: null };
}

/** Six decimals of a degree is about 10 cm: a pin needs no more, and the fields stay readable. */
export function pinText(degrees: number): string {
  return String(Math.round(degrees * 1e6) / 1e6);
}

/**
 * Where to show the pin for two typed fields: any point on Earth they name, so that a host sees
 * where a slip put it (the server then says what is wrong); null while they name none.
 */
export function typedPosition(latitude: string, longitude: string): { lat: number; lng: number } | null {
  const lat = typedNumber(latitude);
  const lng = typedNumber(longitude);
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
