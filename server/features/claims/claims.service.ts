// Claiming an unclaimed listing (spec: claim_sauna). One atomic UPDATE decides the winner,
// so two people claiming at once cannot both succeed.
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "#server/auth/actor";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { conflict, notFound } from "#server/features/errors";
import { isPublicSauna } from "#server/features/saunas/sauna-card";

export const SIGN_IN_TO_CLAIM = "Please sign in to claim this listing";
export const ALREADY_CLAIMED = "This listing has already been claimed";

export async function claimSauna(db: Db, actor: Actor, saunaId: string): Promise<void> {
  const user = requireUser(actor, SIGN_IN_TO_CLAIM);
  if (!z.string().uuid().safeParse(saunaId).success) throw notFound(SAUNA_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(saunas)
      .set({ isClaimed: true, ownerId: user.userId })
      .where(and(eq(saunas.id, saunaId), eq(saunas.isClaimed, false), isPublicSauna))
      .returning({ id: saunas.id });
    if (!claimed) {
      const [exists] = await tx.select({ id: saunas.id }).from(saunas).where(and(eq(saunas.id, saunaId), isPublicSauna));
      throw exists ? conflict(ALREADY_CLAIMED) : notFound(SAUNA_NOT_FOUND);
    }
    await tx.update(profiles).set({ isOwner: true }).where(eq(profiles.id, user.userId));
  });
}
