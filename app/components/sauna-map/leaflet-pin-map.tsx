// The host's pin picker: a map where a click (or a tap) drops the sauna's pin,
// the pin can be dragged, and Enter drops it at the middle of the map for someone moving the map
// with the arrow keys. Loaded with Leaflet only when it comes near the viewport (lazy-pin-map.tsx).
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useT } from "#app/lib/i18n/i18n";
import { createMap, IRELAND_CENTER, IRELAND_ZOOM, markerIcon } from "./leaflet-base";

/** Close enough to place a pin by a building: where the map opens on a pin, and zooms to after a first click from afar. */
const PIN_ZOOM = 14;
/** Below this zoom a click is only a first guess: the map zooms in on it to place it better. */
const ROUGH_ZOOM = 11;

export type LeafletPinMapProps = {
  tileUrl: string;
  /** The map's accessible name. */
  label: string;
  /** Id of the element saying how to use the map. */
  describedBy?: string;
  /** Where the pin is; null for no pin. */
  position: { lat: number; lng: number } | null;
  onPlace: (lat: number, lng: number) => void;
};

export default function LeafletPinMap({ tileUrl, label, describedBy, position, onPlace }: LeafletPinMapProps) {
  const pinName = useT("common")("map.yourPin");
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);
  // The view the map opens at: on the pin, or Ireland. Later moves of the pin pan the map.
  const firstPosition = useRef(position);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = firstPosition.current;
    const map = createMap(container, tileUrl, start ? { center: [start.lat, start.lng], zoom: PIN_ZOOM } : { center: IRELAND_CENTER, zoom: IRELAND_ZOOM });
    const place = (at: L.LatLng) => onPlaceRef.current(at.lat, at.lng);
    map.on("click", (event: L.LeafletMouseEvent) => {
      place(event.latlng);
      if (map.getZoom() < ROUGH_ZOOM) map.setView(event.latlng, Math.min(map.getZoom() + 4, PIN_ZOOM));
    });
    // Leaflet moves the map with the arrow keys and zooms with + and -: Enter drops the pin there.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.target !== container) return;
      event.preventDefault();
      place(map.getCenter());
    };
    container.addEventListener("keydown", onKey);
    // A phone turned sideways (or a window narrowed) keeps the pin in view.
    map.on("resize", () => {
      const pin = markerRef.current?.getLatLng();
      if (pin && !map.getBounds().contains(pin)) map.panTo(pin, { animate: false });
    });
    mapRef.current = map;
    return () => {
      container.removeEventListener("keydown", onKey);
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tileUrl]);

  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = L.latLng(lat, lng);
    if (!markerRef.current) {
      const marker = L.marker(at, { icon: markerIcon, draggable: true, keyboard: false, title: pinName, alt: pinName });
      marker.on("dragend", () => {
        const moved = marker.getLatLng();
        onPlaceRef.current(moved.lat, moved.lng);
      });
      markerRef.current = marker.addTo(map);
    } else {
      markerRef.current.setLatLng(at);
    }
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), PIN_ZOOM));
  }, [lat, lng, tileUrl, pinName]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="pin-map"
      className="size-full"
    />
  );
}
