// The payments sweep (decision 012): when a Checkout Session's hold has run out and Stripe's word
// never came (a lost webhook), or our process stopped before it stored the session, the sweep
// asks Stripe and applies the answer: paid → confirmed, unpaid → released. Against the local
// Stripe server, whose clock a test can move ahead.
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookings } from "#server/db/schema/bookings";
import { bookingPayments } from "#server/db/schema/payments";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { profiles } from "#server/db/schema/profiles";
import { cardBookingRows, startCardBooking } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase, TEST_CONFIG } from "#server/testing/test-database";
import { PAYMENTS_UNAVAILABLE } from "./checkout.service";
import { sweepCheckouts } from "./sweep-checkouts";

const MINUTE = 60_000;
const CREATE_SESSION = { method: "POST", path: "/v1/checkout/sessions" } as const;

describeOnEachDatabase("the payments sweep", (t) => {
  /** How far Stripe's clock is ahead of ours. */
  let stripeAheadMs = 0;
  const cards = setUpCardPayments(t, { now: () => new Date(Date.now() + stripeAheadMs) });

  const rows = (bookingId: string) => cardBookingRows(t, bookingId);
  const sweep = async (now: Date) => {
    await sweepCheckouts(t.db, cards.provider, { baseUrl: TEST_CONFIG.baseUrl, now });
    await cards.stripe.webhooksSettled();
  };
  const sessionsOf = (bookingId: string) => [...cards.stripe.checkoutSessions.values()].filter((s) => s.metadata?.booking_id === bookingId);
  const mailsAbout = (bookingId: string) => t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `%${bookingId}%`));
  async function guestAtCardSauna() {
    const { sauna } = await cardReadyHost(t, cards);
    return { sauna, guest: await createTestUser(t) };
  }
  /** The one booking at a sauna, awaiting payment after Book Now's call to Stripe failed. */
  async function heldBooking(saunaId: string) {
    const [row] = await t.db.select({ payment: bookingPayments, status: bookings.status }).from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId)).where(eq(bookings.saunaId, saunaId));
    expect(row.status).toBe("pending");
    return row.payment;
  }
  /** Events about one session, lost on the way: Stripe made them, they never arrive. */
  function loseEventsOf(sessionId: string) {
    for (const e of cards.stripe.events) {
      if (e.state === "held" && JSON.stringify(e.event.data.object).includes(sessionId)) cards.stripe.drop(e.id);
    }
  }

  it("confirms a booking paid on Stripe whose webhook was lost, once its hold has run out", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    const { bookingId, sessionId } = await startCardBooking(t, cards, guest, sauna.id);
    cards.stripe.holdWebhooks();
    try {
      await cards.stripe.completeCheckout(sessionId);
      loseEventsOf(sessionId);
    } finally {
      cards.stripe.releaseWebhooks();
    }
    const { payment } = await rows(bookingId);
    // Still awaiting payment as far as we know, and the sweep leaves it while its hold lasts.
    await sweep(new Date(payment.holdExpiresAt.getTime() - MINUTE));
    expect((await rows(bookingId)).booking.status).toBe("pending");

    await sweep(new Date(payment.holdExpiresAt.getTime() + MINUTE));
    const after = await rows(bookingId);
    expect(after.booking.status).toBe("confirmed");
    expect(after.payment).toMatchObject({ amountPaidCents: 4500, paymentIntentId: cards.stripe.checkoutSessions.get(sessionId)!.payment_intent });
    expect(after.transfer).toMatchObject({ status: "pending", amountCents: 3825 });
    expect((await mailsAbout(bookingId)).map((m) => m.kind).sort()).toEqual(["booking-confirmed", "new-booking"]);
  });

  it("releases an unpaid booking whose hold has run out, ending its session at Stripe first", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    const { bookingId, sessionId } = await startCardBooking(t, cards, guest, sauna.id);
    const { payment } = await rows(bookingId);
    await sweep(new Date(payment.holdExpiresAt.getTime() + MINUTE));
    const after = await rows(bookingId);
    expect(after.booking).toMatchObject({ status: "expired", cancelledBy: "system", cancellationReason: "Released: not paid in time" });
    expect(after.payment.checkoutClosedAt).not.toBeNull();
    expect(cards.stripe.checkoutSessions.get(sessionId)!.status).toBe("expired");
    expect(await mailsAbout(bookingId)).toEqual([]);
  });

  it("finds the session again through the same Idempotency-Key when our process lost Stripe's answer", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    // Stripe makes the session; its answer (and the SDK's retry's) never reaches us.
    cards.stripe.failNext(CREATE_SESSION, "drop-response", 2);
    await expect(startCardBooking(t, cards, guest, sauna.id)).rejects.toThrow(PAYMENTS_UNAVAILABLE);
    const made = await heldBooking(sauna.id);
    const bookingId = made.bookingId;
    expect(made.checkoutSessionId).toBeNull();
    expect(sessionsOf(bookingId)).toHaveLength(1);

    await sweep(new Date(made.holdExpiresAt.getTime() + MINUTE));
    const [session] = sessionsOf(bookingId);
    expect(sessionsOf(bookingId)).toHaveLength(1);
    const creates = cards.stripe.requests.filter((r) => r.method === "POST" && r.path === CREATE_SESSION.path && r.idempotencyKey === `checkout-${bookingId}`);
    expect(creates.length).toBeGreaterThan(2);
    expect(creates.at(-1)!.replayed).toBe(true);
    const after = await rows(bookingId);
    expect(after.payment.checkoutSessionId).toBe(session.id);
    expect(after.booking).toMatchObject({ status: "expired", cancelledBy: "system" });
    expect(session.status).toBe("expired");
  });

  it("asks again in the language the guest booked in, though they have changed it since, and so finds Stripe's session", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    cards.stripe.failNext(CREATE_SESSION, "drop-response", 2);
    await expect(startCardBooking(t, cards, guest, sauna.id)).rejects.toThrow(PAYMENTS_UNAVAILABLE);
    const made = await heldBooking(sauna.id);
    // In Settings, the guest switches to Irish before the sweep's repeat of the create.
    await t.db.update(profiles).set({ locale: "ga" }).where(eq(profiles.id, guest.userId));

    await sweep(new Date(made.holdExpiresAt.getTime() + MINUTE));
    const creates = cards.stripe.requests.filter((r) => r.method === "POST" && r.path === CREATE_SESSION.path && r.idempotencyKey === `checkout-${made.bookingId}`);
    expect(creates.at(-1)!.replayed).toBe(true);
    const [session] = sessionsOf(made.bookingId);
    expect(sessionsOf(made.bookingId)).toHaveLength(1);
    const after = await rows(made.bookingId);
    expect(after.payment.checkoutSessionId).toBe(session.id);
    expect(after.booking).toMatchObject({ status: "expired", cancelledBy: "system" });
  });

  it("releases the seats when Stripe never made the session and now refuses to", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    // The request never reaches Stripe (nor the SDK's retry).
    cards.stripe.failNext(CREATE_SESSION, "drop-connection", 2);
    await expect(startCardBooking(t, cards, guest, sauna.id)).rejects.toThrow(PAYMENTS_UNAVAILABLE);
    const made = await heldBooking(sauna.id);
    expect(sessionsOf(made.bookingId)).toEqual([]);

    // The hold has run out by Stripe's clock too: a session ending then can no longer be made.
    stripeAheadMs = 32 * MINUTE;
    try {
      await sweep(new Date(made.holdExpiresAt.getTime() + MINUTE));
    } finally {
      stripeAheadMs = 0;
    }
    expect(sessionsOf(made.bookingId)).toEqual([]);
    const after = await rows(made.bookingId);
    expect(after.booking).toMatchObject({ status: "expired", cancelledBy: "system", cancellationReason: "Released: card payment never started" });
    expect(after.payment.checkoutClosedAt).not.toBeNull();
  });

  it("keeps the hold while Stripe can't be reached, and applies the answer on a later pass", async () => {
    const { sauna, guest } = await guestAtCardSauna();
    const { bookingId } = await startCardBooking(t, cards, guest, sauna.id);
    const { payment } = await rows(bookingId);
    cards.stripe.failNext({ method: "POST", path: /^\/v1\/checkout\/sessions\/.+\/expire$/ }, { status: 503, message: "Stripe is unavailable" }, 2);
    const over = new Date(payment.holdExpiresAt.getTime() + MINUTE);
    await sweep(over);
    expect((await rows(bookingId)).booking.status).toBe("pending");
    await sweep(over);
    expect((await rows(bookingId)).booking.status).toBe("expired");
  });
});
