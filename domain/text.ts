// Text that people type is stored and shown as it is, except for control characters: a NUL
// byte cannot be stored by PostgreSQL at all, and the others are invisible tricks (terminal
// escapes, bidirectional overrides are handled by the browser). Tab and line breaks stay.

/** C0 controls other than tab, line feed and carriage return, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** The text with every control character (tab and line breaks included) shown as "?". */
export function withoutControlCharacters(value: string): string {
  return Array.from(value, (c) => (c === "\t" || c === "\n" || c === "\r" || hasControlCharacters(c) ? "?" : c)).join("");
}

export const CONTROL_CHARACTERS_MESSAGE = "contains characters that can't be stored. Please remove them and try again.";
