// Step 1: the sauna's details (docs/product.md §5 onboarding rules): name, description, kind, capacity,
// session length, amenities, photos and where it is.
import { CAPACITY_RANGE, DURATION_RULE, LISTING_AMENITIES, SAUNA_STYLES } from "#domain/listing";
import { SaunaPositionField } from "#app/components/sauna-position-field";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";
import type { OnboardingDraft } from "./draft";
import { ChoiceGroup, controlClass, Field } from "./field";
import { STYLE_KEYS } from "./listing-labels";
import { AMENITY_KEY, useCountyOptions } from "#app/components/listing-option-labels";
import { ListingPhotos } from "./listing-photos";
import { fieldId, type FieldErrors } from "./step-errors";

type Details = OnboardingDraft["saunaDetails"];

/** A number input's value: null when empty (the schema then asks for it). */
export function numberOrNull(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

export function DetailsStep({ details, errors, tileUrl, onChange }: {
  details: Details; errors: FieldErrors; tileUrl: string; onChange: (change: (details: Details) => Details) => void;
}) {
  const t = useT("onboard");
  const labels = useT("members");
  const counties = useCountyOptions();
  const set = <K extends keyof Details>(key: K, value: Details[K]) => onChange((d) => ({ ...d, [key]: value }));
  const setLocation = (key: keyof Details["location"], value: string) => onChange((d) => ({ ...d, location: { ...d.location, [key]: value } }));
  const toggleAmenity = (name: string) =>
    onChange((d) => ({ ...d, amenities: d.amenities.includes(name) ? d.amenities.filter((a) => a !== name) : [...d.amenities, name] }));

  return (
    <div className="space-y-8">
      <Field name="saunaDetails.name" label={t("details.name")} error={errors["saunaDetails.name"]}>
        {(control) => <input {...control} value={details.name} onChange={(e) => set("name", e.target.value)} maxLength={120} autoComplete="off" className={cn(controlClass, "h-11")} />}
      </Field>
      <Field name="saunaDetails.description" label={t("details.description")} hint={t("details.descriptionHint")} error={errors["saunaDetails.description"]}>
        {(control) => <textarea {...control} value={details.description} onChange={(e) => set("description", e.target.value)} rows={5} maxLength={4000} className={cn(controlClass, "py-3")} />}
      </Field>

      <ChoiceGroup name="saunaDetails.type" legend={t("details.type")} error={errors["saunaDetails.type"]}>
        <div className="grid gap-2 sm:grid-cols-2">
          {SAUNA_STYLES.map((style) => (
            <label key={style.value} className={cn("flex cursor-pointer items-start gap-3 rounded-2xl border p-3", details.type === style.value ? "border-ember-500 bg-sand-50" : "border-sand-200")}>
              <input type="radio" name="onboard-type" value={style.value} checked={details.type === style.value} onChange={() => set("type", style.value)} className="mt-1 accent-ember-600" />
              <span>
                <span className="block font-medium text-ink">{t(STYLE_KEYS[style.value].label)}</span>
                <span className="block text-sm text-muted">{t(STYLE_KEYS[style.value].note)}</span>
              </span>
            </label>
          ))}
        </div>
      </ChoiceGroup>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="saunaDetails.capacity" label={t("details.capacity")} hint={t("details.capacityHint", { min: CAPACITY_RANGE.min, max: CAPACITY_RANGE.max })} error={errors["saunaDetails.capacity"]}>
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={CAPACITY_RANGE.min} max={CAPACITY_RANGE.max} step={1} value={details.capacity ?? ""} onChange={(e) => set("capacity", numberOrNull(e.target.value))} className={cn(controlClass, "h-11")} />
          )}
        </Field>
        <Field name="saunaDetails.duration" label={t("details.duration")} hint={t("details.durationHint", { min: DURATION_RULE.min, step: DURATION_RULE.step })} error={errors["saunaDetails.duration"]}>
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={DURATION_RULE.min} max={DURATION_RULE.max} step={DURATION_RULE.step} value={details.duration ?? ""} onChange={(e) => set("duration", numberOrNull(e.target.value))} className={cn(controlClass, "h-11")} />
          )}
        </Field>
      </div>

      <ChoiceGroup name="saunaDetails.amenities" legend={t("details.amenities")} hint={t("details.amenitiesHint")} error={errors["saunaDetails.amenities"]}>
        <div className="grid gap-2 sm:grid-cols-2">
          {LISTING_AMENITIES.map((amenity) => {
            const on = details.amenities.includes(amenity.value);
            return (
              <label key={amenity.value} className={cn("flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm", on ? "border-sea-600 bg-sea-600/5" : "border-sand-200")}>
                <input type="checkbox" checked={on} onChange={() => toggleAmenity(amenity.value)} className="size-4 shrink-0 accent-sea-700" />
                <span className="text-ink">{labels(AMENITY_KEY[amenity.value])}</span>
              </label>
            );
          })}
        </div>
      </ChoiceGroup>

      <ListingPhotos photos={details.photos} onChange={(change) => onChange((d) => ({ ...d, photos: change(d.photos) }))} error={errors["saunaDetails.photos"]} />

      <fieldset className="space-y-6">
        <legend className="font-serif text-lg text-cedar-900">{t("details.location")}</legend>
        <Field name="saunaDetails.location.address" label={t("details.address")} error={errors["saunaDetails.location.address"]}>
          {(control) => <input {...control} value={details.location.address} onChange={(e) => setLocation("address", e.target.value)} maxLength={300} autoComplete="street-address" className={cn(controlClass, "h-11")} />}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="saunaDetails.location.county" label={t("details.county")} error={errors["saunaDetails.location.county"]}>
            {(control) => (
              <select {...control} value={details.location.county} onChange={(e) => setLocation("county", e.target.value)} className={cn(controlClass, "h-11")}>
                <option value="">{t("details.chooseCounty")}</option>
                {counties.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            )}
          </Field>
          <Field name="saunaDetails.location.eircode" label={t("details.eircode")} optional hint={t("details.eircodeHint")} error={errors["saunaDetails.location.eircode"]}>
            {(control) => <input {...control} value={details.location.eircode} onChange={(e) => setLocation("eircode", e.target.value)} maxLength={8} autoComplete="postal-code" className={cn(controlClass, "h-11 uppercase")} />}
          </Field>
        </div>
        <SaunaPositionField
          look="wizard"
          legend={t("details.mapPin")}
          value={{ latitude: details.location.latitude, longitude: details.location.longitude }}
          onChange={(pin) => onChange((d) => ({ ...d, location: { ...d.location, ...pin } }))}
          errors={{ latitude: errors["saunaDetails.location.latitude"], longitude: errors["saunaDetails.location.longitude"] }}
          tileUrl={tileUrl}
          ids={{ latitude: fieldId("saunaDetails.location.latitude"), longitude: fieldId("saunaDetails.location.longitude") }}
        />
      </fieldset>
    </div>
  );
}
