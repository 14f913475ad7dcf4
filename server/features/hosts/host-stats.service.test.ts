import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages, messageThreads } from "#server/db/schema/messages";
import { profiles } from "#server/db/schema/profiles";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { hostStats } from "./host-stats.service";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeOnEachDatabase("host figures", (t) => {
  /** A conversation about one of the host's saunas: [who, minutes after `start`]. */
  async function conversation(hostId: string, saunaId: string, start: Date, turns: ["guest" | "host", number][]) {
    const guest = await createTestUser(t);
    const [thread] = await t.db.insert(messageThreads).values({ saunaId, guestId: guest.userId, hostId }).returning();
    for (const [who, minutes] of turns) {
      await t.db.insert(messages).values({
        threadId: thread.id, senderId: who === "host" ? hostId : guest.userId, body: `${who} at +${minutes} min`,
        createdAt: new Date(start.getTime() + minutes * MINUTE),
      });
    }
  }

  it("has nothing to say without a host", async () => {
    expect(await hostStats(t.db, null)).toBeNull();
    expect(await hostStats(t.db, "no-such-profile")).toBeNull();
  });

  it("gives the year the host joined and the review-weighted rating of their public saunas", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    await t.db.update(profiles).set({ createdAt: new Date("2023-12-31T23:30:00Z") }).where(eq(profiles.id, owner.userId));
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 4, totalReviews: 3 });
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 5, totalReviews: 1 });
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 1, totalReviews: 9, status: "suspended" });
    await createTestSauna(t, { ownerId: owner.userId, averageRating: 0, totalReviews: 0 });
    expect(await hostStats(t.db, owner.userId)).toEqual({
      joinedYear: 2023, rating: 4.3, reviews: 4, listings: 3, responseRate: null, responseMinutes: null, badges: [],
    });
  });

  it("shows only the highlights that are true: verified by an admin, and a Superhost by the numbers", async () => {
    const host = await createTestUser(t, { isOwner: true });
    await t.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, host.userId));
    await createTestSauna(t, { ownerId: host.userId, type: "Infrared", averageRating: 3.9, totalReviews: 12 });
    expect((await hostStats(t.db, host.userId))?.badges).toEqual(["Verified identity"]);
  });

  it("has no rating before the first published review, and no response figures before the first message", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    await createTestSauna(t, { ownerId: owner.userId });
    expect(await hostStats(t.db, owner.userId)).toMatchObject({ joinedYear: new Date().getFullYear(), rating: null, reviews: 0, listings: 1, responseRate: null, responseMinutes: null });
  });

  it("computes the share of guests' questions answered and the median reply time", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: owner.userId });
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * HOUR);
    // Answered in 30 min; a follow-up question answered in 90 min.
    await conversation(owner.userId, sauna.id, daysAgo(5), [["guest", 0], ["guest", 2], ["host", 30], ["guest", 200], ["host", 290]]);
    // Answered in 10 min.
    await conversation(owner.userId, sauna.id, daysAgo(4), [["guest", 0], ["host", 10], ["host", 12]]);
    // Never answered, two days old: counts against the rate.
    await conversation(owner.userId, sauna.id, daysAgo(2), [["guest", 0]]);
    // Asked an hour ago: too early to count.
    await conversation(owner.userId, sauna.id, new Date(now.getTime() - HOUR), [["guest", 0]]);
    // Another host's conversation does not count.
    const other = await createTestUser(t, { isOwner: true });
    await conversation(other.userId, (await createTestSauna(t, { ownerId: other.userId })).id, daysAgo(3), [["guest", 0]]);

    const stats = await hostStats(t.db, owner.userId, now);
    // Questions: 30 min, 90 min, 10 min answered; one unanswered → 3 of 4.
    expect(stats).toMatchObject({ responseRate: 75, responseMinutes: 30 });
    expect(await hostStats(t.db, other.userId, now)).toMatchObject({ responseRate: 0, responseMinutes: null });
  });
});
