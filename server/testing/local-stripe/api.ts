// The /v1 endpoints the app uses, each reading its parameters with Stripe's checks and answering
// the object as Stripe's API does (expand[] included). Anything else is "Unrecognized request URL".
import { accountOrThrow, createAccount, createAccountLink, createLoginLink, createTransfer } from "./connect";
import { expand, snapshot, type EventOrigin, type StripeState } from "./objects";
import { checkCurrency, checkOneOf, checkUrl, readParams } from "./params";
import { createCheckoutSession, createRefund, expireSession, sessionOrThrow } from "./payments";
import { noSuchObject, StripeApiError } from "./wire";

export type ApiCall = {
  state: StripeState;
  params: Record<string, unknown>;
  /** The parts of the path the route captured (an object's id). */
  match: string[];
  origin: EventOrigin;
  apiKey: string;
};

type Route = { method: "GET" | "POST"; path: RegExp; handle(call: ApiCall): object };

const ID = "([A-Za-z0-9_]+)";

const METADATA = "metadata" as const;

const CHECKOUT_SESSION_PARAMS = {
  mode: "string",
  line_items: {
    list: {
      quantity: "integer",
      price_data: {
        currency: "string",
        unit_amount: "integer",
        product_data: { name: "string", description: "string", metadata: METADATA, images: "strings" },
      },
    },
  },
  metadata: METADATA,
  client_reference_id: "string",
  customer_email: "string",
  success_url: "string",
  cancel_url: "string",
  expires_at: "integer",
  locale: "string",
  payment_method_types: "strings",
  payment_intent_data: { metadata: METADATA, transfer_group: "string", description: "string" },
} as const;

const REFUND_PARAMS = { charge: "string", payment_intent: "string", amount: "integer", reason: "string", metadata: METADATA } as const;

const ACCOUNT_PARAMS = {
  type: "string",
  country: "string",
  email: "string",
  business_type: "string",
  business_profile: { name: "string", url: "string", mcc: "string", product_description: "string", support_email: "string" },
  default_currency: "string",
  capabilities: { card_payments: { requested: "boolean" }, transfers: { requested: "boolean" } },
  controller: {
    fees: { payer: "string" },
    losses: { payments: "string" },
    requirement_collection: "string",
    stripe_dashboard: { type: "string" },
  },
  metadata: METADATA,
} as const;

const ACCOUNT_LINK_PARAMS = { account: "string", refresh_url: "string", return_url: "string", type: "string", collect: "string" } as const;

const TRANSFER_PARAMS = {
  amount: "integer",
  currency: "string",
  destination: "string",
  transfer_group: "string",
  source_transaction: "string",
  description: "string",
  metadata: METADATA,
} as const;

/** Answers an object with the caller's expand[] applied, as a copy. */
function answer(call: ApiCall, object: object, expandPaths: string[] | undefined): object {
  return expand(call.state, snapshot(object) as Record<string, unknown>, expandPaths);
}

function found<T>(value: T | undefined, kind: string, id: string): T {
  if (!value) throw noSuchObject(kind, id);
  return value;
}

/** Stripe's list object over what `keep` picks, newest first, up to `limit` (10 by default, as Stripe). */
function list(url: string, objects: Iterable<object>, keep: (o: Record<string, unknown>) => boolean, limit = 10): object {
  const data = [...objects].map((o) => snapshot(o) as Record<string, unknown>).filter(keep).reverse();
  return { object: "list", url, has_more: data.length > limit, data: data.slice(0, limit) };
}

const routes: Route[] = [
  {
    method: "POST",
    path: /^\/v1\/checkout\/sessions$/,
    handle(call) {
      const params = readParams(call.params, CHECKOUT_SESSION_PARAMS);
      checkUrl(params.success_url, "success_url");
      checkUrl(params.cancel_url, "cancel_url");
      params.line_items?.forEach((item, index) => {
        if (item.price_data?.currency) item.price_data.currency = checkCurrency(item.price_data.currency, `line_items[${index}][price_data][currency]`);
      });
      return answer(call, createCheckoutSession(call.state, params), params.expand);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      return answer(call, sessionOrThrow(call.state, call.match[0]), params.expand);
    },
  },
  {
    method: "POST",
    path: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handle(call) {
      const params = readParams(call.params, {});
      const session = sessionOrThrow(call.state, call.match[0]);
      return answer(call, expireSession(call.state, session, call.origin), params.expand);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      const intent = call.state.paymentIntents.get(call.match[0]);
      if (!intent) throw new StripeApiError(404, "invalid_request_error", `No such payment_intent: '${call.match[0]}'`, { param: "intent", code: "resource_missing" }, "validation");
      return answer(call, intent, params.expand);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/charges/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      return answer(call, found(call.state.charges.get(call.match[0]), "charge", call.match[0]), params.expand);
    },
  },
  {
    method: "POST",
    path: /^\/v1\/refunds$/,
    handle(call) {
      const params = readParams(call.params, REFUND_PARAMS);
      const reason = checkOneOf(params.reason, ["duplicate", "fraudulent", "requested_by_customer"] as const, "reason");
      return answer(call, createRefund(call.state, { ...params, reason }, call.origin), params.expand);
    },
  },
  {
    // A refund's fate after an answer that never came: the app looks for its booking's refund.
    method: "GET",
    path: /^\/v1\/refunds$/,
    handle(call) {
      const params = readParams(call.params, { payment_intent: "string", charge: "string", limit: "integer" } as const);
      return list("/v1/refunds", call.state.refunds.values(), (r) =>
        (!params.payment_intent || r.payment_intent === params.payment_intent) && (!params.charge || r.charge === params.charge), params.limit);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/refunds/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      return answer(call, found(call.state.refunds.get(call.match[0]), "refund", call.match[0]), params.expand);
    },
  },
  {
    method: "POST",
    path: /^\/v1\/accounts$/,
    handle(call) {
      const params = readParams(call.params, ACCOUNT_PARAMS);
      return answer(call, createAccount(call.state, params), params.expand);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/accounts/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      return answer(call, accountOrThrow(call.state, call.match[0], call.apiKey), params.expand);
    },
  },
  {
    method: "POST",
    path: new RegExp(`^/v1/accounts/${ID}/login_links$`),
    handle(call) {
      readParams(call.params, {});
      return createLoginLink(call.state, call.match[0], call.apiKey);
    },
  },
  {
    method: "POST",
    path: /^\/v1\/account_links$/,
    handle(call) {
      const params = readParams(call.params, ACCOUNT_LINK_PARAMS);
      return createAccountLink(call.state, params);
    },
  },
  {
    method: "POST",
    path: /^\/v1\/transfers$/,
    handle(call) {
      const params = readParams(call.params, TRANSFER_PARAMS);
      return answer(call, createTransfer(call.state, params, call.origin), params.expand);
    },
  },
  {
    method: "GET",
    path: /^\/v1\/transfers$/,
    handle(call) {
      const params = readParams(call.params, { transfer_group: "string", destination: "string", limit: "integer" } as const);
      return list("/v1/transfers", call.state.transfers.values(), (t) =>
        (!params.transfer_group || t.transfer_group === params.transfer_group) && (!params.destination || t.destination === params.destination), params.limit);
    },
  },
  {
    method: "GET",
    path: new RegExp(`^/v1/transfers/${ID}$`),
    handle(call) {
      const params = readParams(call.params, {});
      return answer(call, found(call.state.transfers.get(call.match[0]), "transfer", call.match[0]), params.expand);
    },
  },
];

/** The route for a request, with what its path captured; null is Stripe's "Unrecognized request URL". */
export function findRoute(method: string, path: string): { route: Route; match: string[] } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.path.exec(path);
    if (match) return { route, match: match.slice(1) };
  }
  return null;
}
