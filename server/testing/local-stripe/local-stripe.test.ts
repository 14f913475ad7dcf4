// The local Stripe server, driven through the official `stripe` SDK as the app will drive it: the
// wire behaviours the payment code relies on (typed errors, idempotent replay, Checkout and its
// hosted page, refunds, Connect transfers, signed webhooks held, reordered, repeated or forged).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_API_VERSION, LOCAL_STRIPE_SECRET_KEY, startLocalStripe, type LocalStripe, type LocalStripeOptions } from "./server";

type Received = { event: Stripe.Event | null; error: string | null; body: string };

/** A webhook endpoint as the app will have one: verifies the raw body with the SDK, 400 if it fails. */
async function startReceiver(secret: string, answer: (event: Stripe.Event) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        const event = Stripe.webhooks.constructEvent(body, request.headers["stripe-signature"] as string, secret);
        received.push({ event, error: null, body });
        response.writeHead(answer(event)).end();
      } catch (error) {
        received.push({ event: null, error: (error as Error).message, body });
        response.writeHead(400).end(`Webhook Error: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received,
    types: () => received.flatMap((r) => (r.event ? [r.event.type] : [])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(options: LocalStripeOptions & { answer?: (event: Stripe.Event) => number } = {}) {
  const { answer, ...rest } = options;
  const local = await startLocalStripe(rest);
  cleanups.push(() => local.close());
  const receiver = await startReceiver(local.webhookSecret, answer);
  cleanups.push(() => receiver.close());
  local.setWebhookUrl(receiver.url);
  return { local, receiver, stripe: sdk(local) };
}

/** The SDK as the app configures it from STRIPE_API_URL. No automatic retries: each test says what it sends. */
function sdk(local: LocalStripe, key = local.secretKey, maxNetworkRetries = 0): Stripe {
  const url = new URL(local.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: "http", maxNetworkRetries });
}

/** What the app sends for a booking: EUR, cents, the booking in metadata, 30 minutes to pay. */
function bookingCheckout(local: LocalStripe, overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "eur", unit_amount: 2500, product_data: { name: "Salthill Sea Sauna, 14:00", description: "Shared session, 1 guest" } },
      },
    ],
    metadata: { booking_id: "b-123" },
    client_reference_id: "b-123",
    customer_email: "guest@example.com",
    success_url: "http://localhost:3000/my-account/bookings?paid={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:3000/saunas/salthill",
    expires_at: local.now() + 31 * 60, // Stripe's shortest, and a minute for the request
    payment_intent_data: { metadata: { booking_id: "b-123" }, transfer_group: "booking-b-123" },
    ...overrides,
  };
}

async function errorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

/** Presses a button of a hosted page's form the way a browser submits it. */
async function submitHostedForm(pageUrl: string, button: { name: string; label: string }): Promise<Response> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  expect(form, "the page has a form").not.toBeNull();
  const buttonPattern = new RegExp(`<button type="submit" name="${button.name}" value="([^"]+)"[^>]*>${escapeRegExp(button.label)}</button>`);
  const value = buttonPattern.exec(form![2])?.[1];
  expect(value, `a button "${button.label}"`).toBeDefined();
  return fetch(new URL(form![1], pageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ [button.name]: value! }).toString(),
    redirect: "manual",
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function paidSession(local: LocalStripe, stripe: Stripe, amount = 2500) {
  const session = await stripe.checkout.sessions.create(
    bookingCheckout(local, { line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: amount, product_data: { name: "Sauna" } } }] }),
  );
  await local.completeCheckout(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
  const intent = paid.payment_intent as Stripe.PaymentIntent;
  return { session: paid, intent, chargeId: intent.latest_charge as string };
}

describe("the local Stripe server's wire format, through the official SDK", () => {
  it("refuses a wrong or missing API key with Stripe's 401, which the SDK throws as StripeAuthenticationError", async () => {
    const { local } = await setUp();
    const wrong = await errorOf(sdk(local, "sk_test_wrong_key_0000000000000000").checkout.sessions.retrieve("cs_test_x"));
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.message).toMatch(/^Invalid API Key provided: sk_test_\**0000$/);
    expect(wrong.requestId).toMatch(/^req_/);

    const missing = await fetch(`${local.url}/v1/checkout/sessions/cs_test_x`);
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toMatchObject({ type: "invalid_request_error", message: expect.stringContaining("You did not provide an API key") });
    expect(LOCAL_STRIPE_SECRET_KEY).toMatch(/^sk_test_local/);
  });

  it("refuses bad parameters by name (StripeInvalidRequestError), and an amount must be integer cents", async () => {
    const { local, stripe } = await setUp();
    const fractional = await errorOf(
      stripe.checkout.sessions.create(bookingCheckout(local, { line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 12.5, product_data: { name: "x" } } }] })),
    );
    expect(fractional).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(fractional).toMatchObject({ statusCode: 400, param: "line_items[0][price_data][unit_amount]", message: "Invalid integer: 12.5" });

    const unknown = await errorOf(stripe.checkout.sessions.create({ ...bookingCheckout(local), sauna_id: "s-1" } as Stripe.Checkout.SessionCreateParams));
    expect(unknown).toMatchObject({ statusCode: 400, param: "sauna_id", code: "parameter_unknown", message: "Received unknown parameter: sauna_id" });

    const noMode = await errorOf(stripe.checkout.sessions.create({ ...bookingCheckout(local), mode: undefined }));
    expect(noMode).toMatchObject({ param: "mode", message: "Missing required param: mode." });

    const tooSmall = await errorOf(
      stripe.checkout.sessions.create(bookingCheckout(local, { line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 20, product_data: { name: "x" } } }] })),
    );
    expect(tooSmall.message).toContain("at least €0.50");

    const missing = await errorOf(stripe.charges.retrieve("ch_nope"));
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such charge: 'ch_nope'" });

    const notExpandable = await errorOf(stripe.checkout.sessions.retrieve((await stripe.checkout.sessions.create(bookingCheckout(local))).id, { expand: ["success_url"] }));
    expect(notExpandable).toMatchObject({ param: "expand", message: "This property cannot be expanded (success_url)." });
  });

  it("answers an endpoint it does not have with 404 Unrecognized request URL", async () => {
    const { stripe } = await setUp();
    const error = await errorOf(stripe.customers.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/customers\)/);
  });

  it("replays the stored answer for a repeated Idempotency-Key and refuses the key with other parameters", async () => {
    const { local, stripe } = await setUp();
    const params = bookingCheckout(local);
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "booking-b-123-checkout" });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: "booking-b-123-checkout" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
    expect(local.checkoutSessions.size).toBe(1);
    expect(local.requests.map((r) => [r.idempotencyKey, r.replayed])).toEqual([
      ["booking-b-123-checkout", false],
      ["booking-b-123-checkout", true],
    ]);

    const changed = await errorOf(stripe.checkout.sessions.create({ ...params, client_reference_id: "b-124" }, { idempotencyKey: "booking-b-123-checkout" }));
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(changed).toMatchObject({ statusCode: 400, type: "StripeIdempotencyError" });
    expect(changed.message).toContain("same parameters");

    // Another API key has its own keys.
    const otherKey = "sk_test_another_account_000000000000";
    const other = await startLocalStripe({ secretKey: otherKey });
    cleanups.push(() => other.close());
    expect((await sdk(other, otherKey).checkout.sessions.create(bookingCheckout(other), { idempotencyKey: "booking-b-123-checkout" })).id).not.toBe(first.id);
  });

  it("stores a refusal by the endpoint for its key, but not a request refused while its parameters were checked", async () => {
    const { local, stripe } = await setUp();
    const tooEarly = bookingCheckout(local, { expires_at: local.now() + 60 });
    expect((await errorOf(stripe.checkout.sessions.create(tooEarly, { idempotencyKey: "k1" }))).param).toBe("expires_at");
    // Validation failed, so nothing was stored: the corrected request goes through with the same key.
    const fixed = await stripe.checkout.sessions.create(bookingCheckout(local), { idempotencyKey: "k1" });
    expect(fixed.object).toBe("checkout.session");

    const { chargeId } = await paidSession(local, stripe);
    const tooMuch = await errorOf(stripe.refunds.create({ charge: chargeId, amount: 9999 }, { idempotencyKey: "refund-1" }));
    expect(tooMuch.code).toBe("amount_too_large");
    const replayed = await errorOf(stripe.refunds.create({ charge: chargeId, amount: 9999 }, { idempotencyKey: "refund-1" }));
    expect(replayed.code).toBe("amount_too_large");
    expect(replayed.headers?.["idempotent-replayed"]).toBe("true");
  });
});

describe("Checkout", () => {
  it("creates a session, takes the payment on the hosted page, sends the browser to success_url and a signed checkout.session.completed", async () => {
    const { local, stripe, receiver } = await setUp();
    const created = await stripe.checkout.sessions.create(bookingCheckout(local), { idempotencyKey: "booking-b-123" });
    expect(created).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 2500,
      currency: "eur",
      metadata: { booking_id: "b-123" },
      client_reference_id: "b-123",
      payment_intent: null,
      expires_at: local.now() + 31 * 60, // Stripe's shortest, and a minute for the request
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${local.url}/c/pay/${created.id}`);

    const page = await (await fetch(created.url!)).text();
    expect(page).toContain("Salthill Sea Sauna, 14:00");
    expect(page).toContain(">Pay €25.00</button>");
    expect(page).toContain('<a href="http://localhost:3000/saunas/salthill">Back</a>');

    const paid = await submitHostedForm(created.url!, { name: "payment_method", label: "Pay €25.00" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/my-account/bookings?paid=${created.id}`);

    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ["payment_intent.latest_charge"] });
    expect(session).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: "payment_intent", status: "succeeded", amount: 2500, amount_received: 2500, metadata: { booking_id: "b-123" }, transfer_group: "booking-b-123" });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: "charge", status: "succeeded", amount: 2500, amount_refunded: 0, refunded: false, payment_intent: intent.id });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ latest_charge: charge.id });
    expect((await stripe.charges.retrieve(charge.id)).id).toBe(charge.id);

    await local.webhooksSettled();
    const completed = receiver.received.find((r) => r.event?.type === "checkout.session.completed");
    expect(completed?.error).toBeNull();
    const event = completed!.event as Stripe.CheckoutSessionCompletedEvent;
    expect(event).toMatchObject({ object: "event", api_version: LOCAL_STRIPE_API_VERSION, livemode: false, request: { id: null, idempotency_key: null } });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({ id: created.id, payment_status: "paid", metadata: { booking_id: "b-123" }, payment_intent: intent.id });
    // Sent as Stripe sends it: pretty-printed, so only the raw bytes verify.
    expect(completed!.body).toContain('\n  "type": "checkout.session.completed"');
    expect(receiver.types()).toEqual(["charge.succeeded", "payment_intent.succeeded", "checkout.session.completed"]);
    expect(local.events.every((e) => e.state === "delivered" && e.attempts.length === 1 && e.attempts[0].status === 200)).toBe(true);

    // The page now says it is done; there is nothing left to pay.
    const after = await (await fetch(created.url!)).text();
    expect(after).toContain("already complete");
    expect(after).not.toContain("<button");
  });

  it("completes a bank transfer unpaid, then settles it later as paid or failed", async () => {
    const { local, stripe, receiver } = await setUp();
    const first = await stripe.checkout.sessions.create(bookingCheckout(local));
    const pressed = await submitHostedForm(first.url!, { name: "payment_method", label: "Pay by bank transfer (confirmed later)" });
    expect(pressed.status).toBe(303);
    expect(await stripe.checkout.sessions.retrieve(first.id)).toMatchObject({ status: "complete", payment_status: "unpaid" });
    await local.settleAsyncPayment(first.id, true);
    const settled = await stripe.checkout.sessions.retrieve(first.id, { expand: ["payment_intent"] });
    expect(settled.payment_status).toBe("paid");
    expect((settled.payment_intent as Stripe.PaymentIntent).latest_charge).toMatch(/^ch_/);

    const second = await stripe.checkout.sessions.create(bookingCheckout(local));
    await local.completeCheckout(second.id, { async: true });
    await local.settleAsyncPayment(second.id, false);
    expect(await stripe.checkout.sessions.retrieve(second.id)).toMatchObject({ status: "complete", payment_status: "unpaid" });
    await expect(local.settleAsyncPayment(second.id, true)).rejects.toThrow(/no delayed payment/);

    await local.webhooksSettled();
    const checkoutEvents = receiver.types().filter((type) => type.startsWith("checkout."));
    expect(checkoutEvents).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.completed",
      "checkout.session.async_payment_failed",
    ]);
  });

  it("keeps Stripe's expiry rules: 30 minutes to 24 hours, expire only while open, and expiry on time by the injected clock", async () => {
    let clock = new Date("2026-11-02T10:00:00Z");
    const { local, stripe, receiver } = await setUp({ now: () => clock });
    const start = local.now();
    expect(start).toBe(Date.parse("2026-11-02T10:00:00Z") / 1000);

    const short = await errorOf(stripe.checkout.sessions.create(bookingCheckout(local, { expires_at: start + 29 * 60 })));
    expect(short).toMatchObject({ param: "expires_at", message: "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation." });
    const long = await errorOf(stripe.checkout.sessions.create(bookingCheckout(local, { expires_at: start + 24 * 3600 + 1 })));
    expect(long).toMatchObject({ param: "expires_at", message: "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation." });
    expect((await stripe.checkout.sessions.create(bookingCheckout(local, { expires_at: undefined }))).expires_at).toBe(start + 24 * 3600);

    const abandoned = await stripe.checkout.sessions.create(bookingCheckout(local));
    const expired = await stripe.checkout.sessions.expire(abandoned.id, {}, { idempotencyKey: "expire-1" });
    expect(expired).toMatchObject({ status: "expired", url: null });
    expect((await errorOf(stripe.checkout.sessions.expire(abandoned.id))).statusCode).toBe(400);
    const expiredPage = await (await fetch(abandoned.url!)).text();
    expect(expiredPage).toContain("This Checkout Session has expired");
    expect(expiredPage).not.toContain("<button");

    const late = await stripe.checkout.sessions.create(bookingCheckout(local));
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    expect((await stripe.checkout.sessions.retrieve(late.id)).status).toBe("expired");
    await expect(local.completeCheckout(late.id)).rejects.toThrow(/expired/);

    await local.webhooksSettled();
    const expiries = receiver.received.filter((r) => r.event?.type === "checkout.session.expired").map((r) => r.event!);
    expect(expiries.map((e) => (e.data.object as Stripe.Checkout.Session).id)).toEqual([abandoned.id, late.id]);
    expect(expiries[0].request).toEqual({ id: expect.stringMatching(/^req_/), idempotency_key: "expire-1" });
    expect(expiries[1].request).toEqual({ id: null, idempotency_key: null });
  });
});

describe("refunds", () => {
  it("refunds in part and then the rest, never more than is left, and tells the webhook", async () => {
    const { local, stripe, receiver } = await setUp();
    const { intent, chargeId } = await paidSession(local, stripe);

    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000, reason: "requested_by_customer", metadata: { booking_id: "b-123" } });
    expect(part).toMatchObject({ object: "refund", amount: 1000, charge: chargeId, payment_intent: intent.id, status: "succeeded", currency: "eur", metadata: { booking_id: "b-123" } });
    expect(part.id).toMatch(/^re_/);

    const tooMuch = await errorOf(stripe.refunds.create({ charge: chargeId, amount: 2000 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });
    expect(tooMuch.message).toBe("Refund amount (€20.00) is greater than unrefunded amount on charge (€15.00)");

    await local.refundFromDashboard(chargeId);
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 2500, refunded: true });
    const again = await errorOf(stripe.refunds.create({ charge: chargeId }));
    expect(again).toMatchObject({ code: "charge_already_refunded" });

    await local.webhooksSettled();
    const refunded = receiver.received.filter((r) => r.event?.type === "charge.refunded").map((r) => r.event!.data.object as Stripe.Charge);
    expect(refunded.map((c) => c.amount_refunded)).toEqual([1000, 2500]);
    expect(receiver.types().filter((t) => t === "refund.created")).toHaveLength(2);
  });

  it("a dispute marks the charge, refuses refunds of it and sends charge.dispute.created", async () => {
    const { local, stripe, receiver } = await setUp();
    const { chargeId } = await paidSession(local, stripe);
    await local.createDispute(chargeId);
    expect((await stripe.charges.retrieve(chargeId)).disputed).toBe(true);
    // The money is with the bank now: Stripe refuses a refund of a disputed charge.
    expect((await errorOf(stripe.refunds.create({ charge: chargeId }))).code).toBe("charge_disputed");
    await local.webhooksSettled();
    const dispute = receiver.received.find((r) => r.event?.type === "charge.dispute.created")!.event!.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({ object: "dispute", charge: chargeId, amount: 2500 });
  });
});

describe("Connect: Express accounts and transfers", () => {
  it("refuses a transfer to a host who has not finished onboarding, and pays one who has, never more than the charge has left", async () => {
    const { local, stripe, receiver } = await setUp();
    const account = await stripe.accounts.create({
      type: "express",
      country: "IE",
      email: "host@example.com",
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { user_id: "u-1" },
    });
    expect(account).toMatchObject({ object: "account", charges_enabled: false, payouts_enabled: false, details_submitted: false, email: "host@example.com" });
    expect(account.id).toMatch(/^acct_/);

    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: "http://localhost:3000/dashboard/account?stripe=refresh",
      return_url: "http://localhost:3000/dashboard/account?stripe=return",
      type: "account_onboarding",
    });
    expect(link).toMatchObject({ object: "account_link", url: expect.stringContaining(`${local.url}/connect/onboarding/`) });
    const noLogin = await errorOf(stripe.accounts.createLoginLink(account.id));
    expect(noLogin.statusCode).toBe(400);

    const { chargeId } = await paidSession(local, stripe, 10000);
    const refused = await errorOf(
      stripe.transfers.create({ amount: 8500, currency: "eur", destination: account.id, source_transaction: chargeId, transfer_group: "booking-b-123" }),
    );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ code: "insufficient_capabilities_for_transfer", param: "destination" });
    expect(refused.message).toContain("capabilities enabled: transfers");

    // Save and finish later: back to the app, nothing enabled; the link is spent.
    const later = await submitHostedForm(link.url, { name: "action", label: "Save and finish later" });
    expect(later.headers.get("location")).toBe("http://localhost:3000/dashboard/account?stripe=return");
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: false });
    const spent = await fetch(link.url, { redirect: "manual" });
    expect(spent.status).toBe(303);
    expect(spent.headers.get("location")).toBe("http://localhost:3000/dashboard/account?stripe=refresh");

    // A new link, finished this time.
    const second = await stripe.accountLinks.create({ account: account.id, refresh_url: "http://localhost:3000/r", return_url: "http://localhost:3000/ok", type: "account_onboarding" });
    const finished = await submitHostedForm(second.url, { name: "action", label: "Finish setting up" });
    expect(finished.headers.get("location")).toBe("http://localhost:3000/ok");
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: true });

    const transfer = await stripe.transfers.create(
      { amount: 8500, currency: "eur", destination: account.id, source_transaction: chargeId, transfer_group: "booking-b-123", metadata: { booking_id: "b-123" } },
      { idempotencyKey: "payout-b-123" },
    );
    expect(transfer).toMatchObject({ object: "transfer", amount: 8500, currency: "eur", destination: account.id, source_transaction: chargeId, transfer_group: "booking-b-123" });
    expect(transfer.id).toMatch(/^tr_/);
    expect((await stripe.transfers.retrieve(transfer.id)).amount).toBe(8500);

    await stripe.refunds.create({ charge: chargeId, amount: 1000 });
    const tooMuch = await errorOf(stripe.transfers.create({ amount: 600, currency: "eur", destination: account.id, source_transaction: chargeId }));
    expect(tooMuch).toMatchObject({ statusCode: 400, param: "amount" });
    expect((await stripe.transfers.create({ amount: 500, currency: "eur", destination: account.id, source_transaction: chargeId })).amount).toBe(500);

    const login = await stripe.accounts.createLoginLink(account.id);
    expect(login.object).toBe("login_link");
    const dashboard = await (await fetch(login.url)).text();
    expect(dashboard).toContain("host@example.com");
    expect(dashboard).toContain("€85.00");

    await local.webhooksSettled();
    const updated = receiver.received.filter((r) => r.event?.type === "account.updated").map((r) => r.event!);
    expect(updated).toHaveLength(1);
    expect(updated[0].account).toBe(account.id);
    expect(updated[0].data.object).toMatchObject({ id: account.id, charges_enabled: true, payouts_enabled: true });
  });

  it("completeOnboarding can leave payouts off, and an unknown account is Stripe's 403", async () => {
    const { local, stripe } = await setUp();
    const account = await stripe.accounts.create({ controller: { stripe_dashboard: { type: "express" }, fees: { payer: "application" }, losses: { payments: "application" } }, capabilities: { transfers: { requested: true } } });
    expect(account.type).toBe("express");
    await local.completeOnboarding(account.id, { payoutsEnabled: false });
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: false });
    const { chargeId } = await paidSession(local, stripe);
    expect((await errorOf(stripe.transfers.create({ amount: 100, currency: "eur", destination: account.id, source_transaction: chargeId }))).code).toBe(
      "insufficient_capabilities_for_transfer",
    );
    const unknown = await errorOf(stripe.accounts.retrieve("acct_nope"));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(unknown.code).toBe("account_invalid");
  });
});

describe("webhooks", () => {
  async function threeEvents(local: LocalStripe, stripe: Stripe) {
    const session = await stripe.checkout.sessions.create(bookingCheckout(local));
    await local.completeCheckout(session.id);
    return session;
  }

  it("holds events, then delivers them reversed; redelivers one with the same id; a dropped one never arrives", async () => {
    const { local, stripe, receiver } = await setUp({ enabledEvents: ["checkout.session.completed", "checkout.session.expired", "charge.refunded"] });
    local.holdWebhooks();
    const paid = await threeEvents(local, stripe);
    const abandoned = await stripe.checkout.sessions.create(bookingCheckout(local));
    await local.expireCheckout(abandoned.id);
    await local.webhooksSettled();
    expect(receiver.received).toHaveLength(0);
    // Events the endpoint does not listen for are made but not sent.
    expect(local.events.filter((e) => e.state === "held").map((e) => e.type)).toEqual(["checkout.session.completed", "checkout.session.expired"]);
    expect(local.events.find((e) => e.type === "charge.succeeded")?.state).toBe("no-endpoint");

    await local.deliverHeld({ order: "reversed" });
    expect(receiver.types()).toEqual(["checkout.session.expired", "checkout.session.completed"]);

    const completed = local.events.find((e) => e.type === "checkout.session.completed")!;
    const again = await local.redeliver(completed.id);
    expect(again.status).toBe(200);
    expect(receiver.received.filter((r) => r.event?.id === completed.id)).toHaveLength(2);
    expect(completed.attempts.map((a) => a.kind)).toEqual(["automatic", "manual"]);
    expect((completed.event.data.object as { id: string }).id).toBe(paid.id);

    // Still holding: the next event waits, is dropped, and never arrives; webhooksSettled does not wait for it.
    const { chargeId } = await paidSession(local, stripe);
    const before = receiver.received.length;
    await local.refundFromDashboard(chargeId);
    const refundedEvent = local.events.find((e) => e.type === "charge.refunded")!;
    local.drop(refundedEvent.id);
    local.releaseWebhooks();
    await local.webhooksSettled();
    expect(refundedEvent.state).toBe("dropped");
    expect(receiver.types().slice(before)).toEqual(["checkout.session.completed"]);
  });

  it("retries an event the endpoint did not take, recording each attempt", async () => {
    let failures = 2;
    const { local, stripe } = await setUp({ webhookRetryDelaysMs: [1, 1, 1], answer: () => (failures-- > 0 ? 500 : 200) });
    const session = await stripe.checkout.sessions.create(bookingCheckout(local));
    await local.expireCheckout(session.id);
    await local.webhooksSettled();
    const [event] = local.events;
    expect(event.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(event.state).toBe("delivered");

    // An endpoint that never takes it: an attempt and three retries, then "failed".
    failures = Number.POSITIVE_INFINITY;
    await local.createDispute((await paidSession(local, stripe)).chargeId);
    await local.webhooksSettled();
    const dispute = local.events.find((e) => e.type === "charge.dispute.created")!;
    expect(dispute.attempts.map((a) => a.status)).toEqual([500, 500, 500, 500]);
    expect(dispute.state).toBe("failed");
  });

  it("a hand-made event with a wrong, stale or missing signature fails constructEvent at the endpoint", async () => {
    const { local, receiver } = await setUp();
    const object = { id: "cs_test_forged", object: "checkout.session", payment_status: "paid", metadata: { booking_id: "b-123" } };
    for (const signature of ["wrong-secret", "stale", "missing"] as const) {
      const answer = await local.sendEvent("checkout.session.completed", object, { signature });
      expect(answer.status, signature).toBe(400);
    }
    expect(receiver.received.map((r) => r.error)).toEqual([
      expect.stringContaining("No signatures found matching the expected signature"),
      expect.stringContaining("Timestamp outside the tolerance zone"),
      expect.stringContaining("No stripe-signature header value was provided"),
    ]);
    expect((await local.sendEvent("checkout.session.completed", object)).status).toBe(200);
    expect(receiver.received.at(-1)!.event!.data.object).toMatchObject(object);
  });
});

describe("provider failures", () => {
  it("fails the next matching request with Stripe's error, then answers again", async () => {
    const { local, stripe } = await setUp();
    local.failNext({ method: "POST", path: "/v1/checkout/sessions" }, { status: 500 });
    const down = await errorOf(stripe.checkout.sessions.create(bookingCheckout(local)));
    expect(down).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(down.statusCode).toBe(500);
    expect((await stripe.checkout.sessions.create(bookingCheckout(local))).status).toBe("open");

    local.failNext({ path: /^\/v1\/refunds/ }, { status: 429, message: "Too many requests" }, 2);
    expect(await errorOf(stripe.refunds.create({ charge: "ch_x" }))).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(await errorOf(stripe.refunds.create({ charge: "ch_x" }))).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect((await errorOf(stripe.refunds.create({ charge: "ch_x" }))).code).toBe("resource_missing");

    local.failNext({ path: "/v1/checkout/sessions" }, "drop-connection", 2);
    expect(await errorOf(stripe.checkout.sessions.create(bookingCheckout(local)))).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it("an answer lost after the refund was made: the SDK's retry with the same Idempotency-Key gets it, and one refund exists", async () => {
    const { local, stripe } = await setUp();
    const { chargeId } = await paidSession(local, stripe);
    local.failNext({ path: "/v1/refunds" }, "drop-response");
    // The SDK retries a closed connection once, with the same key.
    const refund = await stripe.refunds.create({ charge: chargeId, amount: 500 }, { idempotencyKey: "refund-b-123" });
    expect(refund.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(local.refunds.size).toBe(1);
    expect(local.requests.filter((r) => r.path === "/v1/refunds").map((r) => [r.status, r.replayed])).toEqual([
      [0, false],
      [200, true],
    ]);
  });

  it("an answer lost twice (the SDK's retry too): the call fails, Stripe made one refund, and the replay was lost as well", async () => {
    const { local, stripe } = await setUp();
    const { chargeId } = await paidSession(local, stripe);
    local.failNext({ path: "/v1/refunds" }, "drop-response", 2);
    await expect(stripe.refunds.create({ charge: chargeId, amount: 500 }, { idempotencyKey: "refund-b-456" })).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(local.refunds.size).toBe(1);
    expect(local.requests.filter((r) => r.path === "/v1/refunds").map((r) => [r.status, r.replayed])).toEqual([
      [0, false],
      [0, true],
    ]);
  });
});
