// Hosts paid 24 hours after the session (decision 012): the payments worker
// transfers the host's share of each paid booking once its payout is due, from the booking's own
// charge, holds it while it can't be paid, and never transfers twice. Against the local Stripe
// server through the official SDK and our webhook route.
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { PAYOUT_HELD } from "#domain/payout-hold";
import type { SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { payouts } from "#server/db/schema/payouts";
import { profiles } from "#server/db/schema/profiles";
import { saunas } from "#server/db/schema/saunas";
import { cardBookingRows, paidCardBooking, stripeTransfersOf } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { makeDueTransfers } from "./make-transfers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TRANSFERS = { method: "POST", path: "/v1/transfers" } as const;

describeOnEachDatabase("payouts to hosts by Stripe transfer", (t) => {
  let admin: SignedInUser;
  const cards = setUpCardPayments(t);
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  const rows = (bookingId: string) => cardBookingRows(t, bookingId);
  async function paidBooking(days = 3) {
    const { host, sauna, accountId } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const paid = await paidCardBooking(t, cards, guest, sauna.id, { days });
    const { booking } = await rows(paid.bookingId);
    return { host, sauna, accountId, guest, ...paid, dueAt: booking.payoutDueAt };
  }
  /** The worker's pass at `now`, then Stripe's events about it delivered. */
  async function transfersPass(now: Date) {
    const taken = await makeDueTransfers(t.db, cards.provider, now);
    await cards.stripe.webhooksSettled();
    return taken;
  }
  const transferPosts = (bookingId: string) => cards.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/transfers" && r.idempotencyKey?.startsWith(`transfer-${bookingId}-`));
  const mailTo = (email: string, kind: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
  const alertsAbout = (bookingId: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "payment-alert"), eq(mailOutbox.recipient, admin.email), like(mailOutbox.text, `%${bookingId.slice(0, 8)}%`)));

  it("transfers the host's share once the payout is due, from the booking's charge, and records it on the ledger", async () => {
    const { host, accountId, bookingId, chargeId, dueAt } = await paidBooking();
    // Not a minute early.
    expect(await transfersPass(new Date(dueAt.getTime() - MINUTE))).toBe(0);
    expect(stripeTransfersOf(cards, bookingId)).toEqual([]);

    const now = new Date(dueAt.getTime() + MINUTE);
    expect(await transfersPass(now)).toBe(1);
    const [transfer] = stripeTransfersOf(cards, bookingId);
    expect(transfer).toMatchObject({ amount: 3825, currency: "eur", destination: accountId, source_transaction: chargeId, transfer_group: bookingId });
    expect(transferPosts(bookingId).map((r) => r.idempotencyKey)).toEqual([`transfer-${bookingId}-1`]);

    const after = await rows(bookingId);
    expect(after.transfer).toMatchObject({ status: "succeeded", stripeTransferId: transfer.id, destinationAccountId: accountId, attempts: 1, lastError: null });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.hostId, host.userId));
    expect(payout).toMatchObject({ amount: 38.25, bookingCount: 1, paidAt: now, paidBy: null, note: `Stripe transfer ${transfer.id}` });
    expect(after.booking).toMatchObject({ payoutId: payout.id, payoutPaidAt: now });
    // platform_fee + host_payout = total: the platform keeps exactly its commission.
    expect(after.payment.amountPaidCents! - transfer.amount).toBe(Math.round(after.booking.platformFee * 100));

    const [mail] = await mailTo(host.email, "payout-sent");
    expect(mail).toMatchObject({ subject: "Payout sent: €38.25 for 1 booking", dedupeKey: `payout-sent:${payout.id}` });
    expect(mail.text).toContain(`Stripe transfer ${transfer.id}`);
    // Done once.
    expect(await transfersPass(new Date(now.getTime() + 48 * HOUR))).toBe(0);
  });

  it("pays without a word to a host who turned 'Payout notifications' off", async () => {
    const { host, bookingId, dueAt } = await paidBooking();
    await t.db.update(profiles).set({ notificationPreferences: { payoutNotifications: false } }).where(eq(profiles.id, host.userId));
    await transfersPass(new Date(dueAt.getTime() + MINUTE));
    expect((await rows(bookingId)).transfer.status).toBe("succeeded");
    expect(await mailTo(host.email, "payout-sent")).toEqual([]);
  });

  it("holds the payout while Stripe hasn't enabled the host's payouts, and makes it once it has", async () => {
    // The host finished onboarding enough for charges, not yet for payouts.
    const host = await createTestUser(t, { isOwner: true });
    const account = await cards.provider.createConnectedAccount({ email: host.email, userId: host.userId, idempotencyKey: `connect-${host.userId}` });
    await t.db.update(profiles).set({ stripeAccountId: account.id, paymentsConnected: true }).where(eq(profiles.id, host.userId));
    await cards.stripe.completeOnboarding(account.id, { payoutsEnabled: false });
    await cards.stripe.webhooksSettled();
    const sauna = await createTestSauna(t, { ownerId: host.userId });
    const guest = await createTestUser(t);
    const { bookingId } = await paidCardBooking(t, cards, guest, sauna.id);
    const dueAt = (await rows(bookingId)).booking.payoutDueAt;

    const now = new Date(dueAt.getTime() + MINUTE);
    await transfersPass(now);
    const held = (await rows(bookingId)).transfer;
    // Held, not failed: the attempt isn't counted, and it is looked at again within the hour.
    expect(held).toMatchObject({ status: "pending", attempts: 0, lastError: PAYOUT_HELD.payoutsOff });
    expect(held.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(held.nextAttemptAt.getTime()).toBeLessThanOrEqual(now.getTime() + HOUR);
    expect(transferPosts(bookingId)).toEqual([]);

    // Stripe enables payouts (account.updated): the held payout is looked at again at once.
    await cards.stripe.completeOnboarding(account.id);
    await cards.stripe.webhooksSettled();
    expect(await transfersPass(now)).toBe(1);
    expect(stripeTransfersOf(cards, bookingId).map((tr) => [tr.amount, tr.destination])).toEqual([[3825, account.id]]);
    expect((await rows(bookingId)).transfer).toMatchObject({ status: "succeeded", lastError: null });
  });

  it("holds the payout of a disputed payment, and tells every administrator", async () => {
    const { bookingId, chargeId, dueAt } = await paidBooking();
    await cards.stripe.createDispute(chargeId);
    await cards.stripe.webhooksSettled();
    expect((await rows(bookingId)).payment.disputedAt).not.toBeNull();
    const [alert] = await alertsAbout(bookingId);
    expect(alert.subject).toBe("A guest disputed a payment of €45.00");
    expect(alert.text).toContain("held until the dispute is settled");

    await transfersPass(new Date(dueAt.getTime() + MINUTE));
    expect((await rows(bookingId)).transfer).toMatchObject({ status: "pending", lastError: PAYOUT_HELD.disputed });
    expect(stripeTransfersOf(cards, bookingId)).toEqual([]);
  });

  it("holds the payout of a listing whose host is no longer verified, and makes it once they are again", async () => {
    const { sauna, bookingId, dueAt } = await paidBooking();
    await t.db.update(saunas).set({ ownerVerified: false }).where(eq(saunas.id, sauna.id));
    const now = new Date(dueAt.getTime() + MINUTE);
    await transfersPass(now);
    const held = (await rows(bookingId)).transfer;
    expect(held).toMatchObject({ status: "pending", lastError: PAYOUT_HELD.noHost });

    await t.db.update(saunas).set({ ownerVerified: true }).where(eq(saunas.id, sauna.id));
    // The hourly look.
    await transfersPass(held.nextAttemptAt);
    expect(stripeTransfersOf(cards, bookingId)).toHaveLength(1);
  });

  it("finds the transfer Stripe made when its answer was lost, and never transfers twice", async () => {
    const { host, bookingId, dueAt } = await paidBooking();
    cards.stripe.failNext(TRANSFERS, "drop-response", 2);
    const now = new Date(dueAt.getTime() + MINUTE);
    await transfersPass(now);
    const [made] = stripeTransfersOf(cards, bookingId);
    expect(made.amount).toBe(3825);
    const lost = (await rows(bookingId)).transfer;
    expect(lost).toMatchObject({ status: "pending", attempts: 1 });
    // Nothing on the ledger for a transfer we haven't heard of.
    expect(await t.db.select().from(payouts).where(eq(payouts.hostId, host.userId))).toEqual([]);

    await transfersPass(lost.nextAttemptAt);
    expect(stripeTransfersOf(cards, bookingId)).toHaveLength(1);
    expect(transferPosts(bookingId).every((r) => r.idempotencyKey === `transfer-${bookingId}-1`)).toBe(true);
    expect((await rows(bookingId)).transfer).toMatchObject({ status: "succeeded", stripeTransferId: made.id });
    expect(await t.db.select().from(payouts).where(eq(payouts.hostId, host.userId))).toHaveLength(1);
    expect(await mailTo(host.email, "payout-sent")).toHaveLength(1);
  });

  it("fails a transfer Stripe refuses and tells every administrator; nothing goes on the ledger", async () => {
    const { host, bookingId, dueAt } = await paidBooking();
    cards.stripe.failNext(TRANSFERS, { status: 400, message: "Your account has insufficient funds." });
    await transfersPass(new Date(dueAt.getTime() + MINUTE));
    expect((await rows(bookingId)).transfer).toMatchObject({ status: "failed", attempts: 1, lastError: "Your account has insufficient funds." });
    expect(stripeTransfersOf(cards, bookingId)).toEqual([]);
    expect(await t.db.select().from(payouts).where(eq(payouts.hostId, host.userId))).toEqual([]);
    const [alert] = await alertsAbout(bookingId);
    expect(alert.subject).toBe("A payout of €38.25 to a host could not be made");
    expect(alert.text).toContain("/admin/payouts?filter=failed");
    // Left for a person: the worker doesn't take it again.
    await transfersPass(new Date(dueAt.getTime() + 30 * 24 * HOUR));
    expect((await rows(bookingId)).transfer).toMatchObject({ status: "failed", attempts: 1 });
  });
});
