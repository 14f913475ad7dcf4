import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { todayInIreland, slotStart } from "#domain/session-slots";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { adminActivityLog } from "#server/db/schema/profiles";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { listMyBookings } from "#server/features/bookings/guest-bookings.service";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { adminPlatformSettings, updatePlatformSettings } from "./admin-settings.service";

const DAY = 86_400_000;

describeOnEachDatabase("admin settings", (t) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"], name: "Declan Settings" });
  });

  const entries = () => t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityType, "settings"));

  it("starts from the spec's terms: 15% commission, free cancellation up to 24 hours before", async () => {
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 15, freeCancellationHours: 24 });
  });

  it("gives later bookings the new terms while earlier bookings keep theirs, down to the cancel rule", async () => {
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t, { pricePrivate: 50, pricePerSession: 50 });
    const date = todayInIreland(new Date(Date.now() + 10 * DAY));
    const before = await createBooking(t.db, guest, { saunaId: sauna.id, date, time: "10:30", bookingType: "private", guests: 2 });

    expect(await updatePlatformSettings(t.db, admin, { commissionPercent: "12.5", freeCancellationHours: "48" })).toEqual({ changed: true });
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 12.5, freeCancellationHours: 48, updatedBy: "Declan Settings" });
    const after = await createBooking(t.db, guest, { saunaId: sauna.id, date, time: "13:30", bookingType: "private", guests: 2 });

    expect(after).toMatchObject({ commissionRate: 0.125, freeCancellationHours: 48, totalAmount: 50, platformFee: 6.25, hostPayout: 43.75 });
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(kept).toMatchObject({ commissionRate: 0.15, freeCancellationHours: 24, platformFee: 7.5, hostPayout: 42.5 });

    // 30 hours before both sessions: the earlier booking (24 h window) is still free to cancel, the later one (48 h) no longer.
    const now = new Date(slotStart(date, "10:30").getTime() - 30 * 3_600_000);
    const mine = await listMyBookings(t.db, guest, now);
    expect(mine.find((b) => b.id === before.id)).toMatchObject({ freeCancellation: true, freeCancellationHours: 24 });
    expect(mine.find((b) => b.id === after.id)).toMatchObject({ freeCancellation: false, freeCancellationHours: 48 });

    const [entry] = (await entries()).slice(-1);
    expect(entry).toMatchObject({ actorId: admin.userId, action: "Changed platform settings: commission 15% → 12.5%, free cancellation 24 → 48 hours" });
  });

  it("records nothing when the same terms are saved again", async () => {
    const count = (await entries()).length;
    expect(await updatePlatformSettings(t.db, admin, { commissionPercent: "12.50", freeCancellationHours: "48" })).toEqual({ changed: false });
    expect(await entries()).toHaveLength(count);
  });

  it.each([
    [{ commissionPercent: "51", freeCancellationHours: "24" }, "commissionPercent"],
    [{ commissionPercent: "-1", freeCancellationHours: "24" }, "commissionPercent"],
    [{ commissionPercent: "12.345", freeCancellationHours: "24" }, "commissionPercent"],
    [{ commissionPercent: "fifteen", freeCancellationHours: "24" }, "commissionPercent"],
    [{ commissionPercent: "", freeCancellationHours: "24" }, "commissionPercent"],
    [{ commissionPercent: "15", freeCancellationHours: "169" }, "freeCancellationHours"],
    [{ commissionPercent: "15", freeCancellationHours: "1.5" }, "freeCancellationHours"],
    [{ commissionPercent: "15", freeCancellationHours: "-2" }, "freeCancellationHours"],
    [{ commissionPercent: "15" }, "freeCancellationHours"],
  ])("refuses %o with a message on the field", async (input, field) => {
    const error = await updatePlatformSettings(t.db, admin, input).catch((e) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(Object.keys(error.fieldErrors)).toEqual([field]);
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 12.5, freeCancellationHours: 48 });
  });

  it("takes the limits themselves: 0% and 50%, 0 and 168 hours", async () => {
    await updatePlatformSettings(t.db, admin, { commissionPercent: "50", freeCancellationHours: "168" });
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 50, freeCancellationHours: 168 });
    await updatePlatformSettings(t.db, admin, { commissionPercent: "0", freeCancellationHours: "0" });
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 0, freeCancellationHours: 0 });
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    for (const actor of [ANONYMOUS, await createTestUser(t), await createTestUser(t, { isOwner: true })]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(adminPlatformSettings(t.db, actor)).rejects.toMatchObject({ status });
      await expect(updatePlatformSettings(t.db, actor, { commissionPercent: "1", freeCancellationHours: "1" })).rejects.toMatchObject({ status });
    }
    expect(await adminPlatformSettings(t.db, admin)).toMatchObject({ commissionPercent: 0, freeCancellationHours: 0 });
  });
});
