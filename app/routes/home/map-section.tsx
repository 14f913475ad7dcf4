import List from "lucide-react/icons/list";
import { useState } from "react";
import { Link } from "react-router";
import { MAP_TYPE_CHIPS } from "#domain/constants";
import { labelOf, SAUNA_TYPE_KEYS } from "#app/components/labels";
import { LazySaunaMap } from "#app/components/sauna-map/lazy-sauna-map";
import { useMapMarkers } from "#app/components/sauna-map/use-map-markers";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { SectionHeading } from "./section-heading";

type Chip = (typeof MAP_TYPE_CHIPS)[number];

/**
 * The map section (id "map", the target of 'Explore Map'): type chips filter the markers, which
 * are fetched only when the map comes into view (not inlined in the page).
 */
export function MapSection({ tileUrl }: { tileUrl: string }) {
  const [chip, setChip] = useState<Chip>("All Types");
  const [near, setNear] = useState(false);
  const { markers, complete, byArea, failed, onViewChange } = useMapMarkers(near, chip === "All Types" ? undefined : chip);
  const visible = markers ?? [];
  const t = useT("home");
  const common = useT("common");
  /** A chip's words: the type's own (its value stays English in the URL and the data). */
  const chipLabel = (type: Chip) => (type === "All Types" ? common("types.all") : labelOf(common, SAUNA_TYPE_KEYS, type));
  const to = useLocalePath();
  const listHref = to(chip === "All Types" ? "/saunas" : `/saunas?type=${encodeURIComponent(chip)}`);

  return (
    <section id="map" aria-labelledby="map-heading" className="scroll-mt-16 bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="map-heading"
          eyebrow={t("map.eyebrow")}
          title={t("map.title")}
          description={t("map.description")}
        />
        <div role="group" aria-label={t("map.filterLabel")} className="-mx-4 mt-8 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
          {MAP_TYPE_CHIPS.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={chip === type}
              onClick={() => setChip(type)}
              className={cn(
                "h-10 shrink-0 rounded-full border px-4 text-sm font-medium transition",
                chip === type
                  ? "border-sea-700 bg-sea-700 text-white shadow-sm"
                  : "border-sand-300 bg-white text-cedar-900 hover:border-sea-600 hover:text-sea-700",
              )}
            >
              {chipLabel(type)}
            </button>
          ))}
        </div>
        <p className="mt-3 text-sm text-muted" aria-live="polite" data-testid="map-count">
          {!markers ? (failed ? t("map.failed") : "") : t(complete ? "map.onMap" : "map.bestRated", { count: markers.length })}
          {markers && chip !== "All Types" && ` · ${chipLabel(chip)}`}
        </p>
        <p id="map-help" className="sr-only">
          {t("map.help")}
        </p>
        <LazySaunaMap
          markers={visible}
          tileUrl={tileUrl}
          label={t("map.label")}
          describedBy="map-help"
          onNear={() => setNear(true)}
          onViewChange={onViewChange}
          fitToMarkers={!byArea}
          className="mt-4 h-[420px] sm:h-[520px]"
        />
        <p className="mt-4 text-sm">
          <Link to={listHref} className="inline-flex items-center gap-2 font-medium text-ember-700 hover:underline">
            <List className="size-4" aria-hidden="true" />
            {chip === "All Types" ? t("map.listAll") : t("map.listType", { type: chipLabel(chip) })}
          </Link>
        </p>
      </div>
    </section>
  );
}
