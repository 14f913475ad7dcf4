// Sauna Settings: the host's own calendar (.ics). Saving asks the background import to read it
// at once (decision 011); it is read again every half hour, and its busy times block overlapping
// sessions. Says plainly that it is importing, when it last worked, or why it didn't, and when it
// was read only part of the way. While it imports, the page asks again every few seconds.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { formatCalendar } from "#domain/calendar-format";
import { Field } from "#app/components/field";
import { Input } from "#app/components/ui/input";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { CalendarImportView, action as settingsAction } from "./settings";

/** A hidden calendar address's shape, as Google Calendar gives it: the same in every language. */
const ICS_EXAMPLE = "https://calendar.google.com/calendar/ical/…/basic.ics";

/** How often, and for how long, the page asks whether an import has finished (it takes seconds). */
const CHECK_EVERY_MS = 2_000;
const CHECK_FOR_MS = 120_000;

/** Loads the page's data again every few seconds while `importing`, for a while at most. */
function useCheckWhileImporting(importing: boolean) {
  const revalidator = useRevalidator();
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!importing) {
      since.current = null;
      return;
    }
    since.current ??= Date.now();
    if (revalidator.state !== "idle" || Date.now() - since.current > CHECK_FOR_MS) return;
    const timer = setTimeout(() => void revalidator.revalidate(), CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [importing, revalidator]);
}

export function CalendarImportSection({ saunaId, calendarImport }: { saunaId: string; calendarImport: CalendarImportView }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const when = { format: (at: Date) => formatCalendar(at, locale, "dayMonthTime") };
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const { url, checkedAt, error, busyTimes, cutShortNotice, importing } = calendarImport;
  useCheckWhileImporting(importing);
  return (
    <Section
      id="calendar-import"
      title={t("ics.title")}
      description={t("ics.description")}
    >
      <fetcher.Form method="post" noValidate className="space-y-3">
        <SectionFields intent="calendar-import" saunaId={saunaId} />
        <Field id="ics-url" label={t("ics.address")} hint={t("ics.addressHint")} error={errors.icsUrl}>
          {(aria) => <Input {...aria} name="icsUrl" type="url" inputMode="url" maxLength={2000} defaultValue={url ?? ""} placeholder={ICS_EXAMPLE} />}
        </Field>
        {url && (
          <div role="status" className={`space-y-2 rounded-xl p-3 text-sm ${!importing && (error || cutShortNotice) ? "border border-amber-300 bg-amber-50 text-amber-950" : "bg-sand-50 text-cedar-900"}`}>
            <p>
              {importing
                ? t("ics.importingNow")
                : error
                ? `${checkedAt ? `${t("ics.lastTried", { when: when.format(new Date(checkedAt)) })} ` : ""}${error}`
                : checkedAt
                  ? t("ics.imported", { when: when.format(new Date(checkedAt)), count: busyTimes })
                  : t("ics.waiting")}
            </p>
            {!importing && !error && checkedAt && cutShortNotice && <p>{cutShortNotice}</p>}
          </div>
        )}
        <SaveButton busy={busy}>{busy ? t("ics.importing") : url ? t("ics.saveImport") : t("common.save")}</SaveButton>
      </fetcher.Form>
    </Section>
  );
}
