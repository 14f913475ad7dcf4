// POST /api/stripe/webhook (decision 012) through our real route and provider: whatever arrives
// that isn't an event Stripe signed is a 400 and changes nothing; never a 500, which would only
// make Stripe send it again for days. Signed bodies that aren't events can only come from someone
// holding the signing secret, but they are answered the same way.
import Stripe from "stripe";
import { expect, it } from "vitest";
import { stripeEvents } from "#server/db/schema/payments";
import { cardBookingRows, startCardBooking } from "#server/testing/card-bookings";
import { cardReadyHost, setUpCardPayments } from "#server/testing/card-payments";
import { createTestUser } from "#server/testing/fixtures";
import { describeOnEachDatabase } from "#server/testing/test-database";

describeOnEachDatabase("the Stripe webhook", (t) => {
  const cards = setUpCardPayments(t);

  const signed = (body: string, secret = cards.stripe.webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  const post = (body: string, signature: string | null, contentType = "application/json") =>
    fetch(cards.webhookUrl, { method: "POST", headers: { "Content-Type": contentType, ...(signature === null ? {} : { "Stripe-Signature": signature }) }, body });

  it("refuses a missing, wrong, malformed or stale signature with 400", async () => {
    const body = JSON.stringify({ id: "evt_forged", object: "event", type: "checkout.session.completed", created: 1, data: { object: { id: "cs_x", object: "checkout.session" } } });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: cards.stripe.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const signature of [null, "", "garbage", "t=,v1=", `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`, signed(body, "whsec_not_ours"), stale, signed(`${body} `)]) {
      const res = await post(body, signature);
      expect(res.status, String(signature)).toBe(400);
    }
  });

  it("refuses a signed body that isn't an event Stripe would send with 400, and records nothing", async () => {
    const before = (await t.db.select().from(stripeEvents)).length;
    const bodies = [
      "",
      "not json",
      "null",
      "[]",
      "{}",
      '"evt"',
      JSON.stringify({ id: "evt_no_type", object: "event", created: 1, data: { object: {} } }),
      JSON.stringify({ id: 42, type: "checkout.session.completed", created: 1, data: { object: { id: "cs_1" } } }),
      JSON.stringify({ id: "evt_no_object", type: "checkout.session.completed", created: 1, data: {} }),
      JSON.stringify({ id: "evt_null_object", type: "account.updated", created: 1, data: { object: null } }),
      JSON.stringify({ id: "evt_bad_amount", type: "checkout.session.completed", created: 1, data: { object: { id: "cs_2", status: "complete", payment_status: "paid", amount_total: "lots", metadata: { booking_id: "00000000-0000-0000-0000-000000000000" } } } }),
      JSON.stringify({ id: "evt_bad_refund", type: "charge.refunded", created: 1, data: { object: { id: "ch_1", payment_intent: "pi_1", amount_refunded: "all" } } }),
      JSON.stringify({ id: "evt_bad_dispute", type: "charge.dispute.created", created: 1, data: { object: { id: "dp_1", payment_intent: "pi_1", amount: null, reason: 7 } } }),
      JSON.stringify({ id: "evt_bad_created", type: "account.updated", created: "yesterday", data: { object: { id: "acct_1" } } }),
    ];
    for (const body of bodies) {
      const res = await post(body, signed(body));
      expect(res.status, body).toBe(400);
    }
    expect((await t.db.select().from(stripeEvents)).length).toBe(before);
  });

  it("takes a signed event of a kind it doesn't act on, once", async () => {
    const body = JSON.stringify({ id: "evt_other_kind", object: "event", type: "customer.updated", created: Math.floor(Date.now() / 1000), data: { object: { id: "cus_1", object: "customer" } } });
    expect(await (await post(body, signed(body))).json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(body, signed(body))).json()).toEqual({ received: true, duplicate: true });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const checkoutEvent = (id: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: "event", type: "checkout.session.completed", created: now(), data: { object: { object: "checkout.session", status: "complete", payment_status: "paid", currency: "eur", ...object } } });

  // Decision 012: Stripe's amounts have at most eight digits; a larger one, though signed, is
  // refused like any other body of a wrong shape (400), and nothing of it is applied or recorded.
  it("refuses a signed event with an absurd amount (10^15 cents) with 400, never a 500, and applies nothing", async () => {
    const { sauna } = await cardReadyHost(t, cards);
    const guest = await createTestUser(t);
    const { bookingId, sessionId } = await startCardBooking(t, cards, guest, sauna.id);
    const before = (await t.db.select().from(stripeEvents)).length;
    const absurd = 10 ** 15;
    const bodies = [
      checkoutEvent("evt_absurd_paid", { id: sessionId, amount_total: absurd, payment_intent: "pi_absurd", metadata: { booking_id: bookingId } }),
      JSON.stringify({ id: "evt_absurd_refund", object: "event", type: "charge.refunded", created: now(), data: { object: { id: "ch_absurd", object: "charge", payment_intent: "pi_absurd", amount_refunded: absurd } } }),
      JSON.stringify({ id: "evt_absurd_dispute", object: "event", type: "charge.dispute.created", created: now(), data: { object: { id: "dp_absurd", object: "dispute", payment_intent: "pi_absurd", charge: "ch_absurd", amount: absurd, reason: "fraudulent" } } }),
    ];
    for (const body of bodies) {
      const res = await post(body, signed(body));
      expect(res.status, body).toBe(400);
    }
    expect((await t.db.select().from(stripeEvents)).length).toBe(before);
    const { booking, payment } = await cardBookingRows(t, bookingId);
    expect(booking.status).toBe("pending");
    expect(payment.paidAt).toBeNull();
  });

  // Ids in an event's metadata that aren't UUIDs (36 zeros, 36 dashes) name no booking or voucher
  // of ours: the event is acknowledged and changes nothing, never a database error.
  it("takes a signed Checkout event whose booking or voucher id isn't a UUID, and applies nothing", async () => {
    for (const [n, bad] of ["0".repeat(36), "-".repeat(36)].entries()) {
      for (const key of ["booking_id", "gift_voucher_id"]) {
        const body = checkoutEvent(`evt_bad_id_${n}_${key}`, { id: `cs_bad_id_${n}_${key}`, amount_total: 4500, metadata: { [key]: bad } });
        const res = await post(body, signed(body));
        expect(res.status, `${key}=${bad}`).toBe(200);
        expect(await res.json()).toEqual({ received: true, duplicate: false });
      }
    }
  });
});
