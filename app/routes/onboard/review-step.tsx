// Step 5: everything the host entered, with a way back to each part, only the prices above zero
// (docs/product.md §2), and the confirm checkbox that enables Publish.
import type { ReactNode } from "react";
import { WEEKDAYS, sessionStartsInRange, DEFAULT_DAY_RANGE, isDefaultWeek } from "#domain/availability";
import { hasOffPeakSession, OFF_PEAK_BEFORE } from "#domain/booking-pricing";
import { GROUP_MIN_GUESTS } from "#domain/constants";
import { formatPrice } from "#domain/format";
import { formatEircode, LISTING_AMENITIES, type SaunaStyle } from "#domain/listing";
import { LOCALE_TAG } from "#domain/locales";
import { typedPosition } from "#domain/sauna-position";
import type { HostStripeStatus } from "#server/features/payments/host-stripe.service";
import { OffPeakWarning } from "#app/components/off-peak-warning";
import { Button } from "#app/components/ui/button";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import type { OnboardingDraft } from "./draft";
import { FieldError } from "./field";
import { STYLE_KEYS } from "./listing-labels";
import { AMENITY_KEY, useCountyName } from "#app/components/listing-option-labels";
import { weekdayName } from "#app/components/weekday-names";
import { fieldId, type FieldErrors } from "./step-errors";

function Part({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  const t = useT("onboard");
  const locale = useLocale();
  return (
    <section aria-label={title} className="rounded-2xl border border-sand-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 className="font-serif text-lg text-cedar-900">{title}</h2>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onEdit(step)} aria-label={t("review.editPart", { part: title.toLocaleLowerCase(LOCALE_TAG[locale]) })}>
          {t("review.edit")}
        </Button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  );
}

export function ReviewStep({ draft, stripe, errors, onEdit, onConfirm }: {
  draft: OnboardingDraft;
  /** With card payments: the host's Stripe account as the server knows it. */
  stripe: HostStripeStatus | null;
  errors: FieldErrors;
  onEdit: (step: number) => void;
  onConfirm: (confirmed: boolean) => void;
}) {
  const t = useT("onboard");
  const labels = useT("members");
  const countyName = useCountyName();
  const locale = useLocale();
  const { saunaDetails: d, pricing: p, availability: a, payments: pay } = draft;
  const duration = d.duration ?? 0;
  const prices = [
    { label: t("pricing.private"), value: p.privateSession },
    { label: t("pricing.shared"), value: p.sharedSession },
    { label: t("pricing.group", { min: GROUP_MIN_GUESTS }), value: p.groupSession },
  ].filter((price): price is { label: string; value: number } => price.value !== null && price.value > 0);
  const days = WEEKDAYS.filter((day) => (a.schedule[day.value] ?? []).length > 0);
  const amenities = LISTING_AMENITIES.filter((x) => d.amenities.includes(x.value)).map((x) => labels(AMENITY_KEY[x.value]));
  const confirmId = fieldId("confirmed");
  const pin = typedPosition(d.location.latitude, d.location.longitude);

  return (
    <div className="space-y-4">
      <Part title={t("stepName.details")} step={1} onEdit={onEdit}>
        <Row label={t("review.name")}>{d.name}</Row>
        <Row label={t("details.description")}><span className="whitespace-pre-line">{d.description}</span></Row>
        <Row label={t("review.type")}>{d.type in STYLE_KEYS ? t(STYLE_KEYS[d.type as SaunaStyle].label) : ""}</Row>
        <Row label={t("review.capacity")}>{t("review.people", { count: d.capacity ?? 0 })}</Row>
        <Row label={t("review.sessionLength")}>{t("review.minutes", { count: duration })}</Row>
        <Row label={t("details.amenities")}>{amenities.length ? amenities.join(", ") : t("review.noAmenities")}</Row>
        <Row label={t("details.address")}>
          {d.location.address}, {countyName(d.location.county)}
          {d.location.eircode.trim() ? `, ${formatEircode(d.location.eircode)}` : ""}
        </Row>
        <Row label={t("review.mapPin")}>
          {pin ? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : t("review.noPin")}
        </Row>
        <Row label={t("photos.label")}>
          {d.photos.length === 0 ? (
            t("review.noPhotos")
          ) : (
            <ul className="flex flex-wrap gap-2">
              {d.photos.map((url, i) => <li key={url}><img src={url} alt={t("photos.alt", { number: i + 1 })} className="size-16 rounded-lg object-cover" /></li>)}
            </ul>
          )}
        </Row>
      </Part>

      <Part title={t("stepName.pricing")} step={2} onEdit={onEdit}>
        {prices.length === 0 ? (
          <Row label={t("review.prices")}>{t("review.free")}</Row>
        ) : (
          prices.map((price) => <Row key={price.label} label={price.label}>{formatPrice(price.value, locale)}</Row>)
        )}
        {p.offPeakDiscount && p.offPeakRate ? <Row label={t("review.offPeak")}>{t("review.offPeakTerms", { rate: p.offPeakRate, time: OFF_PEAK_BEFORE })}</Row> : null}
        {p.offPeakDiscount && duration > 0 && !hasOffPeakSession(isDefaultWeek(a.schedule) ? null : a.schedule, duration) && <OffPeakWarning className="sm:col-span-2" />}
      </Part>

      <Part title={t("stepName.availability")} step={3} onEdit={onEdit}>
        {days.length === 0 ? (
          <Row label={t("review.hours")}>{t("review.everyDay", { start: DEFAULT_DAY_RANGE.start, end: DEFAULT_DAY_RANGE.end })}</Row>
        ) : (
          days.map((day) => {
            const range = a.schedule[day.value]![0];
            return (
              <Row key={day.value} label={weekdayName(locale, day.value)}>
                {range.start}–{range.end}
                <span className="block text-muted">{t("review.sessionsAt", { times: sessionStartsInRange(range, duration).join(", ") || t("review.noSessions") })}</span>
              </Row>
            );
          })
        )}
        {a.icsUrl.trim() && <Row label={t("review.calendar")}><span className="break-all">{a.icsUrl}</span></Row>}
      </Part>

      <Part title={t("stepName.payments")} step={4} onEdit={onEdit}>
        <Row label={t("review.cardPayments")}>
          {/* Without card payments on the site there is no Stripe account to speak of: guests pay at the sauna. */}
          {!pay.stripeConnected ? t("review.notConnected") : stripe ? t("payments.connected") : t("review.payAtSauna")}
          {stripe?.state === "action_needed" && <span className="block text-muted">{t("review.stripeUnfinished")}</span>}
        </Row>
        <Row label={t("payments.businessName")}>{pay.businessName}</Row>
        {pay.vatNumber.trim() && <Row label={t("payments.vatNumber")}>{pay.vatNumber.toUpperCase()}</Row>}
      </Part>

      <div className="rounded-2xl bg-sand-50 p-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            id={confirmId}
            type="checkbox"
            checked={draft.confirmed}
            onChange={(e) => onConfirm(e.target.checked)}
            aria-invalid={Boolean(errors.confirmed)}
            aria-describedby={errors.confirmed ? `${confirmId}-error` : undefined}
            className="mt-1 size-4 accent-ember-600"
          />
          <span className="text-sm text-ink">{t("review.confirm")}</span>
        </label>
        <FieldError id={confirmId} error={errors.confirmed} />
      </div>
      <p className="text-sm text-muted">{t("review.reviewedSoon")}</p>
    </div>
  );
}
