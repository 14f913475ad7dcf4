import List from "lucide-react/icons/list";
import { useState } from "react";
import { Link } from "react-router";
import { MAP_TYPE_CHIPS } from "#domain/constants";
import { LazySaunaMap } from "#app/components/sauna-map/lazy-sauna-map";
import { useMapMarkers } from "#app/components/sauna-map/use-map-markers";
import { cn } from "#app/lib/cn";
import { SectionHeading } from "./section-heading";

type Chip = (typeof MAP_TYPE_CHIPS)[number];

/**
 * The map section (id "map", the target of 'Explore Map'): type chips filter the markers, which
 * are fetched only when the map comes into view (not inlined in the page, issue 12).
 */
export function MapSection({ tileUrl }: { tileUrl: string }) {
  const [chip, setChip] = useState<Chip>("All Types");
  const [near, setNear] = useState(false);
  const { markers, complete, byArea, failed, onViewChange } = useMapMarkers(near, chip === "All Types" ? undefined : chip);
  const visible = markers ?? [];
  const listHref = chip === "All Types" ? "/saunas" : `/saunas?type=${encodeURIComponent(chip)}`;

  return (
    <section id="map" aria-labelledby="map-heading" className="scroll-mt-16 bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="map-heading"
          eyebrow="Map"
          title="Explore Saunas on the Map"
          description="Every sauna on the coast and inland, in one place. Pick a type to narrow it down, then open a pin to see the sauna."
        />
        <div role="group" aria-label="Filter the map by sauna type" className="-mx-4 mt-8 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
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
              {type}
            </button>
          ))}
        </div>
        <p className="mt-3 text-sm text-muted" aria-live="polite" data-testid="map-count">
          {markerCount(markers, complete, failed)}
          {markers && chip !== "All Types" && ` · ${chip}`}
        </p>
        <p id="map-help" className="sr-only">
          Use the arrow keys to move the map and the plus and minus keys to zoom. Press Tab to reach each sauna's pin and Enter to open it.
        </p>
        <LazySaunaMap
          markers={visible}
          tileUrl={tileUrl}
          label="Map of saunas in Ireland"
          describedBy="map-help"
          onNear={() => setNear(true)}
          onViewChange={onViewChange}
          fitToMarkers={!byArea}
          className="mt-4 h-[420px] sm:h-[520px]"
        />
        <p className="mt-4 text-sm">
          <Link to={listHref} className="inline-flex items-center gap-2 font-medium text-ember-700 hover:underline">
            <List className="size-4" aria-hidden="true" />
            Prefer a list? Browse {chip === "All Types" ? "all saunas" : `${chip} saunas`}
          </Link>
        </p>
      </div>
    </section>
  );
}

function markerCount(markers: unknown[] | null, complete: boolean, failed: boolean): string {
  if (!markers) return failed ? "The saunas could not be loaded." : "";
  const n = markers.length;
  if (!complete) return `${n} best-rated saunas in this area · zoom in to see more`;
  return n === 1 ? "1 sauna on the map" : `${n} saunas on the map`;
}
