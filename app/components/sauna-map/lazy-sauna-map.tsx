// The map of saunas (the home page's map, a sauna page's location), loaded with Leaflet only when
// its place on the page comes near the viewport (lazy-map-frame.tsx).
import { lazy } from "react";
import type { MapBounds, MapMarker } from "#domain/map-markers";
import { LazyMapFrame } from "./lazy-map-frame";

const LeafletMap = lazy(() => import("./leaflet-map"));

export type LazySaunaMapProps = {
  markers: MapMarker[];
  tileUrl: string;
  label: string;
  describedBy?: string;
  className?: string;
  /** Called once when the map comes near the viewport (the home map then fetches its markers). */
  onNear?: () => void;
  /** Called with the visible area after every move. */
  onViewChange?: (bounds: MapBounds) => void;
  /** Fit the view to the markers whenever they change (off when the markers follow the view). */
  fitToMarkers?: boolean;
};

export function LazySaunaMap({ className, onNear, ...props }: LazySaunaMapProps) {
  return (
    <LazyMapFrame className={className} onNear={onNear}>
      <LeafletMap {...props} />
    </LazyMapFrame>
  );
}
