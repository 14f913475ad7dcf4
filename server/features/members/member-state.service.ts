// What a public page shows that is the member's own (decision 013): the navbar's initials and
// flags, and on a sauna page the heart and whether they own it. Public pages are shared by every
// visitor and member (the page cache), so these come apart, from GET /api/me, for the actor of
// that one request only.
import { and, eq } from "drizzle-orm";
import { emailInitials } from "#domain/format";
import type { Actor } from "#server/auth/actor";
import { isAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { favorites } from "#server/db/schema/favorites";
import { saunas } from "#server/db/schema/saunas";

export type MemberState = {
  signedIn: boolean;
  /** The member's own e-mail, for the account menu (never on a shared page). */
  email: string | null;
  initials: string | null;
  isAdmin: boolean;
  isOwner: boolean;
};

export type MemberSaunaState = { saved: boolean; owns: boolean };

export const VISITOR_STATE: MemberState = { signedIn: false, email: null, initials: null, isAdmin: false, isOwner: false };

export function memberState(actor: Actor): MemberState {
  if (actor.kind !== "user") return VISITOR_STATE;
  return { signedIn: true, email: actor.email, initials: emailInitials(actor.email), isAdmin: isAdmin(actor), isOwner: actor.isOwner };
}

/** The heart and ownership of one sauna for this actor; both false for a visitor or an unknown sauna. */
export async function memberSaunaState(db: Db, actor: Actor, saunaId: string): Promise<MemberSaunaState> {
  if (actor.kind !== "user") return { saved: false, owns: false };
  const [row] = await db
    .select({ ownerId: saunas.ownerId, favourite: favorites.id })
    .from(saunas)
    .leftJoin(favorites, and(eq(favorites.saunaId, saunas.id), eq(favorites.userId, actor.userId)))
    .where(eq(saunas.id, saunaId))
    .limit(1);
  return { saved: Boolean(row?.favourite), owns: Boolean(row && row.ownerId === actor.userId) };
}
