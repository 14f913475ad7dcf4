// Admin Users (docs/product.md §2 'Users Management', §7 'Admin users: all profiles newest first'): the
// list with search and keyset pages, one member's bookings and reviews, and suspending and
// restoring an account. A suspended member's sessions are deleted at once and they cannot sign
// in again (server/auth/auth.ts) until an administrator restores them.
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type AdminListQuery, RecordId } from "#domain/admin-people-schemas";
import type { Actor, SignedInUser } from "#server/auth/actor";
import { requireAdmin } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { session, user } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { conflict, forbidden, notFound } from "#server/features/errors";
import { recordAdminActivity } from "./activity-log";
import { adminBookingColumns, adminReviewColumns, shownBooking } from "./admin-rows";
import { cursorColumn } from "./keyset-page";
import { peoplePage, profileKeys } from "./people-page";

export const USER_NOT_FOUND = "User not found";
export const CANNOT_SUSPEND_SELF = "You can't suspend your own account.";
export const ONLY_SUPER_ADMIN_SUSPENDS_SUPER_ADMIN = "Only a super administrator can suspend a super administrator.";
export const ALREADY_SUSPENDED = "This account is already suspended.";
export const NOT_SUSPENDED = "This account isn't suspended.";

/** How many of a member's bookings and reviews the detail view shows (newest first). */
export const USER_DETAIL_LIMIT = 20;

/** The member's highest admin role, if any ('super_admin' sorts after 'admin'). */
const highestRole = sql<string | null>`(select max(${adminRoles.role}) from ${adminRoles} where ${adminRoles.userId} = ${profiles.id})`;

export async function listUsers(db: Db, actor: Actor, input: AdminListQuery | Record<string, unknown> = {}) {
  requireAdmin(actor);
  const { query, page, search } = peoplePage(input, (pattern) => sql`p.full_name ilike ${pattern}`);
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: user.email,
      isOwner: profiles.isOwner,
      emailVerified: user.emailVerified,
      suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
      role: highestRole,
      createdAt: profiles.createdAt,
      cursor: cursorColumn(profileKeys),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(search, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { ...page.finish(rows), query };
}
export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

async function findMember(db: Pick<Db, "select">, userId: unknown) {
  if (!RecordId.safeParse(userId).success) throw notFound(USER_NOT_FOUND);
  const [member] = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: user.email,
      phone: profiles.phone,
      isOwner: profiles.isOwner,
      isVerifiedOwner: profiles.isVerified,
      emailVerified: user.emailVerified,
      suspendedAt: profiles.suspendedAt,
      role: highestRole,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId as string));
  if (!member) throw notFound(USER_NOT_FOUND);
  return member;
}

/** One member: their account, their latest bookings and reviews, and how many of each. */
export async function userDetail(db: Db, actor: Actor, userId: unknown, now = new Date()) {
  const admin = requireAdmin(actor);
  const member = await findMember(db, userId);
  const [memberBookings, [bookingCount], memberReviews, [reviewCount]] = await Promise.all([
    db
      .select(adminBookingColumns)
      .from(bookings)
      .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
      .where(eq(bookings.userId, member.id))
      .orderBy(desc(bookings.startsAt), desc(bookings.id))
      .limit(USER_DETAIL_LIMIT),
    db.select({ n: count() }).from(bookings).where(eq(bookings.userId, member.id)),
    db
      .select(adminReviewColumns)
      .from(reviews)
      .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
      .where(eq(reviews.userId, member.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(USER_DETAIL_LIMIT),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, member.id)),
  ]);
  return {
    member,
    /** Why this admin may not suspend the member (the page says so instead of offering it), or null. */
    cannotSuspend: suspensionRefusal(admin, member),
    bookings: memberBookings.map((b) => shownBooking(b, now)),
    bookingCount: Number(bookingCount.n),
    reviews: memberReviews,
    reviewCount: Number(reviewCount.n),
  };
}

/**
 * Suspends a member: they are signed out everywhere at once (their sessions are deleted) and
 * cannot sign in until restored. An admin can't suspend themselves, and only a super admin can
 * suspend a super admin.
 */
export async function suspendUser(db: Db, actor: Actor, userId: unknown, now = new Date()): Promise<void> {
  const admin = requireAdmin(actor);
  await db.transaction(async (tx) => {
    const member = await findMember(tx, userId);
    refuseSuspension(admin, member);
    const [suspended] = await tx
      .update(profiles)
      .set({ suspendedAt: now })
      .where(and(eq(profiles.id, member.id), isNull(profiles.suspendedAt)))
      .returning({ id: profiles.id });
    if (!suspended) throw conflict(ALREADY_SUSPENDED);
    await tx.delete(session).where(eq(session.userId, member.id));
    await recordAdminActivity(tx, admin, { key: "activity.user.suspended", values: { member: memberLabel(member) }, entityType: "user", entityId: member.id });
  });
}

function suspensionRefusal(admin: SignedInUser, member: { id: string; role: string | null }): string | null {
  if (member.id === admin.userId) return CANNOT_SUSPEND_SELF;
  if (member.role === "super_admin" && !admin.roles.includes("super_admin")) return ONLY_SUPER_ADMIN_SUSPENDS_SUPER_ADMIN;
  return null;
}

function refuseSuspension(admin: SignedInUser, member: { id: string; role: string | null }) {
  const refusal = suspensionRefusal(admin, member);
  if (refusal) throw forbidden(refusal);
}

/** Lifts a suspension: the member can sign in again. */
export async function restoreUser(db: Db, actor: Actor, userId: unknown): Promise<void> {
  const admin = requireAdmin(actor);
  await db.transaction(async (tx) => {
    const member = await findMember(tx, userId);
    const [restored] = await tx
      .update(profiles)
      .set({ suspendedAt: null })
      .where(and(eq(profiles.id, member.id), isNotNull(profiles.suspendedAt)))
      .returning({ id: profiles.id });
    if (!restored) throw conflict(NOT_SUSPENDED);
    await recordAdminActivity(tx, admin, { key: "activity.user.restored", values: { member: memberLabel(member) }, entityType: "user", entityId: member.id });
  });
}

function memberLabel(member: { name: string | null; email: string }): string {
  return member.name?.trim() ? `${member.name.trim()} (${member.email})` : member.email;
}
