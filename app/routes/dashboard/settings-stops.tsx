// Sauna Settings: a Mobile sauna's location schedule (issue 24 item 2). The host lists where the
// sauna stands by date ("Inch Beach, 1–14 Dec"), adds a stop with its place, address, county and
// a pin dropped on the map (the same pin field as the sauna's own), changes or removes one. The
// server decides every rule (server/features/hosts/sauna-stops.service.ts); its message shows
// beside the field, or in the toast for an overlap with another stop.
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useCallback, useEffect, useRef, useState } from "react";
import { COUNTIES } from "#domain/constants";
import { pinText } from "#domain/sauna-position";
import { stopDates, type SaunaStop } from "#domain/sauna-stops";
import { Field } from "#app/components/field";
import { SaunaPositionField, type PinWords, type SaunaPositionText } from "#app/components/sauna-position-field";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useSection } from "#app/lib/use-section";
import { SaveButton, Section, SectionFields, selectClass } from "./settings-form";
import type { action as settingsAction } from "./settings";

export type StopsData = { mobile: boolean; today: string; stops: SaunaStop[] };

const STOP_PIN_WORDS: PinWords = {
  hint: "Click or tap the map where the sauna will stand, then drag the pin to fine-tune it. Or type the latitude and longitude, e.g. from your phone's map app. Guests who book that day get the map and directions from it.",
  mapLabel: "Map for this stop's pin",
  noPin: "No pin yet: drop one where the sauna will stand.",
};

export function StopsSection({ saunaId, data, tileUrl }: { saunaId: string; data: StopsData; tileUrl: string }) {
  const [editing, setEditing] = useState<SaunaStop | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const doneEditing = useCallback(() => setEditing(null), []);
  if (!data.mobile) {
    return (
      <Section id="stops" title="Location schedule">
        <p className="text-sm text-muted">For mobile saunas: set the type guests see to Mobile in Details, then plan where your sauna stands by date.</p>
      </Section>
    );
  }
  return (
    <Section id="stops" title="Location schedule" description="Where your mobile sauna stands, by date. Guests see the stop of the day they book on your page and the map, and in their booking and calendar.">
      {data.stops.length === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-sm text-muted">No stops planned. On days without a stop, guests see your sauna at the address in Details.</p>
      ) : (
        <ul aria-label="Planned stops" className="divide-y divide-sand-200 rounded-xl border border-sand-200">
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
  const { fetcher, busy } = useSection<typeof settingsAction>();
  const standing = stop.startsOn <= today;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="stop-row">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <MapPin className="mr-1 inline size-4 text-ember-600" aria-hidden="true" />
          {`${stop.placeName}, ${stopDates(stop, today)}`}
          {standing && <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-cedar-700">There now</span>}
        </p>
        <p className="text-sm text-muted">{`${stop.address} · ${stop.county}`}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Change the stop at ${stop.placeName}`}>
          <Pencil aria-hidden="true" /> Change
        </Button>
        <fetcher.Form method="post">
          <SectionFields intent="stop-remove" saunaId={saunaId} />
          <input type="hidden" name="stopId" value={stop.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Remove the stop at ${stop.placeName}`}>
            <Trash2 aria-hidden="true" /> {busy ? "Removing..." : "Remove"}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

function StopForm({ saunaId, stop, today, tileUrl, headingRef, onDone }: {
  saunaId: string; stop: SaunaStop | null; today: string; tileUrl: string; headingRef: React.RefObject<HTMLHeadingElement | null>; onDone: () => void;
}) {
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
        {stop ? `Change the stop at ${stop.placeName}` : "Add a stop"}
      </h3>
      <SectionFields intent={stop ? "stop-update" : "stop-add"} saunaId={saunaId} />
      {stop && <input type="hidden" name="stopId" value={stop.id} />}
      <Field id={id("starts")} label="First day" error={errors.startsOn}>
        {(aria) => <Input {...aria} name="startsOn" type="date" required min={stop && stop.startsOn < today ? stop.startsOn : today} defaultValue={stop?.startsOn ?? ""} />}
      </Field>
      <Field id={id("ends")} label="Last day" error={errors.endsOn}>
        {(aria) => <Input {...aria} name="endsOn" type="date" required min={today} defaultValue={stop?.endsOn ?? ""} />}
      </Field>
      <Field id={id("place")} label="Place name" hint="What guests look for, e.g. Inch Beach." error={errors.placeName}>
        {(aria) => <Input {...aria} name="placeName" required maxLength={120} defaultValue={stop?.placeName ?? ""} />}
      </Field>
      <Field id={id("county")} label="County" error={errors.county}>
        {(aria) => (
          <select {...aria} name="county" defaultValue={stop?.county ?? ""} className={selectClass}>
            <option value="">Choose a county</option>
            {[...COUNTIES].sort().map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        )}
      </Field>
      <Field id={id("address")} label="Address" hint="Where guests find the sauna that day, e.g. the car park at Inch Strand, Annascaul." error={errors.address} className="sm:col-span-2">
        {(aria) => <Input {...aria} name="address" required maxLength={300} defaultValue={stop?.address ?? ""} />}
      </Field>
      <SaunaPositionField
        className="sm:col-span-2" value={pin} onChange={setPin} errors={errors} tileUrl={tileUrl}
        ids={{ latitude: id("latitude"), longitude: id("longitude") }} legend="Pin for this stop" words={STOP_PIN_WORDS}
      />
      <div className="flex gap-2 sm:col-span-2">
        <SaveButton busy={busy}>{stop ? "Save stop" : "Add stop"}</SaveButton>
        {stop && <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>}
      </div>
    </fetcher.Form>
  );
}
