import { beforeAll, expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import type { bookings } from "#server/db/schema/bookings";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { bookingReport, reportStart } from "./admin-reports.service";

// A Wednesday in summer (Irish Summer Time, UTC+1), years before any booking other tests make.
const NOW = new Date("2020-07-15T12:00:00Z");

describeOnEachDatabase("admin reports", (t) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    const guest = await createTestUser(t);
    const sauna = await createTestSauna(t);
    let slot = 0;
    const made = (createdAt: string, values: Omit<Partial<typeof bookings.$inferInsert>, "userId"> = {}) =>
      createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.UTC(2020, 7, 1, 6) + slot++ * 3 * 3_600_000), createdAt: new Date(createdAt), ...values });
    // 00:30 on Monday 13 July in Ireland is still Sunday in UTC: it belongs to the week of 13 July.
    await made("2020-07-12T23:30:00Z");
    await made("2020-07-14T10:00:00Z", { totalAmount: 60, platformFee: 9, hostPayout: 51 });
    // Cancelled with a full refund: counted as a booking and its value, no commission kept.
    await made("2020-07-14T11:00:00Z", { status: "cancelled", refundAmount: 45 });
    // Cancelled late, no refund: the commission stays.
    await made("2020-07-06T09:00:00Z", { status: "cancelled", refundAmount: 0 });
    // 00:30 on 1 July in Ireland: July, not June.
    await made("2020-06-30T23:30:00Z");
    await made("2020-03-10T12:00:00Z");
    // Outside both windows: before August 2019, and in the future of NOW.
    await made("2019-07-20T12:00:00Z");
    await made("2020-07-16T12:00:00Z");
  });

  it("starts twelve weeks back on a Monday and twelve months back on the 1st, in Ireland", () => {
    expect(reportStart("weeks", NOW).toISOString()).toBe("2020-04-26T23:00:00.000Z"); // Monday 27 April, 00:00 IST
    expect(reportStart("months", NOW).toISOString()).toBe("2019-07-31T23:00:00.000Z"); // 1 August 2019, 00:00 IST
  });

  it("counts bookings and revenue per week in Irish time, with the empty weeks", async () => {
    const report = await bookingReport(t.db, admin, { period: "weeks" }, NOW);
    expect(report.period).toBe("weeks");
    expect(report.buckets.map((b) => b.start)).toEqual([
      "2020-04-27", "2020-05-04", "2020-05-11", "2020-05-18", "2020-05-25", "2020-06-01",
      "2020-06-08", "2020-06-15", "2020-06-22", "2020-06-29", "2020-07-06", "2020-07-13",
    ]);
    const byStart = Object.fromEntries(report.buckets.map((b) => [b.start, b]));
    expect(byStart["2020-07-13"]).toEqual({ start: "2020-07-13", bookings: 3, gross: 150, commission: 6.75 + 9, refunds: 45 });
    expect(byStart["2020-07-06"]).toEqual({ start: "2020-07-06", bookings: 1, gross: 45, commission: 6.75, refunds: 0 });
    expect(byStart["2020-06-29"]).toMatchObject({ bookings: 1 });
    expect(byStart["2020-05-04"]).toEqual({ start: "2020-05-04", bookings: 0, gross: 0, commission: 0, refunds: 0 });
    expect(report.totals).toEqual({ bookings: 5, gross: 240, commission: 29.25, refunds: 45 });
  });

  it("counts per month, last twelve months", async () => {
    const report = await bookingReport(t.db, admin, { period: "months" }, NOW);
    expect(report.buckets).toHaveLength(12);
    expect(report.buckets[0].start).toBe("2019-08-01");
    expect(report.buckets[11]).toEqual({ start: "2020-07-01", bookings: 5, gross: 240, commission: 29.25, refunds: 45 });
    expect(report.buckets.find((b) => b.start === "2020-03-01")).toMatchObject({ bookings: 1, gross: 45 });
    expect(report.buckets.find((b) => b.start === "2020-06-01")).toMatchObject({ bookings: 0 });
    expect(report.totals.bookings).toBe(6);
    // Anything but 'weeks' is the default, months.
    expect((await bookingReport(t.db, admin, { period: "<years>" }, NOW)).period).toBe("months");
  });

  it("is refused to a visitor, a guest and an owner", async () => {
    await expect(bookingReport(t.db, ANONYMOUS, {}, NOW)).rejects.toMatchObject({ status: 401 });
    await expect(bookingReport(t.db, await createTestUser(t), {}, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(bookingReport(t.db, await createTestUser(t, { isOwner: true }), {}, NOW)).rejects.toMatchObject({ status: 403 });
  });
});
