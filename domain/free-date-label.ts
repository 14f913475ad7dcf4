// A day as /saunas and the home hero name it: 'Sat 5 Dec', 'Sath 5 Noll' (written on the server
// for /saunas, app/routes/saunas/date-labels.tsx; apart from free-windows.ts, which pages load).
import { formatCalendar } from "./calendar-format";
import type { Locale } from "./locales";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date (YYYY-MM-DD) as a chip or a card says it: 'Sat 5 Dec' ('Sath 5 Noll' in Irish). */
export function freeDateLabel(date: string, locale: Locale = "en"): string {
  if (!DATE.test(date)) return date;
  // Without the comma Intl puts after an English weekday, so the server and every browser write it alike.
  return formatCalendar(new Date(`${date}T12:00:00Z`), locale, "shortWeekdayDayMonth", "UTC").replace(",", "");
}
