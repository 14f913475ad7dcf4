// Formatting with the Intl APIs (docs/product.md §9 Display and locale: en-IE, Europe/Dublin), in
// a page's language when given (ga-IE for Irish pages and Irish-speaking recipients).
// English is the default, so code not yet told the language keeps today's output.

import { LOCALE_TAG, type Locale } from "./locales";

/** One Intl formatter per language and kind, made on first use. */
function formatterOf<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(LOCALE_TAG[locale])));
    return format;
  };
}

const euro = formatterOf((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" }));
const wholeEuro = formatterOf((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }));
const clock = formatterOf((tag) => new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Dublin" }));

// One money format: what someone pays, is paid or gets back (totals, ledgers,
// refunds, earnings) always shows cents; list prices (cards, price lists, the map) show whole
// euro when they are whole, everywhere alike.

/** €45.00: totals, ledgers, refunds, earnings. */
export function formatMoney(amount: number | string, locale: Locale = "en"): string {
  return euro(locale).format(Number(amount));
}

/** €45 for whole amounts, €42.50 otherwise: list prices only (cards, price lists, the map). */
export function formatPrice(amount: number | string, locale: Locale = "en"): string {
  const n = Number(amount);
  return Number.isInteger(n) ? wholeEuro(locale).format(n) : euro(locale).format(n);
}

/** 14:05, Irish time: a moment within the day (when a hold on a booking ends). */
export function formatTimeOfDay(value: Date, locale: Locale = "en"): string {
  return clock(locale).format(value);
}

/** Ratings show one decimal, 0.0 when there are none (docs/product.md §9). */
export function formatRating(rating: number | string | null | undefined): string {
  return (Number(rating) || 0).toFixed(1);
}

/** Initials for the avatar: the first two letters of the e-mail address (spec: navigation bar). */
export function emailInitials(email: string): string {
  return email.slice(0, 2).toUpperCase();
}

const IRELAND: Record<Locale, string> = { en: "Ireland", ga: "Éire" };

/** "Kinsale, Cork, Ireland": a sauna's town (when known) and county, as a booking shows where it is. */
export function formatPlace(sauna: { location: string | null; county: string }, locale: Locale = "en"): string {
  return [...new Set([sauna.location?.trim(), sauna.county, IRELAND[locale]].filter(Boolean))].join(", ");
}
