// 'Tell me when booking opens' (decision 012): a member asks on a public sauna whose host is still
// setting up card payments; when Stripe enables the host's charges (the webhook's account.updated,
// through the local Stripe server and our webhook route), they are e-mailed once, in their language.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ANONYMOUS, type SignedInUser } from "#server/auth/actor";
import { bookingOpenAlerts } from "#server/db/schema/booking-open-alerts";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { setUpCardPayments } from "#server/testing/card-payments";
import { createTestSauna, createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";
import { askToBeToldWhenBookingOpens, BOOKING_ALREADY_OPEN, bookingsOpenForHost, SIGN_IN_TO_BE_TOLD, waitingToBeTold } from "./booking-open-alerts.service";

describeOnEachDatabase("telling members when booking opens", (t) => {
  const cards = setUpCardPayments(t);

  /** A host who has started Stripe's onboarding but can't take charges yet, with a public sauna. */
  async function hostSettingUp() {
    const host: SignedInUser = await createTestUser(t, { isOwner: true });
    const account = await cards.provider.createConnectedAccount({ email: host.email, userId: host.userId, idempotencyKey: `connect-${host.userId}` });
    await t.db.update(profiles).set({ stripeAccountId: account.id, paymentsConnected: true, isVerified: true }).where(eq(profiles.id, host.userId));
    const sauna = await createTestSauna(t, { ownerId: host.userId, name: "Inch Strand Sauna" });
    return { host, sauna, accountId: account.id };
  }
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "booking-open")));

  it("e-mails each member who asked, once, when the host's Stripe account can take charges", async () => {
    const { sauna, accountId } = await hostSettingUp();
    const aoife = await createTestUser(t);
    const cian = await createTestUser(t);
    await t.db.update(profiles).set({ locale: "ga" }).where(eq(profiles.id, cian.userId));
    await askToBeToldWhenBookingOpens(t.db, aoife, true, sauna.id);
    await askToBeToldWhenBookingOpens(t.db, aoife, true, sauna.id); // twice: one request
    await askToBeToldWhenBookingOpens(t.db, cian, true, sauna.id);
    expect(await t.db.select().from(bookingOpenAlerts).where(eq(bookingOpenAlerts.saunaId, sauna.id))).toHaveLength(2);
    expect(await waitingToBeTold(t.db, aoife, sauna.id)).toBe(true);
    expect(await mailsTo(aoife.email)).toEqual([]);

    // Stripe enables charges: account.updated arrives at our webhook.
    await cards.stripe.completeOnboarding(accountId);
    await cards.stripe.webhooksSettled();
    const [toAoife] = await mailsTo(aoife.email);
    expect(toAoife.subject).toBe("Booking is open at Inch Strand Sauna");
    expect(toAoife.text).toContain(`/sauna/${sauna.id}`);
    const [toCian] = await mailsTo(cian.email);
    expect(toCian.subject).toBe("Is féidir áirithint a dhéanamh anois ag Inch Strand Sauna");
    expect(toCian.text).toContain(`/ga/sauna/${sauna.id}`);
    expect(await waitingToBeTold(t.db, aoife, sauna.id)).toBe(false);

    // A later account.updated (payouts, details) tells nobody again.
    await cards.stripe.completeOnboarding(accountId);
    await cards.stripe.webhooksSettled();
    expect(await mailsTo(aoife.email)).toHaveLength(1);
    expect(await mailsTo(cian.email)).toHaveLength(1);
  });

  it("asks a visitor to sign in, and refuses when booking is already open or the sauna isn't public", async () => {
    const { sauna } = await hostSettingUp();
    await expect(askToBeToldWhenBookingOpens(t.db, ANONYMOUS, true, sauna.id)).rejects.toMatchObject({ status: 401, message: SIGN_IN_TO_BE_TOLD });
    const guest = await createTestUser(t);
    // Without card payments every public sauna can be booked.
    await expect(askToBeToldWhenBookingOpens(t.db, guest, false, sauna.id)).rejects.toMatchObject({ status: 409, message: BOOKING_ALREADY_OPEN });
    await expect(askToBeToldWhenBookingOpens(t.db, guest, true, "0".repeat(36))).rejects.toMatchObject({ status: 404 });
    const hidden = await createTestSauna(t, { status: "pending" });
    await expect(askToBeToldWhenBookingOpens(t.db, guest, true, hidden.id)).rejects.toMatchObject({ status: 404 });
  });

  it("tells the host their sauna can't take bookings, and how many wait to be told, until Stripe enables charges; nobody else may ask", async () => {
    const { host, sauna, accountId } = await hostSettingUp();
    expect(await bookingsOpenForHost(t.db, host, true, sauna.id)).toEqual({ takesBookings: false, waiting: 0 });
    await askToBeToldWhenBookingOpens(t.db, await createTestUser(t), true, sauna.id);
    await askToBeToldWhenBookingOpens(t.db, await createTestUser(t), true, sauna.id);
    expect(await bookingsOpenForHost(t.db, host, true, sauna.id)).toEqual({ takesBookings: false, waiting: 2 });
    // Without card payments the sauna takes bookings (paid at the sauna).
    expect(await bookingsOpenForHost(t.db, host, false, sauna.id)).toEqual({ takesBookings: true, waiting: 0 });

    const guest = await createTestUser(t);
    const otherHost = await createTestUser(t, { isOwner: true });
    await expect(bookingsOpenForHost(t.db, ANONYMOUS, true, sauna.id)).rejects.toMatchObject({ status: 401 });
    await expect(bookingsOpenForHost(t.db, guest, true, sauna.id)).rejects.toMatchObject({ status: 403 });
    await expect(bookingsOpenForHost(t.db, otherHost, true, sauna.id)).rejects.toMatchObject({ status: 404 });

    await cards.stripe.completeOnboarding(accountId);
    await cards.stripe.webhooksSettled();
    expect(await bookingsOpenForHost(t.db, host, true, sauna.id)).toEqual({ takesBookings: true, waiting: 0 });
  });
});
