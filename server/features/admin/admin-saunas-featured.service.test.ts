// The home page's 'hand-picked favourites' left out a featured sauna rated below 4.5
// without a word. The rule stays (Top-Rated Experiences must stay top-rated for guests), and the
// admin's Saunas table says it beside the star: this checks that what the table says of each
// featured sauna is what the home page then does with it.
import { expect, it } from "vitest";
import { featuredSaunaNote } from "#domain/sauna-moderation";
import { topRatedSaunas } from "#server/features/saunas/sauna-listing.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { listAdminSaunas, setSaunaFeatured } from "./admin-saunas.service";

describeOnEachDatabase("the featured star's home-page rule", (t) => {
  it("tells the admin, beside the star, which featured saunas the home page leaves out and why", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const loved = await createTestSauna(t, { name: "Starword Loved", averageRating: 4.8, totalReviews: 12 });
    const middling = await createTestSauna(t, { name: "Starword Middling", averageRating: 3.94, totalReviews: 7 });
    const waiting = await createTestSauna(t, { name: "Starword Waiting", status: "pending", isPublished: false, averageRating: 5, totalReviews: 2 });
    const unstarred = await createTestSauna(t, { name: "Starword Unstarred", averageRating: 5, totalReviews: 30 });
    for (const sauna of [loved, middling, waiting]) await setSaunaFeatured(t.db, admin, { saunaId: sauna.id, featured: "true" });

    const rows = (await listAdminSaunas(t.db, admin, { q: "Starword" })).saunas;
    const note = (id: string) => featuredSaunaNote(rows.find((r) => r.id === id)!);
    expect(note(loved.id)).toBeNull();
    expect(note(middling.id)).toBe("Not on the home page until rated 4.5 (now 3.9)");
    expect(note(waiting.id)).toBe("Not on the home page while it isn't public");
    expect(note(unstarred.id)).toBeNull();

    // The home page: the featured sauna without a note leads, ahead of a better-rated unstarred
    // one; the one with a rating note comes only by its rating, behind it; the waiting one not at all.
    const home = (await topRatedSaunas(t.db, 100)).map((s) => s.id);
    expect(home.indexOf(loved.id)).toBeLessThan(home.indexOf(unstarred.id));
    expect(home.indexOf(middling.id)).toBeGreaterThan(home.indexOf(unstarred.id));
    expect(home).not.toContain(waiting.id);
  });
});
