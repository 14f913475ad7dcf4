// Stripe's wire format, as the local Stripe server speaks it: form-encoded nested parameters in
// (qs, the library Stripe's own clients mirror), JSON objects and error objects out, ids with
// Stripe's prefixes, API-key authentication and Idempotency-Key replay
// (docs/architecture.md#integrations).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import qs from "qs";

export type StripeErrorType =
  | "invalid_request_error"
  | "api_error"
  | "idempotency_error"
  | "card_error"
  | "rate_limit_error"
  | "authentication_error";

export type StripeErrorBody = {
  error: { type: string; message: string; param?: string; code?: string; doc_url?: string; decline_code?: string };
};

/**
 * An error Stripe would answer with. `stage` says whether the endpoint had started executing:
 * Stripe stores the response of an idempotent request only then, so a request refused while its
 * parameters were validated can be retried with the same key, while a refusal by the endpoint
 * itself (an amount too large, a destination without the capability) is replayed.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly details: { param?: string; code?: string; declineCode?: string } = {},
    readonly stage: "validation" | "execution" = "execution",
  ) {
    super(message);
    this.name = "StripeApiError";
  }

  toBody(): StripeErrorBody {
    const { param, code, declineCode } = this.details;
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(param ? { param } : {}),
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}` } : {}),
        ...(declineCode ? { decline_code: declineCode } : {}),
      },
    };
  }
}

/** A parameter Stripe refuses before the endpoint runs (not stored for idempotent replay). */
export function invalidParam(param: string | undefined, message: string, code?: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", message, { param, code: code ?? (param ? "parameter_invalid" : undefined) }, "validation");
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", `Missing required param: ${param}.`, { param, code: "parameter_missing" }, "validation");
}

/** A request the endpoint itself refuses (stored and replayed for its Idempotency-Key). */
export function refused(message: string, details: { param?: string; code?: string } = {}): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", message, details, "execution");
}

/** An object named in the URL that does not exist: 404, as Stripe answers for GET /v1/charges/ch_nope. */
export function noSuchObject(kind: string, id: string, param = "id"): StripeApiError {
  return new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { param, code: "resource_missing" }, "validation");
}

/** An object named in a parameter that does not exist: 400 resource_missing. */
export function noSuchParam(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", `No such ${kind}: '${id}'`, { param, code: "resource_missing" }, "validation");
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(
    404,
    "invalid_request_error",
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    {},
    "validation",
  );
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id as Stripe makes them: a prefix naming the kind of object and random base-62 characters. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}${id}`;
}

export const newRequestId = () => newId("req_", 14);

/** Amounts on the wire are integer cents, formatted for people the way Stripe's pages and messages do. */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-IE", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Authentication

/** The key a request authenticates with: `Authorization: Bearer sk_…`, or Basic with the key as user (curl -u). */
export function presentedApiKey(request: IncomingMessage): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value = ""] = header.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value.trim() || null;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    return decoded.split(":")[0] || null;
  }
  return null;
}

export function authenticationError(presented: string | null): StripeApiError {
  if (!presented) {
    return new StripeApiError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      {},
      "validation",
    );
  }
  const shown = presented.length > 12 ? `${presented.slice(0, 8)}${"*".repeat(Math.max(4, presented.length - 12))}${presented.slice(-4)}` : "****";
  return new StripeApiError(401, "invalid_request_error", `Invalid API Key provided: ${shown}`, {}, "validation");
}

// ---------------------------------------------------------------------------------------------
// Request bodies and parameters

const MAX_BODY_BYTES = 1024 * 1024;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(invalidParam(undefined, "Request body too large."));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Stripe's nested bracket parameters (`metadata[booking_id]=…`, `line_items[0][quantity]=1`, `expand[]=…`). */
export function parseFormParams(text: string): Record<string, unknown> {
  return qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000, allowPrototypes: false }) as Record<string, unknown>;
}

/** The parameters of a request: the form-encoded body of a POST, the query string otherwise. */
export function requestParams(method: string, url: URL, body: string, contentType: string | undefined): Record<string, unknown> {
  if (method !== "POST") return parseFormParams(url.search.slice(1));
  if (body.trim() !== "" && contentType && !/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    throw invalidParam(
      undefined,
      `Invalid request: Stripe's API reads application/x-www-form-urlencoded bodies (this one was ${contentType.split(";")[0]}).`,
    );
  }
  return parseFormParams(body);
}

/** A parameter set in a stable form, to compare a retried request with the first one. */
export function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

// ---------------------------------------------------------------------------------------------
// Idempotency

export type StoredResponse = { status: number; body: string; requestId: string };

type IdempotencyEntry = StoredResponse & { endpoint: string; fingerprint: string; createdAt: number };

/** Stripe prunes keys after at least 24 hours; a key used again after that starts a new request. */
const KEY_LIFETIME_SECONDS = 24 * 60 * 60;
const MAX_KEY_LENGTH = 255;

/**
 * Idempotency-Key handling per API key, as Stripe does for POST requests: the first response of
 * an endpoint that started executing is stored; the same key with the same endpoint and
 * parameters gets it again, with other parameters an idempotency_error.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, IdempotencyEntry>();

  constructor(private readonly now: () => number) {}

  check(apiKey: string, key: string, endpoint: string, params: string): StoredResponse | null {
    if (key.length > MAX_KEY_LENGTH) {
      throw invalidParam(undefined, `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters long.`);
    }
    const entry = this.entries.get(`${apiKey}\u0000${key}`);
    if (!entry || this.now() - entry.createdAt > KEY_LIFETIME_SECONDS) return null;
    if (entry.endpoint !== endpoint) {
      throw new StripeApiError(
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${endpoint}' vs '${entry.endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        {},
        "validation",
      );
    }
    if (entry.fingerprint !== params) {
      throw new StripeApiError(
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        {},
        "validation",
      );
    }
    return entry;
  }

  save(apiKey: string, key: string, endpoint: string, params: string, response: StoredResponse): void {
    this.entries.set(`${apiKey}\u0000${key}`, { ...response, endpoint, fingerprint: params, createdAt: this.now() });
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

/** Stripe's API answers pretty-printed JSON. */
export const toJson = (value: unknown) => JSON.stringify(value, null, 2);

export function sendJson(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-cache, no-store",
    ...headers,
  });
  response.end(body);
}
