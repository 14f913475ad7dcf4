// The fields of a listing as an administrator fills them in (docs/product.md §2 Edit Sauna): the AI Website
// Scraper with the website, Name, Description (4 rows), County, Type, Location, Full Address,
// Capacity, the session prices (Price per Session is the private session's), Latitude,
// Longitude and the amenities. Edit Sauna shows them, and so can any admin form that makes a
// listing: the server checks them with AdminSaunaFieldsSchema and answers with a message per
// field, which shows beside its field.
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { COUNTIES, SAUNA_TYPES, CAPACITY_MAX, CAPACITY_MIN, GROUP_MIN_GUESTS } from "#domain/constants";
import { LISTING_AMENITIES, PRICE_RULE } from "#domain/listing";
import { LOCALE_TAG, type Locale } from "#domain/locales";
import { SAUNA_EDIT_LIMITS } from "#domain/sauna-moderation";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { Field } from "#app/components/field";
import { showToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { AdminT } from "./admin-meta";
import type { SaunasAction } from "./saunas";
import { useCountyName } from "#app/components/listing-option-labels";

/** The amenities offered as boxes: the sauna page's own (Sea View, WiFi) and the onboarding list (LISTING_AMENITIES). */
const AMENITY_CHOICES = ["Wood-Fired", "Sea View", "WiFi", ...LISTING_AMENITIES.map((a) => a.value).filter((n) => n !== "Wood-Fired")];

export type SaunaFieldValues = {
  website: string;
  name: string;
  description: string;
  county: string;
  type: string;
  location: string;
  address: string;
  capacity: string;
  privateSession: string;
  sharedSession: string;
  groupSession: string;
  latitude: string;
  longitude: string;
  amenities: string[];
};

/** A new listing's fields: nothing chosen yet. */
export const EMPTY_SAUNA_FIELDS: SaunaFieldValues = {
  website: "", name: "", description: "", county: "", type: "", location: "", address: "", capacity: "",
  privateSession: "", sharedSession: "", groupSession: "", latitude: "", longitude: "", amenities: [],
};

/** The stored listing's fields this form edits, as the admins' Saunas service lists them. */
type StoredSauna = Pick<
  AdminSaunaRow,
  "website" | "name" | "description" | "county" | "type" | "location" | "address" | "capacity" | "pricePrivate" | "priceShared" | "priceGroup" | "latitude" | "longitude" | "amenities"
>;

/** A stored listing as the form's text. */
export function saunaFieldValues(sauna: StoredSauna): SaunaFieldValues {
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  return {
    website: text(sauna.website), name: sauna.name, description: text(sauna.description), county: sauna.county, type: sauna.type,
    location: text(sauna.location), address: text(sauna.address), capacity: String(sauna.capacity),
    privateSession: String(sauna.pricePrivate), sharedSession: text(sauna.priceShared), groupSession: text(sauna.priceGroup),
    latitude: text(sauna.latitude), longitude: text(sauna.longitude), amenities: sauna.amenities,
  };
}

type FieldLabelKey =
  | "field.website" | "field.name" | "field.description" | "field.county" | "field.type" | "field.location" | "field.address"
  | "field.capacity" | "field.privateSession" | "field.sharedSession" | "field.groupSession" | "field.latitude" | "field.longitude"
  | "field.amenities" | "field.schedule";

/** How each field is named in a message that lists several ("Name, Capacity and Shared session"): keys of the `admin` messages. */
export const SAUNA_FIELD_LABELS: Record<string, FieldLabelKey> = {
  website: "field.website", name: "field.name", description: "field.description", county: "field.county", type: "field.type",
  location: "field.location", address: "field.address", capacity: "field.capacity", privateSession: "field.privateSession",
  sharedSession: "field.sharedSession", groupSession: "field.groupSession", latitude: "field.latitude", longitude: "field.longitude",
  amenities: "field.amenities",
};

/** One message for a form's field errors: the message itself for one, the fields' names, listed as the language lists, for several. */
export function fieldErrorsSummary(t: AdminT, locale: Locale, errors: Record<string, string>, labels: Record<string, FieldLabelKey>): string | null {
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  if (fields.length === 1) return errors[fields[0]];
  const names = [...new Set(fields.map((f) => (labels[f] ? t(labels[f]) : f)))];
  const listed = new Intl.ListFormat(LOCALE_TAG[locale], { type: "conjunction" }).format(names);
  return t("fields.checkThese", { fields: listed });
}

export const inputClass =
  "h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-ember-500 aria-[invalid=true]:border-red-600 disabled:opacity-60 sm:text-sm";

export function SaunaFields({
  values,
  onChange,
  errors,
}: {
  values: SaunaFieldValues;
  onChange: (change: (values: SaunaFieldValues) => SaunaFieldValues) => void;
  /** The server's message for each field that needs a change. */
  errors: Record<string, string | undefined>;
}) {
  const amenitiesErrorId = useId();
  const t = useT("admin");
  const countyName = useCountyName();
  const set = (name: Exclude<keyof SaunaFieldValues, "amenities">) => (value: string) => onChange((v) => ({ ...v, [name]: value }));
  const amenityChoices = [...AMENITY_CHOICES, ...values.amenities.filter((a) => !AMENITY_CHOICES.includes(a))];
  const toggleAmenity = (name: string, on: boolean) =>
    onChange((v) => ({ ...v, amenities: on ? [...v.amenities, name] : v.amenities.filter((a) => a !== name) }));
  const euro = (name: "privateSession" | "sharedSession" | "groupSession", label: string, help: string) => (
    <Field look="admin" label={label} error={errors[name]} hint={help}>
      {(props) => (
        <input
          {...props}
          name={name}
          type="number"
          inputMode="numeric"
          min={PRICE_RULE.min}
          max={PRICE_RULE.max}
          step={PRICE_RULE.step}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <>
      <WebsiteScraper website={values.website} error={errors.website} onWebsite={set("website")} onExtracted={onChange} />
      <Field look="admin" label={t("field.name")} error={errors.name}>
        {(props) => <input {...props} name="name" required maxLength={SAUNA_EDIT_LIMITS.name} value={values.name} onChange={(e) => set("name")(e.target.value)} className={inputClass} />}
      </Field>
      <Field look="admin" label={t("field.description")} error={errors.description}>
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
        <Field look="admin" label={t("field.county")} error={errors.county}>
          {(props) => (
            <select {...props} name="county" value={values.county} onChange={(e) => set("county")(e.target.value)} className={inputClass}>
              {!values.county && <option value="">{t("fields.chooseCounty")}</option>}
              {values.county && !COUNTIES.includes(values.county as never) && <option value={values.county}>{values.county}</option>}
              {COUNTIES.map((c) => <option key={c} value={c}>{countyName(c)}</option>)}
            </select>
          )}
        </Field>
        <Field look="admin" label={t("field.type")} error={errors.type}>
          {(props) => (
            <select {...props} name="type" value={values.type} onChange={(e) => set("type")(e.target.value)} className={inputClass}>
              {!values.type && <option value="">{t("fields.chooseType")}</option>}
              {SAUNA_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field look="admin" label={t("field.location")} error={errors.location}>
        {(props) => <input {...props} name="location" maxLength={SAUNA_EDIT_LIMITS.location} value={values.location} onChange={(e) => set("location")(e.target.value)} placeholder={t("fields.locationPlaceholder")} className={inputClass} />}
      </Field>
      <Field look="admin" label={t("field.address")} error={errors.address}>
        {(props) => <input {...props} name="address" maxLength={SAUNA_EDIT_LIMITS.address} value={values.address} onChange={(e) => set("address")(e.target.value)} autoComplete="off" className={inputClass} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field look="admin" label={t("field.capacity")} error={errors.capacity}>
          {(props) => <input {...props} name="capacity" type="number" inputMode="numeric" min={CAPACITY_MIN} max={CAPACITY_MAX} step={1} value={values.capacity} onChange={(e) => set("capacity")(e.target.value)} className={inputClass} />}
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-cedar-900">{t("fields.prices")}</legend>
        <p className="text-sm text-muted">{t("fields.pricesHint", { step: PRICE_RULE.step })}</p>
        <div className="grid gap-5 sm:grid-cols-3">
          {euro("privateSession", t("fields.privateSession"), t("fields.privateSessionHint"))}
          {euro("sharedSession", t("fields.sharedSession"), t("fields.sharedSessionHint"))}
          {euro("groupSession", t("fields.groupSession"), t("fields.groupSessionHint", { min: GROUP_MIN_GUESTS }))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field look="admin" label={t("field.latitude")} error={errors.latitude}>
          {(props) => <input {...props} name="latitude" type="number" inputMode="decimal" min={-90} max={90} step="any" value={values.latitude} onChange={(e) => set("latitude")(e.target.value)} className={inputClass} />}
        </Field>
        <Field look="admin" label={t("field.longitude")} error={errors.longitude}>
          {(props) => <input {...props} name="longitude" type="number" inputMode="decimal" min={-180} max={180} step="any" value={values.longitude} onChange={(e) => set("longitude")(e.target.value)} className={inputClass} />}
        </Field>
      </div>
      <fieldset aria-describedby={errors.amenities ? amenitiesErrorId : undefined}>
        <legend className="text-sm font-semibold text-cedar-900">{t("field.amenities")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {amenityChoices.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="amenities" value={name} checked={values.amenities.includes(name)} onChange={(e) => toggleAmenity(name, e.target.checked)} className="size-4 accent-ember-600" />
              {name}
            </label>
          ))}
        </div>
        {errors.amenities && <p id={amenitiesErrorId} className="mt-1 text-sm text-red-800">{errors.amenities}</p>}
      </fieldset>
    </>
  );
}

/**
 * The AI Website Scraper (docs/product.md §2, §5): the website, and 'Extract Info', which reads it on the
 * server; only what the site gave overwrites the form, once per answer.
 */
function WebsiteScraper({ website, error, onWebsite, onExtracted }: {
  website: string;
  error?: string;
  onWebsite: (website: string) => void;
  onExtracted: (change: (values: SaunaFieldValues) => SaunaFieldValues) => void;
}) {
  const extract = useFetcher<SaunasAction>();
  const scraping = extract.state !== "idle";
  const t = useT("admin");
  const localePath = useLocalePath();

  // Set while rendering, as React advises for state that follows new data.
  const [appliedExtract, setAppliedExtract] = useState<unknown>(undefined);
  // A refusal shows under the website, inside the dialog, where the admin is looking: the toast
  // alone sat behind the dialog, outside what it lets a screen reader read. It goes when the
  // website is changed.
  const [refusal, setRefusal] = useState<string | null>(null);
  const extracted = extract.state === "idle" && extract.data?.intent === "extract" ? extract.data : undefined;
  if (extracted && extracted !== appliedExtract) {
    setAppliedExtract(extracted);
    setRefusal(extracted.ok ? null : extracted.error || t("saunas.extract.failed"));
    if (extracted.ok) {
      const { description, pricePerSession, capacity, address, amenities } = extracted.details;
      onExtracted((v) => ({
        ...v,
        ...(description ? { description } : {}),
        ...(pricePerSession !== undefined ? { privateSession: String(pricePerSession) } : {}),
        ...(capacity !== undefined ? { capacity: String(capacity) } : {}),
        ...(address ? { address } : {}),
        ...(amenities?.length ? { amenities } : {}),
      }));
    }
  }

  useEffect(() => {
    const result = extract.data;
    if (extract.state !== "idle" || !result) return;
    if (result.intent === "extract" && result.ok) showToast({ title: t("toast.success"), description: t("fields.scrapeSucceeded"), variant: "success" });
    // The spec's catalogue toast too ('Error' and the message), as Save Changes does.
    else showToast({ title: t("toast.error"), description: (!result.ok && result.error) || t("saunas.extract.failed"), variant: "error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; `t` is new each render but says the same
  }, [extract.state, extract.data]);

  function extractInfo() {
    if (!website.trim()) {
      setRefusal(t("fields.websiteRequired"));
      showToast({ title: t("toast.error"), description: t("fields.websiteRequired"), variant: "error" });
      return;
    }
    setRefusal(null);
    extract.submit({ intent: "extract", url: website }, { method: "post", action: localePath("/admin/saunas") });
  }

  return (
    <section aria-labelledby="scraper-heading" className="rounded-2xl border border-sea-600/30 bg-sea-600/5 p-4">
      <h3 id="scraper-heading" className="mb-2 flex items-center gap-2 font-semibold text-sea-900">
        <Sparkles className="size-4" aria-hidden="true" /> {t("fields.scraper")}
      </h3>
      <Field look="admin" label={t("field.website")} error={refusal ?? error} alert={refusal !== null} hint={t("fields.websiteHint")}>
        {(props) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...props}
              name="website"
              type="url"
              inputMode="url"
              placeholder={t("fields.websitePlaceholder")}
              maxLength={SAUNA_EDIT_LIMITS.website}
              value={website}
              onChange={(e) => {
                setRefusal(null);
                onWebsite(e.target.value);
              }}
              className={inputClass}
            />
            <Button type="button" variant="secondary" className="shrink-0" disabled={!website.trim() || scraping} onClick={extractInfo}>
              <Sparkles aria-hidden="true" /> {scraping ? t("fields.scraping") : t("fields.extract")}
            </Button>
          </div>
        )}
      </Field>
    </section>
  );
}
