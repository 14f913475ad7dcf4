import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { SUSPENDED_CANT_RELIST } from "#domain/listing-visibility";
import { ANONYMOUS } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { saunaDeletionRequests } from "#server/db/schema/sauna-deletion-requests";
import { saunas } from "#server/db/schema/saunas";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { getPublicSauna } from "#server/features/saunas/sauna-detail.service";
import { listPublicSaunas } from "#server/features/saunas/sauna-listing.service";
import { createDashboardPeople, createTestBooking, createTestSauna, type DashboardPeople } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { pauseSauna, relistSauna } from "./listing-visibility.service";
import { deletionRequestOf, listSaunaDeletionRequests, requestSaunaDeletion, withdrawSaunaDeletion } from "./sauna-deletion-requests.service";

const DAY = 86_400_000;
const NOW = new Date("2026-11-10T12:00:00Z");

describeOnEachDatabase("a host pauses, lists again and asks to delete their sauna,", (t) => {
  let { owner, otherOwner, guest, admin, superAdmin, outsiders } = {} as DashboardPeople;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;

  beforeAll(async () => {
    ({ owner, otherOwner, guest, admin, superAdmin, outsiders } = await createDashboardPeople(t, { owner: { name: "Cian Host" }, guest: { name: "Aoife Guest" } }));
    await createTestSauna(t, { ownerId: otherOwner.userId });
  });
  beforeEach(async () => {
    sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, name: `Paused Harbour Sauna ${Math.random().toString(36).slice(2, 7)}` });
  });

  const publicNames = async () => (await listPublicSaunas(t.db, { q: sauna.name })).saunas.map((s) => s.name);

  it("hides a paused sauna from lists, its page and booking, while its bookings stay; listing it again shows it", async () => {
    const booked = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 3 * DAY) });
    expect(await publicNames()).toEqual([sauna.name]);

    expect(await pauseSauna(t.db, owner, sauna.id, NOW)).toEqual({ visibility: "paused", pausedAt: NOW });
    expect(await publicNames()).toEqual([]);
    await expect(getPublicSauna(t.db, ANONYMOUS, sauna.id)).rejects.toMatchObject({ status: 404 });
    await expect(getPublicSauna(t.db, guest, sauna.id)).rejects.toMatchObject({ status: 404 });
    // Its owner still sees the page, marked as not public.
    expect(await getPublicSauna(t.db, owner, sauna.id)).toMatchObject({ isPublic: false, pausedAt: NOW });
    await expect(createBooking(t.db, guest, { saunaId: sauna.id, date: "2026-11-24", time: "18:00", bookingType: "private", guests: 1 }, NOW)).rejects.toMatchObject({ status: 404 });
    // The booking already made stays, and the guest still sees it.
    const [kept] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.id));
    expect(kept.status).toBe("confirmed");
    expect((await listMyBookings(t.db, guest, NOW)).map((b) => [b.id, b.saunaName, b.displayStatus])).toContainEqual([booked.id, sauna.name, "confirmed"]);
    // The guest reads that it is paused and their booking stands, not that the sauna is gone.
    expect((await listMyBookings(t.db, guest, NOW)).find((b) => b.id === booked.id)).toMatchObject({ saunaListed: true, saunaPaused: true });
    // Pausing again changes nothing.
    expect(await pauseSauna(t.db, owner, sauna.id, new Date(NOW.getTime() + DAY))).toEqual({ visibility: "paused", pausedAt: NOW });

    expect(await relistSauna(t.db, owner, sauna.id, NOW)).toEqual({ visibility: "listed", pausedAt: null });
    expect(await publicNames()).toEqual([sauna.name]);
    expect((await getPublicSauna(t.db, ANONYMOUS, sauna.id)).isPublic).toBe(true);
  });

  it("keeps a paused sauna unlisted whatever else writes the row, such as an admin's Activate", async () => {
    await pauseSauna(t.db, owner, sauna.id, NOW);
    // What Approve and Activate write: status active and is_published.
    await t.db.update(saunas).set({ status: "active", isPublished: true }).where(eq(saunas.id, sauna.id));
    const [row] = await t.db.select({ isPublished: saunas.isPublished, pausedAt: saunas.pausedAt }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toEqual({ isPublished: false, pausedAt: NOW });
    expect(await publicNames()).toEqual([]);
  });

  it("lets a host pause a suspended sauna but never list it again: the suspension is an admin's", async () => {
    await t.db.update(saunas).set({ status: "suspended" }).where(eq(saunas.id, sauna.id));
    await expect(relistSauna(t.db, owner, sauna.id, NOW)).rejects.toMatchObject({ status: 409, message: SUSPENDED_CANT_RELIST });
    expect(await pauseSauna(t.db, owner, sauna.id, NOW)).toEqual({ visibility: "suspended", pausedAt: NOW });
    await expect(relistSauna(t.db, owner, sauna.id, NOW)).rejects.toMatchObject({ status: 409, message: SUSPENDED_CANT_RELIST });
    // Reinstated by an admin, it stays paused until its host lists it.
    await t.db.update(saunas).set({ status: "active", isPublished: true }).where(eq(saunas.id, sauna.id));
    expect(await publicNames()).toEqual([]);
    expect(await relistSauna(t.db, owner, sauna.id, NOW)).toEqual({ visibility: "listed", pausedAt: null });
    expect(await publicNames()).toEqual([sauna.name]);
  });

  it("lists a paused pending sauna again without publishing it before an admin approves it", async () => {
    await t.db.update(saunas).set({ status: "pending", isPublished: false }).where(eq(saunas.id, sauna.id));
    expect((await pauseSauna(t.db, owner, sauna.id, NOW)).visibility).toBe("paused");
    expect(await relistSauna(t.db, owner, sauna.id, NOW)).toEqual({ visibility: "pending", pausedAt: null });
    const [row] = await t.db.select({ isPublished: saunas.isPublished }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.isPublished).toBe(false);
  });

  it("refuses pausing or listing someone else's sauna: a visitor, a guest, another owner and the admins", async () => {
    for (const [who, actor, status] of outsiders) {
      await expect(pauseSauna(t.db, actor, sauna.id, NOW), who).rejects.toMatchObject({ status });
      await expect(relistSauna(t.db, actor, sauna.id, NOW), who).rejects.toMatchObject({ status });
    }
    expect(await publicNames()).toEqual([sauna.name]);
  });

  it("records a request to delete, which admins see with the reason and the bookings to come; the host may withdraw it", async () => {
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 2 * DAY) });
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() - 20 * DAY) });
    expect(await deletionRequestOf(t.db, owner, sauna.id)).toBeNull();
    const made = await requestSaunaDeletion(t.db, owner, sauna.id, { reason: "  We're closing for good at the end of the season.  " });
    expect(made.reason).toBe("We're closing for good at the end of the season.");
    expect(await deletionRequestOf(t.db, owner, sauna.id)).toEqual(made);
    await expect(requestSaunaDeletion(t.db, owner, sauna.id, {})).rejects.toMatchObject({ status: 409 });

    for (const viewer of [admin, superAdmin]) {
      const seen = (await listSaunaDeletionRequests(t.db, viewer, NOW)).find((r) => r.saunaId === sauna.id);
      expect(seen).toMatchObject({ saunaName: sauna.name, hostName: "Cian Host", hostEmail: owner.email, reason: made.reason, upcomingBookings: 1 });
    }
    // Nothing is deleted from the host's side: the sauna and its bookings are all still there.
    expect(await t.db.select({ id: saunas.id }).from(saunas).where(eq(saunas.id, sauna.id))).toHaveLength(1);
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.saunaId, sauna.id))).toHaveLength(2);

    expect(await withdrawSaunaDeletion(t.db, owner, sauna.id)).toEqual({ withdrawn: true });
    expect(await withdrawSaunaDeletion(t.db, owner, sauna.id)).toEqual({ withdrawn: false });
    expect((await listSaunaDeletionRequests(t.db, admin, NOW)).some((r) => r.saunaId === sauna.id)).toBe(false);
  });

  it("refuses a deletion request or its withdrawal from anyone but the owner, and the admins' list from anyone but admins", async () => {
    await requestSaunaDeletion(t.db, owner, sauna.id, {});
    for (const [who, actor, status] of outsiders) {
      await expect(requestSaunaDeletion(t.db, actor, sauna.id, {}), who).rejects.toMatchObject({ status });
      await expect(withdrawSaunaDeletion(t.db, actor, sauna.id), who).rejects.toMatchObject({ status });
    }
    expect(await t.db.select().from(saunaDeletionRequests).where(eq(saunaDeletionRequests.saunaId, sauna.id))).toHaveLength(1);
    for (const [who, actor, status] of [["a visitor", ANONYMOUS, 401], ["a guest", guest, 403], ["an owner", owner, 403]] as const) {
      await expect(listSaunaDeletionRequests(t.db, actor, NOW), who).rejects.toMatchObject({ status });
    }
    await expect(requestSaunaDeletion(t.db, owner, sauna.id, { reason: "x".repeat(1001) })).rejects.toMatchObject({ status: 400, message: "Please keep the reason to 1000 characters" });
  });
});
