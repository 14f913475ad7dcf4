// Messages in the browser (docs/decisions/018-languages.md): the page's data carries the
// current language's messages for the namespaces it shows, and this reads them. No message
// library runs in the browser: a plain text, `{name}` placeholders, and counted things as one
// form per plural category of the language, chosen by Intl.PluralRules.
import { LOCALE_TAG, type Locale } from "#domain/locales";
import type enShell from "#domain/messages/en/shell.json";
import type enHome from "#domain/messages/en/home.json";
import type enCommon from "#domain/messages/en/common.json";
import type enSaunas from "#domain/messages/en/saunas.json";
import type enSauna from "#domain/messages/en/sauna.json";
import type enBooking from "#domain/messages/en/booking.json";
import type enBlog from "#domain/messages/en/blog.json";
import type enAuth from "#domain/messages/en/auth.json";
import type enVouchers from "#domain/messages/en/vouchers.json";
import type enOnboard from "#domain/messages/en/onboard.json";
import type enAccount from "#domain/messages/en/account.json";
import type enDashboard from "#domain/messages/en/dashboard.json";
import type enAdmin from "#domain/messages/en/admin.json";
import type enErrors from "#domain/messages/en/errors.json";
import type enEmails from "#domain/messages/en/emails.json";
import type enMembers from "#domain/messages/en/members.json";

/** Each namespace's messages, typed by the English file: the source of every key. */
export type Catalogues = {
  shell: typeof enShell;
  home: typeof enHome;
  common: typeof enCommon;
  saunas: typeof enSaunas;
  sauna: typeof enSauna;
  booking: typeof enBooking;
  blog: typeof enBlog;
  auth: typeof enAuth;
  vouchers: typeof enVouchers;
  onboard: typeof enOnboard;
  account: typeof enAccount;
  dashboard: typeof enDashboard;
  admin: typeof enAdmin;
  errors: typeof enErrors;
  emails: typeof enEmails;
  /** Components of signed-in pages: forms' photo and position fields, conversations, side menus. */
  members: typeof enMembers;
};
export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = Extract<keyof Catalogues[N], string>;

/** A text, or one text per plural category (`other` always; Irish has one, two, few, many too). */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Messages = Record<string, Message>;
export type Values = Record<string, string | number>;

const plurals = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<Locale, Intl.NumberFormat>();

function pluralRules(locale: Locale) {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(LOCALE_TAG[locale])));
  return rules;
}

/** Numbers as the language writes them (Intl, en-IE or ga-IE). */
export function formatNumber(locale: Locale, value: number): string {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(LOCALE_TAG[locale])));
  return format.format(value);
}

/**
 * The message `key` in `messages`, its placeholders filled. A counted message picks its form by
 * `values.count`. A key missing from the page's messages comes back as the key itself (the unit
 * tests keep every language's files complete; this shows a forgotten namespace plainly).
 */
export function translate(locale: Locale, messages: Messages | undefined, key: string, values?: Values): string {
  const message = messages?.[key];
  if (message === undefined) return key;
  const text = typeof message === "string"
    ? message
    : (message[pluralRules(locale).select(Number(values?.count ?? 0))] ?? message.other);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(locale, value) : value;
  });
}
