// Error messages in the reader's language (decision 021). Domain schemas and services keep
// writing their messages in English, as the product's texts (docs/product.md §8) and their tests
// say them: the English text is the message's identifier, as a msgid is in gettext. The `errors`
// catalogue (domain/messages/<locale>/errors.json) gives each one a key, its English words with
// `{placeholders}` where a part varies, and its words in each other language. Where an error
// reaches a person (attempt(), serviceLoader, the form gate, the sign-in page) it passes through
// `errorInLanguage` once: English comes back unchanged, byte for byte; another language gets its
// translation, or, for a message the catalogue does not have yet, the English (never a key).
//
// A part that varies is usually a name or a number, which stays as it is. Some parts are English
// themselves: a date, a weekday, a status, a list of sessions. Those are put in the language too,
// by the placeholder's name (`valueIn`): dates and weekdays are read back and written by the
// calendar formatters (english-dates.ts), and words are found in the catalogue's `value.<name>.*`
// entries, the same way as messages (a value may be a template itself: "{date} at {time}").
// Reading values back keeps the domain's English untouched and needs no message per value
// (statuses and moves alone would be some thirty near-identical messages; dates can't be listed).
// Where a value's words would change the sentence around them (an article, a mutation), the
// translation is written so they needn't: Edit Sauna's field names are quoted as the form shows them.
import { DEFAULT_LOCALE, type Locale } from "#domain/locales";
import { messagesFor, serverT } from "#server/i18n/messages";
import { englishDateIn, englishWeekdayIn } from "./english-dates";

type Pattern = { key: string; regex: RegExp; names: string[] };
type Index = { exact: Map<string, string>; patterns: Pattern[] };
type Found = { key: string; values: Record<string, string | number> };
/** A catalogue entry: a text, or one per plural form (domain/messages/translate.ts). */
type Message = string | Record<string, string | undefined>;

/** Catalogue entries that are the words of a value, not messages: `value.<placeholder>.<name>`. */
const VALUE_PREFIX = "value.";
/** What a placeholder captures: a time is digits, so "{date} at {time}" can't swallow what follows it. */
const CAPTURE: Record<string, string> = { time: "(\\d{1,2}:\\d{2})" };
/** Values that are lists, their items joined as services join them (host-settings.service.ts). */
const LIST_SEPARATOR = "; ";
const LISTS = new Set(["sessions"]);
/** Values read back by the calendar formatters, by placeholder name. */
const CALENDAR_VALUES: Record<string, (locale: Locale, english: string) => string | undefined> = {
  date: englishDateIn,
  dates: englishDateIn,
  weekday: englishWeekdayIn,
};

/** Each English text of some entries: exact ones in a map, those with placeholders as patterns. */
function indexOf(entries: [string, Message][]): Index {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, message] of entries) {
    // A counted message is matched by each of its English forms.
    for (const text of new Set(typeof message === "string" ? [message] : Object.values(message))) {
      if (!text) continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (!names.length) {
        exact.set(text, key);
        continue;
      }
      const words = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      const source = words.reduce((regex, part, i) => regex + (i ? (CAPTURE[names[i - 1]] ?? "(.+?)") : "") + part, "");
      patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names });
    }
  }
  return { exact, patterns };
}

/** The catalogue's messages, and the words of values by placeholder name. */
function englishIndex() {
  const entries = Object.entries(messagesFor(DEFAULT_LOCALE, "errors"));
  const valueEntries = new Map<string, [string, Message][]>();
  for (const entry of entries.filter(([key]) => key.startsWith(VALUE_PREFIX))) {
    const name = entry[0].split(".")[1];
    valueEntries.set(name, [...(valueEntries.get(name) ?? []), entry]);
  }
  return {
    messages: indexOf(entries.filter(([key]) => !key.startsWith(VALUE_PREFIX))),
    values: new Map([...valueEntries].map(([name, list]) => [name, indexOf(list)])),
  };
}

let index: ReturnType<typeof englishIndex> | undefined;
const englishIndexOnce = () => (index ??= englishIndex());

function match(within: Index, text: string): Found | null {
  const key = within.exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of within.patterns) {
    const found = pattern.regex.exec(text);
    if (!found) continue;
    // A count picks the plural form, so it is a number again (as the English wrote it: 1000, not 1,000).
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, name === "count" && /^\d+$/.test(found[i + 1]) ? Number(found[i + 1]) : found[i + 1]]));
    return { key: pattern.key, values };
  }
  return null;
}

/** The catalogue's key and values for an English message, or null when it has none. */
export function errorKeyOf(message: string): Found | null {
  return match(englishIndexOnce().messages, message);
}

/** The key of a value's words (`value.<name>.*`) for its English, or null when the catalogue has none. */
export function valueKeyOf(name: string, english: string): Found | null {
  const words = englishIndexOnce().values.get(name);
  return words ? match(words, english) : null;
}

/** A value as the English message carried it, in `locale`: unchanged when it is not English words or dates. */
function valueIn(locale: Locale, name: string, english: string): string {
  const calendar = CALENDAR_VALUES[name];
  if (calendar) return calendar(locale, english) ?? english;
  if (LISTS.has(name)) return english.split(LIST_SEPARATOR).map((item) => wordsIn(locale, name, item)).join(LIST_SEPARATOR);
  return wordsIn(locale, name, english);
}

/** A value (or a list's item) in the words of its `value.<name>.*` entry in `locale`. */
function wordsIn(locale: Locale, name: string, english: string): string {
  const found = valueKeyOf(name, english);
  return found ? inLanguage(locale, found) : english;
}

function inLanguage(locale: Locale, { key, values }: Found): string {
  const translated: Record<string, string | number> = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "number" ? value : valueIn(locale, name, value)]));
  return serverT(locale, "errors")(key as never, translated);
}

/**
 * An error message, as the domain or a service wrote it in English, in `locale`. Unknown messages
 * stay English: better understood than a key, and a test lists them (error-text.test.ts).
 */
export function errorInLanguage(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = errorKeyOf(message);
  if (!found) return message;
  return inLanguage(locale, found);
}

/** A form's messages by field, each in `locale`. */
export function fieldErrorsInLanguage(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return fieldErrors;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, errorInLanguage(locale, message)]));
}
