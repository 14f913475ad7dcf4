// A local server that speaks Stripe's wire format for the endpoints the app uses, so payments are
// tested with the official `stripe` SDK against a real HTTP server rather than a stub
// (docs/architecture.md#integrations). It keeps its objects in memory, hosts the
// Checkout, onboarding and Express dashboard pages a browser test drives, and sends signed
// webhook events. Tests steer it with the controls on LocalStripe: provider failures, payments
// made or expired by "Stripe", webhooks held, reordered, repeated or lost.
//
// The app points the SDK here with STRIPE_API_URL (`new Stripe(key, { host, port, protocol })`).
// Behaviours of the real Stripe it keeps, which payment code must be ready for:
// - The SDK retries by itself (Node default maxNetworkRetries 2; a closed connection once even at
//   0), so failNext must fail more times than that for a failure to reach the app.
// - An Idempotency-Key replays the first answer once the endpoint has started, refusals included
//   (a transfer refused for a host not ready is refused again with the same key); a request
//   refused while its parameters were checked is not stored.
// - expires_at must be 30 minutes to 24 hours after creation by the server's clock: share the
//   clock (option `now`) in tests. success_url's {CHECKOUT_SESSION_ID} is replaced only when
//   literal (not URL-encoded). A session's `url` is null once complete or expired.
// - An account link works once for 5 minutes; a second visit goes to refresh_url.
// - Every event Stripe would send is made (charge.succeeded, payment_intent.succeeded, …), not only
//   the ones the app handles, unless `enabledEvents` narrows them like an endpoint's settings.
//   Connect events (account.updated, with `account`) go to the same URL and secret here; on
//   Stripe a Connect endpoint is a separate endpoint with its own secret.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { findRoute } from "./api";
import { completeOnboarding as finishOnboarding } from "./connect";
import { handleHostedPage } from "./hosted-pages";
import { createState, type EventOrigin, type StripeState } from "./objects";
import { createDispute, createRefund, expireDueSessions, expireSession, payCheckoutSession, sessionOrThrow, settleAsyncPayment } from "./payments";
import {
  authenticationError,
  fingerprint,
  IdempotencyStore,
  newRequestId,
  presentedApiKey,
  readBody,
  requestParams,
  sendJson,
  toJson,
  StripeApiError,
  unrecognizedUrl,
  type StoredResponse,
} from "./wire";
import { createWebhooks, type LocalStripeEvent, type SignatureKind, type WebhookAttempt } from "./webhooks";

export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_sauna_eire_0123456789abcdefghij";
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_sauna_eire_0123456789abcdefghij";
/** The API version the server answers as and stamps on events: the installed SDK's. */
export const LOCAL_STRIPE_API_VERSION: string = Stripe.API_VERSION;

export type LocalStripeRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
  /** Answered from the Idempotency-Key store (header Idempotent-Replayed: true). */
  replayed: boolean;
  /** The HTTP status answered; 0 when the connection was dropped. */
  status: number;
};

export type FailMatch = { method?: string; path: RegExp | string };

/**
 * How a request fails: an HTTP error with Stripe's error object, "drop-connection" (the
 * connection closes before the request is handled) or "drop-response" (the request is handled,
 * then the connection closes before the answer: the case Idempotency-Keys exist for).
 */
export type FailAnswer = { status: number; type?: string; message?: string } | "drop-connection" | "drop-response";

/**
 * The objects the server holds, by id, live: checkoutSessions, paymentIntents, charges, refunds,
 * disputes, accounts, transfers (read them; change them through the API or the controls).
 */
export type LocalStripeObjects = Pick<StripeState, "checkoutSessions" | "paymentIntents" | "charges" | "refunds" | "disputes" | "accounts" | "transfers">;

export type LocalStripe = LocalStripeObjects & {
  /** Base URL, e.g. http://127.0.0.1:PORT: the app's STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed; null: events are made but not sent ("no-endpoint"). */
  setWebhookUrl(url: string | null): void;
  /** Every /v1 request received, in order. */
  requests: LocalStripeRequest[];
  /** The next `times` requests matching fail this way (the provider is down). */
  failNext(match: FailMatch, answer: FailAnswer, times?: number): void;
  /** What pressing "Pay" on the hosted page does (async: "Pay by bank transfer (confirmed later)"). */
  completeCheckout(sessionId: string, opts?: { async?: boolean }): Promise<void>;
  /** A bank transfer clears (charge, async_payment_succeeded) or fails (async_payment_failed). */
  settleAsyncPayment(sessionId: string, succeeded: boolean): Promise<void>;
  /** Stripe expiring an open session (checkout.session.expired). */
  expireCheckout(sessionId: string): Promise<void>;
  /** The host finishing onboarding (account.updated); both flags default to true. */
  completeOnboarding(accountId: string, opts?: { chargesEnabled?: boolean; payoutsEnabled?: boolean }): Promise<void>;
  /** A refund made in Stripe's Dashboard (charge.refunded, refund.created); default: what is left. */
  refundFromDashboard(chargeId: string, amount?: number): Promise<void>;
  /** The cardholder disputes the charge (charge.dispute.created). */
  createDispute(chargeId: string): Promise<void>;
  /** From now on events wait ("held") instead of being delivered. */
  holdWebhooks(): void;
  /** Stops holding and delivers the held events in the order they were made. */
  releaseWebhooks(): void;
  /** One attempt now for this event (Stripe's "Resend"). */
  deliver(eventId: string): Promise<WebhookAttempt>;
  /** Delivers the held events (as sent, or reversed), with retries; holding stays on. */
  deliverHeld(opts?: { order?: "as-sent" | "reversed" }): Promise<void>;
  /** Sends a delivered event again, same id and body. */
  redeliver(eventId: string): Promise<WebhookAttempt>;
  /** Loses the event: it is never delivered automatically. */
  drop(eventId: string): void;
  /** Every event made, with its delivery attempts. */
  events: LocalStripeEvent[];
  /** A hand-made event, sent once now with the signature asked for (default valid). */
  sendEvent(type: string, object: object, opts?: { signature?: SignatureKind; account?: string }): Promise<{ status: number; body: string }>;
  /** Resolves when no event is queued, being sent or waiting for a retry (held ones do not count). */
  webhooksSettled(): Promise<void>;
  /** The server's clock, in seconds. */
  now: () => number;
  close(): Promise<void>;
};

export type LocalStripeOptions = {
  /** Default 0: a free port. */
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  /** The clock for created, expires_at and expiry (webhook signatures use the wall clock). */
  now?: () => Date;
  /** The event types the webhook endpoint listens for, like its enabled_events; default all. */
  enabledEvents?: string[];
  /** Delays before the automatic retries of an event the endpoint did not take; default 3 short ones. */
  webhookRetryDelaysMs?: number[];
  /** One line per API request and webhook attempt (the runner script prints them). */
  log?: (line: string) => void;
};

const NO_ORIGIN: EventOrigin = { requestId: null, idempotencyKey: null };

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const log = options.log ?? (() => {});
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  let baseUrl = "";

  const webhooks = createWebhooks({
    apiVersion: LOCAL_STRIPE_API_VERSION,
    secret: webhookSecret,
    url: options.webhookUrl ?? null,
    enabledEvents: options.enabledEvents,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [20, 80, 250],
    now,
    log,
  });
  const state = createState({ baseUrl: () => baseUrl, now, emit: webhooks.emit });
  const idempotency = new IdempotencyStore(now);
  const requests: LocalStripeRequest[] = [];
  const failures: { match: FailMatch; answer: FailAnswer; remaining: number }[] = [];

  function takeFailure(method: string, path: string): FailAnswer | null {
    const index = failures.findIndex(
      ({ match }) =>
        (!match.method || match.method.toUpperCase() === method) && (typeof match.path === "string" ? match.path === path : match.path.test(path)),
    );
    if (index < 0) return null;
    const failure = failures[index];
    failure.remaining--;
    if (failure.remaining <= 0) failures.splice(index, 1);
    return failure.answer;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? "GET").toUpperCase();
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const requestId = newRequestId();
    response.setHeader("request-id", requestId);
    // Events caused by this request go out once it has been answered, as Stripe's do.
    response.on("close", () => webhooks.kick());
    const body = method === "POST" ? await readBody(request) : "";
    expireDueSessions(state);

    if (url.pathname !== "/v1" && !url.pathname.startsWith("/v1/")) {
      const failure = takeFailure(method, url.pathname);
      if (failure) return fail(response, failure);
      const form = new URLSearchParams(method === "POST" ? body : "");
      if (handleHostedPage(state, { method, path: url.pathname, form, origin: NO_ORIGIN }, response)) return;
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    await handleApi(request, response, { method, url, body, requestId });
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    { method, url, body, requestId }: { method: string; url: URL; body: string; requestId: string },
  ): Promise<void> {
    const path = url.pathname;
    const idempotencyKey = method === "POST" ? (header(request, "idempotency-key") ?? undefined) : undefined;
    const entry: LocalStripeRequest = { method, path, params: {}, ...(idempotencyKey ? { idempotencyKey } : {}), replayed: false, status: 0 };
    requests.push(entry);
    const headers: Record<string, string> = { "stripe-version": header(request, "stripe-version") ?? LOCAL_STRIPE_API_VERSION };
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const answer = (status: number, json: string, extra: Record<string, string> = {}) => {
      entry.status = status;
      log(`${method} ${path} → ${status}${extra["idempotent-replayed"] ? " (replayed)" : ""}`);
      sendJson(response, status, json, { ...headers, ...extra });
    };
    const answerError = (error: StripeApiError) => answer(error.status, toJson(error.toBody()));

    const failure = takeFailure(method, path);
    if (failure === "drop-connection") return fail(response, failure);

    let params: Record<string, unknown>;
    try {
      params = requestParams(method, url, body, request.headers["content-type"]);
      entry.params = params;
    } catch (error) {
      return answerError(asStripeError(error));
    }
    if (failure && failure !== "drop-response") return fail(response, failure, entry);

    const apiKey = presentedApiKey(request);
    if (apiKey !== secretKey) return answerError(authenticationError(apiKey));
    if (header(request, "stripe-account")) {
      return answerError(
        new StripeApiError(400, "invalid_request_error", "The local Stripe server does not act on behalf of connected accounts (Stripe-Account header).", {}, "validation"),
      );
    }
    const found = findRoute(method, path);
    if (!found) return answerError(unrecognizedUrl(method, path));

    const endpoint = `${method} ${path}`;
    const paramsFingerprint = fingerprint(params);
    if (idempotencyKey) {
      let stored: StoredResponse | null;
      try {
        stored = idempotency.check(apiKey, idempotencyKey, endpoint, paramsFingerprint);
      } catch (error) {
        return answerError(asStripeError(error));
      }
      if (stored) {
        entry.replayed = true;
        // A replayed answer can be lost on the way too (the SDK's retry of a lost answer, itself lost).
        if (failure === "drop-response") return dropAnswer(response, entry, `${method} ${path}`);
        return answer(stored.status, stored.body, { "idempotent-replayed": "true", "original-request": stored.requestId });
      }
    }

    const origin: EventOrigin = { requestId, idempotencyKey: idempotencyKey ?? null };
    let status = 200;
    let json: string;
    let store = true;
    try {
      json = toJson(found.route.handle({ state, params, match: found.match, origin, apiKey }));
    } catch (error) {
      const stripeError = asStripeError(error);
      status = stripeError.status;
      json = toJson(stripeError.toBody());
      // Stripe keeps the answer only once the endpoint started executing (500s included).
      store = stripeError.stage === "execution";
    }
    if (idempotencyKey && store) idempotency.save(apiKey, idempotencyKey, endpoint, paramsFingerprint, { status, body: json, requestId });
    if (failure === "drop-response") return dropAnswer(response, entry, `${method} ${path}`);
    answer(status, json);
  }

  function dropAnswer(response: ServerResponse, entry: LocalStripeRequest, endpoint: string): void {
    entry.status = 0;
    log(`${endpoint} → handled, connection dropped before the answer`);
    response.socket?.destroy();
  }

  function asStripeError(error: unknown): StripeApiError {
    if (error instanceof StripeApiError) return error;
    log(`local Stripe server error: ${(error as Error)?.stack ?? String(error)}`);
    return new StripeApiError(500, "api_error", "An unknown error occurred in the local Stripe server.", {}, "execution");
  }

  function fail(response: ServerResponse, failure: FailAnswer, entry?: LocalStripeRequest): void {
    if (failure === "drop-connection" || failure === "drop-response") {
      log(`connection dropped`);
      response.socket?.destroy();
      return;
    }
    const type = failure.type ?? (failure.status >= 500 ? "api_error" : failure.status === 429 ? "rate_limit_error" : "invalid_request_error");
    const message = failure.message ?? (failure.status >= 500 ? "An unknown error occurred" : "The request failed.");
    if (entry) entry.status = failure.status;
    log(`failing on purpose → ${failure.status}`);
    sendJson(response, failure.status, toJson({ error: { type, message } }));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const stripeError = asStripeError(error);
      sendJson(response, stripeError.status, toJson(stripeError.toBody()));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  // Stripe expires sessions on its own once expires_at passes, and tells the webhook.
  const expiry = setInterval(() => {
    expireDueSessions(state);
    webhooks.kick();
  }, 1000);
  expiry.unref();

  /** A control's change, then its events on their way. */
  const control = async (change: () => void) => {
    expireDueSessions(state);
    try {
      change();
    } finally {
      webhooks.kick();
    }
  };

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    setWebhookUrl: (next) => webhooks.setUrl(next),
    requests,
    checkoutSessions: state.checkoutSessions,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    disputes: state.disputes,
    accounts: state.accounts,
    transfers: state.transfers,
    failNext(match, answer, times = 1) {
      failures.push({ match, answer, remaining: times });
    },
    completeCheckout: (sessionId, opts = {}) =>
      control(() => payCheckoutSession(state, sessionOrThrow(state, sessionId), opts.async ? "bank_transfer" : "card", NO_ORIGIN)),
    settleAsyncPayment: (sessionId, succeeded) => control(() => settleAsyncPayment(state, sessionOrThrow(state, sessionId), succeeded, NO_ORIGIN)),
    expireCheckout: (sessionId) => control(() => expireSession(state, sessionOrThrow(state, sessionId), NO_ORIGIN)),
    completeOnboarding: (accountId, opts) => control(() => finishOnboarding(state, accountId, opts, NO_ORIGIN)),
    refundFromDashboard: (chargeId, amount) =>
      control(() => createRefund(state, { charge: chargeId, amount, reason: "requested_by_customer" }, { requestId: newRequestId(), idempotencyKey: null })),
    createDispute: (chargeId) => control(() => createDispute(state, chargeId)),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: () => webhooks.release(),
    deliver: (eventId) => webhooks.deliver(eventId),
    deliverHeld: (opts) => webhooks.deliverHeld(opts),
    redeliver: (eventId) => webhooks.redeliver(eventId),
    drop: (eventId) => webhooks.drop(eventId),
    events: webhooks.events,
    sendEvent: (type, object, opts) => webhooks.sendEvent(type, object, opts),
    webhooksSettled: () => webhooks.settled(),
    now,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(expiry);
        webhooks.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || null;
}
