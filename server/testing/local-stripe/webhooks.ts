// Events and their delivery to the webhook endpoint, as Stripe does it: each event a JSON body
// POSTed with a Stripe-Signature header (made by the official SDK's generateTestHeaderString),
// sent after the API call that caused it has answered, one at a time in the order made, and
// retried after a non-2xx answer. Tests can hold events back, deliver them in another order, send
// one again, lose one, or send a hand-made event with a bad signature.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import Stripe from "stripe";
import { ids, snapshot, type EventOrigin } from "./objects";

export type StripeEvent = {
  id: string;
  object: "event";
  account?: string;
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type SignatureKind = "valid" | "wrong-secret" | "stale" | "missing";

export type WebhookAttempt = {
  /** Wall-clock time of the attempt. */
  at: Date;
  /** The endpoint's HTTP status; 0 when it did not answer (connection refused, timeout). */
  status: number;
  /** The endpoint's answer (first 2,000 characters). */
  body: string;
  error?: string;
  /** automatic: Stripe's delivery and retries; manual: deliver(), redeliver(), sendEvent(). */
  kind: "automatic" | "manual";
  signature: SignatureKind;
};

export type WebhookState =
  | "held" // holdWebhooks() was on when it was made: waits for deliver/deliverHeld/releaseWebhooks
  | "queued" // waiting for its first automatic attempt
  | "retrying" // an attempt failed, another is scheduled
  | "delivered" // an attempt got a 2xx
  | "failed" // every automatic attempt failed
  | "dropped" // drop(): never delivered automatically
  | "no-endpoint"; // no webhook URL (or the endpoint does not listen for this type) when it was made

export type LocalStripeEvent = {
  id: string;
  type: string;
  event: StripeEvent;
  /** The exact JSON body that is signed and sent. */
  body: string;
  state: WebhookState;
  attempts: WebhookAttempt[];
  /** Made with sendEvent() rather than by something happening. */
  handMade: boolean;
};

export type WebhookOptions = {
  apiVersion: string;
  secret: string;
  url: string | null;
  /** The event types the endpoint listens for (like an endpoint's enabled_events); default all. */
  enabledEvents?: string[];
  /** Delays before each automatic retry after a non-2xx answer. */
  retryDelaysMs: number[];
  now: () => number;
  log: (line: string) => void;
};

/** Stripe's signature tolerance is 300 s; a stale signature is older than that. */
const STALE_BY_SECONDS = 600;
const DELIVERY_TIMEOUT_MS = 10_000;

export function createWebhooks(options: WebhookOptions) {
  let url = options.url;
  let holding = false;
  const events: LocalStripeEvent[] = [];
  const byId = new Map<string, LocalStripeEvent>();
  const queue: LocalStripeEvent[] = [];
  const retryTimers = new Map<string, { timer: NodeJS.Timeout; resolve: () => void }>();
  let pumping = false;
  let inFlight = 0;
  let closed = false;
  let settledWaiters: (() => void)[] = [];

  const listens = (type: string) => !options.enabledEvents || options.enabledEvents.includes("*") || options.enabledEvents.includes(type);

  function makeEvent(type: string, object: object, origin: EventOrigin, account: string | undefined, handMade: boolean): LocalStripeEvent {
    const event: StripeEvent = {
      id: ids.event(),
      object: "event",
      ...(account ? { account } : {}),
      api_version: options.apiVersion,
      created: options.now(),
      data: { object: snapshot(object) as Record<string, unknown> },
      livemode: false,
      pending_webhooks: url && listens(type) ? 1 : 0,
      request: { id: origin.requestId, idempotency_key: origin.idempotencyKey },
      type,
    };
    // Stripe sends its events pretty-printed: a receiver must verify the raw bytes, not re-serialised JSON.
    const record: LocalStripeEvent = { id: event.id, type, event, body: JSON.stringify(event, null, 2), state: "queued", attempts: [], handMade };
    events.push(record);
    byId.set(record.id, record);
    return record;
  }

  /** An event caused by a change: delivered automatically, unless held. Call kick() to start. */
  function emit(type: string, object: object, origin: EventOrigin, account?: string): void {
    const record = makeEvent(type, object, origin, account, false);
    if (!url || !listens(type)) record.state = "no-endpoint";
    else if (holding) record.state = "held";
    else queue.push(record);
  }

  function signatureHeader(body: string, kind: SignatureKind): string | undefined {
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (kind === "missing") return undefined;
    // Signed with the wall clock, not the injectable one: receivers check it against theirs.
    return Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: kind === "wrong-secret" ? "whsec_not_the_endpoint_secret_0123456789" : options.secret,
      timestamp: kind === "stale" ? nowSeconds - STALE_BY_SECONDS : nowSeconds,
    });
  }

  async function attempt(record: LocalStripeEvent, kind: WebhookAttempt["kind"], signature: SignatureKind = "valid"): Promise<WebhookAttempt> {
    const target = url;
    if (!target) throw new Error("No webhook URL is set: setWebhookUrl(url) first.");
    inFlight++;
    try {
      const header = signatureHeader(record.body, signature);
      const answer = await post(target, record.body, header);
      const result: WebhookAttempt = { at: new Date(), ...answer, kind, signature };
      record.attempts.push(result);
      options.log(`webhook ${record.type} ${record.id} → ${answer.status || answer.error}`);
      return result;
    } finally {
      inFlight--;
    }
  }

  const succeeded = (result: WebhookAttempt) => result.status >= 200 && result.status < 300;

  /** An automatic attempt; an event that cannot be sent at all counts as an answer of 0. */
  async function automaticAttempt(record: LocalStripeEvent): Promise<boolean> {
    try {
      return succeeded(await attempt(record, "automatic"));
    } catch (error) {
      options.log(`webhook ${record.id} not sent: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * Stripe's automatic delivery of one event: resolves after the first attempt, with `retries`,
   * the promise of the retries a non-2xx answer schedules (they do not hold up later events).
   */
  async function deliverAutomatically(record: LocalStripeEvent): Promise<{ retries: Promise<void> }> {
    const ok = await automaticAttempt(record);
    if (record.state !== "queued") return { retries: Promise.resolve() }; // dropped or sent by hand meanwhile
    if (ok) {
      record.state = "delivered";
      return { retries: Promise.resolve() };
    }
    return { retries: scheduleRetry(record, 0) };
  }

  function scheduleRetry(record: LocalStripeEvent, retry: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const delay = options.retryDelaysMs[retry];
      if (delay === undefined || closed) {
        record.state = "failed";
        resolve();
        return;
      }
      record.state = "retrying";
      const timer = setTimeout(async () => {
        // The attempt counts as in flight from here, so nothing looks settled in between.
        const pending = automaticAttempt(record);
        retryTimers.delete(record.id);
        const ok = await pending;
        if (record.state !== "retrying") return resolve();
        if (ok) {
          record.state = "delivered";
          resolve();
        } else {
          void scheduleRetry(record, retry + 1).then(resolve);
        }
      }, delay);
      retryTimers.set(record.id, { timer, resolve });
    }).finally(checkSettled);
  }

  /** Works through the queue, one event after another. */
  function kick(): void {
    if (pumping || closed) return;
    pumping = true;
    void (async () => {
      try {
        while (queue.length && !closed) {
          const record = queue.shift() as LocalStripeEvent;
          if (record.state !== "queued") continue;
          if (!url) {
            record.state = "no-endpoint";
            continue;
          }
          await deliverAutomatically(record);
        }
      } finally {
        pumping = false;
        checkSettled();
      }
    })();
  }

  function isSettled(): boolean {
    return closed || (queue.length === 0 && !pumping && retryTimers.size === 0 && inFlight === 0);
  }

  function checkSettled(): void {
    if (!isSettled()) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function find(eventId: string): LocalStripeEvent {
    const record = byId.get(eventId);
    if (!record) throw new Error(`No such event: '${eventId}'`);
    return record;
  }

  function cancelRetry(eventId: string): void {
    const scheduled = retryTimers.get(eventId);
    if (scheduled) {
      clearTimeout(scheduled.timer);
      retryTimers.delete(eventId);
      scheduled.resolve();
    }
  }

  return {
    events,
    emit,
    kick,
    get url() {
      return url;
    },
    setUrl(next: string | null) {
      url = next;
    },
    hold() {
      holding = true;
    },
    /** Stops holding; the events held so far are delivered in the order they were made. */
    release() {
      holding = false;
      for (const record of events) {
        if (record.state === "held") {
          record.state = "queued";
          queue.push(record);
        }
      }
      kick();
    },
    /** One manual attempt now (Stripe's "Resend"), whatever the event's state; a held one is no longer held. */
    async deliver(eventId: string): Promise<WebhookAttempt> {
      const record = find(eventId);
      cancelRetry(eventId);
      const result = await attempt(record, "manual");
      if (record.state !== "dropped") record.state = succeeded(result) ? "delivered" : "failed";
      checkSettled();
      return result;
    },
    /** The same event again (same id and body, a fresh signature): what a receiver must shrug off. */
    async redeliver(eventId: string): Promise<WebhookAttempt> {
      const record = find(eventId);
      const result = await attempt(record, "manual");
      checkSettled();
      return result;
    },
    /**
     * Delivers every event held so far, one after another, in the order made or reversed, each
     * with automatic retries; resolves when they are settled. Holding stays on for later events.
     */
    async deliverHeld(opts: { order?: "as-sent" | "reversed" } = {}): Promise<void> {
      const held = events.filter((record) => record.state === "held");
      if (opts.order === "reversed") held.reverse();
      const retries: Promise<void>[] = [];
      for (const record of held) {
        record.state = "queued";
        retries.push((await deliverAutomatically(record)).retries);
      }
      await Promise.all(retries);
      checkSettled();
    },
    /** The event is lost: never delivered automatically (deliver/redeliver can still send it). */
    drop(eventId: string): void {
      const record = find(eventId);
      cancelRetry(eventId);
      record.state = "dropped";
      const index = queue.indexOf(record);
      if (index >= 0) queue.splice(index, 1);
      checkSettled();
    },
    /** A hand-made event sent once, now, with the signature asked for. */
    async sendEvent(type: string, object: object, opts: { signature?: SignatureKind; account?: string } = {}): Promise<{ status: number; body: string }> {
      const record = makeEvent(type, object, { requestId: null, idempotencyKey: null }, opts.account, true);
      const result = await attempt(record, "manual", opts.signature ?? "valid");
      record.state = succeeded(result) ? "delivered" : "failed";
      return { status: result.status, body: result.body };
    },
    settled(): Promise<void> {
      if (isSettled()) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
    close(): void {
      closed = true;
      for (const eventId of [...retryTimers.keys()]) cancelRetry(eventId);
      queue.length = 0;
      checkSettled();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

function post(target: string, body: string, signature: string | undefined): Promise<{ status: number; body: string; error?: string }> {
  return new Promise((resolve) => {
    const url = new URL(target);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: "POST",
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "cache-control": "no-cache",
          accept: "*/*; q=0.5, application/xml",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").slice(0, 2000) }));
        res.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS} ms`)));
    req.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
    req.end(body);
  });
}
