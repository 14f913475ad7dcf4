import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { CLAIM_SEARCH_LIMIT, searchClaimableSaunas } from "./claim-search.service";

describeOnEachDatabase("searching listings to claim", (t) => {
  it("finds unclaimed public listings by the start of a word of their name, and by county", async () => {
    const guest = await createTestUser(t);
    const open = await createTestSauna(t, { name: "Ballyvaughan Bay Sauna", county: "Clare", images: ["/images/a.jpg"] });
    await createTestSauna(t, { name: "Ballyvaughan Claimed Sauna", county: "Clare", isClaimed: true });
    await createTestSauna(t, { name: "Ballyvaughan Pending Sauna", county: "Clare", status: "pending", isPublished: false });
    await createTestSauna(t, { name: "Ballyvaughan Hidden Sauna", county: "Clare", isPublished: false });
    await createTestSauna(t, { name: "Ballyvaughan Suspended Sauna", county: "Clare", status: "suspended" });
    const other = await createTestSauna(t, { name: "Lahinch Surf Sauna", county: "Clare" });

    expect(await searchClaimableSaunas(t.db, guest, { q: "ballyv" })).toEqual([
      { id: open.id, name: "Ballyvaughan Bay Sauna", county: "Clare", location: "Kinsale", address: null, image: "/images/a.jpg" },
    ]);
    expect((await searchClaimableSaunas(t.db, guest, { q: "ballyvaughan", county: "Cork" })).map((s) => s.id)).toEqual([]);
    const inClare = (await searchClaimableSaunas(t.db, guest, { q: "", county: "Clare" })).map((s) => s.id);
    expect(inClare).toEqual(expect.arrayContaining([open.id, other.id]));
    expect(inClare).toHaveLength(2);
  });

  it("returns a short list, and nothing for punctuation alone", async () => {
    const guest = await createTestUser(t);
    for (let i = 0; i < CLAIM_SEARCH_LIMIT + 3; i++) await createTestSauna(t, { name: `Leitrim Lakeside Sauna ${i}`, county: "Leitrim" });
    expect(await searchClaimableSaunas(t.db, guest, { county: "Leitrim" })).toHaveLength(CLAIM_SEARCH_LIMIT);
    expect(await searchClaimableSaunas(t.db, guest, { q: "&|!:*()'" })).toEqual([]);
  });

  it("needs a name or a county, a real county, and a signed-in user", async () => {
    const guest = await createTestUser(t);
    await expect(searchClaimableSaunas(t.db, guest, { q: " " })).rejects.toMatchObject({ status: 400, message: "Enter your sauna's name or choose its county" });
    await expect(searchClaimableSaunas(t.db, guest, { q: "x", county: "Atlantis" })).rejects.toMatchObject({ status: 400, message: "Please choose a county from the list" });
    await expect(searchClaimableSaunas(t.db, ANONYMOUS, { q: "sauna" })).rejects.toMatchObject({ status: 401, message: "Please sign in to claim this listing" });
  });
});
