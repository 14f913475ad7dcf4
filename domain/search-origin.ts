// Where a search measures distance from ('Near me'): the guest's own position, asked
// for only when they tap 'Near me' and kept in the URL rounded to two decimals (about a
// kilometre, so a shared link doesn't give away a doorstep), or a town they typed
// (irish-towns.ts). Browser-safe: the page rounds before it navigates, the server again.

import { LOCALE_TAG, type Locale } from "./locales";

export type GeoPoint = { lat: number; lng: number };

/** Two decimals of a degree: ~1.1 km north-south, ~0.7 km east-west in Ireland. */
export function roundForPrivacy(point: GeoPoint): GeoPoint {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** `near=53.35,-6.26` as the URL carries it. */
export function nearParam(point: GeoPoint): string {
  const p = roundForPrivacy(point);
  return `${p.lat},${p.lng}`;
}

const NEAR = /^\s*(-?\d{1,2}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/;

/** A `near` value, rounded; null when it isn't two coordinates on Earth. */
export function parseNear(value: unknown): GeoPoint | null {
  if (typeof value !== "string" || value.length > 60) return null;
  const m = NEAR.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return roundForPrivacy({ lat, lng });
}

/** "800 m", "4.2 km", "37 km" away, with the numbers as the page's language writes them. */
export function formatDistance(distanceKm: number, locale: Locale = "en"): string {
  if (distanceKm < 1) return `${Math.max(100, Math.round(distanceKm * 10) * 100)} m`;
  return new Intl.NumberFormat(LOCALE_TAG[locale], { maximumFractionDigits: distanceKm < 10 ? 1 : 0 }).format(distanceKm) + " km";
}
