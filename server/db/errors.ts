// Recognising database refusals. Drizzle wraps the driver's error (PGlite or postgres.js) in
// `cause`; both carry PostgreSQL's SQLSTATE in `code` and the constraint name.

type PgErrorLike = { code?: string; constraint?: string; constraint_name?: string; message?: string };

function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The booking trigger refused: the slot is full or otherwise unavailable (migration 0002). */
export function isSlotUnavailable(error: unknown): boolean {
  return pgError(error)?.code === "SE409";
}

/** Why the booking trigger refused, in its own words after "slot_unavailable: ". */
export function slotRefusal(error: unknown): "closed" | "busy" | "full" {
  const message = pgError(error)?.message ?? "";
  if (message.includes("closed this date")) return "closed";
  if (message.includes("busy at this time")) return "busy";
  return "full";
}

/** The capacity trigger refused: sessions to come already have more guests (migration 0008). */
export function isCapacityBelowBooked(error: unknown): boolean {
  return pgError(error)?.code === "SE422";
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== "23505") return false;
  return !constraint || (e.constraint ?? e.constraint_name) === constraint;
}

/** Serialization failures and deadlocks are worth one more try. */
export function isRetryable(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === "40001" || code === "40P01";
}

/**
 * A row is still referred to by a foreign key that doesn't cascade (e.g. a sauna's bookings):
 * 23001 for ON DELETE RESTRICT, 23503 for NO ACTION.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== "23001" && e?.code !== "23503") return false;
  return !constraint || (e.constraint ?? e.constraint_name) === constraint;
}

/** An exclusion constraint refused the row (23P01): e.g. two stops of one sauna on a same day. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== "23P01") return false;
  return !constraint || (e.constraint ?? e.constraint_name) === constraint;
}
