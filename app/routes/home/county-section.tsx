import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { HOME_COUNTIES } from "#domain/constants";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { SectionHeading } from "./section-heading";

type HomeCounty = (typeof HOME_COUNTIES)[number];

/** A tone for each county's tile (its name and its line are messages: county.<name>, county.<name>.blurb). */
const COUNTY_TONE: Record<HomeCounty, string> = {
  Cork: "from-ember-600 to-cedar-700",
  Galway: "from-sea-600 to-sea-900",
  Kerry: "from-cedar-500 to-cedar-900",
  Donegal: "from-sea-700 to-cedar-900",
  Clare: "from-ember-500 to-ember-700",
  Dublin: "from-cedar-700 to-sea-900",
};

/** Explore by county: six tiles, each leading to the listing filtered to that county. */
export function CountySection({ counts }: { counts: Record<HomeCounty, number> }) {
  const t = useT("home");
  const to = useLocalePath();
  return (
    <section aria-labelledby="counties-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="counties-heading" eyebrow={t("counties.eyebrow")} title={t("counties.title")} description={t("counties.description")} />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {HOME_COUNTIES.map((county) => {
          return (
            <li key={county}>
              <Link
                to={to(`/saunas?county=${county}`)}
                className={`group relative flex h-36 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br ${COUNTY_TONE[county]} p-4 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:h-44`}
              >
                <Waves />
                <span className="font-serif text-2xl">{t(`county.${county}`)}</span>
                <span className="mt-0.5 hidden text-xs text-white/85 sm:block">{t(`county.${county}.blurb`)}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-medium">
                  {t("counties.saunas", { count: counts[county] ?? 0 })}
                  <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Waves() {
  return (
    <svg aria-hidden="true" viewBox="0 0 200 80" preserveAspectRatio="none" className="absolute inset-x-0 top-0 h-20 w-full opacity-25">
      <path d="M0 30 C 30 10 60 50 100 30 S 170 10 200 30" fill="none" stroke="white" strokeWidth="3" />
      <path d="M0 50 C 30 30 60 70 100 50 S 170 30 200 50" fill="none" stroke="white" strokeWidth="2" />
    </svg>
  );
}
