// What a public page shows that is the member's own (decision 013): the navbar's initials and
// flags, and on a sauna page the heart. Public pages are shared by every
// visitor and member (the page cache), so these come apart, from GET /api/me, for the actor of
// that one request only.
import { eq } from "drizzle-orm";
import { emailInitials } from "#domain/format";
import type { Actor } from "#server/auth/actor";
import { isAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { favorites } from "#server/db/schema/favorites";

export type MemberState = {
  signedIn: boolean;
  /** The member's own e-mail, for the account menu (never on a shared page). */
  email: string | null;
  initials: string | null;
  isAdmin: boolean;
  isOwner: boolean;
};

export const VISITOR_STATE: MemberState = { signedIn: false, email: null, initials: null, isAdmin: false, isOwner: false };

export function memberState(actor: Actor): MemberState {
  if (actor.kind !== "user") return VISITOR_STATE;
  return { signedIn: true, email: actor.email, initials: emailInitials(actor.email), isAdmin: isAdmin(actor), isOwner: actor.isOwner };
}

/** A member with more hearts than this has them looked up one sauna at a time, not held in memory. */
export const FAVOURITES_HELD = 500;

/**
 * The saunas this member has saved, or null when they have more than FAVOURITES_HELD (then ask
 * favorites.service's `isFavourite` per sauna). One indexed read (favorites_user_sauna_unique).
 */
export async function memberFavourites(db: Db, userId: string): Promise<Set<string> | null> {
  const rows = await db.select({ saunaId: favorites.saunaId }).from(favorites).where(eq(favorites.userId, userId)).limit(FAVOURITES_HELD + 1);
  return rows.length > FAVOURITES_HELD ? null : new Set(rows.map((r) => r.saunaId));
}
