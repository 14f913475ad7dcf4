// Everything the sauna page shows. Visitors and guests see only public saunas (the one rule in
// sauna-card.ts); the sauna's owner and administrators may also open it while it is pending,
// suspended or unpublished, and the page tells them it is not public.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { NEARBY_RADIUS_KM, SIMILAR_SAUNAS_LIMIT, SAUNA_NOT_FOUND } from "#domain/constants";
import { haversineKm } from "#domain/geo";
import { claimBanner } from "#domain/owner-verification";
import { todayInIreland } from "#domain/session-slots";
import type { Actor } from "#server/auth/actor";
import { isAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { notFound } from "#server/features/errors";
import { isPublicSauna, saunaCardColumns, toSaunaCard, type SaunaCardData } from "./sauna-card";
import { nearestPublicSaunasOnDate } from "./sauna-place-on-date";
import { isUuid } from "#domain/uuid";

/** Nearby list length: enough to choose from without turning the section into a directory. */
export const NEARBY_LIMIT = 6;


export async function getPublicSauna(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound(SAUNA_NOT_FOUND);
  const [row] = await db
    .select({
      sauna: saunas,
      isPublic: sql<boolean>`coalesce(${isPublicSauna}, false)`,
      hostName: profiles.fullName,
      hostAvatar: profiles.avatarUrl,
      hostPhone: profiles.phone,
      hostIsVerified: profiles.isVerified,
      hostTakesCards: profiles.stripeChargesEnabled,
    })
    .from(saunas)
    .leftJoin(profiles, eq(profiles.id, saunas.ownerId))
    .where(eq(saunas.id, id));
  if (!row) throw notFound(SAUNA_NOT_FOUND);
  const { sauna } = row;
  const isPublic = Boolean(row.isPublic);
  const isItsOwner = actor.kind === "user" && sauna.ownerId !== null && sauna.ownerId === actor.userId;
  if (!isPublic && !isItsOwner && !isAdmin(actor)) throw notFound(SAUNA_NOT_FOUND);
  // Only what the page shows goes to the browser: never the calendar feed's secret, the
  // imported calendar's address or other internal columns (they would sit in the page's data).
  const {
    searchDocument: _search, icsFeedToken: _feed, icsImportUrl: _import, icsImportError: _importError, icsImportedAt: _imported,
    icsImportCutShortAt: _cutShort, icsImportRequestedAt: _requested, discoveryKey: _discovery, placeId: _place, geo: _geo, ...fields
  } = sauna;
  // A claimant is the host only once an administrator has verified the claim.
  const verifiedHost = sauna.ownerVerified ? sauna.ownerId : null;
  return {
    ...fields,
    isPublic,
    /** Stripe has enabled card payments for the sauna's host (decision 012). */
    hostTakesCards: Boolean(row.hostTakesCards),
    claimBanner: claimBanner({ isClaimed: sauna.isClaimed, ownerRunsIt: sauna.ownerVerified, ownerIsVerified: Boolean(row.hostIsVerified) }),
    host: {
      id: verifiedHost,
      /** Null without a verified host with a name: the page says 'Anonymous Host' in its language (members messages). */
      name: (verifiedHost && row.hostName?.trim()) || null,
      avatarUrl: verifiedHost ? row.hostAvatar : null,
      // The host's own number first, else the listing's public one.
      phone: (verifiedHost && row.hostPhone?.trim()) || sauna.phone?.trim() || null,
    },
  };
}
export type SaunaPageData = Awaited<ReturnType<typeof getPublicSauna>>;

/** Up to four public saunas from the same county, best rated first. */
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

/** How many of the plane's nearest saunas are measured exactly: enough for any skew of the plane. */
const NEARBY_CANDIDATES = 24;

/**
 * Public saunas within 50 km of the point given (where the sauna is on `date`: the sauna page
 * passes a Mobile sauna's stop of that day, else its listing's pin), each placed where it is that
 * day, nearest first. The GiST indexes walk out from the point and stop after a few candidates,
 * however many saunas there are (sauna-place-on-date.ts); the exact great-circle distance then
 * decides their order and which are within 50 km.
 */
export async function nearbySaunas(
  db: Db,
  sauna: { id: string; latitude: number | null; longitude: number | null },
  limit = NEARBY_LIMIT,
  date = todayInIreland(),
): Promise<NearbySauna[]> {
  if (sauna.latitude === null || sauna.longitude === null) return [];
  const center = { lat: sauna.latitude, lng: sauna.longitude };
  const rows = await nearestPublicSaunasOnDate(db, center, date, { candidates: Math.max(NEARBY_CANDIDATES, limit * 4), excludeId: sauna.id });
  return rows
    .map((r) => ({ id: r.id, name: r.name, type: r.type, county: r.county, distanceKm: haversineKm(center, { lat: r.lat, lng: r.lng }) }))
    .filter((r) => r.distanceKm <= NEARBY_RADIUS_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, limit);
}
