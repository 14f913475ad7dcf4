// The shape every sauna card shows (listing, home, similar, favourites) and the one rule for
// which saunas the public sees.
import { and, eq, sql } from "drizzle-orm";
import { builtImage } from "#domain/built-images";
import { haversineKm } from "#domain/geo";
import type { GeoPoint } from "#domain/search-origin";
import { saunas } from "#server/db/schema/saunas";

/** Public lists include only status active and is_published true (docs/product.md §4). */
export const isPublicSauna = and(eq(saunas.status, "active"), eq(saunas.isPublished, true));

/**
 * A booked sauna still on the site for its guests: active, even if its host has paused new
 * bookings (its bookings stand). A suspended or rejected one is not: its bookings were cancelled.
 */
export const saunaStillListed = sql<boolean>`coalesce(${saunas.status} = 'active', false)`;

export const saunaCardColumns = {
  id: saunas.id,
  name: saunas.name,
  type: saunas.type,
  county: saunas.county,
  location: saunas.location,
  images: saunas.images,
  averageRating: saunas.averageRating,
  totalReviews: saunas.totalReviews,
  pricePerSession: saunas.pricePerSession,
};

export type SaunaCardData = {
  id: string;
  name: string;
  type: string;
  county: string;
  location: string | null;
  /** The first image, as its URL is sent (a bundled illustration's hashed copy), or null ('No image'). */
  image: string | null;
  averageRating: number;
  totalReviews: number;
  pricePerSession: number;
  /** How far it is from the place searched from ('Near me' or a town), in km. */
  distanceKm?: number;
};

/** A row selected with saunaCardColumns (and perhaps a few more columns, which are dropped). */
export type SaunaCardRow = { images: string[] } & Omit<SaunaCardData, "image">;

export function toSaunaCard(row: SaunaCardRow): SaunaCardData {
  return {
    id: row.id, name: row.name, type: row.type, county: row.county, location: row.location,
    image: row.images[0] ? builtImage(row.images[0]) : null, averageRating: Number(row.averageRating), totalReviews: row.totalReviews, pricePerSession: Number(row.pricePerSession),
  };
}

/** The card with its distance from `origin`, when both places are known. */
export function withDistance<T extends SaunaCardData>(card: T, origin: GeoPoint | null, at: { lat: number | null; lng: number | null }): T {
  if (!origin || at.lat === null || at.lng === null) return card;
  return { ...card, distanceKm: Math.round(haversineKm(origin, { lat: at.lat, lng: at.lng }) * 10) / 10 };
}

/** Nearest first by the great-circle distance shown (a stable sort: ties keep the index's order). */
export function byDistance<T extends { distanceKm?: number }>(cards: T[]): T[] {
  return [...cards].sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}
