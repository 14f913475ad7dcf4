// Suspending or rejecting a listing no longer strands its guests. The admin
// gives a reason; the listing's upcoming bookings are cancelled with a full refund in the same
// transaction as the status change, through the one cancellation path; each guest hears why, the
// host hears once (a service message, whatever their toggles), and a guest's booking still shows
// what they booked. Approval and activation tell the host too. Each role that may not act is
// refused; two admins acting at once, or a booking made while a suspension runs, leave no
// booking behind on a suspended sauna (the races mean most on PostgreSQL).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import postgres from "postgres";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { REASON_REQUIRED } from "#domain/sauna-moderation";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookings } from "#server/db/schema/bookings";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { adminActivityLog } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { createBooking } from "#server/features/bookings/create-booking.service";
import { listMyBookings, myBookingsAtSauna } from "#server/features/bookings/guest-bookings.service";
import { SERVICE_FOOTER } from "#server/features/mail/mail-layout";
import { createTestBooking, createTestSauna, createTestUser, turnOffEveryNotification } from "#server/testing/fixtures";
import { describeOnEachDatabase, type TestDatabase } from "#server/testing/test-database";
import { changeSaunaStatus } from "./admin-saunas.service";

const DAY = 86_400_000;
const REASON = "The fire safety certificate has expired";

describeOnEachDatabase("suspending, rejecting, approving and activating a listing", (t, kind) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"], name: "Declan Admin" });
  });
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  const mailTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), ne(mailOutbox.kind, "welcome")));
  const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const statusOf = async (id: string) => (await t.db.select({ status: saunas.status }).from(saunas).where(eq(saunas.id, id)))[0].status;

  /** A host's listing with two guests' upcoming bookings, a past one and one cancelled earlier. */
  async function bookedListing(status: "active" | "pending" = "active") {
    const host = await createTestUser(t, { isOwner: true, name: "Siobhán Host" });
    const sauna = await createTestSauna(t, { name: `Harbour Sauna ${kind} ${Math.random().toString(36).slice(2, 6)}`, ownerId: host.userId, status, isPublished: status === "active", location: "Kinsale", address: "Pier Road, Kinsale" });
    const aoife = await createTestUser(t, { name: "Aoife Byrne" });
    const cian = await createTestUser(t, { name: "Cian Walsh" });
    const soon = await createTestBooking(t, { saunaId: sauna.id, userId: aoife.userId, startsAt: new Date(Date.now() + 3 * DAY) });
    const later = await createTestBooking(t, { saunaId: sauna.id, userId: cian.userId, startsAt: new Date(Date.now() + 9 * DAY), totalAmount: 70, platformFee: 10.5, hostPayout: 59.5, bookingType: "shared", guests: 2 });
    const past = await createTestBooking(t, { saunaId: sauna.id, userId: aoife.userId, startsAt: new Date(Date.now() - 5 * DAY) });
    const cancelledBefore = await createTestBooking(t, { saunaId: sauna.id, userId: cian.userId, startsAt: new Date(Date.now() + 4 * DAY), status: "cancelled", cancelledBy: "guest", refundAmount: 45 });
    return { host, sauna, aoife, cian, soon, later, past, cancelledBefore };
  }

  it("asks for a reason to suspend or reject, and changes nothing without one", async () => {
    const { sauna, soon, host } = await bookedListing();
    const pending = await createTestSauna(t, { status: "pending", isPublished: false });
    for (const input of [{ saunaId: sauna.id, action: "suspend" }, { saunaId: sauna.id, action: "suspend", reason: "   \n " }, { saunaId: pending.id, action: "reject", reason: "" }]) {
      await expect(changeSaunaStatus(t.db, admin, input)).rejects.toMatchObject({ status: 400, message: REASON_REQUIRED, fieldErrors: { reason: REASON_REQUIRED } });
    }
    await expect(changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: "x".repeat(501) })).rejects.toMatchObject({ status: 400, fieldErrors: { reason: "Please keep the reason to 500 characters" } });
    expect(await statusOf(sauna.id)).toBe("active");
    expect(await statusOf(pending.id)).toBe("pending");
    expect((await bookingRow(soon.id)).status).toBe("confirmed");
    expect(await mailTo(host.email)).toEqual([]);
  });

  it("suspending cancels the upcoming bookings with a full refund, tells each guest why and the host once, and the guests still see what they booked", async () => {
    const { host, sauna, aoife, cian, soon, later, past, cancelledBefore } = await bookedListing();
    // The host has turned every notification off: a listing's suspension is a service message all the same.
    await turnOffEveryNotification(t, host.userId);

    const result = await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: `  ${REASON}  ` });
    expect(result).toMatchObject({ status: "suspended", toast: "Sauna suspended", cancelledBookings: 2 });

    for (const b of [soon, later]) {
      expect(await bookingRow(b.id)).toMatchObject({ status: "cancelled", refundAmount: b.totalAmount, cancelledBy: "admin", cancellationReason: REASON, cancelledAt: expect.any(Date) });
    }
    // What had already happened stays as it was.
    expect(await bookingRow(past.id)).toMatchObject({ status: "confirmed", cancelledBy: null });
    expect(await bookingRow(cancelledBefore.id)).toMatchObject({ status: "cancelled", cancelledBy: "guest" });

    // Each guest: one message, with the reason; booked to pay at the sauna, nothing is refunded.
    const [toAoife] = await mailTo(aoife.email);
    expect(await mailTo(aoife.email)).toHaveLength(1);
    expect(toAoife).toMatchObject({ kind: "booking-cancelled", subject: expect.stringContaining(`Booking cancelled: ${sauna.name}`) });
    expect(toAoife.text).toContain(`${sauna.name} is no longer listed on Sauna Éire, so we have cancelled your booking.`);
    expect(toAoife.text).toContain(`Our reason: ${REASON}`);
    expect(toAoife.text).toContain("You hadn't paid for this booking online, so there's nothing to refund: you'd have paid at the sauna.");
    const [toCian] = await mailTo(cian.email);
    expect(toCian.text).not.toContain("full refund");

    // The host: one message about the listing (no message per booking), with the reason and each cancelled booking.
    const toHost = await mailTo(host.email);
    expect(toHost.map((m) => m.kind)).toEqual(["listing-suspended"]);
    expect(toHost[0].subject).toBe(`Your listing is suspended: ${sauna.name}`);
    expect(toHost[0].text).toContain(`Our reason: ${REASON}`);
    expect(toHost[0].text).toContain("Its 2 upcoming bookings were cancelled with a full refund of whatever was paid online, and each guest has been told why:");
    // Both were to be paid at the sauna: the host is not told of refunds nobody gets.
    expect(toHost[0].text).toContain("Aoife Byrne, nothing paid online to refund");
    expect(toHost[0].text).toContain("Cian Walsh, nothing paid online to refund");
    expect(toHost[0].text).not.toContain("refunded");
    expect(toHost[0].text).toContain(SERVICE_FOOTER);

    // My Bookings: cancelled by us, with the reason, and no longer listed; the booking still says where and when.
    const mine = await listMyBookings(t.db, aoife);
    expect(mine.find((b) => b.id === soon.id)).toMatchObject({
      saunaName: sauna.name, location: "Kinsale", address: "Pier Road, Kinsale", county: "Cork", displayStatus: "cancelled",
      canCancel: false, cancelledBy: "admin", cancellationReason: REASON, refundAmount: 45, saunaListed: false,
    });
    // The sauna's page shows her what she booked there instead of a bare 'Sauna Not Found'.
    const there = await myBookingsAtSauna(t.db, aoife, sauna.id);
    expect(there?.sauna).toMatchObject({ id: sauna.id, name: sauna.name, location: "Kinsale", address: "Pier Road, Kinsale", county: "Cork" });
    expect(there?.bookings.map((b) => [b.id, b.displayStatus])).toEqual([[past.id, "completed"], [soon.id, "cancelled"]]);
    // Nobody else learns anything from it.
    expect(await myBookingsAtSauna(t.db, ANONYMOUS, sauna.id)).toBeNull();
    expect(await myBookingsAtSauna(t.db, await createTestUser(t), sauna.id)).toBeNull();

    const [entry] = await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id));
    expect(entry).toMatchObject({ action: `Suspended ${sauna.name}`, actorId: admin.userId, details: { from: "active", to: "suspended", reason: REASON, cancelledBookings: 2 } });
  });

  it("says so when a suspended listing had no upcoming bookings", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId });
    expect(await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: REASON })).toMatchObject({ cancelledBookings: 0 });
    const [toHost] = await mailTo(host.email);
    expect(toHost.text).toContain("It had no upcoming bookings, so no guest was affected.");
  });

  it("rejecting a pending listing cancels any bookings it has the same way, and tells the host why", async () => {
    const { host, sauna, aoife, soon } = await bookedListing("pending");
    expect(await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "reject", reason: "The photos are of another sauna" })).toMatchObject({ status: "suspended", toast: "Sauna suspended", cancelledBookings: 2 });
    expect(await bookingRow(soon.id)).toMatchObject({ status: "cancelled", cancelledBy: "admin", refundAmount: 45 });
    expect((await mailTo(aoife.email)).map((m) => m.kind)).toEqual(["booking-cancelled"]);
    const [toHost] = await mailTo(host.email);
    expect(toHost).toMatchObject({ kind: "listing-rejected", subject: `Your listing was not approved: ${sauna.name}` });
    expect(toHost.text).toContain("Our reason: The photos are of another sauna");
    expect(toHost.text).toContain("hosts@sauna-eire.ie");
  });

  it("approving and activating tell the host the listing is live; an unverified claimant hears nothing", async () => {
    const host = await createTestUser(t, { isOwner: true, name: "Nuala Host" });
    await turnOffEveryNotification(t, host.userId);
    const sauna = await createTestSauna(t, { name: "Lough Derg Sauna", ownerId: host.userId, status: "pending", isPublished: false });
    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "approve" });
    const [approved] = await mailTo(host.email);
    expect(approved).toMatchObject({ kind: "listing-approved", subject: "Your listing is live: Lough Derg Sauna" });
    expect(approved.text).toContain("Dia duit Nuala,");
    expect(approved.text).toContain(`http://localhost:3000/sauna/${sauna.id}`);
    expect(approved.text).toContain(SERVICE_FOOTER);

    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: REASON });
    await t.db.delete(mailOutbox);
    // Activate asks first, but needs no reason.
    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "activate" });
    expect((await mailTo(host.email)).map((m) => [m.kind, m.subject])).toEqual([["listing-activated", "Lough Derg Sauna is back on Sauna Éire"]]);

    const claimant = await createTestUser(t, { isOwner: true });
    const claimed = await createTestSauna(t, { ownerId: claimant.userId, ownerVerified: false, status: "pending", isPublished: false });
    await changeSaunaStatus(t.db, admin, { saunaId: claimed.id, action: "approve" });
    expect(await mailTo(claimant.email)).toEqual([]);
  });

  it("is refused to a visitor, a guest, the listing's own host and another host; admins and super admins may", async () => {
    const { host, sauna, soon } = await bookedListing();
    const otherHost = await createTestUser(t, { isOwner: true });
    await createTestSauna(t, { ownerId: otherHost.userId });
    const guest = await createTestUser(t);
    for (const [who, status] of [[ANONYMOUS, 401], [guest, 403], [host, 403], [otherHost, 403]] as const) {
      await expect(changeSaunaStatus(t.db, who, { saunaId: sauna.id, action: "suspend", reason: REASON })).rejects.toMatchObject({ status });
    }
    expect(await statusOf(sauna.id)).toBe("active");
    expect((await bookingRow(soon.id)).status).toBe("confirmed");
    expect(await t.db.select().from(mailOutbox).where(ne(mailOutbox.kind, "welcome"))).toEqual([]);

    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: REASON });
    const superAdmin = await createTestUser(t, { roles: ["super_admin"] });
    expect(await changeSaunaStatus(t.db, superAdmin, { saunaId: sauna.id, action: "activate" })).toMatchObject({ status: "active" });
  });

  it("two admins suspending at once: one suspension stands, the other is told, and each booking is cancelled and mailed once", async () => {
    const { host, sauna, aoife, cian, soon, later } = await bookedListing();
    const other = await createTestUser(t, { roles: ["admin"] });
    const results = await Promise.allSettled([
      changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: REASON }),
      changeSaunaStatus(t.db, other, { saunaId: sauna.id, action: "suspend", reason: "Complaints about hygiene" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 409, message: expect.stringContaining("This sauna is suspended now, so it can't be suspended") });
    const winner = results.findIndex((r) => r.status === "fulfilled");
    const reason = winner === 0 ? REASON : "Complaints about hygiene";
    for (const b of [soon, later]) expect(await bookingRow(b.id)).toMatchObject({ status: "cancelled", cancellationReason: reason });
    expect((await mailTo(aoife.email)).map((m) => m.kind)).toEqual(["booking-cancelled"]);
    expect((await mailTo(cian.email)).map((m) => m.kind)).toEqual(["booking-cancelled"]);
    expect((await mailTo(host.email)).map((m) => m.kind)).toEqual(["listing-suspended"]);
    expect(await t.db.select().from(adminActivityLog).where(eq(adminActivityLog.entityId, sauna.id))).toHaveLength(1);
  });

  it("an approval and a rejection at once: one decides, the other changes nothing", async () => {
    const host = await createTestUser(t, { isOwner: true });
    const sauna = await createTestSauna(t, { ownerId: host.userId, status: "pending", isPublished: false });
    const results = await Promise.allSettled([
      changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "approve" }),
      changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "reject", reason: REASON }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const decided = results[0].status === "fulfilled" ? "active" : "suspended";
    expect(await statusOf(sauna.id)).toBe(decided);
    expect((await mailTo(host.email)).map((m) => m.kind)).toEqual([decided === "active" ? "listing-approved" : "listing-rejected"]);
  });

  // Only PostgreSQL can run two transactions at once (PGlite has one connection): the race is tried there.
  if (kind === "postgres") it("a booking made while a suspension is under way waits for it, and is refused rather than left on a suspended sauna", async () => {
    const sauna = await createTestSauna(t, { name: "Race Sauna", capacity: 8, pricePrivate: 45, pricePerSession: 45 });
    const guest = await createTestUser(t);
    const date = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    // Another connection does what changeSaunaStatus does first (sets the status, holding the row),
    // and keeps its transaction open while the guest books.
    const suspender = postgres(t.url!, { max: 1, onnotice: () => {} });
    let outcome: Promise<unknown> | undefined;
    try {
      await suspender.begin(async (tx) => {
        await tx`update saunas set status = 'suspended', updated_at = now() where id = ${sauna.id}`;
        let settled = false;
        outcome = createBooking(t.db, guest, { saunaId: sauna.id, date, time: "18:00", bookingType: "private", guests: 1 }).then(
          (booking) => ((settled = true), booking),
          (error: unknown) => ((settled = true), error),
        );
        // Until the booking either waits for this transaction or gets through without waiting.
        while (!settled && !(await waitingForALock(t))) await new Promise((resolve) => setTimeout(resolve, 20));
      });
    } finally {
      await suspender.end();
    }
    expect(await outcome).toMatchObject({ status: 404, message: "Sauna Not Found" });
    const live = await t.db.select().from(bookings).where(and(eq(bookings.saunaId, sauna.id), inArray(bookings.status, ["confirmed", "pending"])));
    expect(live).toEqual([]);
  });
});

/** Whether some other connection to this database is waiting for a row lock. */
async function waitingForALock(t: TestDatabase): Promise<boolean> {
  const result = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0].n > 0;
}
