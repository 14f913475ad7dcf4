// Which saunas a host may see and run in the owner dashboard. Every dashboard
// read and action goes through `runnableSauna`, so owner A never reaches owner B's sauna, and a
// guest, a visitor or an administrator is refused there too (admins use the admin area).
import { and, asc, eq } from "drizzle-orm";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import type { Actor, SignedInUser } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { saunas } from "#server/db/schema/saunas";
import { forbidden, notFound } from "#server/features/errors";
import { isUuid } from "#domain/uuid";

export const OWNERS_ONLY = "The owner dashboard is for sauna owners. List or claim your sauna to use it.";
export const AWAITING_VERIFICATION = "We're checking your claim of this sauna. You can run it here once an administrator has verified it.";

/** A signed-in owner (profiles.is_owner), else a refusal in words. */
export function requireOwner(actor: Actor): SignedInUser {
  const user = requireUser(actor, "Please sign in to use the owner dashboard");
  if (!user.isOwner) throw forbidden(OWNERS_ONLY);
  return user;
}

export type OwnedSauna = {
  id: string;
  name: string;
  county: string;
  status: string;
  isPublished: boolean;
  /** Set while the host has paused (unlisted) it. */
  pausedAt: Date | null;
  /** False while a claim waits for an administrator: listed, but not runnable. */
  ownerVerified: boolean;
};

/** The owner's saunas, runnable ones first, then by name. */
export async function listOwnedSaunas(db: Db, actor: Actor): Promise<OwnedSauna[]> {
  const owner = requireOwner(actor);
  const rows = await db
    .select({
      id: saunas.id, name: saunas.name, county: saunas.county, status: saunas.status, isPublished: saunas.isPublished, pausedAt: saunas.pausedAt,
      ownerVerified: saunas.ownerVerified,
    })
    .from(saunas)
    .where(eq(saunas.ownerId, owner.userId))
    .orderBy(asc(saunas.name));
  return rows.sort((a, b) => Number(b.ownerVerified) - Number(a.ownerVerified));
}

/**
 * One of the owner's own saunas that they may run, with all its columns. Another owner's sauna,
 * an unknown id or a malformed one is "not found", so nothing about it is revealed.
 */
export async function runnableSauna(db: Db, actor: Actor, saunaId: unknown) {
  const owner = requireOwner(actor);
  if (!isUuid(saunaId)) throw notFound(SAUNA_NOT_FOUND);
  const [sauna] = await db.select().from(saunas).where(and(eq(saunas.id, saunaId as string), eq(saunas.ownerId, owner.userId)));
  if (!sauna) throw notFound(SAUNA_NOT_FOUND);
  if (!sauna.ownerVerified) throw forbidden(AWAITING_VERIFICATION);
  return sauna;
}
