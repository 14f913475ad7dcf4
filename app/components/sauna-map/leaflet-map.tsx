// The interactive map itself. This module (with Leaflet and its CSS) is loaded only when the
// map section comes near the viewport: see lazy-sauna-map.tsx.
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { formatPrice, formatRating } from "#domain/format";
import type { MapBounds, MapMarker } from "#domain/map-markers";
import { countyLabel, labelOf, SAUNA_TYPE_KEYS } from "#app/components/labels";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { Locale } from "#domain/locales";
import { createMap, IRELAND_CENTER, IRELAND_ZOOM, markerIcon } from "./leaflet-base";

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

/** What a popup needs to speak the page's language. */
type PopupWords = { t: ReturnType<typeof useT<"common">>; locale: Locale; href: (id: string) => string };

/** Popup content built as DOM nodes: sauna names come from hosts and must never become HTML. */
function popupContent(marker: MapMarker, { t, locale, href }: PopupWords, open: (href: string) => void): HTMLElement {
  const root = document.createElement("div");
  const add = (tag: string, className: string, text: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    root.append(el);
    return el;
  };
  add("p", "sauna-popup-title", marker.name);
  add("p", "sauna-popup-meta", `${labelOf(t, SAUNA_TYPE_KEYS, marker.type)} · ${countyLabel(t, marker.county)}`);
  add("p", "sauna-popup-facts", t("map.popupFacts", { rating: formatRating(marker.rating), price: formatPrice(marker.price, locale) }));
  const link = add("a", "sauna-popup-link", t("map.viewSauna")) as HTMLAnchorElement;
  link.href = href(marker.id);
  link.addEventListener("click", (event) => {
    // Client-side navigation for a plain click; new tabs and windows behave as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(link.pathname);
  });
  return root;
}

export default function LeafletMap({ markers, tileUrl, label, describedBy, onViewChange, fitToMarkers = true }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const to = useLocalePath();
  const words: PopupWords = { t: useT("common"), locale: useLocale(), href: (id) => to(`/sauna/${id}`) };
  // The popups are built when opened, with the words of the page they opened on.
  const wordsRef = useRef(words);
  useEffect(() => {
    wordsRef.current = words;
  });
  const onViewChangeRef = useRef(onViewChange);
  useEffect(() => {
    navigateRef.current = navigate;
    onViewChangeRef.current = onViewChange;
  }, [navigate, onViewChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, tileUrl);
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
        .bindPopup(() => popupContent(m, wordsRef.current, (href) => navigateRef.current(href)), { className: "sauna-popup" })
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
