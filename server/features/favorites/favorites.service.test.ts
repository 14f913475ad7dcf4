import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { isFavourite, listFavourites, setFavourite } from "./favorites.service";

describeOnEachDatabase("favourites", (t) => {
  it("saves, looks up and removes a favourite; saving twice keeps one", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    expect(await isFavourite(t.db, guest, sauna.id)).toBe(false);
    expect(await setFavourite(t.db, guest, sauna.id, true)).toBe(true);
    await setFavourite(t.db, guest, sauna.id, true);
    expect((await listFavourites(t.db, guest)).map((s) => s.id)).toEqual([sauna.id]);
    expect(await setFavourite(t.db, guest, sauna.id, false)).toBe(false);
    expect(await isFavourite(t.db, guest, sauna.id)).toBe(false);
  });

  it("refuses a visitor with the spec's message", async () => {
    const sauna = await createTestSauna(t);
    await expect(setFavourite(t.db, ANONYMOUS, sauna.id, true)).rejects.toThrow("Please sign in to add favorites");
    expect(await isFavourite(t.db, ANONYMOUS, sauna.id)).toBe(false);
  });

  it("keeps each guest's favourites their own", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const sauna = await createTestSauna(t);
    await setFavourite(t.db, a, sauna.id, true);
    expect(await isFavourite(t.db, b, sauna.id)).toBe(false);
    expect(await listFavourites(t.db, b)).toEqual([]);
    // b removing "their" favourite does not touch a's.
    await setFavourite(t.db, b, sauna.id, false);
    expect(await isFavourite(t.db, a, sauna.id)).toBe(true);
  });

  it("refuses unknown, malformed and unpublished saunas", async () => {
    const guest = await createTestUser(t);
    const hidden = await createTestSauna(t, { status: "pending", isPublished: false });
    await expect(setFavourite(t.db, guest, hidden.id, true)).rejects.toThrow("Sauna Not Found");
    await expect(setFavourite(t.db, guest, "not-a-uuid", true)).rejects.toThrow("Sauna Not Found");
    await expect(setFavourite(t.db, guest, "00000000-0000-4000-8000-000000000000", true)).rejects.toThrow("Sauna Not Found");
  });
});
