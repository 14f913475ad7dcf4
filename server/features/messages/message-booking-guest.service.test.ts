import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type Actor } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { messages, messageThreads } from "#server/db/schema/messages";
import { createDashboardPeople, createTestBooking, createTestSauna, createTestUser, type DashboardPeople } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { conversationForBooking, GUEST_ACCOUNT_GONE, listHostThreads, messageBookingGuest, readHostThread } from "./host-messages.service";
import { listThreads, readThread } from "./messages.service";

const DAY = 86_400_000;
const NOW = new Date("2026-11-10T12:00:00Z");

describeOnEachDatabase("a host messages the guest of a booking ('Message guest')", (t) => {
  let { owner, otherOwner, guest, admin, superAdmin } = {} as DashboardPeople;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  let otherSauna: Awaited<ReturnType<typeof createTestSauna>>;

  beforeAll(async () => {
    ({ owner, otherOwner, guest, admin, superAdmin } = await createDashboardPeople(t, { owner: { name: "Ciara Host" }, guest: { name: "Liam Guest" } }));
    sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, name: "Lahinch Heat" });
    otherSauna = await createTestSauna(t, { ownerId: otherOwner.userId, isClaimed: true, name: "Someone Else's Sauna" });
  });

  const threadsOf = (guestId: string) =>
    t.db.select({ id: messageThreads.id }).from(messageThreads).where(and(eq(messageThreads.guestId, guestId), eq(messageThreads.saunaId, sauna.id)));

  it("opens nothing until the first message, which starts the guest's conversation with the sauna and reaches them", async () => {
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 3 * DAY) });
    const before = await conversationForBooking(t.db, owner, sauna.id, booking.id, NOW);
    expect(before).toMatchObject({ threadId: null, booking: { id: booking.id, guestName: "Liam Guest" } });
    expect(before.booking!.guestBookings.map((b) => b.id)).toEqual([booking.id]);
    // Looking is not writing: no empty conversation in either inbox.
    expect(await threadsOf(guest.userId)).toEqual([]);
    await expect(messageBookingGuest(t.db, owner, sauna.id, booking.id, "   ")).rejects.toMatchObject({ status: 400, message: "Please write a message" });
    expect(await threadsOf(guest.userId)).toEqual([]);

    const threadId = await messageBookingGuest(t.db, owner, sauna.id, booking.id, "Hi Liam, the sauna's gate code for Friday is 2580.");
    expect((await listThreads(t.db, guest)).find((th) => th.id === threadId)).toMatchObject({ saunaName: "Lahinch Heat", unread: 1, lastMessage: "Hi Liam, the sauna's gate code for Friday is 2580." });
    expect((await listHostThreads(t.db, owner, sauna.id)).map((th) => th.id)).toContain(threadId);
    const mail = await t.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.recipient, guest.email));
    expect(mail.length).toBeGreaterThan(0);

    // From then on the booking leads to that conversation, and a second message joins it.
    expect(await conversationForBooking(t.db, owner, sauna.id, booking.id, NOW)).toEqual({ threadId, booking: null });
    expect(await messageBookingGuest(t.db, owner, sauna.id, booking.id, "See you then!")).toBe(threadId);
    expect(await threadsOf(guest.userId)).toHaveLength(1);
    expect((await readThread(t.db, guest, threadId)).map((m) => [m.body, m.mine])).toEqual([
      ["Hi Liam, the sauna's gate code for Friday is 2580.", false],
      ["See you then!", false],
    ]);
    expect((await readHostThread(t.db, owner, sauna.id, threadId, NOW)).guestBookings.map((b) => b.id)).toEqual([booking.id]);
  });

  it("refuses a visitor, a guest (even the booking's own), another owner and the admins, creating nothing", async () => {
    const someone = await createTestUser(t, { name: "Orla Guest" });
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: someone.userId, startsAt: new Date(NOW.getTime() + 5 * DAY) });
    const refused: [string, Actor, number][] = [
      ["a visitor", ANONYMOUS, 401],
      ["the booking's guest", someone, 403],
      ["another owner", otherOwner, 404],
      ["an admin", admin, 403],
      ["a super admin", superAdmin, 403],
    ];
    for (const [who, actor, status] of refused) {
      await expect(conversationForBooking(t.db, actor, sauna.id, booking.id, NOW), who).rejects.toMatchObject({ status });
      await expect(messageBookingGuest(t.db, actor, sauna.id, booking.id, "Hello"), who).rejects.toMatchObject({ status });
    }
    // Another owner naming their own sauna can't reach this sauna's booking either.
    await expect(messageBookingGuest(t.db, otherOwner, otherSauna.id, booking.id, "Hello")).rejects.toMatchObject({ status: 404, message: "Booking not found" });
    await expect(conversationForBooking(t.db, owner, sauna.id, "not-a-booking", NOW)).rejects.toMatchObject({ status: 404 });
    expect(await threadsOf(someone.userId)).toEqual([]);
    expect(await t.db.select({ id: messages.id }).from(messages).where(eq(messages.body, "Hello"))).toEqual([]);
  });

  it("says plainly when the guest has deleted their account", async () => {
    const gone = await createTestUser(t, { name: "Gone Guest" });
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: gone.userId, startsAt: new Date(NOW.getTime() - 5 * DAY) });
    await t.db.update(bookings).set({ userId: null }).where(eq(bookings.id, booking.id));
    await expect(conversationForBooking(t.db, owner, sauna.id, booking.id, NOW)).rejects.toMatchObject({ status: 409, message: GUEST_ACCOUNT_GONE });
    await expect(messageBookingGuest(t.db, owner, sauna.id, booking.id, "Thanks for coming!")).rejects.toMatchObject({ status: 409, message: GUEST_ACCOUNT_GONE });
  });
});
