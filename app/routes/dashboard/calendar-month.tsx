// The Calendar's month view: previous and next month, today ringed, booked days with their count,
// days with guests on a waitlist, closed (blacked-out) days and days the host's own calendar is busy. Choosing a day shows its
// sessions beside the grid. The grid is react-day-picker's, so arrow keys, Home/End and Page
// Up/Down move between days as in any accessible date grid.
import { createContext, useContext, useMemo, useState } from "react";
import { DayPicker, DayButton, type DayButtonProps } from "react-day-picker";
import { TIME_ZONE } from "#domain/session-slots";
import { cn } from "#app/lib/cn";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { BookedDay } from "#server/features/hosts/host-calendar.service";
import { dayName, dayOf, keyOf, pickerClassNames, pickerLanguage } from "./calendar-picker";

export function CalendarMonth({ month, day, today, bookedDays, waitingDays, closedDays, busyDays, onMonthChange, onDayChange }: {
  month: string;
  day: string;
  today: string;
  bookedDays: BookedDay[];
  waitingDays: { date: string; waiting: number }[];
  closedDays: string[];
  busyDays: string[];
  onMonthChange: (month: string) => void;
  onDayChange: (day: string) => void;
}) {
  const t = useT("dashboard");
  const locale = useLocale();
  const { gridLabels, ...language } = pickerLanguage(locale);
  const marks = useMemo(
    () => ({ booked: new Map(bookedDays.map((b) => [b.date, b])), waiting: new Map(waitingDays.map((w) => [w.date, w.waiting])), closed: new Set(closedDays), busy: new Set(busyDays) }),
    [bookedDays, waitingDays, closedDays, busyDays],
  );
  const { booked, waiting, closed, busy } = marks;
  // The month on screen changes at once, before the address and the month's data do: the arrow
  // keys move focus onto a day of the next month, which must be on screen to take it.
  const [shown, setShown] = useState(month);
  const [requested, setRequested] = useState(month);
  if (month !== requested) {
    setRequested(month);
    setShown(month);
  }

  return (
    <Marks.Provider value={marks}>
      <DayPicker
        mode="single"
        required
        selected={dayOf(day)}
        onSelect={(date) => onDayChange(keyOf(date))}
        month={dayOf(`${shown}-01`)}
        onMonthChange={(date) => {
          setShown(keyOf(date).slice(0, 7));
          onMonthChange(keyOf(date).slice(0, 7));
        }}
        today={dayOf(today)}
        timeZone={TIME_ZONE}
        {...language}
        weekStartsOn={1}
        classNames={pickerClassNames}
        components={{ DayButton: CalendarDayButton }}
        labels={{
          ...gridLabels,
          labelDayButton: (date, modifiers) => {
            const key = keyOf(date);
            const b = booked.get(key);
            return [
              dayName(date, locale),
              modifiers.today ? t("cal.today") : null,
              b ? `${t("bookings.count", { count: b.bookings })}, ${t("panel.guests", { count: b.guests })}` : null,
              waiting.has(key) ? t("bookings.onWaitlist", { count: waiting.get(key) ?? 0 }) : null,
              closed.has(key) ? t("cal.closedForBookings") : null,
              busy.has(key) ? t("cal.busyOwn") : null,
            ].filter(Boolean).join(", ");
          },
          labelPrevious: () => t("cal.previousMonth"),
          labelNext: () => t("cal.nextMonth"),
        }}
      />
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-cedar-700" aria-label={t("cal.key")}>
        <li className="flex items-center gap-1.5"><span className="rounded-full bg-sea-700 px-1.5 text-[11px] font-semibold leading-4 text-white">2</span>{t("cal.keyBookings")}</li>
        <li className="flex items-center gap-1.5"><span className="size-1.5 rounded-full bg-amber-400" />{t("cal.keyWaitlist")}</li>
        <li className="flex items-center gap-1.5"><span className="inline-block size-4 rounded bg-red-50 ring-1 ring-red-200" />{t("cal.keyClosed")}</li>
        <li className="flex items-center gap-1.5"><span className="size-1.5 rounded-full bg-ember-600" />{t("cal.keyBusy")}</li>
        <li className="flex items-center gap-1.5"><span className="inline-block size-4 rounded ring-2 ring-ember-500" />{t("cal.keyToday")}</li>
      </ul>
    </Marks.Provider>
  );
}

type DayMarks = { booked: Map<string, BookedDay>; waiting: Map<string, number>; closed: Set<string>; busy: Set<string> };
const Marks = createContext<DayMarks>({ booked: new Map(), waiting: new Map(), closed: new Set(), busy: new Set() });

/**
 * The day's number, with what is on it: a count of bookings, a cross when closed, a dot for busy
 * time, another for guests on a waitlist. A component of its own (reading the marks from context), so the grid's buttons keep
 * their identity, and the keyboard focus, when the page re-renders.
 */
function CalendarDayButton({ day: calendarDay, modifiers, children, className, ...props }: DayButtonProps) {
  const { booked, waiting, closed, busy } = useContext(Marks);
  const key = keyOf(calendarDay.date);
  const b = booked.get(key);
  return (
    <DayButton day={calendarDay} modifiers={modifiers} className={cn(className, "h-12 sm:h-16", closed.has(key) && "bg-red-50 text-red-900 hover:bg-red-100")} {...props}>
      <span>{children}</span>
      {b ? (
        <span className="mt-0.5 rounded-full bg-sea-700 px-1.5 text-[11px] font-semibold leading-4 text-white">{b.bookings}</span>
      ) : closed.has(key) ? (
        <span className="mt-0.5 text-[11px] font-medium leading-4" aria-hidden="true">✕</span>
      ) : null}
      {busy.has(key) && <span className="absolute right-1.5 top-1.5 size-1.5 rounded-full bg-ember-600" aria-hidden="true" />}
      {waiting.has(key) && <span className="absolute left-1.5 top-1.5 size-1.5 rounded-full bg-amber-400" aria-hidden="true" />}
    </DayButton>
  );
}
