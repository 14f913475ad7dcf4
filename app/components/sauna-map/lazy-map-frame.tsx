// Where a map goes on a page: its code (Leaflet and its CSS) loads only when this place comes near
// the viewport, so the page's first JavaScript stays small (decision 010). Until then, and if it
// cannot load, a calm placeholder holds the space. The sauna maps (lazy-sauna-map.tsx) and the
// host's pin picker (lazy-pin-map.tsx) each pass the map they load.
import MapPin from "lucide-react/icons/map-pin";
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { MessageWith } from "#app/components/message-with";

export function LazyMapFrame({ className, onNear, children }: {
  className?: string;
  /** Called once when the map comes near the viewport. */
  onNear?: () => void;
  /** The map, rendered (and so its lazy module loaded) only once it is near. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  }, [onNear]);
  useEffect(() => {
    if (near) onNearRef.current?.();
  }, [near]);

  return (
    <div ref={ref} className={cn("relative isolate overflow-hidden rounded-3xl border border-sand-200 bg-sea-900/5", className)}>
      {near ? (
        <MapErrorBoundary fallback={<MapPlaceholder failed />}>
          <Suspense fallback={<MapPlaceholder />}>{children}</Suspense>
        </MapErrorBoundary>
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}

function MapPlaceholder({ failed = false }: { failed?: boolean }) {
  const t = useT("common");
  const to = useLocalePath();
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-sea-600/10 via-sand-50 to-sand-100 p-6 text-center" data-testid="map-placeholder">
      <span className="flex size-14 items-center justify-center rounded-full bg-white shadow-sm">
        <MapPin className={cn("size-7 text-sea-700", !failed && "motion-safe:animate-pulse")} aria-hidden="true" />
      </span>
      <p className="font-serif text-lg text-cedar-900">{t(failed ? "map.failed" : "map.loading")}</p>
      {failed && (
        <p className="max-w-xs text-sm text-muted">
          <MessageWith text={t("map.failedHelp")} name="list">
            <Link to={to("/saunas")} className="font-medium text-ember-700 underline">{t("map.failedList")}</Link>
          </MessageWith>
        </p>
      )}
      <noscript>
        <p className="max-w-xs text-sm text-muted">{t("map.noScript")}</p>
      </noscript>
    </div>
  );
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
