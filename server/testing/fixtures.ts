// Test data made through the same paths the app uses (better-auth for users).
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AdminRole } from "#domain/constants";
import { NOTIFICATION_PREFERENCES } from "#domain/notification-preferences";
import { ANONYMOUS, actorForUser, type Actor, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import type { TestDatabase } from "./test-database";

let counter = 0;

export type TestUserOptions = { email?: string; name?: string; password?: string; roles?: AdminRole[]; isOwner?: boolean };

export async function createTestUser(t: TestDatabase, options: TestUserOptions = {}): Promise<SignedInUser> {
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

/** Someone other than a sauna's owner, named for a failing assertion, and the status they get. */
export type Outsider = [who: string, actor: Actor, status: number];

export type DashboardPeople = {
  owner: SignedInUser;
  otherOwner: SignedInUser;
  guest: SignedInUser;
  admin: SignedInUser;
  superAdmin: SignedInUser;
  /** Everyone above but the owner, and a visitor, with the status the owner's dashboard gives them. */
  outsiders: Outsider[];
};

/**
 * The people an owner-dashboard rule is tested with: a sauna's owner and those the dashboard turns
 * away (`runnableSauna`). Another owner gets 404, because another's sauna is "not found" rather
 * than theirs to be refused; a guest 403, a visitor 401, and both kinds of admin 403, because the
 * dashboard is the owner's alone and a super admin passes every other role check.
 *
 * A suite makes them once: `let { owner, guest } = {} as DashboardPeople;` and, in its
 * `beforeAll`, `({ owner, guest } = await createDashboardPeople(t));`.
 */
export async function createDashboardPeople(
  t: TestDatabase,
  options: { owner?: TestUserOptions; guest?: TestUserOptions } = {},
): Promise<DashboardPeople> {
  const owner = await createTestUser(t, { ...options.owner, isOwner: true });
  const otherOwner = await createTestUser(t, { isOwner: true });
  const guest = await createTestUser(t, options.guest);
  const admin = await createTestUser(t, { roles: ["admin"] });
  const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
  const outsiders: Outsider[] = [
    ["another owner", otherOwner, 404],
    ["a guest", guest, 403],
    ["a visitor", ANONYMOUS, 401],
    ["an admin", admin, 403],
    ["a super admin", superAdmin, 403],
  ];
  return { owner, otherOwner, guest, admin, superAdmin, outsiders };
}

/** Expects `call` to be refused to each outsider with their status; a failure says who got in. */
export async function expectRefusedToEach(outsiders: Outsider[], call: (actor: Actor) => Promise<unknown>): Promise<void> {
  for (const [who, actor, status] of outsiders) await expect(call(actor), who).rejects.toMatchObject({ status });
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
