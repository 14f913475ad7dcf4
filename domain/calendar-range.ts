// A range of dates in a page's language ("1–14 Dec", "7 Márta – 9 Aib"): a mobile sauna's stop.
// Apart from calendar-format.ts, so only the pages that show a range load it.
import { formatCalendar, intlCalendar, writesOwnCalendar } from "./calendar-format";
import type { Locale } from "./locales";

/**
 * From `start` to `end` (dates, in `style` "dayMonth" or "date") as `locale` writes a range:
 * "1–14 Dec", "7 Márta – 9 Aib"; the year on both ends when they are in different years.
 */
/** CLDR's range separator: an en dash between thin spaces. */
const DASH = "\u2009–\u2009";
/**
 * The spaces around the dash in Intl's range, which differ by ICU version: Node's writes thin
 * spaces, Chromium's plain ones, and a page rendered on the server would not hydrate in the
 * browser. Written the one way (CLDR's today); "1–14 Dec" has none and stays so.
 */
const INTL_DASH = /\s+–\s+/;

export function formatCalendarRange(start: Date, end: Date, locale: Locale, style: "dayMonth" | "date", timeZone = "Europe/Dublin"): string {
  if (!writesOwnCalendar(locale)) return intlCalendar(locale, style, timeZone).formatRange(start, end).replace(INTL_DASH, DASH);
  const [from, to] = [formatCalendar(start, locale, "date", timeZone), formatCalendar(end, locale, "date", timeZone)];
  if (from === to) return formatCalendar(start, locale, style, timeZone);
  const [[fromDay, ...fromRest], [toDay, ...toRest]] = [from.split(" "), to.split(" ")];
  const [fromYear, toYear] = [fromRest.pop(), toRest.pop()];
  if (fromYear !== toYear) return `${from}${DASH}${to}`;
  const year = style === "date" ? ` ${toYear}` : "";
  const fromMonth = fromRest.join(" ");
  const toMonth = toRest.join(" ");
  return fromMonth === toMonth ? `${fromDay}${DASH}${toDay} ${toMonth}${year}` : `${fromDay} ${fromMonth}${DASH}${toDay} ${toMonth}${year}`;
}
