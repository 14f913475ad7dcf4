// Sauna Settings: capacity, session length and the weekly availability, saved together because
// together they decide the sessions. If the change would leave sessions already booked behind,
// the answer lists them; those that overlap nothing may be kept by ticking the box.
import { useState } from "react";
import type { WeeklyAvailability } from "#domain/availability";
import { hasOffPeakSession } from "#domain/booking-pricing";
import { CAPACITY_RANGE, DURATION_RULE } from "#domain/listing";
import { Field } from "#app/components/field";
import { OffPeakWarning } from "#app/components/off-peak-warning";
import { Input } from "#app/components/ui/input";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { AvailabilityPicker } from "#app/components/availability-picker";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { action as settingsAction } from "./settings";

export function SessionsSection({ saunaId, sessions, offPeakPercent }: { saunaId: string; sessions: SaunaSettings["sessions"]; offPeakPercent: number | null }) {
  const t = useT("dashboard");
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const [schedule, setSchedule] = useState<WeeklyAvailability>(sessions.schedule);
  const [duration, setDuration] = useState(String(sessions.sessionMinutes));
  const minutes = Number(duration) >= DURATION_RULE.min ? Number(duration) : sessions.sessionMinutes;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refusal = answer && !answer.ok && answer.intent === "sessions" ? answer.error : null;
  return (
    <Section id="sessions" title={t("sessions.title")} description={t("sessions.description")}>
      <fetcher.Form method="post" noValidate className="space-y-5">
        <SectionFields intent="sessions" saunaId={saunaId} />
        <input type="hidden" name="schedule" value={JSON.stringify(schedule)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="sauna-capacity" label={t("sessions.capacity")} error={errors.capacity}>
            {(aria) => <Input {...aria} name="capacity" type="number" inputMode="numeric" min={CAPACITY_RANGE.min} max={CAPACITY_RANGE.max} step={1} required defaultValue={sessions.capacity} />}
          </Field>
          <Field id="sauna-duration" label={t("sessions.length")} hint={t("sessions.lengthHint", { min: DURATION_RULE.min, step: DURATION_RULE.step })} error={errors.duration}>
            {(aria) => <Input {...aria} name="duration" type="number" inputMode="numeric" min={DURATION_RULE.min} max={DURATION_RULE.max} step={DURATION_RULE.step} required value={duration} onChange={(e) => setDuration(e.target.value)} />}
          </Field>
        </div>
        <AvailabilityPicker schedule={schedule} onChange={setSchedule} sessionMinutes={minutes} />
        {offPeakPercent !== null && !hasOffPeakSession(schedule, minutes) && <OffPeakWarning />}
        {errors.schedule && <p role="alert" className="text-sm text-red-700">{errors.schedule}</p>}
        {refusal && !errors.schedule && (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p>{refusal}</p>
            {errors.keepBookedSessions && (
              <label className="mt-3 flex cursor-pointer items-start gap-2 font-medium">
                <input type="checkbox" name="keepBookedSessions" className="mt-0.5 size-4 accent-sea-700" />
                {t("sessions.keep")}
              </label>
            )}
          </div>
        )}
        <SaveButton busy={busy}>{t("sessions.save")}</SaveButton>
      </fetcher.Form>
    </Section>
  );
}
