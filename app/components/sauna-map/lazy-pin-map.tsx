// The host's pin picker, loaded with Leaflet only when it comes near the viewport (lazy-map-frame.tsx).
import { lazy } from "react";
import { LazyMapFrame } from "./lazy-map-frame";
import type { LeafletPinMapProps } from "./leaflet-pin-map";

const LeafletPinMap = lazy(() => import("./leaflet-pin-map"));

export function LazyPinMap({ className, ...props }: LeafletPinMapProps & { className?: string }) {
  return (
    <LazyMapFrame className={className}>
      <LeafletPinMap {...props} />
    </LazyMapFrame>
  );
}
