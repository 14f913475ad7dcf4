// Fetches the map's markers once the map is near the viewport. With a directory that
// fits one response the chips filter it in the browser; with thousands of saunas the map asks
// again for what its visible area (and chosen type) holds whenever the view moves.
import { useEffect, useMemo, useRef, useState } from "react";
import { boundsContain, boundsParam, decodeMarkers, markersUrl, parseBounds, type CompactMarkers, type MapBounds, type MapMarker, type MarkerSet } from "#domain/map-markers";

async function fetchMarkers(url: string, signal: AbortSignal): Promise<MarkerSet> {
  const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`Markers answered ${res.status}`);
  return decodeMarkers((await res.json()) as CompactMarkers);
}

export type MapMarkersState = {
  /** null until the first answer. */
  markers: MapMarker[] | null;
  /** False when the map shows only the best-rated of more saunas than one answer holds. */
  complete: boolean;
  /** True when the map follows its visible area (thousands of saunas). */
  byArea: boolean;
  failed: boolean;
  onViewChange: (bounds: MapBounds) => void;
};

export function useMapMarkers(active: boolean, type: string | undefined): MapMarkersState {
  const [all, setAll] = useState<MarkerSet | null>(null);
  const [area, setArea] = useState<{ set: MarkerSet; type: string | undefined; bounds: MapBounds } | null>(null);
  const [view, setView] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const areaRef = useRef(area);
  useEffect(() => {
    areaRef.current = area;
  }, [area]);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    fetchMarkers(markersUrl({}), controller.signal).then(setAll, () => controller.signal.aborted || setFailed(true));
    return () => controller.abort();
  }, [active]);

  const byArea = all !== null && !all.complete;
  useEffect(() => {
    const bounds = parseBounds(view);
    if (!byArea || !bounds) return;
    // A complete answer for a wider area of the same type already holds everything in view.
    const last = areaRef.current;
    if (last && last.set.complete && last.type === type && boundsContain(last.bounds, bounds)) return;
    const controller = new AbortController();
    fetchMarkers(markersUrl({ type, bounds }), controller.signal).then(
      (set) => setArea({ set, type, bounds }),
      () => controller.signal.aborted || setFailed(true),
    );
    return () => controller.abort();
  }, [byArea, type, view]);

  const markers = useMemo(() => {
    if (!all) return null;
    const source = byArea && area && area.type === type ? area.set.markers : all.markers;
    return type ? source.filter((m) => m.type === type) : source;
  }, [all, area, byArea, type]);

  return {
    markers,
    complete: !byArea || (area !== null && area.type === type && area.set.complete),
    byArea,
    failed,
    // Rounded outward to tenths of a degree, so small pans change nothing.
    onViewChange: (bounds) => setView(boundsParam(bounds)),
  };
}
