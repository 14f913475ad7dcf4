// The signed-in user's own account: profile and preferences, their data as JSON, and deletion
// (docs/product.md §2 End-user area: GDPR duties). Every function acts only on the actor's own rows.
import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { DeleteAccountSchema } from "#domain/auth-schemas";
import type { Actor } from "#server/auth/actor";
import { INCORRECT_CURRENT_PASSWORD, type Auth } from "#server/auth/auth";
import { confirmCurrentPassword } from "#server/auth/password-confirmation-throttle";
import { requireUser } from "#server/auth/permissions";
import type { Db } from "#server/db/client";
import { account, session, user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { favorites } from "#server/db/schema/favorites";
import { messages, messageThreads } from "#server/db/schema/messages";
import { adminRoles, profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import type { PhotoOptions } from "#server/integrations/images/uploaded-photo";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { invalid, parseOrInvalid } from "#server/features/errors";
import { liveBooking } from "#server/features/bookings/booking-status-sql";
import { cancelLiveBooking } from "#server/features/bookings/cancel-booking";
import { singleLine } from "#domain/form-fields";
import { optionalPhoneNumber } from "#domain/phone";
import { PRIVACY_PREFERENCES } from "#domain/privacy-preferences";
// The guest's toggles (GUEST_NOTIFICATION_PREFERENCES, PRIVACY_PREFERENCES) live in domain/, where
// the settings page reads them too.
import { GUEST_NOTIFICATION_PREFERENCES } from "#domain/notification-preferences";
import { CANCELLATION_REASONS } from "#domain/cancellation-reasons";
import { closeHostListings } from "./close-host-listings";

export const ProfileUpdateSchema = z.object({
  firstName: singleLine(z.string().trim()).min(1, "Please enter your first name").max(60, "Please use at most 60 characters"),
  lastName: singleLine(z.string().trim()).max(60, "Please use at most 60 characters").default(""),
  phone: optionalPhoneNumber(),
  notifications: z.partialRecord(z.enum(GUEST_NOTIFICATION_PREFERENCES), z.boolean()).default({}),
  privacy: z.partialRecord(z.enum(PRIVACY_PREFERENCES), z.boolean()).default({}),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export async function getAccount(db: Db, actor: Actor) {
  const me = requireUser(actor);
  const [row] = await db
    .select({ email: users.email, fullName: profiles.fullName, phone: profiles.phone, avatarUrl: profiles.avatarUrl,
      notifications: profiles.notificationPreferences, privacy: profiles.privacyPreferences, createdAt: profiles.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, me.userId));
  const [firstName, ...rest] = (row.fullName ?? "").split(" ");
  return { ...row, firstName: firstName ?? "", lastName: rest.join(" ") };
}

export async function updateAccount(db: Db, actor: Actor, input: ProfileUpdate): Promise<void> {
  const me = requireUser(actor);
  const { firstName, lastName, phone, notifications, privacy } = parseOrInvalid(ProfileUpdateSchema, input);
  const fullName = [firstName, lastName].filter(Boolean).join(" ");
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      // Merged, so the host's own toggles (owner dashboard, Account) survive a save here.
      .set({ fullName, phone: phone || null, notificationPreferences: sql`${profiles.notificationPreferences} || ${JSON.stringify(notifications)}::jsonb`, privacyPreferences: privacy })
      .where(eq(profiles.id, me.userId));
    await tx.update(users).set({ name: fullName, updatedAt: new Date() }).where(eq(users.id, me.userId));
  });
}

/** Everything we hold about the user, for 'Download My Data'. Password hashes and tokens stay out. */
export async function exportAccountData(db: Db, actor: Actor) {
  const me = requireUser(actor);
  const [u] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, me.userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.userId));
  const myBookings = await db
    .select({ booking: bookings, saunaName: saunas.name })
    .from(bookings)
    .innerJoin(saunas, eq(saunas.id, bookings.saunaId))
    .where(eq(bookings.userId, me.userId));
  const myReviews = await db
    .select({ review: reviews, saunaName: saunas.name })
    .from(reviews)
    .innerJoin(saunas, eq(saunas.id, reviews.saunaId))
    .where(eq(reviews.userId, me.userId));
  const myFavourites = await db
    .select({ saunaId: favorites.saunaId, saunaName: saunas.name, savedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(saunas, eq(saunas.id, favorites.saunaId))
    .where(eq(favorites.userId, me.userId));
  const sessions = await db
    .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, me.userId));
  const myMessages = await db
    .select({ threadId: messages.threadId, saunaName: saunas.name, body: messages.body, sentAt: messages.createdAt })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(saunas, eq(saunas.id, messageThreads.saunaId))
    .where(eq(messages.senderId, me.userId));
  const roles = await db.select({ role: adminRoles.role }).from(adminRoles).where(eq(adminRoles.userId, me.userId));
  const ownedSaunas = await db.select({ id: saunas.id, name: saunas.name }).from(saunas).where(eq(saunas.ownerId, me.userId));
  return {
    exportedAt: new Date().toISOString(),
    user: u,
    profile,
    adminRoles: roles.map((r) => r.role),
    ownedSaunas,
    bookings: myBookings.map((b) => ({ ...b.booking, saunaName: b.saunaName })),
    reviews: myReviews.map((r) => ({ ...r.review, saunaName: r.saunaName })),
    favourites: myFavourites,
    messagesSent: myMessages,
    sessions,
  };
}

/**
 * Deletes the account and personal data, once the member has given their current password (as
 * for changing the sign-in e-mail: a session left open on a shared computer is not enough).
 * Bookings and reviews stay, anonymised (their user_id is set null by the foreign keys), because
 * hosts and the ledger need them. Before that, every future booking the account holds is
 * cancelled with a full refund, so its seats are free again: the guest's own (nobody is left to
 * come, and a card payment goes back to the card). A host's listings leave the site
 * with them, their guests' bookings to come cancelled and refunded (close-host-listings.ts).
 */
export async function deleteAccount(db: Db, auth: Auth, actor: Actor, input: unknown, storage?: PhotoStorage, now = new Date(), client?: string): Promise<void> {
  const me = requireUser(actor);
  const { password } = parseOrInvalid(DeleteAccountSchema, input);
  // Limited like sign-in: wrong tries count against the account, and every try per client.
  if (!(await confirmCurrentPassword(db, await auth.$context, me, password, { client, now }))) {
    throw invalid(INCORRECT_CURRENT_PASSWORD, { password: INCORRECT_CURRENT_PASSWORD });
  }
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, me.userId));
  const listingPhotos = await db.transaction(async (tx) => {
    const live = and(liveBooking, gt(bookings.startsAt, now));
    const asGuest = await tx.select().from(bookings).where(and(eq(bookings.userId, me.userId), live));
    for (const booking of asGuest) {
      await cancelLiveBooking(tx, booking.id, { now, refund: booking.totalAmount, reason: CANCELLATION_REASONS.guestDeletedAccount, by: "system" });
    }
    // A host's listings leave the site with them (decision 022).
    const removedPhotos = await closeHostListings(tx, me.userId, now);
    // Review photos and text stay for the sauna's guests; nothing in them names the user.
    await tx.delete(session).where(eq(session.userId, me.userId));
    // Their conversations as a guest go; messages they sent as a host stay for the guest, unnamed.
    await tx.delete(messageThreads).where(eq(messageThreads.guestId, me.userId));
    await tx.delete(account).where(eq(account.userId, me.userId));
    await tx.delete(users).where(eq(users.id, me.userId)); // cascades to profile, favourites, roles
    return removedPhotos;
  });
  // The profile photo is personal data too; so are the photos of a listing removed with them.
  if (profile?.avatarUrl && storage) await storage.remove(profile.avatarUrl);
  if (storage) await Promise.allSettled(listingPhotos.map((url) => storage.remove(url)));
}

/** Replaces the profile photo; the old upload is removed once the new one is saved. */
export async function setAvatar(db: Db, actor: Actor, storage: PhotoStorage, bytes: Uint8Array, options?: Pick<PhotoOptions, "types">): Promise<string> {
  const me = requireUser(actor);
  const url = await storage.save(bytes, "avatars", options);
  const [previous] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, me.userId));
  await db.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, me.userId));
  if (previous?.avatarUrl) await storage.remove(previous.avatarUrl);
  return url;
}
