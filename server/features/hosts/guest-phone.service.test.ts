import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { profiles } from "#server/db/schema/profiles";
import { createDashboardPeople, createTestBooking, createTestSauna, type DashboardPeople, expectRefusedToEach } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { hostBookingsCsv } from "./host-bookings-csv";
import { hostBookingsForExport, listHostBookings } from "./host-bookings.service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-11-10T12:00:00Z");
const PHONE = "+353 87 555 0199";

describeOnEachDatabase("a booking guest's phone in the owner dashboard", (t) => {
  let { owner, otherOwner, guest, outsiders } = {} as DashboardPeople;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ owner, otherOwner, guest, outsiders } = await createDashboardPeople(t, { guest: { name: "Aoife Byrne" } }));
    await t.db.update(profiles).set({ phone: PHONE }).where(eq(profiles.id, guest.userId));
    sauna = await createTestSauna(t, { ownerId: owner.userId, isClaimed: true });
    const at = (offset: number) => new Date(NOW.getTime() + offset);
    const book = (startsAt: Date, values: Record<string, unknown> = {}) => createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt, ...values });
    ids.upcoming = (await book(at(2 * DAY))).id;
    ids.now = (await book(at(-HOUR))).id; // started an hour ago, ends in half an hour
    ids.past = (await book(at(-3 * DAY))).id;
    ids.pastCompleted = (await book(at(-6 * DAY), { status: "completed" })).id;
    ids.cancelled = (await book(at(4 * DAY), { status: "cancelled", cancelledAt: at(-DAY), cancelledBy: "guest" })).id;
  });

  it("shows the phone for sessions to come and under way, never after the session or for a cancelled booking", async () => {
    const { bookings } = await listHostBookings(t.db, owner, sauna.id, {}, NOW);
    const phoneOf = Object.fromEntries(bookings.map((b) => [b.id, b.guestPhone]));
    expect(phoneOf).toEqual({ [ids.upcoming]: PHONE, [ids.now]: PHONE, [ids.past]: null, [ids.pastCompleted]: null, [ids.cancelled]: null });
    // The same booking once its session is over: gone.
    const later = await listHostBookings(t.db, owner, sauna.id, {}, new Date(NOW.getTime() + 3 * DAY));
    expect(later.bookings.find((b) => b.id === ids.upcoming)?.guestPhone).toBeNull();
  });

  it("keeps it out of the CSV export altogether", async () => {
    const { rows } = await hostBookingsForExport(t.db, owner, sauna.id, {}, NOW);
    const csv = await new Response(hostBookingsCsv(rows)).text();
    expect(csv).toContain("Aoife Byrne");
    expect(csv).not.toContain("555 0199");
    const again = await hostBookingsForExport(t.db, owner, sauna.id, {}, NOW);
    for await (const row of again.rows) expect(row.guestPhone).toBeNull();
  });

  it("shows it to nobody but the sauna's owner", async () => {
    await expectRefusedToEach(outsiders, (actor) => listHostBookings(t.db, actor, sauna.id, {}, NOW));
    expect((await listHostBookings(t.db, otherOwner, (await createTestSauna(t, { ownerId: otherOwner.userId })).id, {}, NOW)).bookings).toEqual([]);
  });
});
