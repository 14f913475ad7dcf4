import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { saunas } from "#server/db/schema/saunas";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { listOwnedSaunas, runnableSauna } from "./owned-saunas";
import { ownerOverview } from "./owner-overview.service";

const DAY = 86_400_000;

describeOnEachDatabase("the owner dashboard's saunas and overview", (t) => {
  it("lets an owner run only their own verified saunas; refuses owner B, a guest, a visitor and an admin", async () => {
    const ownerA = await createTestUser(t, { isOwner: true });
    const ownerB = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const admin = await createTestUser(t, { roles: ["super_admin"] });
    const mine = await createTestSauna(t, { ownerId: ownerA.userId, isClaimed: true, ownerVerified: true, name: "A's Sauna" });
    const claimed = await createTestSauna(t, { ownerId: ownerA.userId, isClaimed: true, ownerVerified: false, name: "A's Claim" });

    expect((await runnableSauna(t.db, ownerA, mine.id)).id).toBe(mine.id);
    expect((await listOwnedSaunas(t.db, ownerA)).map((s) => [s.name, s.ownerVerified])).toEqual([["A's Sauna", true], ["A's Claim", false]]);
    await expect(runnableSauna(t.db, ownerA, claimed.id)).rejects.toMatchObject({ status: 403, message: expect.stringContaining("verified") });
    await expect(runnableSauna(t.db, ownerB, mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(runnableSauna(t.db, guest, mine.id)).rejects.toMatchObject({ status: 403 });
    await expect(runnableSauna(t.db, ANONYMOUS, mine.id)).rejects.toMatchObject({ status: 401 });
    await expect(runnableSauna(t.db, admin, mine.id)).rejects.toMatchObject({ status: 403 });
    await expect(runnableSauna(t.db, ownerA, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    expect(await listOwnedSaunas(t.db, ownerB)).toEqual([]);
    await expect(listOwnedSaunas(t.db, guest)).rejects.toMatchObject({ status: 403 });
  });

  it("counts upcoming bookings, this month's bookings and earnings after commission, unread messages and recent activity", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t, { name: "Orla Guest" });
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    const now = new Date("2026-11-10T12:00:00Z");
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 2 * DAY) }); // this month, upcoming
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() - 3 * DAY) }); // this month, past
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 40 * DAY) }); // next month
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 4 * DAY), status: "cancelled", cancelledAt: new Date(now.getTime() - DAY), cancelledBy: "guest" });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 5, comment: "Gorgeous heat, and a lovely cold plunge.", status: "published" });
    await t.db.update(saunas).set({ averageRating: 5, totalReviews: 1 }).where(eq(saunas.id, sauna.id));
    const [thread] = await t.db.insert(messageThreads).values({ saunaId: sauna.id, guestId: guest.userId, hostId: owner.userId }).returning();
    await t.db.insert(messages).values([
      { threadId: thread.id, senderId: guest.userId, body: "Is there parking?" },
      { threadId: thread.id, senderId: owner.userId, body: "Yes, plenty." },
      { threadId: thread.id, senderId: guest.userId, body: "Great, thanks!" },
    ]);

    const { stats, activity } = await ownerOverview(t.db, owner, sauna.id, now);
    expect(stats).toMatchObject({ upcomingBookings: 2, monthBookings: 2, monthEarnings: 76.5, averageRating: 5, totalReviews: 1, unreadMessages: 2 });
    expect(activity.map((a) => a.kind)).toEqual(expect.arrayContaining(["booking", "cancellation", "review", "message"]));
    expect(activity.find((a) => a.kind === "review")).toMatchObject({ who: "Orla Guest", detail: "left a 5-star review" });
    await expect(ownerOverview(t.db, await createTestUser(t, { isOwner: true }), sauna.id, now)).rejects.toMatchObject({ status: 404 });
  });

  it("names a guest without a name, and a reviewer who hides theirs, in the page's language", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    await t.db.update(profiles).set({ fullName: " " }).where(eq(profiles.id, guest.userId));
    const sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true });
    const now = new Date("2026-11-10T12:00:00Z");
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(now.getTime() + 2 * DAY) });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 4, comment: "Lovely and hot, the plunge was bracing.", status: "published" });
    const who = async (locale: "en" | "ga") => Object.fromEntries((await ownerOverview(t.db, owner, sauna.id, now, locale)).activity.map((a) => [a.kind, a.who]));
    expect(await who("en")).toEqual({ booking: "A guest", review: "Anonymous" });
    expect(await who("ga")).toEqual({ booking: "Aoi", review: "Gan ainm" });
  });
});
