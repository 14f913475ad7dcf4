import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { reviews } from "#server/db/schema/reviews";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { bookedSaunas, reviewTarget } from "./review-targets.service";

describeOnEachDatabase("what the review flow offers", (t) => {
  it("says whether this guest, not another, has already reviewed the sauna", async () => {
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const sauna = await createTestSauna(t);
    expect((await reviewTarget(t.db, guest, sauna.id)).reviewed).toBe(false);
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: guest.userId, rating: 4, comment: "A lovely warm evening by the sea." });
    expect((await reviewTarget(t.db, guest, sauna.id)).reviewed).toBe(true);
    expect((await reviewTarget(t.db, other, sauna.id)).reviewed).toBe(false);
  });

  it("refuses visitors, malformed ids and hidden saunas", async () => {
    const guest = await createTestUser(t);
    const pending = await createTestSauna(t, { status: "pending" });
    await expect(reviewTarget(t.db, ANONYMOUS, pending.id)).rejects.toThrow();
    await expect(reviewTarget(t.db, guest, "not-a-uuid")).rejects.toThrow("Could not load sauna details");
    await expect(reviewTarget(t.db, guest, pending.id)).rejects.toThrow("Could not load sauna details");
  });

  it("offers the saunas the guest booked, most recent visit first, marking the reviewed ones", async () => {
    const guest = await createTestUser(t);
    const other = await createTestUser(t);
    const older = await createTestSauna(t);
    const newer = await createTestSauna(t);
    const notMine = await createTestSauna(t);
    await createTestBooking(t, { userId: guest.userId, saunaId: older.id, startsAt: new Date("2026-10-01T10:00:00Z") });
    await createTestBooking(t, { userId: guest.userId, saunaId: newer.id, startsAt: new Date("2026-11-01T10:00:00Z") });
    await createTestBooking(t, { userId: other.userId, saunaId: notMine.id, startsAt: new Date("2026-11-02T10:00:00Z") });
    await t.db.insert(reviews).values({ saunaId: older.id, userId: guest.userId, rating: 5, comment: "Heat, sea and a very happy evening." });
    const choices = await bookedSaunas(t.db, guest);
    expect(choices.map((c) => [c.id, c.reviewed])).toEqual([[newer.id, false], [older.id, true]]);
  });

  it("leaves out saunas the guest has only booked for later: not visited yet", async () => {
    const guest = await createTestUser(t);
    const visited = await createTestSauna(t);
    const upcoming = await createTestSauna(t);
    const now = new Date("2026-11-20T12:00:00Z");
    await createTestBooking(t, { userId: guest.userId, saunaId: visited.id, startsAt: new Date("2026-11-19T10:00:00Z") });
    await createTestBooking(t, { userId: guest.userId, saunaId: upcoming.id, startsAt: new Date("2026-11-27T10:00:00Z") });
    // A second, later booking at the visited sauna doesn't hide the visit.
    await createTestBooking(t, { userId: guest.userId, saunaId: visited.id, startsAt: new Date("2026-12-05T10:00:00Z") });
    const choices = await bookedSaunas(t.db, guest, now);
    expect(choices.map((c) => [c.id, c.lastVisit.toISOString()])).toEqual([[visited.id, "2026-11-19T10:00:00.000Z"]]);
  });
});
