import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { crc32 } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HOST_PHOTO_MAX_BYTES } from "#domain/host-account";
import { ANONYMOUS, type Actor, type SignedInUser } from "#server/auth/actor";
import { user as users } from "#server/db/schema/auth";
import { profiles } from "#server/db/schema/profiles";
import { getAccount, updateAccount } from "#server/features/account/account.service";
import { localDiskPhotoStorage, type PhotoStorage } from "#server/integrations/storage/photo-storage";
import { createTestUser } from "#server/testing/fixtures";
import { cameraPhoto, expectRefusesHostileImages, expectStoredSafely, realPhoto } from "#server/testing/test-photos";
import { describeOnEachDatabase } from "#server/testing/test-database";
import {
  connectPaymentProvider, getHostAccount, setHostPhoto, updateHostNotifications, updateHostPayments, updateHostProfile,
} from "./host-account.service";

/** A real PNG of exactly `size` bytes: an ancillary text chunk of padding after its header. */
async function pngOfSize(size: number): Promise<Uint8Array> {
  const png = await realPhoto("png");
  const padding = size - png.length - 12;
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write("tEXtComment", 4, "latin1"); // keyword, then a NUL and spaces
  chunk.fill(0x20, 16, 8 + padding);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  return new Uint8Array(Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]));
}

describeOnEachDatabase("the owner dashboard's Account", (t) => {
  let owner: SignedInUser;
  let dir: string;
  let storage: PhotoStorage;
  const onDisk = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ""));

  beforeAll(async () => {
    owner = await createTestUser(t, { isOwner: true, name: "Ciara Walsh" });
    dir = mkdtempSync(path.join(os.tmpdir(), "host-account-"));
    storage = localDiskPhotoStorage(dir);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("starts with every notification on except marketing, and payments not connected", async () => {
    expect(await getHostAccount(t.db, owner)).toMatchObject({
      fullName: "Ciara Walsh", email: owner.email, phone: null, avatarUrl: null, paymentsConnected: false, businessName: null, vatNumber: null,
      notifications: { newBookings: true, newReviews: true, messages: true, marketingEmails: false, payoutNotifications: true },
    });
  });

  it("saves the profile's name and phone, and refuses a blank name or a bad phone number", async () => {
    await updateHostProfile(t.db, owner, { fullName: "  Ciara Ní Bhriain ", phone: "+353 87 123 4567" });
    expect(await getHostAccount(t.db, owner)).toMatchObject({ fullName: "Ciara Ní Bhriain", phone: "+353 87 123 4567" });
    const [u] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, owner.userId));
    expect(u.name).toBe("Ciara Ní Bhriain");
    await updateHostProfile(t.db, owner, { fullName: "Ciara Ní Bhriain", phone: "" });
    expect((await getHostAccount(t.db, owner)).phone).toBeNull();
    await expect(updateHostProfile(t.db, owner, { fullName: "  " })).rejects.toMatchObject({ status: 400, message: "Please enter your name" });
    await expect(updateHostProfile(t.db, owner, { fullName: "Ciara", phone: "call me" })).rejects.toMatchObject({ status: 400, fieldErrors: { phone: expect.stringContaining("phone number") } });
  });

  it("saves the business name and an Irish VAT number, refusing others; 'connect' sets the flag", async () => {
    await updateHostPayments(t.db, owner, { businessName: "Ciara's Sea Saunas Ltd", vatNumber: "ie 1234567 t" });
    expect(await getHostAccount(t.db, owner)).toMatchObject({ businessName: "Ciara's Sea Saunas Ltd", vatNumber: "IE1234567T", paymentsConnected: false });
    await updateHostPayments(t.db, owner, { businessName: "Ciara's Sea Saunas Ltd", vatNumber: "" });
    expect((await getHostAccount(t.db, owner)).vatNumber).toBeNull();
    await expect(updateHostPayments(t.db, owner, { businessName: "Ciara's", vatNumber: "GB123456789" })).rejects.toMatchObject({ status: 400, message: "Please enter an Irish VAT number, such as IE1234567T" });
    await expect(updateHostPayments(t.db, owner, { businessName: " ", vatNumber: "" })).rejects.toMatchObject({ status: 400, message: "Please enter your business name" });
    await connectPaymentProvider(t.db, owner);
    expect((await getHostAccount(t.db, owner)).paymentsConnected).toBe(true);
  });

  it("saves the five toggles under their own keys, keeping the guest's and sharing messages and marketing with My Account", async () => {
    const host = await createTestUser(t, { isOwner: true, name: "Dara Host" });
    await updateAccount(t.db, host, { firstName: "Dara", lastName: "Host", notifications: { bookingReminders: false, reviewReplies: true, messages: true, marketingEmails: false } });
    // Ticked boxes send "on"; unticked ones send nothing.
    await updateHostNotifications(t.db, host, { newBookings: "on", messages: "on", marketingEmails: "on" });
    expect((await getHostAccount(t.db, host)).notifications).toEqual({ newBookings: true, newReviews: false, messages: true, marketingEmails: true, payoutNotifications: false });
    const [saved] = await t.db.select({ prefs: profiles.notificationPreferences }).from(profiles).where(eq(profiles.id, host.userId));
    expect(saved.prefs).toEqual({ bookingReminders: false, reviewReplies: true, messages: true, marketingEmails: true, newBookings: true, newReviews: false, payoutNotifications: false });
    // Saving My Account's settings keeps the host's own keys.
    await updateAccount(t.db, host, { firstName: "Dara", lastName: "Host", notifications: { bookingReminders: true, reviewReplies: true, messages: false, marketingEmails: false } });
    expect((await getHostAccount(t.db, host)).notifications).toEqual({ newBookings: true, newReviews: false, messages: false, marketingEmails: false, payoutNotifications: false });
    expect((await getAccount(t.db, host)).notifications).toMatchObject({ bookingReminders: true, messages: false });
  });

  it("takes a JPEG, PNG or GIF of at most 2 MB, by content, and replaces the old photo", async () => {
    const first = await setHostPhoto(t.db, owner, storage, await realPhoto("gif"));
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const second = await setHostPhoto(t.db, owner, storage, await pngOfSize(HOST_PHOTO_MAX_BYTES));
    expect(existsSync(onDisk(first))).toBe(false);
    expect((await getHostAccount(t.db, owner)).avatarUrl).toBe(second);
    const third = await setHostPhoto(t.db, owner, storage, await cameraPhoto());
    await expectStoredSafely(readFileSync(onDisk(third)));
  });

  it("decodes the photo: refuses a pixel bomb, a truncated file and a script behind a GIF header, keeping the old photo", async () => {
    const before = (await getHostAccount(t.db, owner)).avatarUrl;
    await expectRefusesHostileImages((bytes) => setHostPhoto(t.db, owner, storage, bytes), "Only JPG, PNG or GIF photos can be uploaded.");
    expect((await getHostAccount(t.db, owner)).avatarUrl).toBe(before);
  });

  it("refuses a photo over 2 MB, a WebP, and a file that is no image whatever its name says", async () => {
    const before = (await getHostAccount(t.db, owner)).avatarUrl;
    await expect(setHostPhoto(t.db, owner, storage, await pngOfSize(HOST_PHOTO_MAX_BYTES + 1))).rejects.toMatchObject({ status: 400, message: "This photo is over 2MB. Please choose a JPG, PNG or GIF of at most 2MB." });
    await expect(setHostPhoto(t.db, owner, storage, await realPhoto("webp"))).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or GIF photos can be uploaded." });
    await expect(setHostPhoto(t.db, owner, storage, new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toMatchObject({ status: 400, message: "Only JPG, PNG or GIF photos can be uploaded." });
    await expect(setHostPhoto(t.db, owner, storage, new Uint8Array(0))).rejects.toMatchObject({ status: 400 });
    expect((await getHostAccount(t.db, owner)).avatarUrl).toBe(before);
  });

  it("refuses a guest, a visitor and an admin who is not an owner, and changes only the owner's own profile", async () => {
    const otherOwner = await createTestUser(t, { isOwner: true, name: "Other Owner" });
    const guest = await createTestUser(t);
    const admin = await createTestUser(t, { roles: ["super_admin"] });
    for (const [actor, status] of [[guest, 403], [ANONYMOUS, 401], [admin, 403]] as [Actor, number][]) {
      await expect(getHostAccount(t.db, actor)).rejects.toMatchObject({ status });
      await expect(updateHostProfile(t.db, actor, { fullName: "Intruder" })).rejects.toMatchObject({ status });
      await expect(updateHostPayments(t.db, actor, { businessName: "Intruder Ltd" })).rejects.toMatchObject({ status });
      await expect(connectPaymentProvider(t.db, actor)).rejects.toMatchObject({ status });
      await expect(updateHostNotifications(t.db, actor, {})).rejects.toMatchObject({ status });
      await expect(setHostPhoto(t.db, actor, storage, await realPhoto("png"))).rejects.toMatchObject({ status });
    }
    // Owner B's saves land on owner B's profile, never on owner A's.
    const before = await getHostAccount(t.db, owner);
    await updateHostProfile(t.db, otherOwner, { fullName: "Owner B" });
    await updateHostPayments(t.db, otherOwner, { businessName: "B Ltd" });
    await updateHostNotifications(t.db, otherOwner, {});
    expect(await getHostAccount(t.db, owner)).toEqual(before);
    expect(await getHostAccount(t.db, otherOwner)).toMatchObject({ fullName: "Owner B", businessName: "B Ltd", notifications: { newBookings: false } });
  });
});
