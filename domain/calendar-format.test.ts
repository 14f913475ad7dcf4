// Irish dates are written from names kept in the code, since browsers lack Irish calendar data:
// they must be exactly what CLDR (Node's full ICU) writes, for every style on every day of a year
// and at times across the day; English goes through Intl unchanged.
import { describe, expect, it } from "vitest";
import { CALENDAR_STYLES, formatCalendar, type CalendarStyle } from "./calendar-format";

const styles = Object.keys(CALENDAR_STYLES) as CalendarStyle[];
const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1, 0, 30) + i * 86_400_000 + (i % 24) * 3_600_000));

describe("formatCalendar", () => {
  it.each(styles)("writes %s in Irish as CLDR does, all year round", (style) => {
    const cldr = new Intl.DateTimeFormat("ga-IE", { ...CALENDAR_STYLES[style], hourCycle: "h23", timeZone: "Europe/Dublin" });
    const different = days.filter((d) => formatCalendar(d, "ga", style) !== cldr.format(d));
    expect(different.map((d) => `${d.toISOString()}: ${formatCalendar(d, "ga", style)} ≠ ${cldr.format(d)}`)).toEqual([]);
  });

  it("writes English with Intl's en-IE, on Irish time or the calendar asked for", () => {
    const late = new Date("2026-06-30T23:30:00Z");
    expect(formatCalendar(late, "en", "date")).toBe("1 Jul 2026");
    expect(formatCalendar(late, "en", "date", "UTC")).toBe("30 Jun 2026");
    expect(formatCalendar(late, "ga", "date", "UTC")).toBe("30 Meith 2026");
    expect(formatCalendar(late, "en", "longDateTime")).toBe("1 July 2026 at 00:30");
    expect(formatCalendar(late, "ga", "longDate")).toBe("Dé Céadaoin 1 Iúil 2026");
  });
});
