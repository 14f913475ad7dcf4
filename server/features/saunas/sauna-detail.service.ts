// Everything the sauna page shows. Visitors and guests see only public saunas; the sauna's
// owner and administrators may also open it while it is pending or suspended.
import { and, asc, between, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { NEARBY_RADIUS_KM, SIMILAR_SAUNAS_LIMIT } from "../../../domain/constants";
import { boundingBox, haversineKm } from "../../../domain/geo";
import type { Actor } from "../../auth/actor";
import { isAdmin } from "../../auth/permissions";
import type { Db } from "../../db/client";
import { user as users } from "../../db/schema/auth";
import { profiles } from "../../db/schema/profiles";
import { saunas } from "../../db/schema/saunas";
import { notFound } from "../errors";
import { isPublicSauna, saunaCardColumns, toSaunaCard, type SaunaCardData } from "./sauna-card";

export const SAUNA_NOT_FOUND = "Sauna Not Found";

export async function getSaunaForPage(db: Db, actor: Actor, id: string) {
  if (!z.string().uuid().safeParse(id).success) throw notFound(SAUNA_NOT_FOUND);
  const [row] = await db
    .select({ sauna: saunas, hostName: profiles.fullName, hostAvatar: profiles.avatarUrl, hostPhone: profiles.phone, hostSince: profiles.createdAt, hostVerified: profiles.isVerified })
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(eq(saunas.id, id));
  if (!row) throw notFound(SAUNA_NOT_FOUND);
  const { sauna } = row;
  const isPublic = sauna.status === "active" && sauna.isPublished;
  const isItsOwner = actor.kind === "user" && sauna.ownerId !== null && sauna.ownerId === actor.userId;
  const mayPreview = isItsOwner || isAdmin(actor);
  if (!isPublic && !mayPreview) throw notFound(SAUNA_NOT_FOUND);
  const { searchDocument: _search, ...fields } = sauna;
  return {
    ...fields,
    isPublic,
    host: sauna.ownerId
      ? { name: row.hostName, avatarUrl: row.hostAvatar, phone: row.hostPhone, since: row.hostSince, verified: Boolean(row.hostVerified) }
      : null,
  };
}
export type SaunaPageData = Awaited<ReturnType<typeof getSaunaForPage>>;

/** Up to four public saunas from the same county. */
export async function similarSaunas(db: Db, sauna: { id: string; county: string }): Promise<SaunaCardData[]> {
  const rows = await db
    .select(saunaCardColumns)
    .from(saunas)
    .where(and(isPublicSauna, eq(saunas.county, sauna.county), ne(saunas.id, sauna.id)))
    .orderBy(desc(saunas.averageRating), asc(saunas.name))
    .limit(SIMILAR_SAUNAS_LIMIT);
  return rows.map(toSaunaCard);
}

export type NearbySauna = { id: string; name: string; type: string; county: string; distanceKm: number };

/** Public saunas within 50 km, nearest first (a box narrows the scan, the exact distance decides). */
export async function nearbySaunas(db: Db, sauna: { id: string; latitude: number | null; longitude: number | null }, limit = 6): Promise<NearbySauna[]> {
  if (sauna.latitude === null || sauna.longitude === null) return [];
  const center = { lat: sauna.latitude, lng: sauna.longitude };
  const box = boundingBox(center, NEARBY_RADIUS_KM);
  const rows = await db
    .select({ id: saunas.id, name: saunas.name, type: saunas.type, county: saunas.county, lat: saunas.latitude, lng: saunas.longitude })
    .from(saunas)
    .where(and(isPublicSauna, ne(saunas.id, sauna.id), between(saunas.latitude, box.minLat, box.maxLat), between(saunas.longitude, box.minLng, box.maxLng)));
  return rows
    .map((r) => ({ id: r.id, name: r.name, type: r.type, county: r.county, distanceKm: haversineKm(center, { lat: r.lat!, lng: r.lng! }) }))
    .filter((r) => r.distanceKm <= NEARBY_RADIUS_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** The host card's figures, computed where data exists (PRODUCT.md: Host facts). */
export async function hostStats(db: Db, ownerId: string | null) {
  if (!ownerId) return null;
  const [stats] = await db
    .select({
      rating: sql<number | null>`round(sum(${saunas.averageRating} * ${saunas.totalReviews}) / nullif(sum(${saunas.totalReviews}), 0), 1)`,
      reviews: sql<number>`coalesce(sum(${saunas.totalReviews}), 0)`,
      listings: sql<number>`count(*)`,
    })
    .from(saunas)
    .where(and(eq(saunas.ownerId, ownerId), isPublicSauna));
  const [joined] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, ownerId));
  return {
    rating: stats.rating === null ? null : Number(stats.rating),
    reviews: Number(stats.reviews),
    listings: Number(stats.listings),
    joinedYear: joined ? joined.createdAt.getFullYear() : null,
  };
}
