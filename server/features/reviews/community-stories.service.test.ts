import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "#server/db/schema/profiles";
import { reviews } from "#server/db/schema/reviews";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { communityStories, nameInitials } from "./community-stories.service";

describe("nameInitials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(nameInitials("Aoife Murphy")).toBe("AM");
    expect(nameInitials("Seán Óg Ó Súilleabháin")).toBe("SS");
    expect(nameInitials("Órla")).toBe("Ó");
    expect(nameInitials("Anonymous")).toBe("A");
  });
});

describeOnEachDatabase("community stories", (t) => {
  it("shows only featured, published reviews of public saunas, with the reviewer's name", async () => {
    const aoife = await createTestUser(t, { name: "Aoife Murphy" });
    const sauna = await createTestSauna(t, { name: "Story Strand Sauna", county: "Donegal" });
    const hidden = await createTestSauna(t, { name: "Story Hidden Sauna", status: "suspended" });
    // One review per guest and sauna: the other reviews come from other guests.
    const others = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const base = { saunaId: sauna.id, userId: aoife.userId, rating: 5 };
    await t.db.insert(reviews).values([
      { ...base, comment: "Featured and published: the best swim of my life.", status: "published", featured: true },
      { ...base, userId: others[0].userId, comment: "Published but not featured.", status: "published", featured: false },
      { ...base, userId: others[1].userId, comment: "Featured but still pending.", status: "pending", featured: true },
      { ...base, userId: others[2].userId, comment: "Featured but rejected.", status: "rejected", featured: true },
      { ...base, saunaId: hidden.id, comment: "Featured, but the sauna is suspended.", status: "published", featured: true },
      { saunaId: sauna.id, userId: null, rating: 4, comment: "A guest who deleted their account.", status: "published", featured: true },
    ]);

    const stories = await communityStories(t.db, 10);
    expect(stories.map((s) => s.text).sort()).toEqual([
      "A guest who deleted their account.",
      "Featured and published: the best swim of my life.",
    ]);
    expect(stories.find((s) => s.text.startsWith("Featured"))).toMatchObject({
      reviewerName: "Aoife Murphy", initials: "AM", saunaName: "Story Strand Sauna", county: "Donegal", rating: 5, saunaId: sauna.id,
    });
    expect(stories.find((s) => s.text.startsWith("A guest"))).toMatchObject({ reviewerName: null, initials: null, rating: 4 });
    expect(await communityStories(t.db, 1)).toHaveLength(1);
  });

  it("gives no name for a reviewer who chose not to show theirs on reviews (the page says 'Anonymous' in its language)", async () => {
    const private_ = await createTestUser(t, { name: "Private Person" });
    await t.db.update(profiles).set({ privacyPreferences: { showProfileOnReviews: false } }).where(eq(profiles.id, private_.userId));
    const sauna = await createTestSauna(t, { name: "Private Story Sauna" });
    await t.db.insert(reviews).values({ saunaId: sauna.id, userId: private_.userId, rating: 5, comment: "Quiet, hot and private, as I like it.", status: "published", featured: true });
    const story = (await communityStories(t.db, 50)).find((s) => s.saunaId === sauna.id);
    expect(story).toMatchObject({ reviewerName: null, initials: null });
  });
});
