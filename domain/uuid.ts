// Ids as the database's uuid columns hold them. One check for every id that reaches such a
// column, from an address, a form, a cookie or a Stripe event's metadata: anything else is
// refused as 'not found' before the query, where PostgreSQL would fail on it ("invalid input
// syntax for type uuid") and the request answer 500. A loose pattern such as 36 hex digits or
// dashes let "------------------------------------" through.
import { z } from "zod";

/** An RFC 9562 UUID in its usual 8-4-4-4-12 form (gen_random_uuid() makes version 4). */
export const Uuid = z.uuid();

export function isUuid(value: unknown): value is string {
  return Uuid.safeParse(value).success;
}
