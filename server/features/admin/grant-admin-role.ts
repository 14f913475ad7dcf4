// Makes an existing account an administrator (the first admin of a real deployment comes
// from `npm run admin:grant`, never from a hard-coded account).
import { eq } from "drizzle-orm";
import { ADMIN_ROLES, type AdminRole } from "#domain/constants";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { adminActivityLog, adminRoles } from "#server/db/schema/profiles";
import { invalid, notFound } from "#server/features/errors";
import { type ActivityKey, adminActivityRow } from "./activity-log";

const GRANTED = { admin: "activity.user.grantedAdmin", super_admin: "activity.user.grantedSuperAdmin" } as const satisfies Record<AdminRole, ActivityKey>;

export async function grantAdminRole(db: Db, email: string, role: string): Promise<{ granted: boolean }> {
  if (!(ADMIN_ROLES as readonly string[]).includes(role)) {
    throw invalid(`Unknown role "${role}". Use one of: ${ADMIN_ROLES.join(", ")}.`);
  }
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!account) throw notFound(`No account uses ${email}. Sign up on the site first, then run this again.`);
  const inserted = await db
    .insert(adminRoles)
    .values({ userId: account.id, role: role as AdminRole })
    .onConflictDoNothing()
    .returning({ id: adminRoles.id });
  if (inserted.length > 0) {
    // No one signed in runs the command line: the entry has no actor.
    await db.insert(adminActivityLog).values(adminActivityRow({ key: GRANTED[role as AdminRole], values: { email }, entityType: "user", entityId: account.id, details: { via: "command line" } }));
  }
  return { granted: inserted.length > 0 };
}
