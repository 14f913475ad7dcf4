// Admin Payouts with card payments on (decision 012): card bookings' payouts are
// the payments worker's Stripe transfers, shown made, held or failed and never marked paid by
// hand; failed transfers and refunds are tried again by an administrator. Against the local
// Stripe server.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { PAYOUT_HELD } from "#domain/payout-hold";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { payouts } from "#server/db/schema/payouts";
import { adminActivityLog } from "#server/db/schema/profiles";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { makeDueRefunds } from "#server/features/payments/make-refunds";
import { makeDueTransfers } from "#server/features/payments/make-transfers";
import { cardBookingRows, paidCardBooking, stripeRefundsOf, stripeTransfersOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestBooking, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { NO_FAILED_REFUND, NO_FAILED_TRANSFER, retryFailedRefund, retryFailedTransfer } from "./admin-payouts.card";
import { payoutLedgerCsv } from "./admin-payouts.csv";
import { markHostPayoutPaid, payoutsOverview } from "./admin-payouts.service";

const DAY = 86_400_000;
const CARD = { cardPayments: true };

describeOnEachDatabase("admin Payouts with card payments", (t) => {
  let admin: SignedInUser;
  let superAdmin: SignedInUser;
  const cards = setUpCardPayments(t);
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
    superAdmin = await createTestUser(t, { roles: ["super_admin"] });
  });

  const rows = (bookingId: string) => cardBookingRows(t, bookingId);
  /** A card-ready host with `count` paid card bookings, and the moment all their payouts are due. */
  async function hostWithCardBookings(count: number) {
    const { host, sauna } = await cardReadyHost(t, cards);
    const paid = [];
    for (let i = 0; i < count; i++) paid.push(await paidCardBooking(t, cards, await createTestUser(t), sauna.id, { days: 3 + i }));
    const ids = paid.map((p) => p.bookingId);
    const due = await Promise.all(ids.map(async (id) => (await rows(id)).booking.payoutDueAt.getTime()));
    return { host, sauna, ids, charges: paid.map((p) => p.chargeId), dueAt: new Date(Math.max(...due) + 60_000) };
  }
  const ledgerOf = async (hostId: string, now: Date, filter = "all") =>
    Object.fromEntries((await payoutsOverview(t.db, admin, { filter, host: hostId }, now, CARD)).ledger.rows.map((r) => [r.id, r]));

  it("shows each card booking's transfer: made with Stripe's id, held with the reason, failed with Stripe's error", async () => {
    const { host, ids: [paid, held, failed, coming], charges, dueAt } = await hostWithCardBookings(4);
    await cards.stripe.createDispute(charges[1]);
    await cards.stripe.webhooksSettled();
    // The worker's passes as each payout falls due, a day apart: the first made, the second held
    // (disputed), the third refused by Stripe; the fourth still to come.
    const dueOf = async (id: string) => new Date((await rows(id)).booking.payoutDueAt.getTime() + 60_000);
    await makeDueTransfers(t.db, cards.provider, await dueOf(paid));
    await makeDueTransfers(t.db, cards.provider, await dueOf(held));
    cards.stripe.failNext({ method: "POST", path: "/v1/transfers" }, { status: 400, message: "The destination account can't receive transfers." });
    const now = await dueOf(failed);
    await makeDueTransfers(t.db, cards.provider, now);
    await cards.stripe.webhooksSettled();

    const ledger = await ledgerOf(host.userId, now);
    const [transfer] = stripeTransfersOf(cards, paid);
    expect(ledger[paid]).toMatchObject({ state: "paid", transferStatus: "succeeded", stripeTransferId: transfer.id });
    expect(ledger[held]).toMatchObject({ state: "held", transferStatus: "pending", transferNote: PAYOUT_HELD.disputed });
    expect(ledger[failed]).toMatchObject({ state: "failed", transferStatus: "failed", transferNote: "The destination account can't receive transfers." });
    expect(ledger[coming]).toMatchObject({ state: "upcoming", transferStatus: "pending" });

    const overview = await payoutsOverview(t.db, admin, { host: host.userId }, now, CARD);
    expect(overview.cardPayments).toBe(true);
    expect(overview.summary).toMatchObject({ dueNow: 0, paid: 38.25, onHold: 38.25, failed: 38.25, upcoming: 38.25 });
    expect((await payoutsOverview(t.db, admin, { filter: "failed", host: host.userId }, now, CARD)).ledger).toMatchObject({ total: 1, rows: [{ id: failed }] });
    expect((await payoutsOverview(t.db, admin, { filter: "held", host: host.userId }, now, CARD)).ledger).toMatchObject({ total: 1, rows: [{ id: held }] });
    // Nothing here is for 'Mark paid'.
    await expect(markHostPayoutPaid(t.db, admin, { hostId: host.userId }, dueAt)).rejects.toMatchObject({ status: 409 });

    // The CSV names the transfer.
    const { body } = payoutLedgerCsv(t.db, admin, { filter: "paid", host: host.userId }, "en", now);
    expect(await new Response(body).text()).toContain(transfer.id);
  });

  it("marks paid only the bookings paid at the sauna, never a card booking's payout", async () => {
    const { host, sauna, ids: [card], dueAt } = await hostWithCardBookings(1);
    const guest = await createTestUser(t);
    const atTheSauna = await createTestBooking(t, { saunaId: sauna.id, userId: guest.userId, startsAt: new Date(Date.now() - 5 * DAY), status: "completed" });

    const before = await ledgerOf(host.userId, dueAt);
    expect(before[card].state).toBe("transferring");
    expect(before[atTheSauna.id].state).toBe("due");
    expect((await payoutsOverview(t.db, admin, { host: host.userId }, dueAt, CARD)).summary).toMatchObject({ dueNow: 38.25, upcoming: 38.25 });

    const paid = await markHostPayoutPaid(t.db, admin, { hostId: host.userId }, dueAt);
    expect(paid).toMatchObject({ amount: 38.25, bookingCount: 1 });
    const after = await rows(card);
    expect(after.booking.payoutPaidAt).toBeNull();
    expect(after.transfer.status).toBe("pending");

    // The worker pays the card booking by transfer, on the ledger as its own payout.
    await makeDueTransfers(t.db, cards.provider, dueAt);
    expect((await rows(card)).transfer.status).toBe("succeeded");
    const made = await t.db.select().from(payouts).where(eq(payouts.hostId, host.userId));
    expect(made.map((p) => p.amount)).toEqual([38.25, 38.25]);
  });

  it("tries a failed transfer again: the worker asks Stripe first, then transfers once, and the admin's action is logged", async () => {
    const { host, ids: [booking], dueAt } = await hostWithCardBookings(1);
    cards.stripe.failNext({ method: "POST", path: "/v1/transfers" }, { status: 400, message: "The destination account can't receive transfers." });
    await makeDueTransfers(t.db, cards.provider, dueAt);
    expect((await rows(booking)).transfer.status).toBe("failed");

    expect(await retryFailedTransfer(t.db, admin, { bookingId: booking }, dueAt)).toEqual({ amount: 38.25 });
    expect((await rows(booking)).transfer).toMatchObject({ status: "pending", attempts: 1, lastError: null, nextAttemptAt: dueAt });
    expect((await ledgerOf(host.userId, dueAt))[booking].state).toBe("transferring");
    const [entry] = await t.db.select().from(adminActivityLog).where(and(eq(adminActivityLog.entityType, "booking"), eq(adminActivityLog.entityId, booking)));
    expect(entry).toMatchObject({ actorId: admin.userId, action: `Tried again the payout of €38.25 for booking ${booking.slice(0, 8)}` });
    expect(entry.details).toMatchObject({ payment: "transfer", lastError: "The destination account can't receive transfers." });
    // A second click finds nothing failed.
    await expect(retryFailedTransfer(t.db, admin, { bookingId: booking }, dueAt)).rejects.toMatchObject({ status: 409, message: NO_FAILED_TRANSFER });

    await makeDueTransfers(t.db, cards.provider, dueAt);
    expect(stripeTransfersOf(cards, booking)).toHaveLength(1);
    expect((await rows(booking)).transfer).toMatchObject({ status: "succeeded", attempts: 2 });
    const asked = cards.stripe.requests.filter((r) => r.path === "/v1/transfers" && (r.method === "GET" || r.idempotencyKey === `transfer-${booking}-2`));
    expect(asked.map((r) => r.method)).toEqual(["GET", "POST"]);
  });

  it("lists the refunds Stripe would not make, and tries one again", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t, { name: "Saoirse Walsh" });
    const { bookingId } = await paidCardBooking(t, cards, guest, sauna.id, { days: 4 });
    await cancelMyBooking(t.db, guest, bookingId);
    cards.stripe.failNext({ method: "POST", path: "/v1/refunds" }, { status: 400, message: "This charge can't be refunded right now." });
    await makeDueRefunds(t.db, cards.provider);

    const listed = (await payoutsOverview(t.db, admin, { host: sauna.ownerId }, new Date(), CARD)).failedRefunds!;
    expect(listed).toMatchObject({ total: 1, pages: 1 });
    expect(listed.rows[0]).toMatchObject({ bookingId, amountCents: 4500, reason: "cancellation", error: "This charge can't be refunded right now.", attempts: 1, saunaName: sauna.name, guestName: "Saoirse Walsh", guestDeleted: false });

    expect(await retryFailedRefund(t.db, superAdmin, { bookingId })).toEqual({ amount: 45 });
    await expect(retryFailedRefund(t.db, admin, { bookingId })).rejects.toMatchObject({ status: 409, message: NO_FAILED_REFUND });
    await makeDueRefunds(t.db, cards.provider);
    expect(stripeRefundsOf(cards, bookingId).map((r) => r.amount)).toEqual([4500]);
    expect((await rows(bookingId)).refund.status).toBe("succeeded");
    expect((await payoutsOverview(t.db, admin, { host: sauna.ownerId }, new Date(), CARD)).failedRefunds!.total).toBe(0);
  });

  it("lets only administrators try again, and refuses a malformed booking", async () => {
    const { host } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const bookingId = "00000000-0000-4000-8000-000000000000";
    for (const actor of [ANONYMOUS, guest, host]) {
      const status = actor.kind === "anonymous" ? 401 : 403;
      await expect(retryFailedTransfer(t.db, actor, { bookingId })).rejects.toMatchObject({ status });
      await expect(retryFailedRefund(t.db, actor, { bookingId })).rejects.toMatchObject({ status });
    }
    for (const actor of [admin, superAdmin]) {
      await expect(retryFailedTransfer(t.db, actor, { bookingId })).rejects.toMatchObject({ status: 409 });
      await expect(retryFailedRefund(t.db, actor, { bookingId })).rejects.toMatchObject({ status: 409 });
    }
    await expect(retryFailedTransfer(t.db, admin, { bookingId: "not-a-booking" })).rejects.toMatchObject({ status: 400 });
  });

  it("without card payments shows no transfers' figures or refunds, as before", async () => {
    const overview = await payoutsOverview(t.db, admin, {}, new Date());
    expect(overview).toMatchObject({ cardPayments: false, failedRefunds: null });
  });
});
