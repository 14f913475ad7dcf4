// Text that people type is stored and shown as it is, except for control characters: a NUL
// byte cannot be stored by PostgreSQL at all, and the others are invisible tricks (terminal
// escapes, bidirectional overrides are handled by the browser). Tab and line breaks stay, since
// descriptions, reviews and messages are written in textareas; fields of one line (names,
// titles, addresses, phone numbers: anything that may end up in an e-mail subject or a header)
// refuse them too, see isOneLine.

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

/**
 * Where the first control character is in a value decoded from JSON (a form field that carries
 * a whole draft, decision 005): the path of the string, or of the key, that holds one; null when
 * there is none. The form gate sees such a field only as JSON text, where a NUL is the six
 * characters `\u0000`, so every decoded string is checked again here. Walked without recursion.
 */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (hasControlCharacters(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) return [...path, withoutControlCharacters(key)];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Every control character, tab and line breaks included, and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const EACH_LINE_BREAK_OR_CONTROL = new RegExp(LINE_BREAKS_AND_CONTROLS.source, "g");

/**
 * Text for a field of one line: no line break, no tab, no other control character. A name with
 * a line break in it would otherwise become two lines of an e-mail's headers.
 */
export function isOneLine(value: string): boolean {
  return !LINE_BREAKS_AND_CONTROLS.test(value);
}

export const ONE_LINE_MESSAGE = "Please keep this on one line, without line breaks or tabs.";

/**
 * The text made fit for one line, e.g. an e-mail subject built from a name saved before names
 * had to be one line: line breaks, tabs and other control characters become spaces, and each
 * run of spaces one space.
 */
export function asOneLine(value: string): string {
  return value.replace(EACH_LINE_BREAK_OR_CONTROL, " ").replace(/\s{2,}/g, " ").trim();
}
