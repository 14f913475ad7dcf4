// Where the sauna is, as its host sets it in onboarding and Sauna Settings: a pin
// dropped on a map (loaded with Leaflet only when it comes near the screen), and beside it the
// latitude and longitude as labelled fields that follow the pin and move it, which is also the way
// with a keyboard or a screen reader. 'Remove the pin' clears both. The fields are named
// `latitude` and `longitude`, so a form sends them as typed; the server checks them
// (domain/sauna-position.ts) and its message shows beside the field.
import MapPinOff from "lucide-react/icons/map-pin-off";
import { useId } from "react";
import { IRELAND_BOUNDS, pinText, typedPosition } from "#domain/sauna-position";
import { Field, type FieldLook } from "#app/components/field";
import { LazyPinMap } from "#app/components/sauna-map/lazy-pin-map";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { useT } from "#app/lib/i18n/i18n";

export type SaunaPositionText = { latitude: string; longitude: string };

/** What the field says about the pin: by default the sauna's own (members "position.*"); a mobile sauna's stop says it for the stop. */
export type PinWords = { hint: string; mapLabel: string; noPin: string };

export function SaunaPositionField({
  value, onChange, errors, tileUrl, ids, look = "settings", legend, className, words: given,
}: {
  /** The two fields' text, as typed or as the pin wrote it. */
  value: SaunaPositionText;
  onChange: (value: SaunaPositionText) => void;
  errors: { latitude?: string; longitude?: string };
  tileUrl: string;
  /** The fields' ids (a page focuses the one with a problem). */
  ids: { latitude: string; longitude: string };
  look?: Extract<FieldLook, "settings" | "wizard">;
  legend?: string;
  className?: string;
  words?: PinWords;
}) {
  const t = useT("members");
  const words = given ?? { hint: t("position.hint"), mapLabel: t("position.mapLabel"), noPin: t("position.noPin") };
  const hintId = useId();
  const mapHelpId = useId();
  const pin = typedPosition(value.latitude, value.longitude);
  const placed = value.latitude.trim() !== "" || value.longitude.trim() !== "";
  const inputClass = "aria-[invalid=true]:border-red-600";
  const coordinate = (name: "latitude" | "longitude", label: string, range: { min: number; max: number }, example: string) => (
    <Field id={ids[name]} label={label} error={errors[name]} look={look}>
      {(aria) => (
        <Input
          {...aria}
          name={name}
          type="number"
          inputMode="decimal"
          step="any"
          min={range.min}
          max={range.max}
          placeholder={example}
          autoComplete="off"
          value={value[name]}
          onChange={(e) => onChange({ ...value, [name]: e.target.value })}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <fieldset aria-describedby={hintId} className={cn("min-w-0", className)}>
      <legend className={look === "wizard" ? "font-serif text-lg text-cedar-900" : "text-sm font-medium text-cedar-900"}>{legend ?? t("position.legend")}</legend>
      <p id={hintId} className={look === "wizard" ? "mt-1 text-sm text-muted" : "mt-1 text-xs text-muted"}>
        {words.hint}
      </p>
      <p id={mapHelpId} className="sr-only">
        {t("position.keys")}
      </p>
      <LazyPinMap
        className="mt-3 h-64 sm:h-80"
        tileUrl={tileUrl}
        label={words.mapLabel}
        describedBy={mapHelpId}
        position={pin}
        onPlace={(lat, lng) => onChange({ latitude: pinText(lat), longitude: pinText(lng) })}
      />
      <p className="mt-2 text-sm text-ink" aria-live="polite" data-testid="pin-status">
        {pin ? t("position.pinAt", { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) }) : placed ? t("position.both") : words.noPin}
      </p>
      <div className="mt-3 grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
        {coordinate("latitude", t("position.latitude"), { min: IRELAND_BOUNDS.south, max: IRELAND_BOUNDS.north }, "53.2707")}
        {coordinate("longitude", t("position.longitude"), { min: IRELAND_BOUNDS.west, max: IRELAND_BOUNDS.east }, "-9.0568")}
        <Button type="button" variant="outline" className="sm:mt-6" disabled={!placed} onClick={() => onChange({ latitude: "", longitude: "" })}>
          <MapPinOff aria-hidden="true" /> {t("position.remove")}
        </Button>
      </div>
    </fieldset>
  );
}
