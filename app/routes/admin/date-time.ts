// A moment as the admin pages show it, in the page's language and Irish time: "22 Nov, 14:05" in
// the Dashboard's activity, "22 Nov 2026, 14:05" in a booking's ledger. (domain/format.ts has
// the site-wide date and time formats; these two are the admin pages' own.)
import { LOCALE_TAG, type Locale } from "#domain/locales";

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: Date | string, locale: Locale, { year = true }: { year?: boolean } = {}): string {
  const id = `${locale}:${year}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAG[locale], { day: "numeric", month: "short", ...(year ? { year: "numeric" } : {}), hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });
    formats.set(id, format);
  }
  return format.format(new Date(value));
}
