// Sauna Settings: where the sauna is on the map. The host drops a pin (or types
// the latitude and longitude); the sauna page's map, 'Get Directions' and 'Nearby' come from it.
import { useState } from "react";
import { SaunaPositionField } from "#app/components/sauna-position-field";
import { useT } from "#app/lib/i18n/i18n";
import { useSection } from "#app/lib/use-section";
import type { SaunaSettings } from "#server/features/hosts/host-settings.service";
import { SaveButton, Section, SectionFields } from "./settings-form";
import type { action as settingsAction } from "./settings";

const asText = (degrees: number | null) => (degrees === null ? "" : String(degrees));

export function PositionSection({ saunaId, position, tileUrl }: { saunaId: string; position: SaunaSettings["position"]; tileUrl: string }) {
  const t = useT("dashboard");
  const { fetcher, errors, busy } = useSection<typeof settingsAction>();
  const [value, setValue] = useState(() => ({ latitude: asText(position.latitude), longitude: asText(position.longitude) }));
  return (
    <Section id="position" title={t("position.title")} description={t("position.description")}>
      <fetcher.Form method="post" noValidate className="space-y-4">
        <SectionFields intent="position" saunaId={saunaId} />
        <SaunaPositionField value={value} onChange={setValue} errors={errors} tileUrl={tileUrl} ids={{ latitude: "sauna-latitude", longitude: "sauna-longitude" }} />
        <SaveButton busy={busy}>{t("position.save")}</SaveButton>
      </fetcher.Form>
    </Section>
  );
}
