// POST /api/stripe/webhook (decision 012) through our real route and provider: whatever arrives
// that isn't an event Stripe signed is a 400 and changes nothing; never a 500, which would only
// make Stripe send it again for days. Signed bodies that aren't events can only come from someone
// holding the signing secret, but they are answered the same way.
import Stripe from "stripe";
import { expect, it } from "vitest";
import { stripeEvents } from "#server/db/schema/payments";
import { setUpCardPayments } from "#server/testing/card-payments";
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
});
