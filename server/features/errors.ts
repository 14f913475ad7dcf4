// Typed errors thrown by services; loaders and actions turn them into the spec's messages
// and HTTP statuses (never a 500 for something the user can fix).
import type { z } from "zod";

export type ServiceErrorKind = "not_found" | "forbidden" | "unauthenticated" | "conflict" | "invalid" | "too_many_requests" | "unavailable";

const STATUS: Record<ServiceErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  unauthenticated: 401,
  conflict: 409,
  invalid: 400,
  too_many_requests: 429,
  /** A service we depend on (the payment provider) can't be reached: nothing was done, try again. */
  unavailable: 503,
};

export class ServiceError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** Field → message, for forms. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[kind];
  }
}

export const notFound = (message: string) => new ServiceError("not_found", message);
export const forbidden = (message: string) => new ServiceError("forbidden", message);
export const unauthenticated = (message: string) => new ServiceError("unauthenticated", message);
export const conflict = (message: string) => new ServiceError("conflict", message);
export const tooManyRequests = (message: string) => new ServiceError("too_many_requests", message);
export const unavailable = (message: string) => new ServiceError("unavailable", message);
export const invalid = (message: string, fieldErrors?: Record<string, string>) =>
  new ServiceError("invalid", message, fieldErrors);

/** Parses a form's input with its schema; the first problem is the message, each field gets its own. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  throw invalid(issues[0].message, Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
}
