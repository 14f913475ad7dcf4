// en-IE formatting with the Intl APIs (docs/product.md §9 Display and locale: en-IE, Europe/Dublin).

import { LOCALE_TAG, type Locale } from "./locales";

const euro = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const wholeEuro = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const day = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Dublin" });

// One money format (issue 11): what someone pays, is paid or gets back (totals, ledgers,
// refunds, earnings) always shows cents; list prices (cards, price lists, the map) show whole
// euro when they are whole, everywhere alike.

const euroIn = new Map<Locale, Intl.NumberFormat>([["en", euro]]);

/** €45.00: totals, ledgers, refunds, earnings; in a page's language when given (issue 26). */
export function formatMoney(amount: number | string, locale: Locale = "en"): string {
  let format = euroIn.get(locale);
  if (!format) euroIn.set(locale, (format = new Intl.NumberFormat(LOCALE_TAG[locale], { style: "currency", currency: "EUR" })));
  return format.format(Number(amount));
}

/** €45 for whole amounts, €42.50 otherwise: list prices only (cards, price lists, the map). */
export function formatPrice(amount: number | string): string {
  const n = Number(amount);
  return Number.isInteger(n) ? wholeEuro.format(n) : euro.format(n);
}

/** 22 Nov 2026 */
export function formatDate(value: Date | string): string {
  const d = typeof value === "string" ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return day.format(d);
}

const clock = new Intl.DateTimeFormat("en-IE", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Dublin" });

/** 14:05, Irish time: a moment within the day (when a hold on a booking ends). */
export function formatTimeOfDay(value: Date): string {
  return clock.format(value);
}

/** Ratings show one decimal, 0.0 when there are none (docs/product.md §9). */
export function formatRating(rating: number | string | null | undefined): string {
  return (Number(rating) || 0).toFixed(1);
}

/** Initials for the avatar: the first two letters of the e-mail address (spec: navigation bar). */
export function emailInitials(email: string): string {
  return email.slice(0, 2).toUpperCase();
}

const longDay = new Intl.DateTimeFormat("en-IE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Dublin" });

/** Saturday 7 June 2026: a session's date where there is room for it (e-mail). */
export function formatLongDate(value: Date | string): string {
  const d = typeof value === "string" ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return longDay.format(d);
}

/** "Kinsale, Cork, Ireland": a sauna's town (when known) and county, as a booking shows where it is. */
export function formatPlace(sauna: { location: string | null; county: string }): string {
  return [...new Set([sauna.location?.trim(), sauna.county, "Ireland"].filter(Boolean))].join(", ");
}
