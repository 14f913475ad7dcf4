import type { SaunaCardData } from "#server/features/saunas/sauna-card";
import { SaunaCard } from "#app/components/sauna-card";
import { ShowcaseSection } from "./showcase-section";

/** Top-rated experiences: four cards from the database (featured first) and 'View All Saunas'. */
export function TopRatedSection({ saunas }: { saunas: SaunaCardData[] }) {
  return (
    <ShowcaseSection
      id="top-rated-heading"
      eyebrow="Loved by guests"
      title="Top-Rated Experiences"
      description="The saunas our community rates highest, hand-picked favourites first."
      viewAll={{ to: "/saunas", label: "View All Saunas" }}
      empty="No saunas available at the moment"
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
