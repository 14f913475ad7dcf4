import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type Actor, type SignedInUser } from "#server/auth/actor";
import { profiles } from "#server/db/schema/profiles";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { hostBookingsCsv } from "./host-bookings-csv";
import { hostBookingsForExport, listHostBookings } from "./host-bookings.service";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-11-10T12:00:00Z");
const PHONE = "+353 87 555 0199";

describeOnEachDatabase("a booking guest's phone in the owner dashboard", (t) => {
  let owner: SignedInUser;
  let otherOwner: SignedInUser;
  let guest: SignedInUser;
  let admin: SignedInUser;
  let sauna: Awaited<ReturnType<typeof createTestSauna>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await createTestUser(t, { isOwner: true });
    otherOwner = await createTestUser(t, { isOwner: true });
    guest = await createTestUser(t, { name: "Aoife Byrne" });
    admin = await createTestUser(t, { roles: ["super_admin"] });
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
    const refused: [string, Actor, number][] = [["a visitor", ANONYMOUS, 401], ["the guest", guest, 403], ["another owner", otherOwner, 404], ["an admin", admin, 403]];
    for (const [who, actor, status] of refused) {
      await expect(listHostBookings(t.db, actor, sauna.id, {}, NOW), who).rejects.toMatchObject({ status });
    }
    expect((await listHostBookings(t.db, otherOwner, (await createTestSauna(t, { ownerId: otherOwner.userId })).id, {}, NOW)).bookings).toEqual([]);
  });
});
