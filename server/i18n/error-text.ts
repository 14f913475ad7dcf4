// Error messages in the reader's language (decision 021). Domain schemas and services keep
// writing their messages in English, as the product's texts (docs/product.md §8) and their tests
// say them: the English text is the message's identifier, as a msgid is in gettext. The `errors`
// catalogue (app/messages/<locale>/errors.json) gives each one a key, its English words with
// `{placeholders}` where a part varies, and its words in each other language. Where an error
// reaches a person (attempt(), serviceLoader, the form gate, the sign-in page) it passes through
// `errorInLanguage` once: English comes back unchanged, byte for byte; another language gets its
// translation, or, for a message the catalogue does not have yet, the English (never a key).
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { messagesFor, serverT } from "#app/lib/i18n/messages.server";

type Pattern = { key: string; regex: RegExp; names: string[] };

/** Each English text of the catalogue: exact ones in a map, those with placeholders as patterns. */
function englishIndex() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(messagesFor(DEFAULT_LOCALE, "errors"))) {
    // A counted message is matched by each of its English forms.
    for (const text of new Set(typeof message === "string" ? [message] : Object.values(message))) {
      if (!text) continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (!names.length) {
        exact.set(text, key);
        continue;
      }
      const source = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+?)");
      patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names });
    }
  }
  return { exact, patterns };
}

let index: ReturnType<typeof englishIndex> | undefined;

/** The catalogue's key and values for an English message, or null when it has none. */
export function errorKeyOf(message: string): { key: string; values: Record<string, string | number> } | null {
  index ??= englishIndex();
  const key = index.exact.get(message);
  if (key) return { key, values: {} };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    // A count picks the plural form, so it is a number again (as the English wrote it: 1000, not 1,000).
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, name === "count" && /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]]));
    return { key: pattern.key, values };
  }
  return null;
}

/**
 * An error message, as the domain or a service wrote it in English, in `locale`. Unknown messages
 * stay English: better understood than a key, and a test lists them (error-text.test.ts).
 */
export function errorInLanguage(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = errorKeyOf(message);
  if (!found) return message;
  return serverT(locale, "errors")(found.key as never, found.values);
}

/** A form's messages by field, each in `locale`. */
export function fieldErrorsInLanguage(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return fieldErrors;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, errorInLanguage(locale, message)]));
}
