// The admin's Saunas page: the table (newest first, owner or 'Unknown', search, status filter,
// pages by cursor, a capped count), the status moves of docs/product.md §4 with what they do to the public
// site, and the featured star; each refused to a visitor, a guest and an owner.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ADMIN_SAUNAS_COUNT_CAP } from "#domain/sauna-moderation";
import { ANONYMOUS } from "#server/auth/actor";
import { adminActivityLog, profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { ownerOverview } from "#server/features/hosts/owner-overview.service";
import { getPublicSauna, nearbySaunas, similarSaunas } from "#server/features/saunas/sauna-detail.service";
import { sitemapSaunas } from "#server/features/sitemap/sitemap.service";
import { listPublicSaunas, mapMarkers, topRatedSaunas } from "#server/features/saunas/sauna-listing.service";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { changeSaunaStatus, listAdminSaunas, setSaunaFeatured } from "./admin-saunas.service";

const DAY = 86_400_000;

describeOnEachDatabase("the admin's Saunas page", (t) => {
  async function activityFor(saunaId: string) {
    return t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, saunaId));
  }

  it("lists every listing whatever its status, newest first, with its owner's name or 'Unknown'", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const owner = await createTestUser(t, { isOwner: true, name: "Cian Owner" });
    const base = Date.now() - 10 * DAY;
    const old = await createTestSauna(t, { name: "Listwordalpha Old", status: "active", createdAt: new Date(base) });
    const pending = await createTestSauna(t, { name: "Listwordalpha Pending", status: "pending", isPublished: false, ownerId: owner.userId, createdAt: new Date(base + DAY) });
    const suspended = await createTestSauna(t, { name: "Listwordalpha Suspended", status: "suspended", createdAt: new Date(base + 2 * DAY) });
    const list = await listAdminSaunas(t.db, admin, { q: "listwordalpha" });
    expect(list.saunas.map((s) => [s.name, s.status, s.ownerName])).toEqual([
      ["Listwordalpha Suspended", "suspended", null],
      ["Listwordalpha Pending", "pending", "Cian Owner"],
      ["Listwordalpha Old", "active", null],
    ]);
    expect(list.total).toEqual({ count: 3, capped: false });
    expect(list.saunas.map((s) => s.id)).toEqual([suspended.id, pending.id, old.id]);
    // The edit dialog's fields come with each row.
    expect(list.saunas[1]).toMatchObject({ county: "Cork", type: "Wood-Fired", capacity: 6, pricePerSession: 45, location: "Kinsale" });
  });

  it("with card payments on, says which listings can't take bookings (their host can't take charges, or there is none), and lists only those when asked", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const ready = await createTestUser(t, { isOwner: true });
    await t.db.update(profiles).set({ stripeChargesEnabled: true }).where(eq(profiles.id, ready.userId));
    const settingUp = await createTestUser(t, { isOwner: true });
    const open = await createTestSauna(t, { name: "Cardwordzeta Open", ownerId: ready.userId });
    const waiting = await createTestSauna(t, { name: "Cardwordzeta Waiting", ownerId: settingUp.userId });
    const unclaimed = await createTestSauna(t, { name: "Cardwordzeta Unclaimed" });
    const takes = (list: Awaited<ReturnType<typeof listAdminSaunas>>) => Object.fromEntries(list.saunas.map((s) => [s.id, s.takesBookings]));
    const withCards = await listAdminSaunas(t.db, admin, { q: "cardwordzeta" }, undefined, { cardPayments: true });
    expect(takes(withCards)).toEqual({ [open.id]: true, [waiting.id]: false, [unclaimed.id]: false });
    const closed = await listAdminSaunas(t.db, admin, { q: "cardwordzeta", bookings: "closed" }, undefined, { cardPayments: true });
    expect(closed.saunas.map((s) => s.id).sort()).toEqual([waiting.id, unclaimed.id].sort());
    expect(closed.total).toEqual({ count: 2, capped: false });
    expect(closed.query).toEqual({ q: "cardwordzeta", bookings: "closed" });
    // Without card payments every listing takes bookings (paid at the sauna), and the filter is dropped.
    const without = await listAdminSaunas(t.db, admin, { q: "cardwordzeta", bookings: "closed" });
    expect(takes(without)).toEqual({ [open.id]: true, [waiting.id]: true, [unclaimed.id]: true });
    expect(without.query).toEqual({ q: "cardwordzeta" });
  });

  it("says how many upcoming bookings each listing has and whether it has a host to tell (for the Suspend and Reject dialogs), and whether it has any booking at all (for Delete)", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);
    const host = await createTestUser(t, { isOwner: true });
    const busy = await createTestSauna(t, { name: "Countwordkappa Busy", ownerId: host.userId });
    const pastOnly = await createTestSauna(t, { name: "Countwordkappa Past" });
    const never = await createTestSauna(t, { name: "Countwordkappa Never" });
    await createTestBooking(t, { saunaId: busy.id, userId: guest.userId, startsAt: new Date(Date.now() + 2 * DAY) });
    await createTestBooking(t, { saunaId: busy.id, userId: guest.userId, startsAt: new Date(Date.now() + 4 * DAY), status: "pending" });
    await createTestBooking(t, { saunaId: busy.id, userId: guest.userId, startsAt: new Date(Date.now() + 5 * DAY), status: "cancelled" });
    await createTestBooking(t, { saunaId: pastOnly.id, userId: guest.userId, startsAt: new Date(Date.now() - 2 * DAY) });
    const rows = (await listAdminSaunas(t.db, admin, { q: "countwordkappa" })).saunas;
    const of = (id: string) => rows.find((r) => r.id === id);
    expect(of(busy.id)).toMatchObject({ upcomingBookings: 2, hasBookings: true, hasHost: true });
    expect(of(pastOnly.id)).toMatchObject({ upcomingBookings: 0, hasBookings: true, hasHost: false });
    expect(of(never.id)).toMatchObject({ upcomingBookings: 0, hasBookings: false, hasHost: false });
  });

  it("searches by name and by county, filters by status, and ignores whatever else is in the address bar", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await createTestSauna(t, { name: "Quarrywordbeta Barrel", county: "Leitrim", status: "pending", isPublished: false });
    await createTestSauna(t, { name: "Quarrywordbeta Cabin", county: "Cork", status: "active" });
    await createTestSauna(t, { name: "Otherplace Sauna", county: "Leitrim", status: "active", description: "Not quarrywordbeta at all" });
    const byName = await listAdminSaunas(t.db, admin, { q: "Quarrywordbeta" });
    expect(byName.saunas.map((s) => s.name).sort()).toEqual(["Quarrywordbeta Barrel", "Quarrywordbeta Cabin"]);
    // A word of the description does not count: the search is for names and counties.
    const byPrefix = await listAdminSaunas(t.db, admin, { q: "quarryword" });
    expect(byPrefix.saunas.every((s) => s.name.startsWith("Quarrywordbeta"))).toBe(true);
    const leitrimPending = await listAdminSaunas(t.db, admin, { q: "leitrim", status: "pending" });
    expect(leitrimPending.saunas.map((s) => s.name)).toEqual(["Quarrywordbeta Barrel"]);
    expect(leitrimPending.query).toEqual({ q: "leitrim", status: "pending" });

    const odd = await listAdminSaunas(t.db, admin, { q: "'&|!:*()<> quarrywordbeta", status: "deleted", after: "yesterday", before: ["x"] });
    expect(odd.query).toEqual({ q: "'&|!:*()<> quarrywordbeta" });
    expect(odd.saunas).toHaveLength(2);
    expect((await listAdminSaunas(t.db, admin, { q: "'&|!:*()<>" })).query).toEqual({});
    const blank = await listAdminSaunas(t.db, admin, { q: "   ", status: "" });
    expect(blank.query).toEqual({});
  });

  it("pages forwards and back by cursor, even through rows made in the same instant", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sameInstant = new Date(Date.now() - 30 * DAY);
    const rows = await t.db
      .insert(saunas)
      .values(Array.from({ length: 7 }, (_, i) => ({ name: `Pagewordgamma ${i}`, type: "Spa", county: "Clare", createdAt: i < 4 ? sameInstant : new Date(sameInstant.getTime() + i) })))
      .returning({ id: saunas.id });
    expect(rows).toHaveLength(7);
    const seen: string[] = [];
    let page = await listAdminSaunas(t.db, admin, { q: "pagewordgamma" }, 3);
    expect(page.newer).toBeNull();
    const pages = [page];
    while (page.older) {
      page = await listAdminSaunas(t.db, admin, { q: "pagewordgamma", after: page.older }, 3);
      pages.push(page);
    }
    for (const p of pages) seen.push(...p.saunas.map((s) => s.name));
    expect(pages.map((p) => p.saunas.length)).toEqual([3, 3, 1]);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 3)).toEqual(["Pagewordgamma 6", "Pagewordgamma 5", "Pagewordgamma 4"]);
    // Back from the last page: the middle page again, then the first, which has no newer page.
    const back = await listAdminSaunas(t.db, admin, { q: "pagewordgamma", before: pages[2].newer! }, 3);
    expect(back.saunas.map((s) => s.name)).toEqual(pages[1].saunas.map((s) => s.name));
    const first = await listAdminSaunas(t.db, admin, { q: "pagewordgamma", before: back.newer! }, 3);
    expect(first.saunas.map((s) => s.name)).toEqual(pages[0].saunas.map((s) => s.name));
    expect(first.newer).toBeNull();
  });

  it("counts matches only up to the cap", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    await t.db.insert(saunas).values(Array.from({ length: ADMIN_SAUNAS_COUNT_CAP + 5 }, (_, i) => ({ name: `Capworddelta ${i}`, type: "Spa", county: "Clare" })));
    const list = await listAdminSaunas(t.db, admin, { q: "capworddelta" });
    expect(list.total).toEqual({ count: ADMIN_SAUNAS_COUNT_CAP, capped: true });
    expect(list.saunas).toHaveLength(25);
  });

  it("approves a pending listing: active and published, on the public listing, with an activity entry", async () => {
    const admin = await createTestUser(t, { roles: ["admin"], name: "Declan Admin" });
    const sauna = await createTestSauna(t, { name: "Approvewordeps Sauna", status: "pending", isPublished: false });
    expect((await listPublicSaunas(t.db, { q: "approvewordeps" })).total).toBe(0);
    const result = await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "approve" });
    expect(result).toMatchObject({ status: "active", toast: "Sauna approved" });
    const [row] = await t.db.select().from(saunas).where(eq(saunas.id, sauna.id));
    expect(row).toMatchObject({ status: "active", isPublished: true });
    expect((await listPublicSaunas(t.db, { q: "approvewordeps" })).saunas.map((s) => s.id)).toEqual([sauna.id]);
    expect(await activityFor(sauna.id)).toEqual([
      expect.objectContaining({ action: "Approved Approvewordeps Sauna", actorId: admin.userId, entityType: "sauna", details: { from: "pending", to: "active" } }),
    ]);
  });

  it("rejects a pending listing (suspended, still hidden)", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { status: "pending", isPublished: false });
    expect(await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "reject", reason: "Not a sauna" })).toMatchObject({ status: "suspended", toast: "Sauna suspended" });
    await expect(getPublicSauna(t.db, ANONYMOUS, sauna.id)).rejects.toMatchObject({ status: 404 });
    expect((await activityFor(sauna.id))[0].action).toMatch(/^Rejected /);
  });

  it("suspends at once from every public page, the sitemap and search, and cancels its upcoming bookings (admin-saunas-status.service.test.ts has the rest)", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const owner = await createTestUser(t, { isOwner: true });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { name: "Suspendwordzeta Sauna", county: "Mayo", featured: true, averageRating: 5, ownerId: owner.userId, isClaimed: true, ownerVerified: true, latitude: 53.8, longitude: -9.5 });
    const neighbour = await createTestSauna(t, { name: "Neighbour Sauna", county: "Mayo", latitude: 53.81, longitude: -9.51 });
    const booking = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() + 3 * DAY) });
    const publicEverywhere = async () => ({
      listing: (await listPublicSaunas(t.db, { q: "suspendwordzeta" })).saunas.some((s) => s.id === sauna.id),
      county: (await listPublicSaunas(t.db, { county: "Mayo" })).saunas.some((s) => s.id === sauna.id),
      topRated: (await topRatedSaunas(t.db, 50)).some((s) => s.id === sauna.id),
      map: (await mapMarkers(t.db)).some((m) => m.id === sauna.id),
      similar: (await similarSaunas(t.db, neighbour)).some((s) => s.id === sauna.id),
      nearby: (await nearbySaunas(t.db, neighbour)).some((s) => s.id === sauna.id),
      sitemap: ((await sitemapSaunas(t.db, 1)) ?? []).some((e) => e.path === `/sauna/${sauna.id}`),
      page: await getPublicSauna(t.db, ANONYMOUS, sauna.id).then(() => true, () => false),
    });
    expect(Object.values(await publicEverywhere()).every(Boolean)).toBe(true);

    expect(await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: "Closed for repairs" })).toMatchObject({ status: "suspended", toast: "Sauna suspended" });
    expect(await publicEverywhere()).toEqual({ listing: false, county: false, topRated: false, map: false, similar: false, nearby: false, sitemap: false, page: false });
    // Admins (and its owner) can still open it, marked not public.
    expect(await getPublicSauna(t.db, admin, sauna.id)).toMatchObject({ id: sauna.id, isPublic: false });
    // The guest still sees the booking, cancelled with a full refund; the host's dashboard no longer counts it.
    expect((await listMyBookings(t.db, guest)).find((b) => b.id === booking.id)).toMatchObject({ displayStatus: "cancelled", refundAmount: 45, cancelledBy: "admin" });
    expect((await ownerOverview(t.db, owner, sauna.id)).stats.upcomingBookings).toBe(0);

    expect(await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "activate" })).toMatchObject({ status: "active", toast: "Sauna approved" });
    expect(Object.values(await publicEverywhere()).every(Boolean)).toBe(true);
    expect((await activityFor(sauna.id)).map((a) => a.action).sort()).toEqual(["Activated Suspendwordzeta Sauna", "Suspended Suspendwordzeta Sauna"]);
  });

  it("refuses a move from a status the listing no longer has, an unknown move and an unknown sauna", async () => {
    const admin = await createTestUser(t, { roles: ["admin"] });
    const sauna = await createTestSauna(t, { status: "pending", isPublished: false });
    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "approve" });
    // A second admin, looking at the old list, clicks Reject: the approval stands.
    await expect(changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "reject", reason: "Duplicate listing" })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("This sauna is active now"),
    });
    await expect(changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "activate" })).rejects.toMatchObject({ status: 409 });
    await expect(changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "delete" })).rejects.toMatchObject({ status: 400, message: "Unknown status change" });
    await expect(changeSaunaStatus(t.db, admin, { saunaId: "00000000-0000-0000-0000-000000000000", action: "suspend", reason: "Gone" })).rejects.toMatchObject({ status: 404 });
    await expect(changeSaunaStatus(t.db, admin, { saunaId: "not-a-uuid", action: "suspend" })).rejects.toMatchObject({ status: 404 });
    const [row] = await t.db.select({ status: saunas.status }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(row.status).toBe("active");
    expect(await activityFor(sauna.id)).toHaveLength(1);
  });

  it("features and unfeatures a listing, saying which", async () => {
    const admin = await createTestUser(t, { roles: ["super_admin"] });
    const sauna = await createTestSauna(t, { name: "Featurewordeta Sauna" });
    expect(await setSaunaFeatured(t.db, admin, { saunaId: sauna.id, featured: "true" })).toMatchObject({ featured: true, toast: "Added to featured" });
    const [on] = await t.db.select({ featured: saunas.featured }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(on.featured).toBe(true);
    expect((await topRatedSaunas(t.db, 100)).findIndex((s) => s.id === sauna.id)).toBeGreaterThanOrEqual(0);
    expect(await setSaunaFeatured(t.db, admin, { saunaId: sauna.id, featured: "false" })).toMatchObject({ featured: false, toast: "Removed from featured" });
    const [off] = await t.db.select({ featured: saunas.featured }).from(saunas).where(eq(saunas.id, sauna.id));
    expect(off.featured).toBe(false);
    expect((await activityFor(sauna.id)).map((a) => a.action).sort()).toEqual(["Featured Featurewordeta Sauna", "Unfeatured Featurewordeta Sauna"]);
    await expect(setSaunaFeatured(t.db, admin, { saunaId: "00000000-0000-0000-0000-000000000000", featured: "true" })).rejects.toMatchObject({ status: 404 });
  });

  it("is refused to a visitor, a guest and an owner, changing nothing", async () => {
    const owner = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { status: "pending", isPublished: false, ownerId: owner.userId, ownerVerified: true });
    const guest = await createTestUser(t);
    for (const [who, status] of [[ANONYMOUS, 401], [guest, 403], [owner, 403]] as const) {
      await expect(listAdminSaunas(t.db, who)).rejects.toMatchObject({ status });
      await expect(changeSaunaStatus(t.db, who, { saunaId: sauna.id, action: "approve" })).rejects.toMatchObject({ status });
      await expect(setSaunaFeatured(t.db, who, { saunaId: sauna.id, featured: "true" })).rejects.toMatchObject({ status });
    }
    const [row] = await t.db.select().from(saunas).where(and(eq(saunas.id, sauna.id)));
    expect(row).toMatchObject({ status: "pending", isPublished: false, featured: false });
    expect(await activityFor(sauna.id)).toEqual([]);
  });
});
