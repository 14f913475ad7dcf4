import { beforeAll, expect, it } from "vitest";
import { createDashboardPeople, createTestBooking, createTestSauna, createTestUser, type DashboardPeople } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { listHostThreads, readHostThread, sendHostMessage } from "./host-messages.service";
import { listThreads, readThread, sendMessage, startConversation } from "./messages.service";

const DAY = 86_400_000;
const NOW = new Date("2026-11-10T12:00:00Z");

describeOnEachDatabase("the owner dashboard's Messages", (t) => {
  let { owner, guest, outsiders } = {} as DashboardPeople;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  let secondSauna: Awaited<ReturnType<typeof createTestSauna>>;
  let threadId: string;

  beforeAll(async () => {
    ({ owner, guest, outsiders } = await createDashboardPeople(t, { owner: { name: "Ciara Host" }, guest: { name: "Liam Guest" } }));
    sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, name: "Lahinch Heat" });
    secondSauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true, ownerVerified: true, name: "Kilkee Cove" });
    threadId = await startConversation(t.db, guest, sauna.id, "Is the cold plunge open in December?");
    await sendMessage(t.db, guest, threadId, "And is there parking?");
  });

  it("lists the current sauna's threads only, with the guest's name, last message and unread count", async () => {
    const other = await createTestUser(t, { name: "Ann Other" });
    await startConversation(t.db, other, secondSauna.id, "Hello Kilkee");
    expect(await listHostThreads(t.db, owner, sauna.id)).toEqual([
      expect.objectContaining({ id: threadId, guestName: "Liam Guest", lastMessage: "And is there parking?", unread: 2 }),
    ]);
    expect((await listHostThreads(t.db, owner, secondSauna.id)).map((th) => th.guestName)).toEqual(["Ann Other"]);
  });

  it("opens a thread, marking the guest's messages read, with the guest's bookings at this owner's saunas", async () => {
    const stranger = await createTestUser(t, { isOwner: true });
    const strangersSauna = await createTestSauna(t, { ownerId: stranger.userId, isClaimed: true, ownerVerified: true });
    await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + 3 * DAY), bookingType: "shared", guests: 2 });
    await createTestBooking(t, { saunaId: secondSauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() - 10 * DAY) });
    await createTestBooking(t, { saunaId: strangersSauna.id, userId: guest.userId, startsAt: new Date(NOW.getTime() + DAY) });

    const opened = await readHostThread(t.db, owner, sauna.id, threadId, NOW);
    expect(opened.thread).toEqual({ id: threadId, guestName: "Liam Guest" });
    expect(opened.messages.map((m) => [m.body, m.mine])).toEqual([["Is the cold plunge open in December?", false], ["And is there parking?", false]]);
    // The panel shows what the host may know: bookings at their own saunas, not at anyone else's.
    expect(opened.guestBookings).toEqual([
      expect.objectContaining({ saunaName: "Lahinch Heat", bookingType: "shared", guests: 2, startTime: "10:00", endTime: "11:30", displayStatus: "confirmed" }),
      expect.objectContaining({ saunaName: "Kilkee Cove", bookingType: "private", guests: 1, displayStatus: "completed" }),
    ]);
    // Read: the list's unread count drops to 0.
    expect((await listHostThreads(t.db, owner, sauna.id))[0].unread).toBe(0);
  });

  it("sends the host's reply into the same thread the guest sees in My Account", async () => {
    await sendHostMessage(t.db, owner, sauna.id, threadId, "  Yes to both, see you soon!  ");
    const [guestView] = await listThreads(t.db, guest);
    expect(guestView).toMatchObject({ id: threadId, unread: 1, lastMessage: "Yes to both, see you soon!", otherName: "Ciara Host" });
    expect((await readThread(t.db, guest, threadId)).at(-1)).toMatchObject({ body: "Yes to both, see you soon!", mine: false, senderName: "Ciara Host" });
    expect((await listThreads(t.db, guest))[0].unread).toBe(0);
    await expect(sendHostMessage(t.db, owner, sauna.id, threadId, "   ")).rejects.toMatchObject({ status: 400, message: "Please write a message" });
  });

  it("keeps a thread to its sauna: another sauna's or an unknown thread is not found", async () => {
    await expect(readHostThread(t.db, owner, secondSauna.id, threadId)).rejects.toMatchObject({ status: 404, message: "Conversation not found" });
    await expect(sendHostMessage(t.db, owner, secondSauna.id, threadId, "Hi")).rejects.toMatchObject({ status: 404 });
    await expect(readHostThread(t.db, owner, sauna.id, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    await expect(readHostThread(t.db, owner, sauna.id, "00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({ status: 404 });
  });

  it("refuses owner B, a guest (even the thread's own guest), a visitor and an admin", async () => {
    for (const [who, actor, status] of outsiders) {
      await expect(listHostThreads(t.db, actor, sauna.id), who).rejects.toMatchObject({ status });
      await expect(readHostThread(t.db, actor, sauna.id, threadId), who).rejects.toMatchObject({ status });
      await expect(sendHostMessage(t.db, actor, sauna.id, threadId, "Let me in"), who).rejects.toMatchObject({ status });
    }
    expect((await readThread(t.db, owner, threadId)).map((m) => m.body)).not.toContain("Let me in");
  });
});
