// Sauna Settings: prices (private required, shared and group optional, in steps of €5) and the
// off-peak rate, under the onboarding wizard's rules. New prices apply to bookings made from now on.
// An off-peak rate the saved hours give no session to is said plainly, not refused.
import { useState } from "react";
import { hasOffPeakSession, OFF_PEAK_BEFORE } from "#domain/booking-pricing";
import { GROUP_MIN_GUESTS } from "#domain/constants";
import { OFF_PEAK_RANGE, PRICE_RULE } from "#domain/listing";
import { Field } from "#app/components/field";
import { OffPeakWarning } from "#app/components/off-peak-warning";
import { Input } from "#app/components/ui/input";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { action as settingsAction } from "./settings";

export function PricesSection({ saunaId, prices, sessions }: { saunaId: string; prices: SaunaSettings["prices"]; sessions: SaunaSettings["sessions"] }) {
  const t = useT("dashboard");
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const [offPeak, setOffPeak] = useState(prices.offPeakPercent !== null);
  const euro = (id: string, name: string, label: string, value: number | null, hint: string, required = false) => (
    <Field id={id} label={label} hint={hint} error={errors[name]}>
      {(aria) => (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-cedar-700" aria-hidden="true">€</span>
          <Input {...aria} name={name} type="number" inputMode="numeric" min={PRICE_RULE.min} max={PRICE_RULE.max} step={PRICE_RULE.step} required={required} defaultValue={value ?? ""} className="pl-8" />
        </div>
      )}
    </Field>
  );
  return (
    <Section id="prices" title={t("prices.title")} description={t("prices.description")}>
      <fetcher.Form method="post" noValidate className="space-y-4">
        <SectionFields intent="prices" saunaId={saunaId} />
        <div className="grid gap-4 sm:grid-cols-3">
          {euro("price-private", "privateSession", t("prices.private"), prices.pricePrivate, t("prices.privateHint"), true)}
          {euro("price-shared", "sharedSession", t("prices.shared"), prices.priceShared, t("prices.sharedHint"))}
          {euro("price-group", "groupSession", t("prices.group"), prices.priceGroup, t("prices.groupHint", { min: GROUP_MIN_GUESTS }))}
        </div>
        <div className="rounded-xl border border-sand-200 p-3">
          <label className="relative flex cursor-pointer items-center justify-between gap-4">
            <span className="text-sm font-medium text-cedar-900">{t("prices.offPeak", { time: OFF_PEAK_BEFORE })}</span>
            <input type="checkbox" role="switch" name="offPeakDiscount" checked={offPeak} onChange={(e) => setOffPeak(e.target.checked)} className="peer sr-only" />
            <span aria-hidden="true" className="relative h-6 w-11 shrink-0 rounded-full bg-sand-300 transition peer-checked:bg-sea-600 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-ember-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5" />
          </label>
          {offPeak && (
            <Field id="off-peak-rate" label={t("prices.offPeakRate")} error={errors.offPeakRate} className="mt-3 max-w-48">
              {(aria) => <Input {...aria} name="offPeakRate" type="number" inputMode="numeric" min={OFF_PEAK_RANGE.min} max={OFF_PEAK_RANGE.max} step={1} required defaultValue={prices.offPeakPercent ?? ""} />}
            </Field>
          )}
          {offPeak && !hasOffPeakSession(sessions.schedule, sessions.sessionMinutes) && <OffPeakWarning className="mt-3" />}
        </div>
        <SaveButton busy={busy}>{t("prices.save")}</SaveButton>
      </fetcher.Form>
    </Section>
  );
}
