// The shape every sauna card shows (listing, home, similar, favourites) and the one rule for
// which saunas the public sees.
import { and, eq, sql } from "drizzle-orm";
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
  /** The first image, or null ('No image'). */
  image: string | null;
  averageRating: number;
  totalReviews: number;
  pricePerSession: number;
};

/** A row selected with saunaCardColumns (and perhaps a few more columns, which are dropped). */
export type SaunaCardRow = { images: string[] } & Omit<SaunaCardData, "image">;

export function toSaunaCard(row: SaunaCardRow): SaunaCardData {
  return {
    id: row.id, name: row.name, type: row.type, county: row.county, location: row.location,
    image: row.images[0] ?? null, averageRating: Number(row.averageRating), totalReviews: row.totalReviews, pricePerSession: Number(row.pricePerSession),
  };
}
