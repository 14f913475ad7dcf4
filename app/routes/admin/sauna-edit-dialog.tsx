// Edit Sauna (spec §2): the AI Website Scraper ('Extract Info') and every field of the listing;
// the server checks them all (domain/admin-sauna-edit.ts) and answers with a message per field.
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { COUNTIES, SAUNA_TYPES, CAPACITY_MAX, CAPACITY_MIN } from "#domain/constants";
import { LISTING_AMENITIES } from "#domain/listing";
import { SAUNA_EDIT_LIMITS, SAUNA_UPDATED, SCRAPE_FAILED, SCRAPE_SUCCEEDED, WEBSITE_URL_REQUIRED } from "#domain/sauna-moderation";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { cn } from "#app/lib/cn";
import type { SaunasAction } from "./saunas";

/** The amenities offered as boxes: the sauna page's own (Sea View, WiFi) and the onboarding eleven. */
const AMENITY_CHOICES = ["Wood-Fired", "Sea View", "WiFi", ...LISTING_AMENITIES.map((a) => a.name).filter((n) => n !== "Wood-Fired")];

type FormValues = {
  website: string;
  name: string;
  description: string;
  county: string;
  type: string;
  location: string;
  address: string;
  capacity: string;
  pricePerSession: string;
  latitude: string;
  longitude: string;
  amenities: string[];
};

function valuesOf(sauna: AdminSaunaRow): FormValues {
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  return {
    website: text(sauna.website),
    name: sauna.name,
    description: text(sauna.description),
    county: sauna.county,
    type: sauna.type,
    location: text(sauna.location),
    address: text(sauna.address),
    capacity: String(sauna.capacity),
    pricePerSession: String(sauna.pricePerSession),
    latitude: text(sauna.latitude),
    longitude: text(sauna.longitude),
    amenities: sauna.amenities,
  };
}

const inputClass =
  "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 aria-[invalid=true]:border-red-600 disabled:opacity-60 sm:text-sm";

/** What the dialog is for: editing a listing (the default), or adding one by hand (add-sauna-dialog.tsx). */
export type SaunaFormMode = {
  intent: "update" | "add-sauna";
  title: string;
  description: (saunaName: string) => string;
  submit: { label: string; busy: string };
  done: (name: string) => { title: string; description: string };
  /** More fields after the listing's own (adding: live now or pending). */
  extra?: ReactNode;
};

const EDIT_MODE = {
  intent: "update",
  title: "Edit Sauna",
  description: (name) => `Correct the details of ${name}. Changes show on its public page as soon as they are saved.`,
  submit: { label: "Save Changes", busy: "Saving..." },
  done: () => SAUNA_UPDATED,
} satisfies SaunaFormMode;

export function SaunaEditDialog({ sauna, onClose, mode = EDIT_MODE }: { sauna: AdminSaunaRow; onClose: () => void; mode?: SaunaFormMode }) {
  const save = useFetcher<SaunasAction>();
  const extract = useFetcher<SaunasAction>();
  const [values, setValues] = useState(() => valuesOf(sauna));
  const set = (name: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const saving = save.state !== "idle";
  const scraping = extract.state !== "idle";
  const saveResult = save.data?.intent === mode.intent ? save.data : undefined;
  const fieldErrors = saveResult && !saveResult.ok ? (saveResult.fieldErrors ?? {}) : {};

  useEffect(() => {
    if (save.state !== "idle" || !saveResult) return;
    if (saveResult.ok) {
      showToast({ ...mode.done(values.name.trim()), variant: "success" });
      onClose(); // the list reloads after the save
    } else {
      showToast({ title: "Error", description: saveResult.error, variant: "error" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer once
  }, [save.state, saveResult]);

  // Spec §5: only what the site gave overwrites the form, once per answer (set while rendering,
  // as React advises for state that follows new data).
  const [appliedExtract, setAppliedExtract] = useState<unknown>(undefined);
  const extracted = extract.state === "idle" && extract.data?.intent === "extract" ? extract.data : undefined;
  if (extracted && extracted !== appliedExtract) {
    setAppliedExtract(extracted);
    if (extracted.ok) {
      const { description, pricePerSession, capacity, address, amenities } = extracted.details;
      setValues((v) => ({
        ...v,
        ...(description ? { description } : {}),
        ...(pricePerSession !== undefined ? { pricePerSession: String(pricePerSession) } : {}),
        ...(capacity !== undefined ? { capacity: String(capacity) } : {}),
        ...(address ? { address } : {}),
        ...(amenities?.length ? { amenities } : {}),
      }));
    }
  }

  useEffect(() => {
    const result = extract.data;
    if (extract.state !== "idle" || !result) return;
    if (result.intent === "extract" && result.ok) showToast({ title: "Success", description: SCRAPE_SUCCEEDED, variant: "success" });
    else showToast({ title: "Error", description: (!result.ok && result.error) || SCRAPE_FAILED, variant: "error" });
  }, [extract.state, extract.data]);

  function extractInfo() {
    if (!values.website.trim()) {
      showToast({ title: "Error", description: WEBSITE_URL_REQUIRED, variant: "error" });
      return;
    }
    extract.submit({ intent: "extract", saunaId: sauna.id, url: values.website }, { method: "post", action: "/admin/saunas" });
  }

  const amenityChoices = [...AMENITY_CHOICES, ...values.amenities.filter((a) => !AMENITY_CHOICES.includes(a))];
  const toggleAmenity = (name: string, on: boolean) =>
    setValues((v) => ({ ...v, amenities: on ? [...v.amenities, name] : v.amenities.filter((a) => a !== name) }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={mode.title}
      description={mode.description(sauna.name)}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      <save.Form method="post" action="/admin/saunas" className="mt-5 space-y-5" noValidate>
        <input type="hidden" name="intent" value={mode.intent} />
        <input type="hidden" name="saunaId" value={sauna.id} />

        <section aria-labelledby="scraper-heading" className="rounded-2xl border border-sea-600/30 bg-sea-600/5 p-4">
          <h3 id="scraper-heading" className="mb-2 flex items-center gap-2 font-semibold text-sea-900">
            <Sparkles className="size-4" aria-hidden="true" /> AI Website Scraper
          </h3>
          <Field label="Website URL" error={fieldErrors.website} help="Enter the sauna's website and Extract Info will fill in the pricing, description and other details it finds there.">
            {(props) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  {...props}
                  name="website"
                  type="url"
                  inputMode="url"
                  placeholder="https://example.ie"
                  maxLength={SAUNA_EDIT_LIMITS.website}
                  value={values.website}
                  onChange={(e) => set("website")(e.target.value)}
                  className={inputClass}
                />
                <Button type="button" variant="secondary" className="shrink-0" disabled={!values.website.trim() || scraping} onClick={extractInfo}>
                  <Sparkles aria-hidden="true" /> {scraping ? "Scraping..." : "Extract Info"}
                </Button>
              </div>
            )}
          </Field>
        </section>

        <Field label="Name" error={fieldErrors.name}>
          {(props) => <input {...props} name="name" required maxLength={SAUNA_EDIT_LIMITS.name} value={values.name} onChange={(e) => set("name")(e.target.value)} className={inputClass} />}
        </Field>
        <Field label="Description" error={fieldErrors.description}>
          {(props) => (
            <textarea
              {...props}
              name="description"
              rows={4}
              maxLength={SAUNA_EDIT_LIMITS.description}
              value={values.description}
              onChange={(e) => set("description")(e.target.value)}
              className={cn(inputClass, "h-auto py-2")}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="County" error={fieldErrors.county}>
            {(props) => (
              <select {...props} name="county" value={values.county} onChange={(e) => set("county")(e.target.value)} className={inputClass}>
                {!COUNTIES.includes(values.county as never) && <option value={values.county}>{values.county}</option>}
                {COUNTIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            )}
          </Field>
          <Field label="Type" error={fieldErrors.type}>
            {(props) => (
              <select {...props} name="type" value={values.type} onChange={(e) => set("type")(e.target.value)} className={inputClass}>
                {SAUNA_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
              </select>
            )}
          </Field>
        </div>
        <Field label="Location" error={fieldErrors.location}>
          {(props) => <input {...props} name="location" maxLength={SAUNA_EDIT_LIMITS.location} value={values.location} onChange={(e) => set("location")(e.target.value)} placeholder="Town or area, e.g. Salthill" className={inputClass} />}
        </Field>
        <Field label="Full Address" error={fieldErrors.address}>
          {(props) => <input {...props} name="address" maxLength={SAUNA_EDIT_LIMITS.address} value={values.address} onChange={(e) => set("address")(e.target.value)} autoComplete="off" className={inputClass} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Capacity" error={fieldErrors.capacity}>
            {(props) => <input {...props} name="capacity" type="number" inputMode="numeric" min={CAPACITY_MIN} max={CAPACITY_MAX} step={1} value={values.capacity} onChange={(e) => set("capacity")(e.target.value)} className={inputClass} />}
          </Field>
          <Field label="Price per Session (€)" error={fieldErrors.pricePerSession}>
            {(props) => <input {...props} name="pricePerSession" type="number" inputMode="decimal" min={0} max={SAUNA_EDIT_LIMITS.maxPrice} step="0.01" value={values.pricePerSession} onChange={(e) => set("pricePerSession")(e.target.value)} className={inputClass} />}
          </Field>
          <Field label="Latitude" error={fieldErrors.latitude}>
            {(props) => <input {...props} name="latitude" type="number" inputMode="decimal" min={-90} max={90} step="any" value={values.latitude} onChange={(e) => set("latitude")(e.target.value)} className={inputClass} />}
          </Field>
          <Field label="Longitude" error={fieldErrors.longitude}>
            {(props) => <input {...props} name="longitude" type="number" inputMode="decimal" min={-180} max={180} step="any" value={values.longitude} onChange={(e) => set("longitude")(e.target.value)} className={inputClass} />}
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-cedar-900">Amenities</legend>
          <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {amenityChoices.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="amenities" value={name} checked={values.amenities.includes(name)} onChange={(e) => toggleAmenity(name, e.target.checked)} className="size-4 accent-ember-600" />
                {name}
              </label>
            ))}
          </div>
          {fieldErrors.amenities && <p className="mt-1 text-sm text-red-800">{fieldErrors.amenities}</p>}
        </fieldset>

        {mode.extra}
        {saveResult && !saveResult.ok && Object.keys(fieldErrors).length === 0 && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">{saveResult.error}</p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" disabled={saving}>{saving ? mode.submit.busy : mode.submit.label}</Button>
        </div>
      </save.Form>
    </Dialog>
  );
}

/** A labelled field with its help text and its error, wired for screen readers. */
function Field({
  label,
  error,
  help,
  children,
}: {
  label: string;
  error?: string;
  help?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-cedar-900">{label}</label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {help && <p id={`${id}-help`} className="mt-1 text-sm text-muted">{help}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}
