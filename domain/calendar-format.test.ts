// Irish dates are written from names kept in the code, since browsers lack Irish calendar data:
// they must be exactly what CLDR (Node's full ICU) writes, for every style on every day of a year
// and at times across the day; English goes through Intl unchanged.
import { describe, expect, it } from "vitest";
import { calendarOptions, formatCalendar, type CalendarStyle } from "./calendar-format";
import { formatCalendarRange } from "./calendar-range";

const styles: CalendarStyle[] = ["date", "longDate", "weekdayDayMonth", "shortWeekdayDayMonth", "dayMonth", "dayLongMonth", "monthYear", "shortMonthYear", "month", "weekday", "shortWeekday", "dayMonthTime", "dateTime", "longDateTime"];
const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1, 0, 30) + i * 86_400_000 + (i % 24) * 3_600_000));

describe("formatCalendar", () => {
  it.each(styles)("writes %s in Irish as CLDR does, all year round", (style) => {
    const cldr = new Intl.DateTimeFormat("ga-IE", { ...calendarOptions(style), timeZone: "Europe/Dublin" });
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

describe("formatCalendarRange", () => {
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  const ends = ["2026-03-07", "2026-03-09", "2026-04-09", "2026-09-30", "2027-01-02"];
  it.each(["dayMonth", "date"] as const)("writes %s ranges in Irish as CLDR does", (style) => {
    const cldr = new Intl.DateTimeFormat("ga-IE", { ...calendarOptions(style), timeZone: "UTC" });
    for (const start of ["2026-03-07", "2026-09-01"]) for (const end of ends.filter((e) => e >= start)) {
      expect(formatCalendarRange(noon(start), noon(end), "ga", style, "UTC"), `${start} – ${end}`).toBe(cldr.formatRange(noon(start), noon(end)));
    }
  });

  it("writes English ranges with Intl", () => {
    expect(formatCalendarRange(noon("2026-12-01"), noon("2026-12-14"), "en", "dayMonth", "UTC")).toBe("1–14 Dec");
  });
});
