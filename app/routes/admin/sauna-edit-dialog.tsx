// Edit Sauna (docs/product.md §2): the listing's fields with the AI Website Scraper (sauna-fields.tsx), its
// photos and its weekly schedule, with the host's own editors from Sauna Settings. The server
// checks everything (domain/admin-sauna-edit.ts) and answers with a message per field: each shows
// beside its field, the first one gets the focus, and the foot of the form names them all.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { scheduleToEdit, type WeeklyAvailability } from "#domain/availability";
import { RECOMMENDED_PHOTOS, MAX_LISTING_PHOTOS } from "#domain/listing";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { AvailabilityPicker } from "#app/components/availability-picker";
import { ListingPhotosEditor } from "#app/components/listing-photos-editor";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { AdminT } from "./admin-meta";
import { SAUNA_FIELD_LABELS, SaunaFields, fieldErrorsSummary, saunaFieldValues } from "./sauna-fields";
import type { SaunasAction } from "./saunas";

const LABELS = { ...SAUNA_FIELD_LABELS, schedule: "field.schedule", keepBookedSessions: "field.schedule" } as const;

/** What the dialog is for: editing a listing (the default), or adding one by hand (add-sauna-dialog.tsx), its words in the page's language. */
export type SaunaFormMode = {
  intent: "update" | "add-sauna";
  title: string;
  description: (saunaName: string) => string;
  submit: { label: string; busy: string };
  done: (name: string) => { title: string; description: string };
  /** More fields after the listing's own (adding: live now or pending). */
  extra?: ReactNode;
};

const editMode = (t: AdminT): SaunaFormMode => ({
  intent: "update",
  title: t("saunas.edit.title"),
  description: (name) => t("edit.description", { name }),
  submit: { label: t("edit.save"), busy: t("edit.saving") },
  done: () => ({ title: t("toast.success"), description: t("edit.updated") }),
});

export function SaunaEditDialog({ sauna, onClose, mode: given }: { sauna: AdminSaunaRow; onClose: () => void; mode?: SaunaFormMode }) {
  const t = useT("admin");
  const locale = useLocale();
  const localePath = useLocalePath();
  const mode = given ?? editMode(t);
  const save = useFetcher<SaunasAction>();
  const [values, setValues] = useState(() => saunaFieldValues(sauna));
  const [schedule, setSchedule] = useState<WeeklyAvailability>(() => scheduleToEdit(sauna.weeklySchedule));
  const form = useRef<HTMLFormElement>(null);
  const ids = { photos: useId(), scheduleError: useId() };
  const saving = save.state !== "idle";
  const saveResult = save.state === "idle" && save.data?.intent === mode.intent ? save.data : undefined;
  const fieldErrors: Record<string, string> = saveResult && !saveResult.ok ? (saveResult.fieldErrors ?? {}) : {};
  const summary = saveResult && !saveResult.ok ? (fieldErrorsSummary(t, locale, fieldErrors, LABELS) ?? saveResult.error) : null;

  useEffect(() => {
    if (!saveResult) return;
    if (saveResult.ok) {
      showToast({ ...mode.done(values.name.trim()), variant: "success" });
      onClose(); // the list reloads after the save
      return;
    }
    showToast({ title: t("toast.error"), description: summary ?? saveResult.error, variant: "error" });
    // Take the admin to the first field to change (the dialog scrolls to it).
    form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [saveResult]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={mode.title}
      description={mode.description(sauna.name)}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      <save.Form ref={form} method="post" action={localePath("/admin/saunas")} className="mt-5 space-y-5" noValidate>
        <input type="hidden" name="intent" value={mode.intent} />
        <input type="hidden" name="saunaId" value={sauna.id} />
        <SaunaFields values={values} onChange={setValues} errors={fieldErrors} />

        {/* A listing being added has no photos or week yet: its host sets them, or an admin after adding it. */}
        {mode.intent === "update" && (
          <>
            <section aria-labelledby={ids.photos} className="space-y-2">
              <h3 id={ids.photos} className="text-sm font-semibold text-cedar-900">{t("edit.photos")}</h3>
              <p className="text-sm text-muted">{t("edit.photosHint", { recommended: RECOMMENDED_PHOTOS, max: MAX_LISTING_PHOTOS })}</p>
              <ListingPhotosEditor saunaId={sauna.id} photos={sauna.images} action={localePath("/admin/saunas/photos")} />
            </section>

            <fieldset className="space-y-3" aria-describedby={fieldErrors.schedule ? ids.scheduleError : undefined}>
              <legend className="text-sm font-semibold text-cedar-900">{t("field.schedule")}</legend>
              <p className="text-sm text-muted">{t("edit.scheduleHint", { minutes: sauna.sessionMinutes })}</p>
              <input type="hidden" name="schedule" value={JSON.stringify(schedule)} />
              <AvailabilityPicker schedule={schedule} onChange={setSchedule} sessionMinutes={sauna.sessionMinutes} />
              {fieldErrors.schedule && <p id={ids.scheduleError} className="text-sm text-red-800">{fieldErrors.schedule}</p>}
              {fieldErrors.keepBookedSessions && (
                <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  <p>{fieldErrors.keepBookedSessions}</p>
                  <label className="mt-3 flex cursor-pointer items-start gap-2 font-medium">
                    <input type="checkbox" name="keepBookedSessions" aria-invalid="true" className="mt-0.5 size-4 accent-sea-700" />
                    {t("edit.keepBooked")}
                  </label>
                </div>
              )}
            </fieldset>
          </>
        )}

        {mode.extra}
        {summary && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">{summary}</p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={saving}>{t("edit.cancel")}</Button>
          <Button type="submit" disabled={saving}>{saving ? mode.submit.busy : mode.submit.label}</Button>
        </div>
      </save.Form>
    </Dialog>
  );
}
