// The interactive map itself. This module (with Leaflet and its CSS) is loaded only when the
// map section comes near the viewport: see lazy-sauna-map.tsx.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./sauna-map.css";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { formatPrice, formatRating } from "#domain/format";
import type { MapBounds, MapMarker } from "#domain/map-markers";

/** Ireland, when there is nothing to fit the view to. */
const IRELAND_CENTER: L.LatLngTuple = [53.4, -8.0];
const IRELAND_ZOOM = 6;

export type LeafletMapProps = {
  markers: MapMarker[];
  tileUrl: string;
  /** The map's accessible name. */
  label: string;
  /** Id of the element describing how to use the map with a keyboard. */
  describedBy?: string;
  onViewChange?: (bounds: MapBounds) => void;
  /** Fit the view to the markers whenever they change; off when the markers follow the view. */
  fitToMarkers?: boolean;
};

const markerIcon = L.divIcon({
  className: "sauna-marker",
  html: '<span class="sauna-marker-pin"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  popupAnchor: [0, -32],
});

/** Popup content built as DOM nodes: sauna names come from hosts and must never become HTML. */
function popupContent(marker: MapMarker, open: (id: string) => void): HTMLElement {
  const root = document.createElement("div");
  const add = (tag: string, className: string, text: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    root.append(el);
    return el;
  };
  add("p", "sauna-popup-title", marker.name);
  add("p", "sauna-popup-meta", `${marker.type} · ${marker.county}`);
  add("p", "sauna-popup-facts", `★ ${formatRating(marker.rating)} · ${formatPrice(marker.price)} per session`);
  const link = add("a", "sauna-popup-link", "View sauna") as HTMLAnchorElement;
  link.href = `/sauna/${marker.id}`;
  link.addEventListener("click", (event) => {
    // Client-side navigation for a plain click; new tabs and windows behave as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(marker.id);
  });
  return root;
}

export default function LeafletMap({ markers, tileUrl, label, describedBy, onViewChange, fitToMarkers = true }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const onViewChangeRef = useRef(onViewChange);
  useEffect(() => {
    navigateRef.current = navigate;
    onViewChangeRef.current = onViewChange;
  }, [navigate, onViewChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: IRELAND_CENTER,
      zoom: IRELAND_ZOOM,
      // The page scrolls past the map: the wheel zooms only once the map is focused or clicked,
      // and on touch screens one finger scrolls the page while two move the map.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    });
    map.on("focus click", () => map.scrollWheelZoom.enable());
    map.on("blur mouseout", () => map.scrollWheelZoom.disable());
    L.tileLayer(tileUrl, {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(map);
    const reportView = () => {
      const b = map.getBounds();
      onViewChangeRef.current?.({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    };
    map.on("moveend", reportView);
    reportView();
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    map.closePopup();
    for (const m of markers) {
      L.marker([m.lat, m.lng], { icon: markerIcon, title: m.name, keyboard: true, riseOnHover: true })
        .bindPopup(() => popupContent(m, (id) => navigateRef.current(`/sauna/${id}`)), { className: "sauna-popup" })
        .addTo(layer);
    }
    if (!fitToMarkers) return;
    if (markers.length > 0) {
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng] as L.LatLngTuple)), { padding: [40, 40], maxZoom: 11 });
    } else {
      map.setView(IRELAND_CENTER, IRELAND_ZOOM);
    }
  }, [markers, tileUrl, fitToMarkers]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="sauna-map"
      className="size-full"
    />
  );
}
