import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SAUNA_NOT_FOUND } from "#domain/constants";
import { ANONYMOUS } from "#server/auth/actor";
import { messageThreads } from "#server/db/schema/messages";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { listHostThreads } from "./host-messages.service";
import { contactHost, listThreads, readThread, sendMessage, startConversation } from "./messages.service";

describeOnEachDatabase("messages", (t) => {
  it("lets a guest contact the host, counts unread messages and marks them read", async () => {
    const host = await createTestUser(t, { name: "Ciara Host", isOwner: true });
    const guest = await createTestUser(t, { name: "Liam Guest" });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, name: "Lahinch Heat" });
    const threadId = await startConversation(t.db, guest, sauna.id, "  Is the cold plunge open in December?  ");
    const [hostView] = await listThreads(t.db, host);
    expect(hostView).toMatchObject({ saunaName: "Lahinch Heat", otherName: "Liam Guest", unread: 1, role: "host", lastMessage: "Is the cold plunge open in December?" });
    await readThread(t.db, host, threadId);
    expect((await listThreads(t.db, host))[0].unread).toBe(0);
    await sendMessage(t.db, host, threadId, "It is, all winter!");
    const thread = await readThread(t.db, guest, threadId);
    expect(thread.map((m) => [m.body, m.mine])).toEqual([["Is the cold plunge open in December?", true], ["It is, all winter!", false]]);
  });

  it("stores nothing on 'Contact Host': the host sees a conversation only once the guest has written", async () => {
    const host = await createTestUser(t, { name: "Ciara Host", isOwner: true });
    const guest = await createTestUser(t, { name: "Liam Guest" });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, name: "Kilkee Cove" });

    expect(await contactHost(t.db, guest, sauna.id)).toEqual({ threadId: null, saunaName: "Kilkee Cove", hostName: "Ciara Host" });
    expect(await contactHost(t.db, guest, sauna.id)).toEqual({ threadId: null, saunaName: "Kilkee Cove", hostName: "Ciara Host" });
    expect(await t.db.select().from(messageThreads).where(eq(messageThreads.saunaId, sauna.id))).toEqual([]);
    expect(await listThreads(t.db, host)).toEqual([]);
    expect(await listHostThreads(t.db, host, sauna.id)).toEqual([]);
    expect(await listThreads(t.db, guest)).toEqual([]);
    // An empty first message is refused, and starts nothing either.
    await expect(startConversation(t.db, guest, sauna.id, "   ")).rejects.toThrow("Please write a message");
    expect(await listHostThreads(t.db, host, sauna.id)).toEqual([]);

    const threadId = await startConversation(t.db, guest, sauna.id, "Hello! Is there parking?");
    expect(await listHostThreads(t.db, host, sauna.id)).toEqual([expect.objectContaining({ id: threadId, guestName: "Liam Guest", lastMessage: "Hello! Is there parking?", unread: 1 })]);
    // Contact Host again finds that conversation; a second 'first' message (another tab) joins it.
    expect((await contactHost(t.db, guest, sauna.id)).threadId).toBe(threadId);
    expect(await startConversation(t.db, guest, sauna.id, "And towels?")).toBe(threadId);
    expect((await readThread(t.db, guest, threadId)).map((m) => m.body)).toEqual(["Hello! Is there parking?", "And towels?"]);
  });

  it("says who wrote each message and the last one in each list, on both sides", async () => {
    const host = await createTestUser(t, { name: "Ciara Host", isOwner: true });
    const guest = await createTestUser(t, { name: "Liam Guest" });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const threadId = await startConversation(t.db, guest, sauna.id, "Is the sauna open on Sunday?");
    // The guest wrote last: their list says it is theirs, not the host's.
    expect((await listThreads(t.db, guest))[0]).toMatchObject({ otherName: "Ciara Host", lastMessage: "Is the sauna open on Sunday?", lastMessageMine: true });
    expect((await listThreads(t.db, host))[0]).toMatchObject({ otherName: "Liam Guest", lastMessageMine: false });
    expect((await listHostThreads(t.db, host, sauna.id))[0]).toMatchObject({ guestName: "Liam Guest", lastMessageMine: false });

    await sendMessage(t.db, host, threadId, "Yes, from ten.");
    expect((await listThreads(t.db, guest))[0]).toMatchObject({ lastMessage: "Yes, from ten.", lastMessageMine: false });
    expect((await listHostThreads(t.db, host, sauna.id))[0]).toMatchObject({ lastMessage: "Yes, from ten.", lastMessageMine: true });
    const who = (messages: { senderName: string | null; mine: boolean }[]) => messages.map((m) => [m.senderName, m.mine]);
    expect(who(await readThread(t.db, guest, threadId))).toEqual([["Liam Guest", true], ["Ciara Host", false]]);
    expect(who(await readThread(t.db, host, threadId))).toEqual([["Liam Guest", false], ["Ciara Host", true]]);
  });

  it("keeps threads private to their two participants", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const intruder = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const threadId = await startConversation(t.db, guest, sauna.id, "Hello there");
    await expect(readThread(t.db, intruder, threadId)).rejects.toThrow("Conversation not found");
    await expect(sendMessage(t.db, intruder, threadId, "hello there")).rejects.toThrow("Conversation not found");
    expect(await listThreads(t.db, intruder)).toEqual([]);
    await expect(readThread(t.db, ANONYMOUS, threadId)).rejects.toThrow(/sign in/);
    await expect(contactHost(t.db, ANONYMOUS, sauna.id)).rejects.toThrow("Please sign in to contact the host");
    await expect(startConversation(t.db, ANONYMOUS, sauna.id, "Hello")).rejects.toThrow("Please sign in to contact the host");
  });

  it("refuses empty or oversized messages and saunas without a host", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const threadId = await startConversation(t.db, guest, sauna.id, "Hello");
    await expect(sendMessage(t.db, guest, threadId, "   ")).rejects.toThrow("Please write a message");
    await expect(sendMessage(t.db, guest, threadId, "x".repeat(4001))).rejects.toThrow("at most 4000");
    const unclaimed = await createTestSauna(t);
    for (const start of [(id: string) => contactHost(t.db, guest, id), (id: string) => startConversation(t.db, guest, id, "Hello")]) {
      await expect(start(unclaimed.id)).rejects.toThrow(/hasn't joined/);
      await expect(start("not-a-uuid")).rejects.toThrow(SAUNA_NOT_FOUND);
      // A claimant not yet verified by an administrator doesn't receive guests' messages.
      const claimant = await createTestUser(t, { isOwner: true });
      const claimed = await createTestSauna(t, { ownerId: claimant.userId, isClaimed: true, ownerVerified: false });
      await expect(start(claimed.id)).rejects.toThrow(/hasn't joined/);
    }
    await expect(contactHost(t.db, host, sauna.id)).rejects.toThrow("You are the host of this sauna.");
    await expect(startConversation(t.db, host, sauna.id, "Hello me")).rejects.toThrow("You are the host of this sauna.");
  });
});
