// What every map of ours has in common: Ireland as the view when there is nothing to show, the
// tiles and their attribution, the page scrolling past the map, and our pin. Imported only by the
// map modules that load when a map comes near the viewport (lazy-map-frame.tsx), never by a page.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./sauna-map.css";

/** Ireland, when there is nothing to fit the view to. */
export const IRELAND_CENTER: L.LatLngTuple = [53.4, -8.0];
export const IRELAND_ZOOM = 6;

export const markerIcon = L.divIcon({
  className: "sauna-marker",
  html: '<span class="sauna-marker-pin"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
  popupAnchor: [0, -32],
});

/** A map in `container` with our tiles, at `view` (Ireland unless told). */
export function createMap(container: HTMLElement, tileUrl: string, view: { center: L.LatLngTuple; zoom: number } = { center: IRELAND_CENTER, zoom: IRELAND_ZOOM }): L.Map {
  const map = L.map(container, {
    center: view.center,
    zoom: view.zoom,
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
  return map;
}
