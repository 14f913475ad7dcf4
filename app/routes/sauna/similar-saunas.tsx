import type { SaunaCardData } from "#server/features/saunas/sauna-card";
import { SaunaCard } from "#app/components/sauna-card";
import { useT } from "#app/lib/i18n/i18n";

/** Section 9 (only if any): up to four public saunas in the same county. */
export function SimilarSaunas({ saunas, county }: { saunas: SaunaCardData[]; county: string }) {
  const t = useT("sauna");
  if (saunas.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="similar-heading" className="font-serif text-2xl text-cedar-900">{t("similar.heading", { county })}</h2>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {saunas.map((s) => (
          <li key={s.id} className="w-[17.5rem] shrink-0 snap-start sm:w-72 lg:w-auto"><SaunaCard sauna={s} className="h-full" /></li>
        ))}
      </ul>
    </section>
  );
}
