// Who is asking: every service receives an actor and decides from it (docs/architecture.md#services-and-the-actor).
import { eq } from "drizzle-orm";
import type { AdminRole } from "#domain/constants";
import type { Db } from "#server/db/client";
import { adminRoles, profiles } from "#server/db/schema/profiles";

export type Anonymous = { kind: "anonymous" };
export type SignedInUser = {
  kind: "user";
  userId: string;
  email: string;
  fullName: string | null;
  isOwner: boolean;
  roles: AdminRole[];
};
export type Actor = Anonymous | SignedInUser;

export const ANONYMOUS: Anonymous = { kind: "anonymous" };

/** Loads the roles and profile flags of a signed-in user. */
export async function actorForUser(db: Db, user: { id: string; email: string; name: string }): Promise<SignedInUser> {
  return (await loadUser(db, user)).actor;
}

/**
 * Who a request's session belongs to: the user, or nobody while the account is suspended. An
 * admin's suspension deletes the member's sessions (admin Users); this also turns away one
 * that slipped through, so a suspended member is signed out everywhere at once.
 */
export async function actorForSession(db: Db, user: { id: string; email: string; name: string }): Promise<Actor> {
  const { actor, suspended } = await loadUser(db, user);
  return suspended ? ANONYMOUS : actor;
}

async function loadUser(db: Db, user: { id: string; email: string; name: string }): Promise<{ actor: SignedInUser; suspended: boolean }> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, isOwner: profiles.isOwner, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const roles = await db.select({ role: adminRoles.role }).from(adminRoles).where(eq(adminRoles.userId, user.id));
  return {
    actor: {
      kind: "user",
      userId: user.id,
      email: user.email,
      fullName: profile?.fullName ?? user.name ?? null,
      isOwner: profile?.isOwner ?? false,
      roles: roles.map((r) => r.role as AdminRole),
    },
    suspended: Boolean(profile?.suspendedAt),
  };
}
