// Money coming in: Checkout Sessions and what paying one makes (a PaymentIntent and its Charge),
// refunds and disputes, with Stripe's rules and the events Stripe sends for each step. Used by
// the API, by the hosted Checkout page and by the test controls alike.
import {
  ids,
  type ChargeObject,
  type CheckoutSessionObject,
  type DisputeObject,
  type EventOrigin,
  type LineItemObject,
  type Metadata,
  type PaymentIntentObject,
  type RefundObject,
  type StripeState,
} from "./objects";
import { formatAmount, invalidParam, missingParam, noSuchParam, refused, StripeApiError } from "./wire";

/** Stripe's window for a session's `expires_at`: 30 minutes to 24 hours after creation. */
export const CHECKOUT_MIN_LIFETIME_SECONDS = 30 * 60;
export const CHECKOUT_MAX_LIFETIME_SECONDS = 24 * 60 * 60;

/** Stripe's smallest charge in euro (and most currencies): 50 cents. */
const MINIMUM_AMOUNT = 50;

/** The placeholder Stripe fills in on success_url. Only the literal text is replaced, not a URL-encoded one. */
const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

export type CheckoutSessionInput = {
  mode?: string;
  line_items?: {
    quantity?: number;
    price_data?: { currency?: string; unit_amount?: number; product_data?: { name?: string; description?: string; metadata?: Metadata } };
  }[];
  metadata?: Metadata;
  client_reference_id?: string;
  customer_email?: string;
  success_url?: string;
  cancel_url?: string;
  expires_at?: number;
  locale?: string;
  payment_method_types?: string[];
  payment_intent_data?: { metadata?: Metadata; transfer_group?: string; description?: string };
};

export function createCheckoutSession(state: StripeState, input: CheckoutSessionInput): CheckoutSessionObject {
  if (!input.mode) throw missingParam("mode");
  if (input.mode !== "payment") {
    throw invalidParam("mode", `The local Stripe server supports mode=payment only (got '${input.mode}').`);
  }
  if (!input.line_items?.length) {
    throw invalidParam("line_items", "You must provide at least one line item (`line_items`) in `payment` mode.", "parameter_missing");
  }
  const created = state.now();
  const lineItems: LineItemObject[] = input.line_items.map((item, index) => {
    const at = `line_items[${index}]`;
    const priceData = item.price_data;
    if (!priceData) throw missingParam(`${at}[price_data]`);
    if (!priceData.currency) throw missingParam(`${at}[price_data][currency]`);
    if (priceData.unit_amount === undefined) throw missingParam(`${at}[price_data][unit_amount]`);
    if (priceData.unit_amount < 0) throw invalidParam(`${at}[price_data][unit_amount]`, "This value must be greater than or equal to 0.");
    if (!priceData.product_data?.name) throw missingParam(`${at}[price_data][product_data][name]`);
    if (item.quantity === undefined) throw missingParam(`${at}[quantity]`);
    if (item.quantity < 1) throw invalidParam(`${at}[quantity]`, "This value must be greater than or equal to 1.");
    const amount = priceData.unit_amount * item.quantity;
    return {
      id: ids.lineItem(),
      object: "item",
      amount_subtotal: amount,
      amount_total: amount,
      currency: priceData.currency,
      description: priceData.product_data.name,
      quantity: item.quantity,
      price: { id: ids.price(), object: "price", currency: priceData.currency, unit_amount: priceData.unit_amount, product: ids.product(), type: "one_time" },
    };
  });
  const currency = lineItems[0].currency;
  if (lineItems.some((item) => item.currency !== currency)) {
    throw invalidParam("line_items", "All line items must use the same currency.");
  }
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  if (total < MINIMUM_AMOUNT) {
    throw invalidParam("line_items", `The Checkout Session's total amount due must add up to at least ${formatAmount(MINIMUM_AMOUNT, currency)} ${currency}`, "amount_too_small");
  }
  const expiresAt = input.expires_at ?? created + CHECKOUT_MAX_LIFETIME_SECONDS;
  if (expiresAt - created < CHECKOUT_MIN_LIFETIME_SECONDS) {
    throw invalidParam("expires_at", "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.");
  }
  if (expiresAt - created > CHECKOUT_MAX_LIFETIME_SECONDS) {
    throw invalidParam("expires_at", "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.");
  }
  const id = ids.checkoutSession();
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    amount_subtotal: total,
    amount_total: total,
    cancel_url: input.cancel_url ?? null,
    client_reference_id: input.client_reference_id ?? null,
    created,
    currency,
    customer: null,
    customer_details: null,
    customer_email: input.customer_email ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: input.locale ?? null,
    metadata: input.metadata ?? {},
    mode: "payment",
    payment_intent: null,
    payment_method_types: input.payment_method_types ?? ["card"],
    payment_status: "unpaid",
    status: "open",
    success_url: input.success_url ?? null,
    url: checkoutPageUrl(state, id),
  };
  state.checkoutSessions.set(id, session);
  state.sessionDetails.set(id, {
    lineItems,
    paymentIntentData: {
      metadata: input.payment_intent_data?.metadata ?? {},
      transfer_group: input.payment_intent_data?.transfer_group ?? null,
      description: input.payment_intent_data?.description ?? null,
    },
  });
  return session;
}

export const checkoutPageUrl = (state: StripeState, sessionId: string) => `${state.baseUrl()}/c/pay/${sessionId}`;

export function lineItemsOf(state: StripeState, sessionId: string): LineItemObject[] {
  return state.sessionDetails.get(sessionId)?.lineItems ?? [];
}

/** Where the browser goes after paying: success_url with the session's id filled in. */
export function successRedirect(session: CheckoutSessionObject): string | null {
  return session.success_url ? session.success_url.replaceAll(SESSION_ID_PLACEHOLDER, session.id) : null;
}

/** Stripe expires an open session at its expires_at; this does it for every session now due. */
export function expireDueSessions(state: StripeState): void {
  const now = state.now();
  for (const session of state.checkoutSessions.values()) {
    if (session.status === "open" && session.expires_at <= now) expireSession(state, session, { requestId: null, idempotencyKey: null });
  }
}

export function sessionOrThrow(state: StripeState, id: string): CheckoutSessionObject {
  const session = state.checkoutSessions.get(id);
  if (!session) throw new StripeApiError(404, "invalid_request_error", `No such checkout.session: '${id}'`, { param: "session", code: "resource_missing" }, "validation");
  return session;
}

/** POST /v1/checkout/sessions/:id/expire, or Stripe expiring it on time. */
export function expireSession(state: StripeState, session: CheckoutSessionObject, origin: EventOrigin): CheckoutSessionObject {
  if (session.status !== "open") {
    throw refused(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has status "${session.status}".`, {
      code: "checkout_session_not_expirable",
    });
  }
  session.status = "expired";
  session.url = null;
  state.emit("checkout.session.expired", session, origin);
  return session;
}

/**
 * The customer pays on the hosted page. By card: a succeeded PaymentIntent and Charge, the session
 * paid. By bank transfer (`async`): the session completes unpaid with a processing PaymentIntent,
 * and settleAsyncPayment decides later.
 */
export function payCheckoutSession(state: StripeState, session: CheckoutSessionObject, method: "card" | "bank_transfer", origin: EventOrigin): void {
  if (session.status !== "open") {
    throw refused(`This Checkout Session is ${session.status === "expired" ? "expired" : "already complete"}; it cannot be paid.`, {
      code: "checkout_session_not_open",
    });
  }
  const details = state.sessionDetails.get(session.id);
  const intent: PaymentIntentObject = {
    id: ids.paymentIntent(),
    object: "payment_intent",
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    created: state.now(),
    currency: session.currency,
    description: details?.paymentIntentData.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...(details?.paymentIntentData.metadata ?? {}) },
    payment_method_types: [method === "card" ? "card" : "sepa_debit"],
    status: "processing",
    transfer_group: details?.paymentIntentData.transfer_group ?? null,
  };
  state.paymentIntents.set(intent.id, intent);
  session.status = "complete";
  session.url = null;
  session.payment_intent = intent.id;
  session.customer_details = { email: session.customer_email ?? "customer@example.com", name: null };
  if (method === "card") {
    const charge = succeedPayment(state, intent, "card");
    session.payment_status = "paid";
    state.emit("charge.succeeded", charge, origin);
    state.emit("payment_intent.succeeded", intent, origin);
  } else {
    state.emit("payment_intent.processing", intent, origin);
  }
  state.emit("checkout.session.completed", session, origin);
}

/** A delayed payment (bank transfer) clears or fails: the async_payment_succeeded / _failed events. */
export function settleAsyncPayment(state: StripeState, session: CheckoutSessionObject, succeeded: boolean, origin: EventOrigin): void {
  const intent = session.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (session.status !== "complete" || session.payment_status !== "unpaid" || !intent || intent.status !== "processing") {
    throw new Error(`Checkout Session ${session.id} has no delayed payment waiting (status ${session.status}, payment_status ${session.payment_status}).`);
  }
  if (succeeded) {
    const charge = succeedPayment(state, intent, "sepa_debit");
    session.payment_status = "paid";
    state.emit("charge.succeeded", charge, origin);
    state.emit("payment_intent.succeeded", intent, origin);
    state.emit("checkout.session.async_payment_succeeded", session, origin);
  } else {
    intent.status = "requires_payment_method";
    intent.last_payment_error = { code: "payment_intent_payment_attempt_failed", message: "The payment failed.", type: "invalid_request_error" };
    state.emit("payment_intent.payment_failed", intent, origin);
    state.emit("checkout.session.async_payment_failed", session, origin);
  }
}

function succeedPayment(state: StripeState, intent: PaymentIntentObject, type: string): ChargeObject {
  const charge: ChargeObject = {
    id: ids.charge(),
    object: "charge",
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: ids.balanceTransaction(),
    captured: true,
    created: state.now(),
    currency: intent.currency,
    description: intent.description,
    disputed: false,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: true,
    payment_intent: intent.id,
    payment_method_details: type === "card" ? { type, card: { brand: "visa", last4: "4242" } } : { type },
    refunded: false,
    status: "succeeded",
    transfer_group: intent.transfer_group,
  };
  state.charges.set(charge.id, charge);
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  return charge;
}

export type RefundInput = {
  charge?: string;
  payment_intent?: string;
  amount?: number;
  reason?: RefundObject["reason"];
  metadata?: Metadata;
};

/** POST /v1/refunds, or a refund made in the Dashboard: never more than the charge has left. */
export function createRefund(state: StripeState, input: RefundInput, origin: EventOrigin): RefundObject {
  if (!input.charge && !input.payment_intent) {
    throw invalidParam(undefined, "One of the following params should be provided for this request: payment_intent or charge.", "parameter_missing");
  }
  if (input.amount !== undefined && input.amount < 1) throw invalidParam("amount", "This value must be greater than or equal to 1.");
  let charge: ChargeObject | undefined;
  if (input.payment_intent) {
    const intent = state.paymentIntents.get(input.payment_intent);
    if (!intent) throw noSuchParam("payment_intent", input.payment_intent, "payment_intent");
    charge = intent.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
    if (!charge) {
      throw refused(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: "payment_intent", code: "charge_not_refundable" });
    }
    if (input.charge && input.charge !== charge.id) {
      throw invalidParam("charge", `The charge ${input.charge} does not belong to the PaymentIntent ${intent.id}.`);
    }
  } else if (input.charge) {
    charge = state.charges.get(input.charge);
    if (!charge) throw noSuchParam("charge", input.charge, "charge");
  }
  if (!charge) throw new Error("unreachable");
  if (charge.disputed) throw refused(`Charge ${charge.id} has been charged back; cannot issue a refund.`, { code: "charge_disputed" });
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) throw refused(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  const amount = input.amount ?? remaining;
  if (amount > remaining) {
    throw refused(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      { param: "amount", code: "amount_too_large" },
    );
  }
  const refund: RefundObject = {
    id: ids.refund(),
    object: "refund",
    amount,
    balance_transaction: ids.balanceTransaction(),
    charge: charge.id,
    created: state.now(),
    currency: charge.currency,
    metadata: input.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: input.reason ?? null,
    status: "succeeded",
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  state.emit("charge.refunded", charge, origin);
  state.emit("refund.created", refund, origin);
  return refund;
}

/** The cardholder disputes the charge with their bank. */
export function createDispute(state: StripeState, chargeId: string): DisputeObject {
  const charge = state.charges.get(chargeId);
  if (!charge) throw new Error(`No such charge: '${chargeId}'`);
  if (charge.disputed) throw new Error(`Charge ${chargeId} is already disputed.`);
  const dispute: DisputeObject = {
    id: ids.dispute(),
    object: "dispute",
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: state.now(),
    currency: charge.currency,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
  };
  state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  state.emit("charge.dispute.created", dispute, { requestId: null, idempotencyKey: null });
  return dispute;
}
