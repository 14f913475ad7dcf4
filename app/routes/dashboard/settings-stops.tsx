// Sauna Settings: a Mobile sauna's location schedule. The host lists where the
// sauna stands by date ("Inch Beach, 1–14 Dec"), adds a stop with its place, address, county and
// a pin dropped on the map (the same pin field as the sauna's own), changes or removes one. The
// server decides every rule (server/features/hosts/sauna-stops.service.ts); its message shows
// beside the field, or in the toast for an overlap with another stop.
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useCallback, useEffect, useRef, useState } from "react";
import { pinText } from "#domain/sauna-position";
import { stopDates, type SaunaStop } from "#domain/sauna-stops";
import { Field } from "#app/components/field";
import { useCountyOptions } from "#app/components/listing-option-labels";
import { SaunaPositionField, type SaunaPositionText } from "#app/components/sauna-position-field";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useLocale, useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import { SaveButton, Section, SectionFields, selectClass } from "./settings-form";
import type { action as settingsAction } from "./settings";

export type StopsData = { mobile: boolean; today: string; stops: SaunaStop[] };

export function StopsSection({ saunaId, data, tileUrl }: { saunaId: string; data: StopsData; tileUrl: string }) {
  const t = useT("dashboard");
  const [editing, setEditing] = useState<SaunaStop | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const doneEditing = useCallback(() => setEditing(null), []);
  if (!data.mobile) {
    return (
      <Section id="stops" title={t("stops.title")}>
        <p className="text-sm text-muted">{t("stops.notMobile")}</p>
      </Section>
    );
  }
  return (
    <Section id="stops" title={t("stops.title")} description={t("stops.description")}>
      {data.stops.length === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-sm text-muted">{t("stops.none")}</p>
      ) : (
        <ul aria-label={t("stops.planned")} className="divide-y divide-sand-200 rounded-xl border border-sand-200">
          {data.stops.map((stop) => (
            <StopRow
              key={stop.id} saunaId={saunaId} stop={stop} today={data.today}
              onEdit={() => { setEditing(stop); requestAnimationFrame(() => formHeading.current?.focus()); }}
            />
          ))}
        </ul>
      )}
      <StopForm
        key={editing?.id ?? "new"} saunaId={saunaId} stop={editing} today={data.today} tileUrl={tileUrl} headingRef={formHeading}
        onDone={doneEditing}
      />
    </Section>
  );
}

function StopRow({ saunaId, stop, today, onEdit }: { saunaId: string; stop: SaunaStop; today: string; onEdit: () => void }) {
  const t = useT("dashboard");
  const locale = useLocale();
  const { fetcher, busy } = useSection<typeof settingsAction>();
  const standing = stop.startsOn <= today;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="stop-row">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <MapPin className="mr-1 inline size-4 text-ember-600" aria-hidden="true" />
          {`${stop.placeName}, ${stopDates(stop, today, locale)}`}
          {standing && <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-cedar-700">{t("stops.now")}</span>}
        </p>
        <p className="text-sm text-muted">{`${stop.address} · ${stop.county}`}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={t("stops.changeLabel", { place: stop.placeName })}>
          <Pencil aria-hidden="true" /> {t("stops.change")}
        </Button>
        <fetcher.Form method="post">
          <SectionFields intent="stop-remove" saunaId={saunaId} />
          <input type="hidden" name="stopId" value={stop.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={t("stops.removeLabel", { place: stop.placeName })}>
            <Trash2 aria-hidden="true" /> {busy ? t("stops.removing") : t("stops.remove")}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

function StopForm({ saunaId, stop, today, tileUrl, headingRef, onDone }: {
  saunaId: string; stop: SaunaStop | null; today: string; tileUrl: string; headingRef: React.RefObject<HTMLHeadingElement | null>; onDone: () => void;
}) {
  const t = useT("dashboard");
  const counties = useCountyOptions();
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const blankPin = { latitude: "", longitude: "" };
  const [pin, setPin] = useState<SaunaPositionText>(() => (stop ? { latitude: pinText(stop.latitude), longitude: pinText(stop.longitude) } : blankPin));
  // Saved: an added stop's form starts afresh for the next one (a new key empties its fields);
  // a changed stop's form goes back to adding.
  const answer = fetcher.state === "idle" ? (fetcher.data as { ok?: boolean } | undefined) : undefined;
  const [seen, setSeen] = useState(answer);
  const [round, setRound] = useState(0);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok && !stop) {
      setPin(blankPin);
      setRound(round + 1);
    }
  }
  const saved = Boolean(answer?.ok && stop);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const id = (name: string) => `stop-${name}`;
  return (
    <fetcher.Form key={round} method="post" noValidate className="mt-6 grid gap-4 border-t border-sand-200 pt-6 sm:grid-cols-2" aria-labelledby="stop-form-heading">
      <h3 id="stop-form-heading" ref={headingRef} tabIndex={-1} className="font-serif text-lg text-cedar-900 sm:col-span-2">
        {stop ? t("stops.changeLabel", { place: stop.placeName }) : t("stops.add")}
      </h3>
      <SectionFields intent={stop ? "stop-update" : "stop-add"} saunaId={saunaId} />
      {stop && <input type="hidden" name="stopId" value={stop.id} />}
      <Field id={id("starts")} label={t("stops.first")} error={errors.startsOn}>
        {(aria) => <Input {...aria} name="startsOn" type="date" required min={stop && stop.startsOn < today ? stop.startsOn : today} defaultValue={stop?.startsOn ?? ""} />}
      </Field>
      <Field id={id("ends")} label={t("stops.last")} error={errors.endsOn}>
        {(aria) => <Input {...aria} name="endsOn" type="date" required min={today} defaultValue={stop?.endsOn ?? ""} />}
      </Field>
      <Field id={id("place")} label={t("stops.place")} hint={t("stops.placeHint")} error={errors.placeName}>
        {(aria) => <Input {...aria} name="placeName" required maxLength={120} defaultValue={stop?.placeName ?? ""} />}
      </Field>
      <Field id={id("county")} label={t("details.county")} error={errors.county}>
        {(aria) => (
          <select {...aria} name="county" defaultValue={stop?.county ?? ""} className={selectClass}>
            <option value="">{t("stops.chooseCounty")}</option>
            {counties.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        )}
      </Field>
      <Field id={id("address")} label={t("details.address")} hint={t("stops.addressHint")} error={errors.address} className="sm:col-span-2">
        {(aria) => <Input {...aria} name="address" required maxLength={300} defaultValue={stop?.address ?? ""} />}
      </Field>
      <SaunaPositionField
        className="sm:col-span-2" value={pin} onChange={setPin} errors={errors} tileUrl={tileUrl}
        ids={{ latitude: id("latitude"), longitude: id("longitude") }} legend={t("stops.pin")} words={{ hint: t("stops.pinHint"), mapLabel: t("stops.pinMap"), noPin: t("stops.noPin") }}
      />
      <div className="flex gap-2 sm:col-span-2">
        <SaveButton busy={busy}>{stop ? t("stops.save") : t("stops.addStop")}</SaveButton>
        {stop && <Button type="button" variant="outline" onClick={onDone}>{t("common.cancel")}</Button>}
      </div>
    </fetcher.Form>
  );
}
