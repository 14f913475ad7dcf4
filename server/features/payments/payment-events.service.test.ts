// Stripe's events about hosts' accounts, refunds and disputes (decision 012), as
// the local Stripe server sends them to our webhook route: late, out of order, in one second, or
// twice.
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { SignedInUser } from "#server/auth/actor";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { stripeEvents } from "#server/db/schema/payments";
import { cardBookingRows, paidCardBooking } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";

describeOnEachDatabase("Stripe's events about accounts, refunds and disputes", (t) => {
  let admin: SignedInUser;
  /** Stripe's clock, for the time events are stamped with: the real one unless a test stops it. */
  let stoppedAt: Date | null = null;
  let aheadMs = 0;
  const cards = setUpCardPayments(t, { now: () => stoppedAt ?? new Date(Date.now() + aheadMs) });
  beforeAll(async () => {
    admin = await createTestUser(t, { roles: ["admin"] });
  });

  /** A host whose Express account exists at Stripe but hasn't been through onboarding yet. */
  async function hostWithAccount() {
    const host = await createTestUser(t, { isOwner: true });
    const account = await cards.provider.createConnectedAccount({ email: host.email, userId: host.userId, idempotencyKey: `connect-${host.userId}` });
    await t.db.update(profiles).set({ stripeAccountId: account.id, paymentsConnected: true }).where(eq(profiles.id, host.userId));
    return { host, accountId: account.id };
  }
  const stripeState = async (userId: string) =>
    (await t.db.select({ charges: profiles.stripeChargesEnabled, payouts: profiles.stripePayoutsEnabled, at: profiles.stripeStatusAt }).from(profiles).where(eq(profiles.id, userId)))[0];
  const accountEvents = (accountId: string) => cards.stripe.events.filter((e) => e.type === "account.updated" && (e.event.data.object as { id: string }).id === accountId);
  const alertsAbout = (bookingId: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "payment-alert"), eq(mailOutbox.recipient, admin.email), like(mailOutbox.text, `%${bookingId.slice(0, 8)}%`)));

  it("records what Stripe says of a host's account, and ignores an older event that arrives after a newer one", async () => {
    const { host, accountId } = await hostWithAccount();
    cards.stripe.holdWebhooks();
    try {
      await cards.stripe.completeOnboarding(accountId, { payoutsEnabled: false });
      aheadMs = 10_000;
      await cards.stripe.completeOnboarding(accountId);
      // The newer event (payouts enabled) first, then the older one (not yet).
      await cards.stripe.deliverHeld({ order: "reversed" });
    } finally {
      aheadMs = 0;
      cards.stripe.releaseWebhooks();
    }
    await cards.stripe.webhooksSettled();
    const events = accountEvents(accountId);
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.attempts.some((a) => a.status === 200))).toBe(true);
    const state = await stripeState(host.userId);
    expect(state).toMatchObject({ charges: true, payouts: true });
    expect(state.at!.getTime()).toBe(events[1].event.created * 1000);
  });

  it("applies events stamped in the same second in the order they arrive, so the last word of onboarding counts", async () => {
    const { host, accountId } = await hostWithAccount();
    stoppedAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 5_000);
    try {
      await cards.stripe.completeOnboarding(accountId, { payoutsEnabled: false });
      await cards.stripe.webhooksSettled();
      expect(await stripeState(host.userId)).toMatchObject({ charges: true, payouts: false });
      await cards.stripe.completeOnboarding(accountId);
      await cards.stripe.webhooksSettled();
    } finally {
      stoppedAt = null;
    }
    const [first, second] = accountEvents(accountId);
    expect(second.event.created).toBe(first.event.created);
    expect(await stripeState(host.userId)).toMatchObject({ charges: true, payouts: true });
  });

  it("applies a redelivered event once: one record of the dispute, one alert to each administrator", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId, chargeId } = await paidCardBooking(t, cards, guest, sauna.id);
    await cards.stripe.createDispute(chargeId);
    await cards.stripe.webhooksSettled();
    const disputedAt = (await cardBookingRows(t, bookingId)).payment.disputedAt;
    expect(disputedAt).not.toBeNull();
    expect(await alertsAbout(bookingId)).toHaveLength(1);

    const dispute = cards.stripe.events.find((e) => e.type === "charge.dispute.created" && (e.event.data.object as { charge: string }).charge === chargeId)!;
    const again = await cards.stripe.redeliver(dispute.id);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ duplicate: true });
    expect(await alertsAbout(bookingId)).toHaveLength(1);
    expect((await cardBookingRows(t, bookingId)).payment.disputedAt).toEqual(disputedAt);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, dispute.id))).toHaveLength(1);
  });

  it("applies a redelivered charge.refunded once, and a late one never lowers what is known refunded", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId, chargeId } = await paidCardBooking(t, cards, guest, sauna.id);
    cards.stripe.holdWebhooks();
    try {
      await cards.stripe.refundFromDashboard(chargeId, 1000);
      await cards.stripe.refundFromDashboard(chargeId, 500);
      // The second refund's event (1,500 refunded) arrives before the first's (1,000).
      await cards.stripe.deliverHeld({ order: "reversed" });
    } finally {
      cards.stripe.releaseWebhooks();
    }
    await cards.stripe.webhooksSettled();
    expect((await cardBookingRows(t, bookingId)).payment.amountRefundedCents).toBe(1500);

    const refunded = cards.stripe.events.filter((e) => e.type === "charge.refunded" && (e.event.data.object as { id: string }).id === chargeId);
    for (const e of refunded) expect(JSON.parse((await cards.stripe.redeliver(e.id)).body)).toMatchObject({ duplicate: true });
    expect((await cardBookingRows(t, bookingId)).payment.amountRefundedCents).toBe(1500);
  });
});
