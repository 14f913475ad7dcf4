// Favourites (docs/product.md §4 'Favourite toggle'): one per user and sauna, saved only for public saunas.
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { favorites } from "#server/db/schema/favorites";
import { saunas } from "#server/db/schema/saunas";
import { notFound } from "#server/features/errors";
import { isPublicSauna, saunaCardColumns, toSaunaCard, type SaunaCardData } from "#server/features/saunas/sauna-card";
import { isUuid } from "#domain/uuid";

export const SIGN_IN_TO_FAVOURITE = "Please sign in to add favorites";

/** Whether the actor has saved this sauna; always false for a visitor. */
export async function isFavourite(db: Db, actor: Actor, saunaId: string): Promise<boolean> {
  if (actor.kind !== "user" || !isUuid(saunaId)) return false;
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, actor.userId), eq(favorites.saunaId, saunaId)))
    .limit(1);
  return Boolean(row);
}

/** Saves or removes the favourite; returns the new state. Saving twice keeps one row. */
export async function setFavourite(db: Db, actor: Actor, saunaId: string, saved: boolean): Promise<boolean> {
  const user = requireUser(actor, SIGN_IN_TO_FAVOURITE);
  if (!isUuid(saunaId)) throw notFound(SAUNA_NOT_FOUND);
  if (!saved) {
    await db.delete(favorites).where(and(eq(favorites.userId, user.userId), eq(favorites.saunaId, saunaId)));
    return false;
  }
  const [sauna] = await db.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  await db.insert(favorites).values({ userId: user.userId, saunaId }).onConflictDoNothing();
  return true;
}

/** The actor's saved saunas, newest first; a sauna that stopped being public drops out. */
export async function listFavourites(db: Db, actor: Actor): Promise<SaunaCardData[]> {
  const user = requireUser(actor);
  const rows = await db
    .select(saunaCardColumns)
    .from(favorites)
    .innerJoin(saunas, eq(saunas.id, favorites.saunaId))
    .where(and(eq(favorites.userId, user.userId), isPublicSauna))
    .orderBy(desc(favorites.createdAt));
  return rows.map(toSaunaCard);
}
