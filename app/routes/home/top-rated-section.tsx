import type { SaunaCardData } from "#server/features/saunas/sauna-card";
import { SaunaCard } from "#app/components/sauna-card";
import { useT } from "#app/lib/i18n/i18n";
import { ShowcaseSection } from "./showcase-section";

/** Top-rated experiences: four cards from the database (featured first) and 'View All Saunas'. */
export function TopRatedSection({ saunas }: { saunas: SaunaCardData[] }) {
  const t = useT("home");
  return (
    <ShowcaseSection
      id="top-rated-heading"
      eyebrow={t("topRated.eyebrow")}
      title={t("topRated.title")}
      description={t("topRated.description")}
      viewAll={{ to: "/saunas", label: t("topRated.viewAll") }}
      empty={t("topRated.empty")}
    >
      {saunas.length > 0 ? (
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {saunas.map((sauna) => (
            <SaunaCard key={sauna.id} sauna={sauna} />
          ))}
        </div>
      ) : null}
    </ShowcaseSection>
  );
}
