// The SQL conditions say what the lifecycle module says: the same bookings, whatever their status
// and whether their session is over.
import { and, eq, type SQL } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  BOOKING_STATUSES, CONFIRMED_BOOKING_STATUSES, DISPLAYED_BOOKING_STATUSES, displayStatus, isLiveBooking, isStandingBooking,
} from "#domain/booking-status";
import { bookings } from "#server/db/schema/bookings";
import { createTestBooking, createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { cancelledBooking, confirmedBooking, displayedAs, liveBooking, standingBooking } from "./booking-status-sql";

const DAY = 86_400_000;

describeOnEachDatabase("booking statuses as SQL", (t) => {
  let saunaId: string;
  let rows: (typeof bookings.$inferSelect)[];
  const now = new Date();
  beforeAll(async () => {
    saunaId = (await createTestSauna(t)).id;
    const guest = await createTestUser(t);
    rows = [];
    let hour = 0;
    // Each stored status, for a session that is over and one still to come (an hour apart, so
    // every live one has its slot to itself).
    for (const status of BOOKING_STATUSES) {
      for (const days of [-2, 2]) {
        const startsAt = new Date(now.getTime() + days * DAY + hour++ * 3_600_000);
        rows.push(await createTestBooking(t, { saunaId, userId: guest.userId, startsAt, status }));
      }
    }
  });

  async function idsWhere(condition: SQL) {
    const found = await t.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.saunaId, saunaId), condition));
    return found.map((r) => r.id).sort();
  }
  const idsOf = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).map((r) => r.id).sort();

  it("filters by the status people are shown, as displayStatus works it out", async () => {
    for (const status of DISPLAYED_BOOKING_STATUSES) {
      expect(await idsWhere(displayedAs(status, now)), status).toEqual(idsOf((r) => displayStatus(r, now) === status));
    }
    expect(await idsWhere(displayedAs("completed", now))).toHaveLength(3);
  });

  it("finds the live, confirmed, standing and cancelled bookings the module names", async () => {
    expect(await idsWhere(liveBooking)).toEqual(idsOf((r) => isLiveBooking(r.status)));
    expect(await idsWhere(standingBooking)).toEqual(idsOf((r) => isStandingBooking(r.status)));
    expect(await idsWhere(confirmedBooking)).toEqual(idsOf((r) => (CONFIRMED_BOOKING_STATUSES as readonly string[]).includes(r.status)));
    expect(await idsWhere(cancelledBooking)).toEqual(idsOf((r) => r.status === "cancelled"));
    expect(await idsWhere(liveBooking)).toHaveLength(4);
  });
});
