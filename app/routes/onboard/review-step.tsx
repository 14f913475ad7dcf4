// Step 5: everything the host entered, with a way back to each part, only the prices above zero
// (docs/product.md §2), and the confirm checkbox that enables Publish.
import type { ReactNode } from "react";
import { WEEKDAYS, sessionStartsInRange, DEFAULT_DAY_RANGE, isDefaultWeek } from "#domain/availability";
import { hasOffPeakSession, OFF_PEAK_BEFORE } from "#domain/booking-pricing";
import { GROUP_MIN_GUESTS } from "#domain/constants";
import { formatPrice } from "#domain/format";
import { formatEircode, LISTING_AMENITIES, SAUNA_STYLES } from "#domain/listing";
import { optionLabel } from "#domain/options";
import { typedPosition } from "#domain/sauna-position";
import type { HostStripeStatus } from "#server/features/payments/host-stripe.service";
import { OffPeakWarning } from "#app/components/off-peak-warning";
import { Button } from "#app/components/ui/button";
import type { OnboardingDraft } from "./draft";
import { FieldError } from "./field";
import { fieldId, type FieldErrors } from "./step-errors";

function Part({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-sand-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 className="font-serif text-lg text-cedar-900">{title}</h2>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onEdit(step)} aria-label={`Edit ${title.toLowerCase()}`}>Edit</Button>
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
  const { saunaDetails: d, pricing: p, availability: a, payments: pay } = draft;
  const duration = d.duration ?? 0;
  const prices = [
    { label: "Private session", value: p.privateSession },
    { label: "Shared session, per person", value: p.sharedSession },
    { label: `Group session (${GROUP_MIN_GUESTS}+), per person`, value: p.groupSession },
  ].filter((price): price is { label: string; value: number } => price.value !== null && price.value > 0);
  const days = WEEKDAYS.filter((day) => (a.schedule[day.value] ?? []).length > 0);
  const amenities = LISTING_AMENITIES.filter((x) => d.amenities.includes(x.value)).map((x) => x.label);
  const confirmId = fieldId("confirmed");
  const pin = typedPosition(d.location.latitude, d.location.longitude);

  return (
    <div className="space-y-4">
      <Part title="Sauna details" step={1} onEdit={onEdit}>
        <Row label="Name">{d.name}</Row>
        <Row label="Description"><span className="whitespace-pre-line">{d.description}</span></Row>
        <Row label="Type">{optionLabel(SAUNA_STYLES, d.type)}</Row>
        <Row label="Capacity">{d.capacity} {d.capacity === 1 ? "person" : "people"}</Row>
        <Row label="Session length">{duration} minutes</Row>
        <Row label="Amenities">{amenities.length ? amenities.join(", ") : "None chosen"}</Row>
        <Row label="Address">
          {d.location.address}, {d.location.county}
          {d.location.eircode.trim() ? `, ${formatEircode(d.location.eircode)}` : ""}
        </Row>
        <Row label="Map pin">
          {pin ? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : "No pin yet: you can add one later in Sauna Settings"}
        </Row>
        <Row label="Photos">
          {d.photos.length === 0 ? (
            "No photos yet"
          ) : (
            <ul className="flex flex-wrap gap-2">
              {d.photos.map((url, i) => <li key={url}><img src={url} alt={`Photo ${i + 1}`} className="size-16 rounded-lg object-cover" /></li>)}
            </ul>
          )}
        </Row>
      </Part>

      <Part title="Pricing" step={2} onEdit={onEdit}>
        {prices.length === 0 ? <Row label="Prices">Free of charge</Row> : prices.map((price) => <Row key={price.label} label={price.label}>{formatPrice(price.value)}</Row>)}
        {p.offPeakDiscount && p.offPeakRate ? <Row label="Off-peak">{p.offPeakRate}% off sessions starting before {OFF_PEAK_BEFORE}, Monday to Friday</Row> : null}
        {p.offPeakDiscount && duration > 0 && !hasOffPeakSession(isDefaultWeek(a.schedule) ? null : a.schedule, duration) && <OffPeakWarning className="sm:col-span-2" />}
      </Part>

      <Part title="Availability" step={3} onEdit={onEdit}>
        {days.length === 0 ? (
          <Row label="Hours">Every day, {DEFAULT_DAY_RANGE.start}–{DEFAULT_DAY_RANGE.end} (default)</Row>
        ) : (
          days.map((day) => {
            const range = a.schedule[day.value]![0];
            return (
              <Row key={day.value} label={day.label}>
                {range.start}–{range.end}
                <span className="block text-muted">Sessions at {sessionStartsInRange(range, duration).join(", ") || "none"}</span>
              </Row>
            );
          })
        )}
        {a.icsUrl.trim() && <Row label="Your calendar"><span className="break-all">{a.icsUrl}</span></Row>}
      </Part>

      <Part title="Payments" step={4} onEdit={onEdit}>
        <Row label="Card payments">
          {pay.stripeConnected ? "Stripe connected" : "Not connected"}
          {stripe?.state === "action_needed" && <span className="block text-muted">Stripe still needs a few details before guests can pay you by card: you can finish from your dashboard's Account.</span>}
        </Row>
        <Row label="Business name">{pay.businessName}</Row>
        {pay.vatNumber.trim() && <Row label="VAT number">{pay.vatNumber.toUpperCase()}</Row>}
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
          <span className="text-sm text-ink">I confirm these details are correct and that I may offer this sauna to guests.</span>
        </label>
        <FieldError id={confirmId} error={errors.confirmed} />
      </div>
      <p className="text-sm text-muted">New listings are reviewed within 24 hours. You can run your sauna from your dashboard straight away.</p>
    </div>
  );
}
