import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { ServiceError } from "#server/features/errors";
import { getPublicSauna, nearbySaunas, similarSaunas } from "./sauna-detail.service";

describeOnEachDatabase("the sauna page's data", (t) => {
  it("refuses unknown and malformed ids with NotFound 'Sauna Not Found'", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "'; drop table saunas; --", ""]) {
      const error = await getPublicSauna(t.db, ANONYMOUS, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ kind: "not_found", status: 404, message: "Sauna Not Found" });
    }
  });

  it("returns a public sauna with its host, without a name when there is no verified host (the page says 'Anonymous Host')", async () => {
    const owner = await createTestUser(t, { name: "Niamh Kelly", isOwner: true });
    await t.db.update(profiles).set({ phone: "+353 21 555 0101", avatarUrl: "/uploads/niamh.png" }).where(eq(profiles.id, owner.userId));
    const owned = await createTestSauna(t, {
      ownerId: owner.userId, isClaimed: true, ownerVerified: true, phone: "+353 21 555 0999",
      icsFeedToken: "secret-feed-token", icsImportUrl: "https://calendar.example/private.ics",
    });
    const page = await getPublicSauna(t.db, ANONYMOUS, owned.id);
    expect(page).toMatchObject({ id: owned.id, name: owned.name, isPublic: true, isClaimed: true, sessionMinutes: 90 });
    // The host's private calendar addresses never reach the page's data.
    expect(JSON.stringify(page)).not.toMatch(/secret-feed-token|calendar\.example/);
    expect(page.host).toEqual({ id: owner.userId, name: "Niamh Kelly", avatarUrl: "/uploads/niamh.png", phone: "+353 21 555 0101" });
    expect(page).not.toHaveProperty("searchDocument");

    const unclaimed = await createTestSauna(t, { phone: "+353 65 555 0000" });
    expect((await getPublicSauna(t.db, ANONYMOUS, unclaimed.id)).host).toEqual({ id: null, name: null, avatarUrl: null, phone: "+353 65 555 0000" });

    const nameless = await createTestUser(t, { isOwner: true });
    await t.db.update(profiles).set({ fullName: "  " }).where(eq(profiles.id, nameless.userId));
    const quiet = await createTestSauna(t, { ownerId: nameless.userId, ownerVerified: true });
    expect((await getPublicSauna(t.db, ANONYMOUS, quiet.id)).host).toMatchObject({ name: null, phone: null });
  });

  it("hides pending, suspended and unpublished saunas from visitors and guests, not from their owner or an admin", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const otherOwner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const admin = await createTestUser(t, { roles: ["admin"] });
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    for (const values of [{ status: "pending", isPublished: false }, { status: "suspended" }, { status: "active", isPublished: false }, { status: "pending", isPublished: true }]) {
      const hidden = await createTestSauna(t, { ...values, ownerId: owner.userId, isClaimed: true });
      for (const stranger of [ANONYMOUS, guest, otherOwner]) {
        await expect(getPublicSauna(t.db, stranger, hidden.id)).rejects.toMatchObject({ kind: "not_found", message: "Sauna Not Found" });
      }
      for (const allowed of [owner, admin, superAdmin]) {
        const seen = await getPublicSauna(t.db, allowed, hidden.id);
        expect(seen.isPublic).toBe(false);
        expect(seen.status).toBe(values.status);
      }
    }
  });

  it("lists up to four public saunas from the same county as similar, never itself", async () => {
    const here = await createTestSauna(t, { county: "Mayo", averageRating: 4 });
    const best = await createTestSauna(t, { county: "Mayo", averageRating: 5, totalReviews: 3 });
    const others: { id: string }[] = [];
    for (let i = 0; i < 4; i++) others.push(await createTestSauna(t, { county: "Mayo", averageRating: 3 }));
    await createTestSauna(t, { county: "Mayo", status: "pending", isPublished: false, averageRating: 5 });
    await createTestSauna(t, { county: "Mayo", status: "suspended", averageRating: 5 });
    await createTestSauna(t, { county: "Mayo", isPublished: false, averageRating: 5 });
    const sligo = await createTestSauna(t, { county: "Sligo", averageRating: 5 });
    const similar = await similarSaunas(t.db, here);
    expect(similar).toHaveLength(4);
    expect(similar[0].id).toBe(best.id);
    const ids = similar.map((s) => s.id);
    expect(ids).not.toContain(here.id);
    expect(ids).not.toContain(sligo.id);
    expect(ids.every((id) => [best.id, ...others.map((o) => o.id)].includes(id))).toBe(true);
    expect(similar[0]).toMatchObject({ county: "Mayo", averageRating: 5, totalReviews: 3 });
    const lonely = await createTestSauna(t, { county: "Leitrim" });
    expect(await similarSaunas(t.db, lonely)).toEqual([]);
  });

  it("lists public saunas within 50 km by coordinates, nearest first, with the distance", async () => {
    // Around Lahinch, Co. Clare; the county does not matter, only the distance.
    const lahinch = await createTestSauna(t, { county: "Clare", latitude: 52.9339, longitude: -9.3497 });
    const kilkee = await createTestSauna(t, { name: "Kilkee", county: "Clare", latitude: 52.6817, longitude: -9.6436 }); // ~35 km
    const salthill = await createTestSauna(t, { name: "Salthill", county: "Galway", latitude: 53.2586, longitude: -9.0853 }); // ~40 km
    const doolin = await createTestSauna(t, { name: "Doolin", county: "Clare", latitude: 53.0167, longitude: -9.4019 }); // ~10 km
    await createTestSauna(t, { county: "Clare", status: "pending", isPublished: false, latitude: 52.93, longitude: -9.35 });
    await createTestSauna(t, { county: "Clare", status: "suspended", latitude: 52.935, longitude: -9.35 });
    const dublin = await createTestSauna(t, { county: "Dublin", latitude: 53.2887, longitude: -6.1136 });
    // Inside the search box but ~55 km away along its diagonal: the exact distance excludes it.
    const corner = await createTestSauna(t, { county: "Clare", latitude: 52.9339 + 0.35, longitude: -9.3497 + 0.55 });
    const noCoordinates = await createTestSauna(t, { county: "Clare", latitude: null, longitude: null });

    const nearby = await nearbySaunas(t.db, lahinch);
    expect(nearby.map((n) => n.id)).toEqual([doolin.id, kilkee.id, salthill.id]);
    expect(nearby.map((n) => n.name)).toEqual(["Doolin", "Kilkee", "Salthill"]);
    expect(nearby[0].distanceKm).toBeGreaterThan(8);
    expect(nearby[0].distanceKm).toBeLessThan(12);
    expect(nearby[2]).toMatchObject({ county: "Galway", type: "Wood-Fired" });
    expect(nearby[2].distanceKm).toBeLessThanOrEqual(50);
    for (const excluded of [lahinch, dublin, corner, noCoordinates]) expect(nearby.map((n) => n.id)).not.toContain(excluded.id);
    expect(await nearbySaunas(t.db, lahinch, 2)).toHaveLength(2);
    expect(await nearbySaunas(t.db, noCoordinates)).toEqual([]);
  });

});
