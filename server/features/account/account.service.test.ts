import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { bookings } from "#server/db/schema/bookings";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { bookingSlotUsage } from "#server/db/schema/booking-slot-usage";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely } from "#server/testing/test-photos";
import { localDiskPhotoStorage } from "#server/integrations/storage/photo-storage";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { setFavourite } from "#server/features/favorites/favorites.service";
import { deleteAccount, exportAccountData, getAccount, setAvatar, updateAccount } from "./account.service";

/** createTestUser's password. */
const PASSWORD = "Kinsale-Steam-7";

describeOnEachDatabase("account", (t) => {
  it("saves name, phone and preferences", async () => {
    const guest = await createTestUser(t, { name: "Old Name" });
    await updateAccount(t.db, guest, {
      firstName: "Siobhán", lastName: "Ní Bhriain", phone: "+353 87 123 4567",
      notifications: { marketingEmails: false, bookingReminders: true }, privacy: { showProfileOnReviews: true },
    });
    const me = await getAccount(t.db, guest);
    expect(me).toMatchObject({ firstName: "Siobhán", lastName: "Ní Bhriain", phone: "+353 87 123 4567", fullName: "Siobhán Ní Bhriain" });
    expect(me.notifications).toEqual({ marketingEmails: false, bookingReminders: true });
  });

  it("decodes a profile photo: refuses a pixel bomb, a truncated file and a script behind a GIF header; stores what it takes re-encoded", async () => {
    const guest = await createTestUser(t);
    const dir = mkdtempSync(path.join(os.tmpdir(), "avatars-"));
    const storage = localDiskPhotoStorage(dir);
    await expectRefusesHostileImages((bytes) => setAvatar(t.db, guest, storage, bytes), "Only JPG, PNG, GIF or WebP photos can be uploaded.");
    expect((await getAccount(t.db, guest)).avatarUrl).toBeNull();
    const url = await setAvatar(t.db, guest, storage, await cameraPhoto());
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    await expectStoredSafely(readFileSync(path.join(dir, url.replace("/uploads/", ""))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses bad input field by field and a visitor", async () => {
    const guest = await createTestUser(t);
    await expect(updateAccount(t.db, guest, { firstName: " ", phone: "call me" })).rejects.toMatchObject({
      fieldErrors: { firstName: "Please enter your first name", phone: expect.stringContaining("phone number") },
    });
    await expect(updateAccount(t.db, ANONYMOUS, { firstName: "X" })).rejects.toThrow(/sign in/);
    await expect(exportAccountData(t.db, ANONYMOUS)).rejects.toThrow(/sign in/);
    await expect(deleteAccount(t.db, t.auth, ANONYMOUS, { password: PASSWORD })).rejects.toThrow(/sign in/);
  });

  it("exports the user's own data without secrets", async () => {
    const guest = await createTestUser(t, { email: "export@example.ie" });
    const other = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await setFavourite(t.db, guest, sauna.id, true);
    await setFavourite(t.db, other, sauna.id, true);
    const data = await exportAccountData(t.db, guest);
    expect(data.user.email).toBe("export@example.ie");
    expect(data.favourites).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it("deletes an account only with its current password, and a wrong one deletes nothing", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.UTC(2031, 5, 1, 9)) });
    const other = await createTestUser(t, { password: "Another-Steam-8" });
    for (const input of [{ password: "not-my-password" }, { password: "Another-Steam-8" }, { password: PASSWORD.toUpperCase() }]) {
      await expect(deleteAccount(t.db, t.auth, guest, input)).rejects.toMatchObject({ message: "Your current password is incorrect", fieldErrors: { password: "Your current password is incorrect" } });
    }
    await expect(deleteAccount(t.db, t.auth, guest, {})).rejects.toMatchObject({ fieldErrors: { password: "Please enter your current password" } });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, guest.userId))).toEqual([{ id: guest.userId }]);
    const [untouched] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(untouched).toMatchObject({ userId: guest.userId, status: booking.status });

    await deleteAccount(t.db, t.auth, guest, { password: PASSWORD });
    expect(await t.db.select().from(users).where(eq(users.id, guest.userId))).toEqual([]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, other.userId))).toEqual([{ id: other.userId }]);
  });

  it("deletes the account and keeps anonymised bookings and reviews", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.UTC(2031, 5, 1, 9)) });
    const [review] = await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Lovely heat and a cold plunge after." }).returning();
    await deleteAccount(t.db, t.auth, guest, { password: PASSWORD });
    expect(await t.db.select().from(users).where(eq(users.id, guest.userId))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, guest.userId))).toEqual([]);
    const [keptBooking] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(keptBooking.userId).toBeNull();
    const [keptReview] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(keptReview.userId).toBeNull();
  });

  it("cancels the guest's future bookings with a full refund, even inside the free-cancellation window, and frees their seats, leaving past ones alone", async () => {
    const now = new Date(Date.UTC(2031, 5, 1, 9));
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    const nextWeek = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 7 * 86_400_000), totalAmount: 45 });
    const tonight = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 5 * 3_600_000), totalAmount: 45 });
    const lastMonth = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 30 * 86_400_000) });

    await deleteAccount(t.db, t.auth, guest, { password: PASSWORD }, undefined, now);

    const byId = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
    expect(await byId(nextWeek.id)).toMatchObject({ status: "cancelled", refundAmount: 45, userId: null, cancellationReason: expect.stringContaining("deleted their account") });
    // Nobody is left to come, so even tonight's session is refunded in full.
    expect(await byId(tonight.id)).toMatchObject({ status: "cancelled", refundAmount: 45 });
    expect(await byId(lastMonth.id)).toMatchObject({ status: "confirmed", refundAmount: null });
    // The whole sauna is free again at both times: another guest can book it privately.
    const usage = await t.db.select().from(bookingSlotUsage).where(eq(bookingSlotUsage.saunaId, sauna.id));
    for (const start of [nextWeek.startsAt, tonight.startsAt]) {
      const slot = usage.find((u) => u.startsAt.getTime() === start.getTime());
      expect(slot === undefined || (slot.seatsTaken === 0 && !slot.exclusive)).toBe(true);
    }
  });

  it("for a host, cancels their guests' future bookings with a full refund and leaves the listing unclaimed", async () => {
    const now = new Date(Date.UTC(2031, 5, 1, 9));
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const soon = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 3 * 3_600_000) });

    await deleteAccount(t.db, t.auth, host, { password: PASSWORD }, undefined, now);

    const [cancelled] = await t.db.select().from(bookings).where(eq(bookings.id, soon.id));
    expect(cancelled).toMatchObject({ status: "cancelled", refundAmount: 45, userId: guest.userId, cancellationReason: expect.stringContaining("host closed their account") });
    const [listing] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(listing).toMatchObject({ ownerId: null, isClaimed: false });
  });
});
