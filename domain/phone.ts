// The one rule for a phone number, wherever one is typed: a guest's profile (My Account), a host's
// (owner dashboard Account), a sauna's contact details (Sauna Settings) and a claim. Digits with the
// spaces, brackets and dashes people write them with, and a leading + for the international form,
// so Irish numbers as people write them (087 123 4567, (01) 234 5678) and any country's
// (+353 87 123 4567, +44 20 7946 0958) are taken alike.
import { z } from "zod";

/** The longest number taken (a discovered listing's number is cut to it, so its next save passes). */
export const PHONE_MAX_LENGTH = 40;
export const PHONE_MESSAGE = "Please enter a phone number, such as 087 123 4567";
const PHONE_TOO_LONG = `Please use at most ${PHONE_MAX_LENGTH} characters`;
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,}$/;

/** The rule applied to a (trimmed) text field: a number must be there and be one. */
export function phoneNumber<T extends z.ZodString>(schema: T): T {
  return schema.max(PHONE_MAX_LENGTH, PHONE_TOO_LONG).regex(PHONE_PATTERN, PHONE_MESSAGE) as T;
}

/** An optional phone field of a profile: blank is "" (no number), anything else must be a number. */
export function optionalPhoneNumber() {
  return z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, PHONE_TOO_LONG)
    .refine((v) => v === "" || PHONE_PATTERN.test(v), PHONE_MESSAGE)
    .default("");
}
