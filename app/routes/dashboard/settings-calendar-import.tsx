// Sauna Settings: the host's own calendar (.ics). Saving imports it at once; it is read again
// every half hour, and its busy times block overlapping sessions. Says plainly when it last
// worked, or why it didn't, and when it was read only part of the way.
import { CALENDAR_CUT_SHORT_HELP, calendarCutShortNotice } from "#domain/calendar-import";
import { Field } from "#app/components/field";
import { Input } from "#app/components/ui/input";
import { useSection } from "#app/lib/use-section";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { action as settingsAction } from "./settings";

const when = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

export function CalendarImportSection({ saunaId, calendarImport }: { saunaId: string; calendarImport: SaunaSettings["calendarImport"] }) {
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const { url, checkedAt, error, busyTimes, cutShortAt } = calendarImport;
  return (
    <Section
      id="calendar-import"
      title="Your own calendar"
      description="Paste the .ics address of a calendar you keep elsewhere (in Google Calendar: Settings, then 'Secret address in iCal format'). Whenever it shows you busy, guests can't book an overlapping session."
    >
      <fetcher.Form method="post" noValidate className="space-y-3">
        <SectionFields intent="calendar-import" saunaId={saunaId} />
        <Field id="ics-url" label="Calendar address (.ics)" hint="Leave empty to stop using your own calendar." error={errors.icsUrl}>
          {(aria) => <Input {...aria} name="icsUrl" type="url" inputMode="url" maxLength={2000} defaultValue={url ?? ""} placeholder="https://calendar.google.com/calendar/ical/…/basic.ics" />}
        </Field>
        {url && (
          <div role="status" className={`space-y-2 rounded-xl p-3 text-sm ${error || cutShortAt ? "border border-amber-300 bg-amber-50 text-amber-950" : "bg-sand-50 text-cedar-900"}`}>
            <p>
              {error
                ? `${checkedAt ? `Last tried ${when.format(new Date(checkedAt))}: ` : ""}${error}`
                : checkedAt
                  ? `Imported ${when.format(new Date(checkedAt))}. ${busyTimes} busy ${busyTimes === 1 ? "time" : "times"} ahead ${busyTimes === 1 ? "blocks" : "block"} overlapping sessions. Checked again every half hour.`
                  : "Waiting for the first import."}
            </p>
            {!error && checkedAt && cutShortAt && <p>{calendarCutShortNotice(cutShortAt)} {CALENDAR_CUT_SHORT_HELP}</p>}
          </div>
        )}
        <SaveButton busy={busy}>{busy ? "Importing..." : url ? "Save and import now" : "Save"}</SaveButton>
      </fetcher.Form>
    </Section>
  );
}
