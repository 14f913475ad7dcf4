import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { SaunaCardData } from "#server/features/saunas/sauna-card";
import { SaunaCard } from "#app/components/sauna-card";
import { buttonVariants } from "#app/components/ui/button";
import { SectionHeading } from "./section-heading";

/** Top-rated experiences: four cards from the database (featured first) and 'View All Saunas'. */
export function TopRatedSection({ saunas }: { saunas: SaunaCardData[] }) {
  return (
    <section aria-labelledby="top-rated-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="top-rated-heading"
        eyebrow="Loved by guests"
        title="Top-Rated Experiences"
        description="The saunas our community rates highest, hand-picked favourites first."
        action={
          <Link to="/saunas" className={buttonVariants({ variant: "outline", className: "self-start sm:self-auto" })}>
            View All Saunas
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />
      {saunas.length > 0 ? (
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {saunas.map((sauna) => (
            <SaunaCard key={sauna.id} sauna={sauna} />
          ))}
        </div>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">No saunas available at the moment</p>
      )}
    </section>
  );
}
