// Sauna Settings: the listing's details, under the onboarding wizard's rules, plus what only a
// live listing shows: the type guests filter by, the town, a phone number and a website.
import { SAUNA_TYPES } from "#domain/constants";
import { SAUNA_STYLES } from "#domain/listing";
import { PHONE_MAX_LENGTH } from "#domain/phone";
import { Field } from "#app/components/field";
import { SAUNA_TYPE_KEYS } from "#app/components/labels";
import { SAUNA_STYLE_KEY, useCountyOptions } from "#app/components/listing-option-labels";
import { Input } from "#app/components/ui/input";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { SaveButton, Section, SectionFields, selectClass, textareaClass } from "./settings-form";
import type { action as settingsAction } from "./settings";

/** An Eircode's shape and a web address's start: the same in every language. */
const EIRCODE_EXAMPLE = "D02 X285";
const URL_START = "https://";

export function DetailsSection({ saunaId, details }: { saunaId: string; details: SaunaSettings["details"] }) {
  const t = useT("dashboard");
  const tm = useT("members");
  const tc = useT("common");
  const counties = useCountyOptions();
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  return (
    <Section id="details" title={t("details.title")} description={t("details.description")}>
      <fetcher.Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <SectionFields intent="details" saunaId={saunaId} />
        <Field id="sauna-name" label={t("details.name")} error={errors.name} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="name" required maxLength={120} defaultValue={details.name} />}
        </Field>
        <Field id="sauna-description" label={t("details.descriptionField")} error={errors.description} className="sm:col-span-2">
          {(aria) => <textarea {...aria} name="description" required maxLength={4000} rows={5} defaultValue={details.description} className={textareaClass} />}
        </Field>
        <Field id="sauna-type" label={t("details.type")} hint={t("details.typeHint")} error={errors.type}>
          {(aria) => (
            <select {...aria} name="type" defaultValue={details.type} className={selectClass}>
              {SAUNA_TYPES.map((type) => <option key={type} value={type}>{tc(SAUNA_TYPE_KEYS[type])}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-style" label={t("details.style")} error={errors.style}>
          {(aria) => (
            <select {...aria} name="style" defaultValue={details.style} className={selectClass}>
              <option value="">{t("details.notSet")}</option>
              {SAUNA_STYLES.map((s) => <option key={s.value} value={s.value}>{tm(SAUNA_STYLE_KEY[s.value])}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-address" label={t("details.address")} error={errors.address} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="address" required maxLength={300} defaultValue={details.address} autoComplete="street-address" />}
        </Field>
        <Field id="sauna-location" label={t("details.town")} hint={t("details.townHint")} error={errors.location}>
          {(aria) => <Input {...aria} name="location" maxLength={120} defaultValue={details.location} />}
        </Field>
        <Field id="sauna-county" label={t("details.county")} error={errors.county}>
          {(aria) => (
            <select {...aria} name="county" defaultValue={details.county} className={selectClass}>
              {counties.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          )}
        </Field>
        <Field id="sauna-eircode" label={t("details.eircode")} error={errors.eircode}>
          {(aria) => <Input {...aria} name="eircode" maxLength={8} defaultValue={details.eircode} autoComplete="postal-code" placeholder={EIRCODE_EXAMPLE} />}
        </Field>
        <Field id="sauna-phone" label={t("account.phone")} error={errors.phone}>
          {(aria) => <Input {...aria} name="phone" type="tel" maxLength={PHONE_MAX_LENGTH} defaultValue={details.phone} autoComplete="tel" />}
        </Field>
        <Field id="sauna-website" label={t("details.website")} error={errors.website} className="sm:col-span-2">
          {(aria) => <Input {...aria} name="website" type="url" maxLength={300} defaultValue={details.website} placeholder={URL_START} />}
        </Field>
        <div className="sm:col-span-2"><SaveButton busy={busy}>{t("details.save")}</SaveButton></div>
      </fetcher.Form>
    </Section>
  );
}
