// Test data made through the same paths the app uses (better-auth for users).
import { eq } from "drizzle-orm";
import type { AdminRole } from "#domain/constants";
import { NOTIFICATION_PREFERENCES } from "#domain/notification-preferences";
import { actorForUser, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import type { TestDatabase } from "./test-database";

let counter = 0;

export async function createTestUser(
  t: TestDatabase,
  options: { email?: string; name?: string; password?: string; roles?: AdminRole[]; isOwner?: boolean } = {},
): Promise<SignedInUser> {
  counter++;
  const email = options.email ?? `guest${counter}-${Date.now()}@example.ie`;
  await t.auth.api.signUpEmail({
    body: { email, name: options.name ?? `Test Guest ${counter}`, password: options.password ?? "Kinsale-Steam-7" },
  });
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  for (const role of options.roles ?? []) await t.db.insert(adminRoles).values({ userId: row.id, role });
  if (options.isOwner) await t.db.update(profiles).set({ isOwner: true }).where(eq(profiles.id, row.id));
  return actorForUser(t.db, row);
}

/** Every notification toggle off, guest's and host's: for mail sent whatever the toggles say. */
export async function turnOffEveryNotification(t: TestDatabase, userId: string): Promise<void> {
  const allOff = Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, false]));
  await t.db.update(profiles).set({ notificationPreferences: allOff }).where(eq(profiles.id, userId));
}

export async function createTestSauna(t: TestDatabase, values: Partial<typeof saunas.$inferInsert> = {}) {
  counter++;
  const [row] = await t.db
    .insert(saunas)
    .values({
      name: `Test Sauna ${counter}`,
      type: "Wood-Fired",
      county: "Cork",
      location: "Kinsale",
      capacity: 6,
      status: "active",
      isPublished: true,
      latitude: 51.7059,
      longitude: -8.5222,
      // An owner given here runs the sauna, as after onboarding; a test of claims says otherwise.
      ownerVerified: Boolean(values.ownerId),
      ...values,
    })
    .returning();
  return row;
}

/**
 * A 90-minute booking written straight into the table (a €45 private session unless told
 * otherwise), for tests about what happens to bookings rather than how they are made.
 */
export async function createTestBooking(
  t: TestDatabase,
  values: { userId: string; saunaId: string; startsAt: Date } & Partial<typeof bookings.$inferInsert>,
) {
  const endsAt = new Date(values.startsAt.getTime() + 90 * 60_000);
  const [row] = await t.db
    .insert(bookings)
    .values({
      bookingType: "private",
      bookingDate: values.startsAt.toISOString().slice(0, 10),
      startTime: "10:00",
      endTime: "11:30",
      endsAt,
      totalAmount: 45,
      platformFee: 6.75,
      hostPayout: 38.25,
      payoutDueAt: new Date(endsAt.getTime() + 86_400_000),
      ...values,
    })
    .returning();
  return row;
}
