// Every admin action leaves an entry (docs/product.md §2 Admin area): who, what, which record.
// Written in the same transaction as the change, so the log never claims what didn't happen.
import type { SignedInUser } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { adminActivityLog } from "#server/db/schema/profiles";

export type AdminActivity = {
  /** What happened, in words an admin reads on the dashboard: "Approved Salthill Prom Sauna". */
  action: string;
  entityType: "sauna" | "review" | "user" | "owner" | "claim" | "booking" | "payout" | "article" | "settings";
  entityId: string;
  details?: Record<string, unknown>;
};

export async function recordAdminActivity(db: Db, admin: SignedInUser, activity: AdminActivity): Promise<void> {
  await db.insert(adminActivityLog).values({ ...activity, actorId: admin.userId });
}
