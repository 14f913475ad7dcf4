// The weekly availability picker, as in onboarding (docs/product.md §4, §5): pick a day, pick hours
// (08:00–21:00), Apply; Apply needs at least two hours and stores one range for that day, from
// the earliest to the latest hour picked, replacing the day's hours, then clears the picks.
// A minimal one of our own until the onboarding wizard's shared picker exists.
import { useState } from "react";
import {
  AVAILABILITY_HOURS, MIN_SELECTED_HOURS, WEEKDAYS, rangeFromSelectedHours, sessionStartsOnWeekday, withDayClosed, withDayRange,
  type WeekdayKey, type WeeklyAvailability,
} from "#domain/availability";
import { Button } from "#app/components/ui/button";
import { weekdayName } from "#app/components/weekday-names";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { cn } from "#app/lib/cn";

const chip = "relative inline-flex min-h-10 min-w-[4.25rem] cursor-pointer items-center justify-center rounded-full border border-sand-300 bg-white px-3 text-sm text-ink has-[:checked]:border-cedar-900 has-[:checked]:bg-cedar-900 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember-500";

export function AvailabilityPicker({ schedule, onChange, sessionMinutes }: {
  schedule: WeeklyAvailability;
  onChange: (next: WeeklyAvailability) => void;
  /** For the number of sessions each day gets. */
  sessionMinutes: number;
}) {
  const [day, setDay] = useState<WeekdayKey>("1");
  const [hours, setHours] = useState<string[]>([]);
  const [said, setSaid] = useState("");
  const locale = useLocale();
  const t = useT("members");
  const dayLabel = weekdayName(locale, day);

  function apply() {
    const range = rangeFromSelectedHours(hours);
    if (!range) return;
    onChange(withDayRange(schedule, day, range));
    setHours([]);
    setSaid(t("availability.said", { day: dayLabel, start: range.start, end: range.end }));
  }
  function closeDay() {
    onChange(withDayClosed(schedule, day));
    setHours([]);
    setSaid(t("availability.saidClosed", { day: dayLabel }));
  }

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-cedar-900">{t("availability.day")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEKDAYS.map((d) => (
            <label key={d.value} className={chip}>
              <input type="radio" name="availability-day" value={d.value} checked={day === d.value} onChange={() => { setDay(d.value); setHours([]); }} aria-label={weekdayName(locale, d.value)} className="sr-only" />
              <span aria-hidden="true">{weekdayName(locale, d.value, "short")}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-cedar-900">{t("availability.hoursOn", { day: dayLabel })}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {AVAILABILITY_HOURS.map((h) => (
            <label key={h} className={chip}>
              <input
                type="checkbox"
                name="availability-hour"
                value={h}
                checked={hours.includes(h)}
                onChange={(e) => setHours((was) => (e.target.checked ? [...was, h] : was.filter((x) => x !== h)))}
                className="sr-only"
              />
              {h}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted">{t("availability.hint", { min: MIN_SELECTED_HOURS, day: dayLabel })}</p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={apply} disabled={hours.length < MIN_SELECTED_HOURS}>{t("availability.apply")}</Button>
        <Button variant="outline" size="sm" onClick={closeDay}>{t("availability.closeOn", { day: dayLabel })}</Button>
      </div>
      <p className="sr-only" aria-live="polite">{said}</p>
      <div>
        <h3 className="text-sm font-medium text-cedar-900">{t("availability.week")}</h3>
        <ul className="mt-2 divide-y divide-sand-100 rounded-xl border border-sand-200 text-sm">
          {WEEKDAYS.map((d) => {
            const ranges = schedule[d.value] ?? [];
            const sessions = sessionStartsOnWeekday(schedule, d.value, sessionMinutes).length;
            return (
              <li key={d.value} className={cn("flex flex-wrap items-center justify-between gap-2 px-3 py-2", d.value === day && "bg-sand-50")}>
                <span className="font-medium text-ink">{weekdayName(locale, d.value)}</span>
                <span className="text-cedar-700">
                  {ranges.length === 0 ? t("availability.closed") : t("availability.sessions", { ranges: ranges.map((r) => `${r.start}–${r.end}`).join(", "), count: sessions })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
