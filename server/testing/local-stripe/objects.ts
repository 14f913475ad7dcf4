// The objects the local Stripe server keeps, in the JSON shape Stripe's API returns them (the
// fields the app reads, not every field Stripe has), and the state they live in.
import { StripeApiError, newId } from "./wire";

export type Metadata = Record<string, string>;

export type CheckoutSessionObject = {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: "paid" | "unpaid";
  status: "open" | "complete" | "expired";
  success_url: string | null;
  /** The hosted page; null once the session is complete or expired, as on Stripe. */
  url: string | null;
};

export type LineItemObject = {
  id: string;
  object: "item";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: { id: string; object: "price"; currency: string; unit_amount: number; product: string; type: "one_time" };
};

export type PaymentIntentObject = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { code: string; message: string; type: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method_types: string[];
  status: "processing" | "succeeded" | "requires_payment_method";
  transfer_group: string | null;
};

export type ChargeObject = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string;
  captured: true;
  created: number;
  currency: string;
  description: string | null;
  disputed: boolean;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: string; card?: { brand: string; last4: string } };
  refunded: boolean;
  status: "succeeded";
  transfer_group: string | null;
};

export type RefundObject = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  status: "succeeded";
};

export type DisputeObject = {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  reason: string;
  status: "needs_response";
};

export type CapabilityStatus = "active" | "inactive" | "pending";

export type AccountObject = {
  id: string;
  object: "account";
  business_profile: { name: string | null; url: string | null; mcc: string | null; product_description: string | null; support_email: string | null };
  business_type: string | null;
  capabilities: { card_payments?: CapabilityStatus; transfers?: CapabilityStatus };
  charges_enabled: boolean;
  controller: {
    type: "application";
    is_controller: true;
    fees?: { payer: string };
    losses?: { payments: string };
    requirement_collection?: string;
    stripe_dashboard?: { type: string };
  };
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  metadata: Metadata;
  payouts_enabled: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
    current_deadline: number | null;
    errors: never[];
  };
  type: "express" | "standard" | "custom";
};

export type TransferObject = {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Metadata;
  reversed: false;
  source_transaction: string | null;
  source_type: "card";
  transfer_group: string | null;
};

/** An account link's hosted onboarding page: single use, as on Stripe (a second visit goes to refresh_url). */
export type AccountLinkRecord = {
  token: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  type: string;
  expiresAt: number;
  state: "new" | "visited" | "used";
};

export type LoginLinkRecord = { token: string; account: string; created: number };

/** What made an event: the API request (its id and Idempotency-Key), or Stripe itself (both null). */
export type EventOrigin = { requestId: string | null; idempotencyKey: string | null };

/** Everything the server holds, shared by the API, the hosted pages and the test controls. */
export type StripeState = {
  baseUrl(): string;
  /** Seconds since the epoch, from the injectable clock. */
  now(): number;
  checkoutSessions: Map<string, CheckoutSessionObject>;
  /** What a session was created with that its JSON does not show. */
  sessionDetails: Map<string, { lineItems: LineItemObject[]; paymentIntentData: { metadata: Metadata; transfer_group: string | null; description: string | null } }>;
  paymentIntents: Map<string, PaymentIntentObject>;
  charges: Map<string, ChargeObject>;
  refunds: Map<string, RefundObject>;
  disputes: Map<string, DisputeObject>;
  accounts: Map<string, AccountObject>;
  transfers: Map<string, TransferObject>;
  accountLinks: Map<string, AccountLinkRecord>;
  loginLinks: Map<string, LoginLinkRecord>;
  /** Makes an event of the object as it is now (a snapshot) and queues it for the webhook. */
  emit(type: string, object: object, origin: EventOrigin, account?: string): void;
};

export function createState(options: { baseUrl: () => string; now: () => number; emit: StripeState["emit"] }): StripeState {
  return {
    baseUrl: options.baseUrl,
    now: options.now,
    emit: options.emit,
    checkoutSessions: new Map(),
    sessionDetails: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    accountLinks: new Map(),
    loginLinks: new Map(),
  };
}

/** Stripe's test-mode ids for the kinds of object kept here. */
export const ids = {
  checkoutSession: () => newId("cs_test_", 58),
  paymentIntent: () => newId("pi_"),
  charge: () => newId("ch_"),
  refund: () => newId("re_"),
  dispute: () => newId("dp_"),
  account: () => newId("acct_", 16),
  transfer: () => newId("tr_"),
  balanceTransaction: () => newId("txn_"),
  destinationPayment: () => newId("py_"),
  lineItem: () => newId("li_"),
  price: () => newId("price_"),
  product: () => newId("prod_", 14),
  event: () => newId("evt_"),
  linkToken: () => newId("", 32),
};

/** A copy of an object for an answer or an event, so later changes do not reach what was sent. */
export const snapshot = <T>(object: T): T => structuredClone(object);

type Lookup = (id: string) => object | undefined;

function lookupById(state: StripeState): Lookup {
  return (id) => {
    if (id.startsWith("cs_")) return state.checkoutSessions.get(id);
    if (id.startsWith("pi_")) return state.paymentIntents.get(id);
    if (id.startsWith("ch_")) return state.charges.get(id);
    if (id.startsWith("re_")) return state.refunds.get(id);
    if (id.startsWith("dp_")) return state.disputes.get(id);
    if (id.startsWith("acct_")) return state.accounts.get(id);
    if (id.startsWith("tr_")) return state.transfers.get(id);
    return undefined;
  };
}

/**
 * Stripe's `expand[]`: each path (`payment_intent`, `payment_intent.latest_charge`) replaces an id
 * with the object it names. A checkout session's `line_items` expand to a list.
 */
export function expand(state: StripeState, object: Record<string, unknown>, paths: string[] | undefined): Record<string, unknown> {
  if (!paths?.length) return object;
  const lookup = lookupById(state);
  for (const path of paths) {
    expandPath(state, lookup, object, path.split("."), path);
  }
  return object;
}

function expandPath(state: StripeState, lookup: Lookup, object: Record<string, unknown>, parts: string[], whole: string): void {
  const [field, ...rest] = parts;
  if (object.object === "checkout.session" && field === "line_items" && rest.length === 0) {
    const details = state.sessionDetails.get(object.id as string);
    const data = snapshot(details?.lineItems ?? []);
    object.line_items = { object: "list", data, has_more: false, url: `/v1/checkout/sessions/${object.id}/line_items` };
    return;
  }
  if (!(field in object)) throw cannotExpand(whole);
  let value = object[field];
  if (typeof value === "string") {
    const found = lookup(value);
    if (!found) throw cannotExpand(whole);
    value = snapshot(found);
    object[field] = value;
  }
  if (value === null) return;
  if (typeof value !== "object") throw cannotExpand(whole);
  if (rest.length) expandPath(state, lookup, value as Record<string, unknown>, rest, whole);
}

function cannotExpand(path: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", `This property cannot be expanded (${path}).`, { param: "expand" }, "validation");
}
