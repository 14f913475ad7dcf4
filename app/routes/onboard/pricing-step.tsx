// Step 2: prices (docs/product.md §5): private required, shared and group optional, all in steps of €5; an
// off-peak rate (docs/product.md §2 Owner onboarding wizard): a percentage off sessions starting before 16:00, Monday to Friday.
import { GROUP_MIN_GUESTS } from "#domain/constants";
import { OFF_PEAK_BEFORE } from "#domain/booking-pricing";
import { formatPrice } from "#domain/format";
import { OFF_PEAK_RANGE, PRICE_RULE } from "#domain/listing";
import { cn } from "#app/lib/cn";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { numberOrNull } from "./details-step";
import type { OnboardingDraft } from "./draft";
import { controlClass, Field, type ControlProps } from "./field";
import type { FieldErrors } from "./step-errors";

type Pricing = OnboardingDraft["pricing"];

function EuroInput({ control, value, onChange }: { control: ControlProps; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted" aria-hidden="true">€</span>
      <input
        {...control}
        type="number"
        inputMode="decimal"
        min={PRICE_RULE.min}
        max={PRICE_RULE.max}
        step={PRICE_RULE.step}
        value={value ?? ""}
        onChange={(e) => onChange(numberOrNull(e.target.value))}
        className={cn(controlClass, "h-11 pl-8")}
      />
    </div>
  );
}

export function PricingStep({ pricing, capacity, errors, onChange }: { pricing: Pricing; capacity: number | null; errors: FieldErrors; onChange: (change: (pricing: Pricing) => Pricing) => void }) {
  const t = useT("onboard");
  const locale = useLocale();
  const set = <K extends keyof Pricing>(key: K, value: Pricing[K]) => onChange((p) => ({ ...p, [key]: value }));
  // As a booking works it out: the discount rounded to cents, taken off the price.
  const example = pricing.privateSession && pricing.offPeakRate ? pricing.privateSession - Math.round(pricing.privateSession * pricing.offPeakRate) / 100 : null;
  return (
    <div className="space-y-8">
      <Field name="pricing.privateSession" label={t("pricing.private")} hint={t("pricing.privateHint")} error={errors["pricing.privateSession"]}>
        {(control) => <EuroInput control={control} value={pricing.privateSession} onChange={(v) => set("privateSession", v)} />}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="pricing.sharedSession" label={t("pricing.shared")} optional hint={t("pricing.sharedHint")} error={errors["pricing.sharedSession"]}>
          {(control) => <EuroInput control={control} value={pricing.sharedSession} onChange={(v) => set("sharedSession", v)} />}
        </Field>
        <Field
          name="pricing.groupSession"
          label={t("pricing.group", { min: GROUP_MIN_GUESTS })}
          optional
          hint={capacity !== null && capacity < GROUP_MIN_GUESTS ? t("pricing.groupTooSmall", { capacity, min: GROUP_MIN_GUESTS }) : t("pricing.groupHint", { min: GROUP_MIN_GUESTS })}
          error={errors["pricing.groupSession"]}
        >
          {(control) => <EuroInput control={control} value={pricing.groupSession} onChange={(v) => set("groupSession", v)} />}
        </Field>
      </div>
      <p className="text-sm text-muted">{t("pricing.steps", { step: formatPrice(PRICE_RULE.step, locale) })}</p>

      <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
        <label className="flex cursor-pointer items-start justify-between gap-4">
          <span>
            <span id="onboard-off-peak-title" className="block font-medium text-ink">{t("pricing.offPeak")}</span>
            <span id="onboard-off-peak-note" className="mt-1 block text-sm text-muted">{t("pricing.offPeakNote", { time: OFF_PEAK_BEFORE })}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={pricing.offPeakDiscount}
            onChange={(e) => set("offPeakDiscount", e.target.checked)}
            aria-labelledby="onboard-off-peak-title"
            aria-describedby="onboard-off-peak-note"
            className="peer sr-only"
          />
          <span aria-hidden="true" className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-sand-300 transition peer-checked:bg-sea-600 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-ember-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5" />
        </label>
        {pricing.offPeakDiscount && (
          <Field
            name="pricing.offPeakRate"
            label={t("pricing.offPeakRate")}
            className="mt-4 max-w-xs"
            hint={
              example !== null && pricing.privateSession
                ? t("pricing.offPeakExample", { price: formatPrice(pricing.privateSession, locale), example: formatPrice(example, locale) })
                : t("pricing.offPeakRange", { min: OFF_PEAK_RANGE.min, max: OFF_PEAK_RANGE.max })
            }
            error={errors["pricing.offPeakRate"]}
          >
            {(control) => (
              <input {...control} type="number" inputMode="numeric" min={OFF_PEAK_RANGE.min} max={OFF_PEAK_RANGE.max} step={1} value={pricing.offPeakRate ?? ""} onChange={(e) => set("offPeakRate", numberOrNull(e.target.value))} className={cn(controlClass, "h-11")} />
            )}
          </Field>
        )}
      </div>
    </div>
  );
}
