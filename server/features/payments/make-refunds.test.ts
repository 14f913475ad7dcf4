// Refunds of card bookings by the rules (decision 012), against the local Stripe
// server through the official SDK and our webhook route: who cancels and when decides the amount,
// the payments worker makes it through the Refunds API, and a retry never refunds twice.
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { paymentRefunds } from "#server/db/schema/payments";
import { deleteAccount } from "#server/features/account/account.service";
import { cancelBookingAsAdmin } from "#server/features/admin/admin-bookings.service";
import { changeSaunaStatus } from "#server/features/admin/admin-saunas.service";
import { cancelMyBooking } from "#server/features/bookings/guest-bookings.service";
import { cancelHostBooking } from "#server/features/hosts/host-bookings.service";
import { cardBookingRows, paidCardBooking, startCardBooking, stripeRefundsOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { makeDueRefunds } from "./make-refunds";
import { startPaymentsWorker } from "./payments-worker";
import { GIVE_UP_AFTER_ATTEMPTS } from "./provider-calls";

const HOUR = 3_600_000;
const REFUNDS = { method: "POST", path: "/v1/refunds" } as const;

describeOnEachDatabase("refunds of card bookings", (t) => {
  let admin: SignedInUser;
  const cards = setUpCardPayments(t);
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  /** A guest's booking paid by card at a card-ready host's sauna (€45 private session unless told). */
  async function paidBooking(input: Parameters<typeof paidCardBooking>[4] = {}, saunaValues: Parameters<typeof cardReadyHost>[2] = {}) {
    const { host, sauna } = await cardReadyHost(t, cards, saunaValues);
    const guest = await createTestUser(t);
    const paid = await paidCardBooking(t, cards, guest, sauna.id, input);
    return { host, sauna, guest, ...paid };
  }
  const rows = (bookingId: string) => cardBookingRows(t, bookingId);
  /** The worker's pass at `now`, then Stripe's events about it delivered. */
  async function refundsPass(now = new Date()) {
    const taken = await makeDueRefunds(t.db, cards.provider, now);
    await cards.stripe.webhooksSettled();
    return taken;
  }
  const refundPosts = (bookingId: string) => cards.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds" && r.idempotencyKey?.startsWith(`refund-${bookingId}-`));
  const alertsAbout = (bookingId: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "payment-alert"), eq(mailOutbox.recipient, admin.email), like(mailOutbox.text, `%${bookingId.slice(0, 8)}%`)));

  it("refunds a guest who cancels the free-cancellation window ahead in full, through the Refunds API", async () => {
    const { guest, bookingId, paymentIntentId } = await paidBooking({ days: 3 });
    expect(await cancelMyBooking(t.db, guest, bookingId)).toEqual({ outcome: "cancelled", free: true, refund: 45, byCard: true });

    const owed = await rows(bookingId);
    expect(owed.refund).toMatchObject({ amountCents: 4500, reason: "cancellation", status: "pending" });
    // The host's share is no longer to be paid.
    expect(owed.transfer).toMatchObject({ status: "cancelled" });

    expect(await refundsPass()).toBe(1);
    const [refund] = stripeRefundsOf(cards, bookingId);
    expect(refund).toMatchObject({ amount: 4500, currency: "eur", payment_intent: paymentIntentId, status: "succeeded" });
    expect(refundPosts(bookingId).map((r) => r.idempotencyKey)).toEqual([`refund-${bookingId}-1`]);
    const done = await rows(bookingId);
    expect(done.refund).toMatchObject({ status: "succeeded", stripeRefundId: refund.id, attempts: 1, lastError: null });
    // Stripe's charge.refunded says the same.
    expect(done.payment.amountRefundedCents).toBe(4500);
    // Nothing is due twice.
    expect(await refundsPass()).toBe(0);
  });

  it("makes a cancellation's refund at once: the cancelling wakes this process's payments worker", async () => {
    const { guest, bookingId } = await paidBooking({ days: 3 });
    // Polling once an hour, so only the wake-up can make the refund within the wait below.
    const worker = startPaymentsWorker({ db: t.db, provider: cards.provider, baseUrl: "http://127.0.0.1", pollIntervalMs: HOUR, log: () => {} });
    try {
      await cancelMyBooking(t.db, guest, bookingId);
      await vi.waitFor(async () => expect((await rows(bookingId)).refund).toMatchObject({ status: "succeeded" }), { timeout: 10_000, interval: 50 });
      expect(stripeRefundsOf(cards, bookingId)).toMatchObject([{ amount: 4500, status: "succeeded" }]);
    } finally {
      await worker.stop();
    }
  });

  it("refunds nothing when the guest cancels inside the window, and the host is still paid", async () => {
    const { guest, bookingId } = await paidBooking({ days: 3 });
    const startsAt = (await rows(bookingId)).booking.startsAt;
    const late = new Date(startsAt.getTime() - 2 * HOUR);
    expect(await cancelMyBooking(t.db, guest, bookingId, late)).toEqual({ outcome: "cancelled", free: false, refund: 0, byCard: true });
    const after = await rows(bookingId);
    expect(after.booking).toMatchObject({ status: "cancelled", refundAmount: 0 });
    expect(after.refund).toBeUndefined();
    expect(after.transfer).toMatchObject({ status: "pending", amountCents: 3825 });
    await refundsPass(late);
    expect(stripeRefundsOf(cards, bookingId)).toEqual([]);
  });

  it("refunds in full when the host or an admin cancels, even an hour before the session", async () => {
    const byHost = await paidBooking({ days: 3 });
    const hourBefore = new Date((await rows(byHost.bookingId)).booking.startsAt.getTime() - HOUR);
    await cancelHostBooking(t.db, byHost.host, byHost.sauna.id, { bookingId: byHost.bookingId, reason: "The stove is broken, sorry" }, hourBefore);
    const byAdmin = await paidBooking({ days: 4 });
    await cancelBookingAsAdmin(t.db, admin, { bookingId: byAdmin.bookingId, reason: "The listing is under review" }, hourBefore);

    for (const { bookingId } of [byHost, byAdmin]) expect((await rows(bookingId)).refund).toMatchObject({ amountCents: 4500, status: "pending" });
    await refundsPass(hourBefore);
    for (const { bookingId } of [byHost, byAdmin]) {
      expect(stripeRefundsOf(cards, bookingId).map((r) => r.amount)).toEqual([4500]);
      expect((await rows(bookingId)).refund.status).toBe("succeeded");
    }
  });

  it("refunds every paid booking to come in full when an admin suspends the listing", async () => {
    const { host, sauna } = await cardReadyHost(t, cards, { capacity: 6, priceShared: 20 });
    const guests = [await createTestUser(t), await createTestUser(t)];
    const first = await paidCardBooking(t, cards, guests[0], sauna.id, { days: 3, bookingType: "shared", guests: 2 });
    const second = await paidCardBooking(t, cards, guests[1], sauna.id, { days: 5 });
    await changeSaunaStatus(t.db, admin, { saunaId: sauna.id, action: "suspend", reason: "Safety inspection pending" });
    expect(host.userId).toBeTruthy();

    await refundsPass();
    expect(stripeRefundsOf(cards, first.bookingId).map((r) => r.amount)).toEqual([2 * 2000]);
    expect(stripeRefundsOf(cards, second.bookingId).map((r) => r.amount)).toEqual([4500]);
  });

  it("refunds the bookings to come in full when the guest deletes their account", async () => {
    const { guest, bookingId, paymentIntentId } = await paidBooking({ days: 6 });
    await deleteAccount(t.db, t.auth, guest, { password: "Kinsale-Steam-7" });
    const after = await rows(bookingId);
    expect(after.booking).toMatchObject({ status: "cancelled", userId: null, refundAmount: 45 });
    await refundsPass();
    expect(stripeRefundsOf(cards, bookingId)).toMatchObject([{ amount: 4500, payment_intent: paymentIntentId }]);
  });

  it("tries again after a failed attempt with a new key, asking Stripe first, and refunds once", async () => {
    const { guest, bookingId } = await paidBooking({ days: 3 });
    await cancelMyBooking(t.db, guest, bookingId);
    // Stripe fails the call and the SDK's own retry.
    cards.stripe.failNext(REFUNDS, { status: 500, message: "Stripe is having a moment" }, 2);
    const now = new Date();
    await refundsPass(now);
    const failed = (await rows(bookingId)).refund;
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "Stripe is having a moment" });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(stripeRefundsOf(cards, bookingId)).toEqual([]);
    // Not before its pause is over.
    expect(await refundsPass(now)).toBe(0);

    await refundsPass(failed.nextAttemptAt);
    expect(stripeRefundsOf(cards, bookingId).map((r) => r.amount)).toEqual([4500]);
    // The first key's stored failure is never replayed: the second attempt has its own.
    expect([...new Set(refundPosts(bookingId).map((r) => r.idempotencyKey))]).toEqual([`refund-${bookingId}-1`, `refund-${bookingId}-2`]);
    expect((await rows(bookingId)).refund).toMatchObject({ status: "succeeded", attempts: 2, lastError: null });
  });

  it("finds the refund Stripe made when its answer was lost, and never refunds twice", async () => {
    const { guest, bookingId } = await paidBooking({ days: 3 });
    await cancelMyBooking(t.db, guest, bookingId);
    // Stripe makes the refund, then the connection drops before the answer (and again on the SDK's retry).
    cards.stripe.failNext(REFUNDS, "drop-response", 2);
    const now = new Date();
    await refundsPass(now);
    const [made] = stripeRefundsOf(cards, bookingId);
    expect(made.amount).toBe(4500);
    const lost = (await rows(bookingId)).refund;
    expect(lost).toMatchObject({ status: "pending", attempts: 1 });

    await refundsPass(lost.nextAttemptAt);
    expect(stripeRefundsOf(cards, bookingId)).toHaveLength(1);
    // Asked and found: no second refund was even asked for.
    expect(refundPosts(bookingId).every((r) => r.idempotencyKey === `refund-${bookingId}-1`)).toBe(true);
    expect((await rows(bookingId)).refund).toMatchObject({ status: "succeeded", stripeRefundId: made.id });
  });

  it("takes a charge refunded already in Stripe's dashboard as done", async () => {
    const { guest, bookingId, chargeId } = await paidBooking({ days: 3 });
    await cancelMyBooking(t.db, guest, bookingId);
    // Refunded by hand before the worker's turn; its event not here yet.
    cards.stripe.holdWebhooks();
    await cards.stripe.refundFromDashboard(chargeId);
    await refundsPass();
    cards.stripe.releaseWebhooks();
    await cards.stripe.webhooksSettled();
    expect(stripeRefundsOf(cards, bookingId)).toEqual([]);
    expect([...cards.stripe.refunds.values()].filter((r) => r.charge === chargeId).map((r) => r.amount)).toEqual([4500]);
    const after = await rows(bookingId);
    expect(after.refund).toMatchObject({ status: "succeeded", stripeRefundId: null });
    expect(after.payment.amountRefundedCents).toBe(4500);
  });

  it("gives up after its attempts, or at once when Stripe refuses it, and tells every administrator", async () => {
    const keepsFailing = await paidBooking({ days: 3 });
    await cancelMyBooking(t.db, keepsFailing.guest, keepsFailing.bookingId);
    // Its last try, about three days in.
    await t.db.update(paymentRefunds).set({ attempts: GIVE_UP_AFTER_ATTEMPTS - 1 }).where(eq(paymentRefunds.bookingId, keepsFailing.bookingId));
    cards.stripe.failNext(REFUNDS, { status: 503, message: "Stripe is unavailable" }, 2);
    await refundsPass();
    expect((await rows(keepsFailing.bookingId)).refund).toMatchObject({ status: "failed", attempts: GIVE_UP_AFTER_ATTEMPTS, lastError: "Stripe is unavailable" });
    const [alert] = await alertsAbout(keepsFailing.bookingId);
    expect(alert.subject).toBe("A refund of €45.00 could not be made");
    expect(alert.text).toContain("Stripe is unavailable");
    expect(alert.text).toContain("/admin/payouts");

    // Disputed meanwhile: Stripe refuses any refund of the charge.
    const refused = await paidBooking({ days: 4 });
    await cards.stripe.createDispute(refused.chargeId);
    await cards.stripe.webhooksSettled();
    await cancelMyBooking(t.db, refused.guest, refused.bookingId);
    await refundsPass();
    expect((await rows(refused.bookingId)).refund).toMatchObject({ status: "failed", attempts: 1 });
    expect(await alertsAbout(refused.bookingId)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: "A refund of €45.00 could not be made" })]));
    // A failed refund is left for a person: the worker doesn't take it again.
    await refundsPass(new Date(Date.now() + 30 * 24 * HOUR));
    expect((await rows(refused.bookingId)).refund).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("records a refund made in Stripe's dashboard and stops the host's pending payout", async () => {
    const { bookingId, chargeId } = await paidBooking({ days: 3 });
    await cards.stripe.refundFromDashboard(chargeId, 1000);
    await cards.stripe.webhooksSettled();
    const after = await rows(bookingId);
    expect(after.payment.amountRefundedCents).toBe(1000);
    expect(after.transfer).toMatchObject({ status: "cancelled", lastError: "The payment was refunded" });
    // The booking itself stands: the guest still comes.
    expect(after.booking.status).toBe("confirmed");
  });

  it("never refunds more than was paid: a refund owed after a dashboard refund is what is left", async () => {
    const before = await paidBooking({ days: 3 });
    await cards.stripe.refundFromDashboard(before.chargeId, 1000);
    await cards.stripe.webhooksSettled();
    await cancelMyBooking(t.db, before.guest, before.bookingId);
    expect((await rows(before.bookingId)).refund.amountCents).toBe(3500);
    await refundsPass();
    expect(stripeRefundsOf(cards, before.bookingId).map((r) => r.amount)).toEqual([3500]);
    expect((await rows(before.bookingId)).payment.amountRefundedCents).toBe(4500);

    // Refunded in the dashboard after the refund was owed, before the worker's turn: the rest only.
    const between = await paidBooking({ days: 4 });
    await cancelMyBooking(t.db, between.guest, between.bookingId);
    await cards.stripe.refundFromDashboard(between.chargeId, 1500);
    await cards.stripe.webhooksSettled();
    await refundsPass();
    expect(stripeRefundsOf(cards, between.bookingId).map((r) => r.amount)).toEqual([3000]);
    const after = await rows(between.bookingId);
    expect(after.refund.status).toBe("succeeded");
    expect(after.payment.amountRefundedCents).toBe(4500);
    expect(cards.stripe.charges.get(between.chargeId)!.amount_refunded).toBe(4500);
  });

  it("owes no refund for a booking cancelled before it was paid", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId } = await startCardBooking(t, cards, guest, sauna.id, { days: 3 });
    await cancelBookingAsAdmin(t.db, admin, { bookingId, reason: "The listing is under review" });
    const after = await rows(bookingId);
    expect(after.booking.status).toBe("cancelled");
    expect(after.refund).toBeUndefined();
    expect(after.transfer).toBeUndefined();
  });
});
