// Sauna Settings: the listing's details, under the onboarding wizard's rules, plus what only a
// live listing shows: the type guests filter by, the town, a phone number and a website.
import { COUNTIES, SAUNA_TYPES } from "#domain/constants";
import { SAUNA_STYLES } from "#domain/listing";
import { PHONE_MAX_LENGTH } from "#domain/phone";
import { Field } from "#app/components/field";
import { Input } from "#app/components/ui/input";
import { useSection } from "#app/lib/use-section";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { SaveButton, Section, SectionFields, selectClass, textareaClass } from "./settings-form";
import type { action as settingsAction } from "./settings";

export function DetailsSection({ saunaId, details }: { saunaId: string; details: SaunaSettings["details"] }) {
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  return (
    <Section id="details" title="Details" description="What guests read about your sauna, and where to find it.">
      <fetcher.Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <SectionFields intent="details" saunaId={saunaId} />
        <Field id="sauna-name" label="Sauna name" error={errors.name} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="name" required maxLength={120} defaultValue={details.name} />}
        </Field>
        <Field id="sauna-description" label="Description" error={errors.description} className="sm:col-span-2">
          {(aria) => <textarea {...aria} name="description" required maxLength={4000} rows={5} defaultValue={details.description} className={textareaClass} />}
        </Field>
        <Field id="sauna-type" label="Type guests see" hint="Guests filter the listing and the map by these." error={errors.type}>
          {(aria) => (
            <select {...aria} name="type" defaultValue={details.type} className={selectClass}>
              {SAUNA_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-style" label="Kind of sauna" error={errors.style}>
          {(aria) => (
            <select {...aria} name="style" defaultValue={details.style} className={selectClass}>
              <option value="">Not set</option>
              {SAUNA_STYLES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-address" label="Address" error={errors.address} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="address" required maxLength={300} defaultValue={details.address} autoComplete="street-address" />}
        </Field>
        <Field id="sauna-location" label="Town or area" hint="Shown on cards, e.g. Salthill." error={errors.location}>
          {(aria) => <Input {...aria} name="location" maxLength={120} defaultValue={details.location} />}
        </Field>
        <Field id="sauna-county" label="County" error={errors.county}>
          {(aria) => (
            <select {...aria} name="county" defaultValue={details.county} className={selectClass}>
              {[...COUNTIES].sort().map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-eircode" label="Eircode (optional)" error={errors.eircode}>
          {(aria) => <Input {...aria} name="eircode" maxLength={8} defaultValue={details.eircode} autoComplete="postal-code" placeholder="D02 X285" />}
        </Field>
        <Field id="sauna-phone" label="Phone (optional)" error={errors.phone}>
          {(aria) => <Input {...aria} name="phone" type="tel" maxLength={PHONE_MAX_LENGTH} defaultValue={details.phone} autoComplete="tel" />}
        </Field>
        <Field id="sauna-website" label="Website (optional)" error={errors.website} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="website" type="url" maxLength={300} defaultValue={details.website} placeholder="https://" />}
        </Field>
        <div className="sm:col-span-2"><SaveButton busy={busy}>Save details</SaveButton></div>
      </fetcher.Form>
    </Section>
  );
}
