// The owner dashboard's Account: the host's profile (name, phone, photo), the payment-provider
// panel (business name, VAT number, the 'connected' flag that stands in until card payments
// exist) and the five notification toggles. Only an owner reaches any of it, and only their own.
import { eq, sql } from "drizzle-orm";
import { HOST_PHOTO_MAX_BYTES, HOST_PHOTO_TOO_LARGE, HOST_PHOTO_TYPES } from "#domain/host-account";
import { HostNotificationsSchema, HostPaymentsSchema, HostProfileSchema } from "#domain/host-account-schema";
import { HOST_NOTIFICATION_PREFERENCES, notificationEnabled, type HostNotificationPreference } from "#domain/notification-preferences";
import type { Actor } from "#server/auth/actor";
import type { Db } from "#server/db/client";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { setAvatar } from "#server/features/account/account.service";
import { invalid, parseOrInvalid } from "#server/features/errors";
import type { PhotoStorage } from "#server/integrations/storage/photo-storage";
import { requireOwner } from "./owned-saunas";

export async function getHostAccount(db: Db, actor: Actor) {
  const owner = requireOwner(actor);
  const [row] = await db
    .select({
      email: users.email, fullName: profiles.fullName, phone: profiles.phone, avatarUrl: profiles.avatarUrl,
      paymentsConnected: profiles.paymentsConnected, businessName: profiles.businessName, vatNumber: profiles.vatNumber,
      notifications: profiles.notificationPreferences,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, owner.userId));
  const { notifications, ...rest } = row;
  return {
    ...rest,
    // Every toggle resolved: the saved choice, else its default (marketing off).
    notifications: Object.fromEntries(HOST_NOTIFICATION_PREFERENCES.map((key) => [key, notificationEnabled(notifications, key)])) as Record<HostNotificationPreference, boolean>,
  };
}

export async function updateHostProfile(db: Db, actor: Actor, input: unknown): Promise<void> {
  const owner = requireOwner(actor);
  const { fullName, phone } = parseOrInvalid(HostProfileSchema, input);
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName, phone: phone || null }).where(eq(profiles.id, owner.userId));
    await tx.update(users).set({ name: fullName, updatedAt: new Date() }).where(eq(users.id, owner.userId));
  });
}

/** Business name and VAT number, as the onboarding wizard's Payments step asks for them. */
export async function updateHostPayments(db: Db, actor: Actor, input: unknown): Promise<void> {
  const owner = requireOwner(actor);
  const { businessName, vatNumber } = parseOrInvalid(HostPaymentsSchema, input);
  await db.update(profiles).set({ businessName, vatNumber: vatNumber || null }).where(eq(profiles.id, owner.userId));
}

/**
 * 'Connect': records that the host connected the card payment provider. Card payments come
 * later (docs/product.md §2 Owner onboarding wizard); until then this is the saved flag the onboarding wizard also sets.
 */
export async function connectPaymentProvider(db: Db, actor: Actor): Promise<void> {
  const owner = requireOwner(actor);
  await db.update(profiles).set({ paymentsConnected: true }).where(eq(profiles.id, owner.userId));
}

/**
 * The five toggles, merged into the saved preferences: the keys My Account saves
 * (bookingReminders, reviewReplies) stay as they are, and the shared ones (messages,
 * marketingEmails) are the same setting on both pages.
 */
export async function updateHostNotifications(db: Db, actor: Actor, input: unknown): Promise<void> {
  const owner = requireOwner(actor);
  const choices = parseOrInvalid(HostNotificationsSchema, input);
  await db
    .update(profiles)
    .set({ notificationPreferences: sql`${profiles.notificationPreferences} || ${JSON.stringify(choices)}::jsonb` })
    .where(eq(profiles.id, owner.userId));
}

/** The host's photo: at most 2 MB, and a JPEG, PNG or GIF by its content (the spec's note). */
export async function setHostPhoto(db: Db, actor: Actor, storage: PhotoStorage, bytes: Uint8Array): Promise<string> {
  const owner = requireOwner(actor);
  if (bytes.byteLength > HOST_PHOTO_MAX_BYTES) throw invalid(HOST_PHOTO_TOO_LARGE);
  return setAvatar(db, owner, storage, bytes, { types: HOST_PHOTO_TYPES });
}
