// Zod building blocks for what HTML forms send: every value arrives as text (or a file), a
// checkbox is "on" or missing, and a field sent more than once is a list. Used by the schemas of
// every action, in the browser and on the server alike.
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "./text";

/**
 * A form's `intent` (or decision) that no action knows: a page left open across a release, or a
 * form put together by hand. One message for every action, so it is said (and translated) once.
 */
export const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";

/** A ticked checkbox sends "on" (a fetcher may send "true"); an unticked one sends nothing. */
export function checkbox() {
  return z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
}

/**
 * A whole number typed or chosen in a form. Blank is "missing" and anything that is not a whole
 * number gets the product's message, never zod's "expected number, received NaN".
 */
export function wholeNumber(message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z.number({ error: message }).int(message).refine(Number.isSafeInteger, message),
  );
}

/** Like wholeNumber, but a blank field is simply absent. */
export function optionalWholeNumber(message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z.number({ error: message }).int(message).refine(Number.isSafeInteger, message).optional(),
  );
}

/** A field that may be sent any number of times (e.g. photos): always a list. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}

/** Text of a single form field (a file where text belongs is refused like a missing value). */
export function text(message: string) {
  return z.string({ error: message });
}

/**
 * A text field of one line (a name, a title, an address line, a phone number, a web address):
 * line breaks, tabs and other control characters are refused. Apply it after .trim(), so a line
 * break pasted at either end is simply dropped.
 */
export function singleLine<T extends z.ZodString>(schema: T, message = ONE_LINE_MESSAGE): T {
  return schema.refine(isOneLine, message) as T;
}

/** A number typed into a form: blank is "not given" (undefined), anything but a plain decimal is NaN. */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * For a check across fields: run it even when other fields have problems (zod skips it after
 * any problem unless told), so the form shows its message beside the others at once.
 */
export const EVEN_WITH_OTHER_PROBLEMS = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };
