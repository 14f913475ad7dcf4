// The admin pages' own formats, in the page's language (domain/format.ts has the site-wide ones):
// a moment in Irish time ("22 Nov, 14:05" in the Dashboard's activity, "22 Nov 2026, 14:05" in a
// booking's ledger) and a commission rate ("15%", "12.5%").
import { LOCALE_TAG, type Locale } from "#domain/locales";

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: Date | string, locale: Locale, { year = true }: { year?: boolean } = {}): string {
  const id = `${locale}:${year}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAG[locale], { day: "numeric", month: "short", ...(year ? { year: "numeric" } : {}), hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Dublin" });
    formats.set(id, format);
  }
  return format.format(new Date(value));
}

/** A rate as a percentage, as the language writes it: 0.15 → "15%", 0.125 → "12.5%". */
export function formatPercent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: "percent", maximumFractionDigits: 2 }).format(rate);
}
