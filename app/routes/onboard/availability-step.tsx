// Step 3: the weekly schedule picker (docs/product.md §4): pick a day, pick hours (08:00–21:00), Apply keeps
// one range per day from the earliest to the latest hour picked, replacing that day's range and
// clearing the picks; every other day keeps its hours (the default ones until the host changes
// them). Each day shows the session start times its range gives. And an optional .ics address of
// the host's own calendar (imported on the server by the calendar import).
import { useState } from "react";
import {
  AVAILABILITY_HOURS, DEFAULT_DAY_RANGE, isDefaultWeek, MIN_SELECTED_HOURS, rangeFromSelectedHours, sessionStartsInRange, WEEKDAYS, withDayClosed, withDayRange,
  type WeekdayKey,
} from "#domain/availability";
import { hasOffPeakSession } from "#domain/booking-pricing";
import { OffPeakWarning } from "#app/components/off-peak-warning";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { OnboardingDraft } from "./draft";
import { controlClass, Field, FieldError } from "./field";
import { weekdayName } from "#app/components/weekday-names";
import { fieldId, type FieldErrors } from "./step-errors";

type Availability = OnboardingDraft["availability"];

const toggleClass = (on: boolean) =>
  cn("rounded-full border px-3 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50", on ? "border-sea-700 bg-sea-700 text-white" : "border-sand-300 bg-white text-ink hover:bg-sand-50");

export function AvailabilityStep({ availability, sessionMinutes, offPeak, errors, onChange }: {
  availability: Availability;
  sessionMinutes: number;
  /** The host set an off-peak rate in step 2: say so if these hours leave it nothing to apply to. */
  offPeak: boolean;
  errors: FieldErrors;
  onChange: (change: (a: Availability) => Availability) => void;
}) {
  const t = useT("onboard");
  const locale = useLocale();
  const [day, setDay] = useState<WeekdayKey | null>(null);
  const [hours, setHours] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const range = rangeFromSelectedHours(hours);
  const dayLabel = day ? weekdayName(locale, day) : "";
  const untouched = isDefaultWeek(availability.schedule);
  const scheduleId = fieldId("availability.schedule");

  function pickDay(key: WeekdayKey) {
    setDay(key);
    setHours([]);
  }
  function apply() {
    if (!day || !range) return;
    onChange((a) => ({ ...a, schedule: withDayRange(a.schedule, day, range) }));
    setAnnouncement(t("availability.announceOpen", { day: dayLabel, start: range.start, end: range.end }));
    setHours([]);
  }
  function clearDay(key: WeekdayKey) {
    onChange((a) => ({ ...a, schedule: withDayClosed(a.schedule, key) }));
    setAnnouncement(t("availability.announceClosed", { day: weekdayName(locale, key) }));
  }

  return (
    <div className="space-y-8">
      <div className="rounded-2xl border border-sand-200 p-4 sm:p-5">
        <div role="group" aria-labelledby="onboard-pick-day">
          <p id="onboard-pick-day" className="text-sm font-medium text-cedar-900">{t("availability.pickDay")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {WEEKDAYS.map((d) => (
              <button key={d.value} type="button" aria-pressed={day === d.value} onClick={() => pickDay(d.value)} className={toggleClass(day === d.value)}>
                {weekdayName(locale, d.value)}
              </button>
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby="onboard-pick-hours" aria-describedby="onboard-pick-hours-hint" className="mt-6">
          <p id="onboard-pick-hours" className="text-sm font-medium text-cedar-900">{day ? t("availability.pickHoursFor", { day: dayLabel }) : t("availability.pickHours")}</p>
          <p id="onboard-pick-hours-hint" className="mt-1 text-sm text-muted">
            {day ? t("availability.pickAtLeast", { count: MIN_SELECTED_HOURS }) : t("availability.pickDayFirst")}
          </p>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
            {AVAILABILITY_HOURS.map((h) => {
              const on = hours.includes(h);
              return (
                <button key={h} type="button" disabled={!day} aria-pressed={on} onClick={() => setHours((current) => (on ? current.filter((x) => x !== h) : [...current, h]))} className={toggleClass(on)}>
                  {h}
                </button>
              );
            })}
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button variant="secondary" onClick={apply} disabled={!day || !range}>{t("availability.apply")}</Button>
          <p className="text-sm text-muted">
            {day && range
              ? t("availability.range", { day: dayLabel, start: range.start, end: range.end })
              : day ? t("availability.picked", { picked: hours.length, count: MIN_SELECTED_HOURS }) : ""}
          </p>
        </div>
        <p className="sr-only" aria-live="polite">{announcement}</p>
      </div>

      <div id={scheduleId} tabIndex={-1} className="outline-none" aria-describedby={errors["availability.schedule"] ? `${scheduleId}-error` : undefined}>
        <h2 className="font-serif text-lg text-cedar-900">{t("availability.week")}</h2>
        <p className="mt-1 text-sm text-muted">
          {untouched
            ? t("availability.untouched", { start: DEFAULT_DAY_RANGE.start, end: DEFAULT_DAY_RANGE.end })
            : t("availability.sessionsLast", { count: sessionMinutes })}
        </p>
        <ul className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200">
          {WEEKDAYS.map((d) => {
            const dayRange = availability.schedule[d.value]?.[0];
            const starts = dayRange ? sessionStartsInRange(dayRange, sessionMinutes) : [];
            const dayError = errors[`availability.schedule.${d.value}`];
            const id = fieldId(`availability.schedule.${d.value}`);
            const name = weekdayName(locale, d.value);
            return (
              <li key={d.value} id={id} tabIndex={-1} className="flex flex-col gap-2 p-3 outline-none sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {name}
                    <span className="ml-2 font-normal text-cedar-700">
                      {dayRange
                        ? `${dayRange.start}–${dayRange.end}`
                        : untouched ? t("availability.default", { range: `${DEFAULT_DAY_RANGE.start}–${DEFAULT_DAY_RANGE.end}` }) : t("availability.closed")}
                    </span>
                  </p>
                  {dayRange && (
                    <p className={cn("text-sm", starts.length ? "text-muted" : "font-medium text-red-800")}>
                      {starts.length ? t("availability.startsAt", { times: starts.join(", ") }) : t("availability.nothingFits", { count: sessionMinutes })}
                    </p>
                  )}
                  <FieldError id={id} error={dayError} />
                </div>
                {dayRange && (
                  <Button variant="ghost" size="sm" className="-ml-4 self-start sm:ml-0 sm:self-auto" onClick={() => clearDay(d.value)} aria-label={t("availability.closeOn", { day: name })}>{t("availability.close")}</Button>
                )}
              </li>
            );
          })}
        </ul>
        <FieldError id={scheduleId} error={errors["availability.schedule"]} />
        {offPeak && sessionMinutes > 0 && !hasOffPeakSession(untouched ? null : availability.schedule, sessionMinutes) && <OffPeakWarning className="mt-3" />}
      </div>

      <Field
        name="availability.icsUrl"
        label={t("availability.ics")}
        optional
        hint={t("availability.icsHint")}
        error={errors["availability.icsUrl"]}
      >
        {(control) => (
          <input {...control} type="url" inputMode="url" value={availability.icsUrl} onChange={(e) => onChange((a) => ({ ...a, icsUrl: e.target.value }))} maxLength={2000} placeholder={t("urlPlaceholder")} className={cn(controlClass, "h-11")} />
        )}
      </Field>
    </div>
  );
}
