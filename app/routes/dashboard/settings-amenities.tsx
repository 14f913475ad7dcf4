// Sauna Settings: amenities (LISTING_AMENITIES: the spec's eleven and the four guests filter by), plus any the listing had from before (kept while ticked).
import { LISTING_AMENITIES } from "#domain/listing";
import { AMENITY_KEY } from "#app/components/listing-option-labels";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { action as settingsAction } from "./settings";

export function AmenitiesSection({ saunaId, amenities }: { saunaId: string; amenities: string[] }) {
  const t = useT("dashboard");
  const tm = useT("members");
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const known = new Set<string>(LISTING_AMENITIES.map((a) => a.value));
  // One the listing had from before is shown as it was written.
  const choices = [
    ...LISTING_AMENITIES.map((a) => ({ value: a.value as string, label: tm(AMENITY_KEY[a.value]) })),
    ...amenities.filter((a) => !known.has(a)).map((value) => ({ value, label: value })),
  ];
  return (
    <Section id="amenities" title={t("amenities.title")} description={t("amenities.description")}>
      <fetcher.Form method="post" noValidate>
        <SectionFields intent="amenities" saunaId={saunaId} />
        <fieldset>
          <legend className="sr-only">{t("amenities.title")}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {choices.map((a) => (
              <label key={a.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-200 px-3 py-2 text-sm has-[:checked]:border-sea-600 has-[:checked]:bg-sea-600/5">
                <input type="checkbox" name="amenities" value={a.value} defaultChecked={amenities.includes(a.value)} className="size-4 accent-sea-700" />
                {a.label}
              </label>
            ))}
          </div>
        </fieldset>
        {errors.amenities && <p role="alert" className="mt-2 text-sm text-red-700">{errors.amenities}</p>}
        <div className="mt-4"><SaveButton busy={busy}>{t("amenities.save")}</SaveButton></div>
      </fetcher.Form>
    </Section>
  );
}
