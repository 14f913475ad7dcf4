// Migration 0024 removes the empty conversations 'Contact Host' used to open, and
// nothing else: run its statement on a database holding both kinds.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages, messageThreads } from "#server/db/schema/messages";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";

const MIGRATION = readFileSync(new URL("../../db/migrations/0024_empty-threads.sql", import.meta.url), "utf8");

describeOnEachDatabase("migration 0024 (empty threads)", (t) => {
  it("deletes the threads nobody wrote in and keeps every thread with a message", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const [quiet, talking] = [await createTestUser(t), await createTestUser(t)];
    const sauna = await createTestSauna(t, { ownerId: host.userId, isClaimed: true });
    const [empty] = await t.db.insert(messageThreads).values({ saunaId: sauna.id, guestId: quiet.userId, hostId: host.userId }).returning();
    const [kept] = await t.db.insert(messageThreads).values({ saunaId: sauna.id, guestId: talking.userId, hostId: host.userId }).returning();
    await t.db.insert(messages).values({ threadId: kept.id, senderId: talking.userId, body: "Hello!" });

    await t.db.execute(sql.raw(MIGRATION));

    const left = (await t.db.select({ id: messageThreads.id }).from(messageThreads)).map((r) => r.id);
    expect(left).toContain(kept.id);
    expect(left).not.toContain(empty.id);
    expect(await t.db.select({ body: messages.body }).from(messages)).toEqual([{ body: "Hello!" }]);
  });
});
