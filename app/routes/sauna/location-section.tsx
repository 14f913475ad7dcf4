import Navigation from "lucide-react/icons/navigation";
import { Link } from "react-router";
import type { NearbySauna } from "#server/features/saunas/sauna-detail.service";
import type { Whereabouts } from "#server/features/saunas/sauna-whereabouts.service";
import { formatLongDate } from "#domain/format-date";
import { LOCALE_TAG, type Locale } from "#domain/locales";
import { stopDates } from "#domain/sauna-stops";
import type { MapMarker } from "#domain/map-markers";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import { LazySaunaMap } from "#app/components/sauna-map/lazy-sauna-map";
import { buttonVariants } from "#app/components/ui/button";

/**
 * Section 6: map, address, coordinates, directions and nearby saunas (within 50 km). For a Mobile
 * sauna, all of them are the day's (the chosen booking date, today first), with where it is that
 * day and its coming stops above.
 */
export function LocationSection({ marker, address, latitude, longitude, nearby, tileUrl, whereabouts }: {
  marker: MapMarker | null; address: string | null; latitude: number | null; longitude: number | null; nearby: NearbySauna[]; tileUrl: string;
  whereabouts: Whereabouts | null;
}) {
  const hasCoordinates = latitude !== null && longitude !== null;
  const t = useT("sauna");
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="location-heading" className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-[3fr_2fr]">
      {/* The map grows with the column beside it, so no empty gap opens under it. */}
      <div className="flex flex-col">
        <h2 id="location-heading" className="font-serif text-2xl text-cedar-900">{t("location.heading")}</h2>
        {marker ? (
          <LazySaunaMap markers={[marker]} tileUrl={tileUrl} label={t("location.mapLabel", { name: marker.name })} className="mt-4 h-72 md:h-auto md:min-h-72 md:flex-1" />
        ) : (
          <p className="mt-4 rounded-2xl bg-sand-50 p-6 text-sm text-muted">{t("location.noMap")}</p>
        )}
      </div>
      <div className="space-y-4 md:pt-12">
        {whereabouts && <WhereItIs whereabouts={whereabouts} />}
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t("location.address")}</h3>
          <p className="mt-1">{address || t("location.noAddress")}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t("location.coordinates")}</h3>
          <p className="mt-1 font-mono text-sm">{hasCoordinates ? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}` : t("location.noCoordinates")}</p>
        </div>
        {hasCoordinates && (
          <a href={`https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
            <Navigation aria-hidden="true" /> {t("location.directions")}
          </a>
        )}
        <div>
          <h3 id="nearby-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("location.nearby")}</h3>
          {nearby.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{t("location.noNearby")}</p>
          ) : (
            <ul aria-labelledby="nearby-heading" className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
              {nearby.map((n) => (
                <li key={n.id}>
                  <Link to={localePath(`/sauna/${n.id}`)} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-sand-50">
                    <span><span className="block font-medium text-ink">{n.name}</span><span className="text-xs text-muted">{n.type} · {n.county}</span></span>
                    <span className="shrink-0 text-sm text-muted">{t("location.distance", { km: kilometres(locale).format(n.distanceKm) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** A Mobile sauna: where it is on the day shown, and its stops to come, each a link to its first day. */
function WhereItIs({ whereabouts: { date, today, stop, coming } }: { whereabouts: Whereabouts }) {
  const t = useT("sauna");
  const locale = useLocale();
  const when = date === today ? t("where.today") : t("where.on", { date: formatLongDate(date, locale) });
  return (
    <div className="space-y-4" data-testid="where-it-is">
      <div className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t("where.heading")}</h3>
        <p className="mt-1 text-ink">
          {stop ? <>{t("where.atStart", { when })}<strong className="font-semibold">{stop.placeName}</strong>{t("where.atEnd", { county: stop.county, dates: stopDates(stop, today, locale) })}</>
            : t("where.noStop", { when })}
        </p>
      </div>
      {coming.length > 0 && (
        <div>
          <h3 id="coming-stops-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("where.coming")}</h3>
          <ul aria-labelledby="coming-stops-heading" className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {coming.slice(0, COMING_SHOWN).map((s) => (
              <li key={s.id}>
                <Link
                  to={`?date=${s.startsOn < today ? today : s.startsOn}`}
                  preventScrollReset
                  replace
                  aria-current={s.id === stop?.id ? "true" : undefined}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-sand-50 aria-[current=true]:bg-sand-50"
                >
                  <span><span className="block font-medium text-ink">{s.placeName}</span><span className="text-xs text-muted">{s.county}</span></span>
                  <span className="shrink-0 text-sm text-muted">{stopDates(s, today, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Enough stops to plan a trip by; the host's full schedule would turn the section into a timetable. */
const COMING_SHOWN = 6;

/** A formatter per language, made on first use. */
function perLocale<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => made.get(locale) ?? made.set(locale, make(LOCALE_TAG[locale])).get(locale)!;
}

/** Distances with one decimal, as the language writes them: "12.3 km". */
const kilometres = perLocale((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

