import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from "#server/testing/test-database";
import { listThreads, openThreadWithHost, readThread, sendMessage } from "./messages.service";

describe.each(testDatabaseKinds)("messages on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets a guest contact the host, counts unread messages and marks them read", async () => {
    const host = await createTestUser(t, { name: "Ciara Host", isOwner: true });
    const guest = await createTestUser(t, { name: "Liam Guest" });
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true, name: "Lahinch Heat" });
    const threadId = await openThreadWithHost(t.db, guest, sauna.id);
    expect(await openThreadWithHost(t.db, guest, sauna.id)).toBe(threadId);
    await sendMessage(t.db, guest, threadId, "  Is the cold plunge open in December?  ");
    const [hostView] = await listThreads(t.db, host);
    expect(hostView).toMatchObject({ saunaName: "Lahinch Heat", otherName: "Liam Guest", unread: 1, role: "host", lastMessage: "Is the cold plunge open in December?" });
    await readThread(t.db, host, threadId);
    expect((await listThreads(t.db, host))[0].unread).toBe(0);
    await sendMessage(t.db, host, threadId, "It is, all winter!");
    const thread = await readThread(t.db, guest, threadId);
    expect(thread.map((m) => [m.body, m.mine])).toEqual([["Is the cold plunge open in December?", true], ["It is, all winter!", false]]);
  });

  it("keeps threads private to their two participants", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const intruder = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const threadId = await openThreadWithHost(t.db, guest, sauna.id);
    await expect(readThread(t.db, intruder, threadId)).rejects.toThrow("Conversation not found");
    await expect(sendMessage(t.db, intruder, threadId, "hello there")).rejects.toThrow("Conversation not found");
    expect(await listThreads(t.db, intruder)).toEqual([]);
    await expect(readThread(t.db, ANONYMOUS, threadId)).rejects.toThrow(/sign in/);
  });

  it("refuses empty or oversized messages and saunas without a host", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const threadId = await openThreadWithHost(t.db, guest, sauna.id);
    await expect(sendMessage(t.db, guest, threadId, "   ")).rejects.toThrow("Please write a message");
    await expect(sendMessage(t.db, guest, threadId, "x".repeat(4001))).rejects.toThrow("at most 4000");
    const unclaimed = await createTestSauna(t);
    await expect(openThreadWithHost(t.db, guest, unclaimed.id)).rejects.toThrow(/hasn't joined/);
    await expect(openThreadWithHost(t.db, host, sauna.id)).rejects.toThrow("You are the host of this sauna.");
    // A claimant not yet verified by an administrator doesn't receive guests' messages.
    const claimant = await createTestUser(t, { isOwner: true });
    const claimed = await createTestSauna(t, { ownerId: claimant.userId, isClaimed: true, ownerVerified: false });
    await expect(openThreadWithHost(t.db, guest, claimed.id)).rejects.toThrow(/hasn't joined/);
  });
});
